import { Type, type Static } from '@sinclair/typebox';

/** Spec §7: the footer asks for published content (status true) of category 1. */
export const contentListRequestSchema = Type.Object(
  { status: Type.Boolean(), categoryId: Type.Integer({ minimum: 1 }) },
  { $id: 'ContentListRequest', additionalProperties: false },
);
export type ContentListRequest = Static<typeof contentListRequestSchema>;

/** cms/siteoptionlist: the body is not shown in the spec; an empty object (or none) is accepted. */
export const siteOptionListRequestSchema = Type.Object({}, { $id: 'SiteOptionListRequest', additionalProperties: false });
