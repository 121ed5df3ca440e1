// The content every visit reads (home sliders, the video banner, promotions, static pages and the
// footer's categories), remembered per language in a shared cache. Rows are kept with their schedule
// window and narrowed to the moment on every read, so a banner starts and ends on time without a change
// to the cache; an operator's change calls invalidate(), which every instance hears (cache/shared-cache.ts).
import type { CarouselBanner, ContentCategory, ContentItem, Promotion, StaticPage, VideoInfo } from '@arena/contracts';
import { createSharedCache } from '../../cache/shared-cache';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { PubSub } from '../../plugins/pubsub';
import { createCmsRepository, isShowing, type Scheduled } from './repository';

/** only bounds how long an instance that missed an announcement shows old content */
const CACHE_MS = 5 * 60_000;
/** every answer is one entry: content × language, plus the pages and categories asked for */
const MAX_ENTRIES = 1_000;
/** every entry is in the one group invalidate() forgets */
const ALL = 0;

type Entry =
  | { kind: 'banners'; rows: Scheduled<CarouselBanner>[] }
  | { kind: 'promotions'; rows: Scheduled<Promotion>[] }
  | { kind: 'videos'; rows: Scheduled<VideoInfo>[] }
  | { kind: 'categories'; categories: ContentCategory[] }
  | { kind: 'contents'; items: ContentItem[] }
  | { kind: 'page'; page: StaticPage | null };

const showing = <T>(rows: Scheduled<T>[], now: number): T[] => rows.filter((row) => isShowing(row, now)).map((row) => row.item);

export type ContentService = Awaited<ReturnType<typeof createContentService>>;

export async function createContentService({ db, pubsub, clock }: { db: Db; pubsub: PubSub; clock: Clock }) {
  const cms = createCmsRepository(db);
  const remembered = await createSharedCache<Entry>({
    pubsub,
    channel: 'cms-content',
    ttlMs: CACHE_MS,
    maxEntries: MAX_ENTRIES,
    now: () => clock.now(),
    groupOf: () => ALL,
  });

  async function cached<K extends Entry['kind']>(key: string, read: () => Promise<Extract<Entry, { kind: K }>>): Promise<Extract<Entry, { kind: K }>> {
    const entry = remembered.get(key) ?? (await remembered.load(key, read));
    return entry as Extract<Entry, { kind: K }>;
  }

  const now = () => new Date(clock.now());

  async function promotions(locale: string): Promise<Promotion[]> {
    const { rows } = await cached<'promotions'>(`promotions:${locale}`, async () => ({ kind: 'promotions', rows: await cms.promotions(locale, now()) }));
    return showing(rows, clock.now());
  }

  return {
    /** cms/sliderlist: the slider's banners showing now, in order; an unknown slider has none */
    async sliderBanners(slug: string, locale: string): Promise<CarouselBanner[]> {
      const { rows } = await cached<'banners'>(`slider:${slug}:${locale}`, async () => ({
        kind: 'banners',
        rows: await cms.sliderBanners(slug, locale, now()),
      }));
      return showing(rows, clock.now());
    },

    /** the first video banner showing now, or null */
    async videoInfo(locale: string): Promise<VideoInfo | null> {
      const { rows } = await cached<'videos'>(`video:${locale}`, async () => ({ kind: 'videos', rows: await cms.videoInfos(locale, now()) }));
      return showing(rows, clock.now())[0] ?? null;
    },

    promotions,

    async promotion(slug: string, locale: string): Promise<Promotion | null> {
      return (await promotions(locale)).find((promotion) => promotion.slug === slug) ?? null;
    },

    async categories(locale: string): Promise<ContentCategory[]> {
      return (await cached<'categories'>(`categories:${locale}`, async () => ({ kind: 'categories', categories: await cms.categories(locale) }))).categories;
    },

    async contents(categoryId: number, status: boolean, locale: string): Promise<ContentItem[]> {
      return (
        await cached<'contents'>(`contents:${categoryId}:${status}:${locale}`, async () => ({
          kind: 'contents',
          items: await cms.contents(categoryId, status, locale),
        }))
      ).items;
    },

    async page(id: number, locale: string): Promise<StaticPage | null> {
      return (await cached<'page'>(`page:${id}:${locale}`, async () => ({ kind: 'page', page: await cms.page(id, locale) }))).page;
    },

    /** Call after a content change committed: this instance and every other one read the database again. */
    invalidate(): Promise<void> {
      return remembered.forget(ALL);
    },
  };
}
