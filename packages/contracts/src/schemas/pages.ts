import { Type, type Static } from '@sinclair/typebox';

/** GET cms/page/{id}: the id travels in the path, so it is text of digits. */
export const pageParamsSchema = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, { additionalProperties: false });
export type PageParams = Static<typeof pageParamsSchema>;

/** GET cms/page/{id} → data: a static page for /pages/{id}, in the request's language. */
export const staticPageSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** HTML written by a content operator, sanitized on the server when written (modules/cms/sanitize-html.ts) */
  body: Type.String(),
});
export type StaticPage = Static<typeof staticPageSchema>;
