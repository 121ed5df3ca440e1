import { Type, type Static } from '@sinclair/typebox';

/** The footer asks for published content (status true) of category 1. */
export const contentListRequestSchema = Type.Object(
  { status: Type.Boolean(), categoryId: Type.Integer({ minimum: 1 }) },
  { $id: 'ContentListRequest', additionalProperties: false },
);
export type ContentListRequest = Static<typeof contentListRequestSchema>;

/** cms/siteoptionlist: it takes no parameters; an empty object (or none) is accepted. */
export const siteOptionListRequestSchema = Type.Object({}, { $id: 'SiteOptionListRequest', additionalProperties: false });

/** POST cms/sliderlist: the banners of one slider by its slug (e.g. 'home', 'casino'). */
export const sliderListRequestSchema = Type.Object(
  { slug: Type.String({ minLength: 1, maxLength: 50, pattern: '^[a-z0-9-]+$' }) },
  { $id: 'SliderListRequest', additionalProperties: false },
);
export type SliderListRequest = Static<typeof sliderListRequestSchema>;

/**
 * A carousel banner: url, target, images (0 the default src, 1 the source for ≥ 1200 px, 2 the
 * source for ≥ 992 px). `title` is the banner's text alternative (alt), in the x-locale language.
 */
export const carouselBannerSchema = Type.Object({
  id: Type.Integer(),
  url: Type.Union([Type.String(), Type.Null()]),
  target: Type.Union([Type.Literal('_self'), Type.Literal('_blank')]),
  images: Type.Array(Type.String(), { minItems: 3, maxItems: 3 }),
  title: Type.String(),
});
export type CarouselBanner = Static<typeof carouselBannerSchema>;

/** GET cms/videoinfo: the casino video banner, plus the poster shown before and instead of the video. */
export const videoInfoSchema = Type.Object({
  url: Type.String(),
  poster: Type.String(),
  title1: Type.String(),
  title2: Type.String(),
  title3: Type.String(),
});
export type VideoInfo = Static<typeof videoInfoSchema>;

/**
 * A promotion: images (0 the card's, 1 the detail dialog's), title, description (HTML, sanitized
 * on the server when written); `summary` is the card's short text, `slug` its deep link (/promotions?promotion=<slug>).
 */
export const promotionSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  images: Type.Array(Type.Object({ url: Type.String() }), { minItems: 2 }),
  title: Type.String(),
  summary: Type.String(),
  description: Type.String(),
  /** the bonus campaign (bonus/offers id) this promotion advertises: its card leads to claiming it */
  bonusOfferId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type Promotion = Static<typeof promotionSchema>;

export const promotionParamsSchema = Type.Object(
  { slug: Type.String({ minLength: 1, maxLength: 80, pattern: '^[a-z0-9-]+$' }) },
  { $id: 'PromotionParams', additionalProperties: false },
);
