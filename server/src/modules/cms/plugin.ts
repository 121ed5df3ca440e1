// The cms module's public surface for other modules: `app.cms` (reference data they show or check, the
// players' content and invalidateContent() for whoever changes it).
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { systemClock, type Clock } from '../../clock';
import type { Db } from '../../db/client';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/translations';
import { createContentService, type ContentService } from './content';
import { countries } from './schema';

export interface Country {
  id: number;
  name: string;
}

export type CmsService = ReturnType<typeof createCmsService>;

const regionNames = new Map<string, Intl.DisplayNames>();
/**
 * A country's name in the player's language: the record's name is its English one (an operator's), any
 * other language takes the name ICU gives its ISO code, so the Turkish site lists "Almanya", not "Germany".
 */
function countryIn(locale: Locale, { iso2, name }: { iso2: string; name: string }): string {
  if (locale === 'en') return name;
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })));
  return names.of(iso2) ?? name;
}

function createCmsService(db: Db, content: ContentService) {
  return {
    /** the cached home, promotion and page content the player routes answer with */
    content,

    /**
     * Call after a change to sliders, banners, promotions, the video banner, pages or content categories
     * committed: every instance reads them from the database again (the site shows it without a restart).
     */
    invalidateContent: (): Promise<void> => content.invalidate(),

    /** by name in the player's language, for the registration form */
    async countries(locale: Locale = DEFAULT_LOCALE): Promise<Country[]> {
      const rows = await db.select({ id: countries.id, iso2: countries.iso2, name: countries.name }).from(countries);
      const byName = new Intl.Collator(locale).compare;
      return rows.map((row) => ({ id: row.id, name: countryIn(locale, row) })).sort((a, b) => byName(a.name, b.name));
    },

    /** the country's name in `locale`; undefined for no such country */
    async countryName(id: number, locale: Locale = DEFAULT_LOCALE): Promise<string | undefined> {
      const [row] = await db.select({ iso2: countries.iso2, name: countries.name }).from(countries).where(eq(countries.id, id)).limit(1);
      return row && countryIn(locale, row);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    cms: CmsService;
  }
}

export default fp<{ clock?: Clock }>(
  async (app, { clock = systemClock }) => {
    const content = await createContentService({ db: app.db, pubsub: app.pubsub, clock });
    app.decorate('cms', createCmsService(app.db, content));
  },
  { name: 'arena-cms', dependencies: ['arena-db', 'arena-pubsub'] },
);
