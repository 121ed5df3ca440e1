// The cms module's public surface for other modules: `app.cms` (reference data they show or check, the
// players' content and invalidateContent() for whoever changes it).
import { asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { systemClock, type Clock } from '../../clock';
import type { Db } from '../../db/client';
import { createContentService, type ContentService } from './content';
import { countries } from './schema';

export interface Country {
  id: number;
  name: string;
}

export type CmsService = ReturnType<typeof createCmsService>;

function createCmsService(db: Db, content: ContentService) {
  return {
    /** the cached home, promotion and page content the player routes answer with */
    content,

    /**
     * Call after a change to sliders, banners, promotions, the video banner, pages or content categories
     * committed: every instance reads them from the database again (the site shows it without a restart).
     */
    invalidateContent: (): Promise<void> => content.invalidate(),

    /** by name, for the registration form */
    countries: (): Promise<Country[]> => db.select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.name)),

    async countryName(id: number): Promise<string | undefined> {
      const [row] = await db.select({ name: countries.name }).from(countries).where(eq(countries.id, id)).limit(1);
      return row?.name;
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
