import { Type, type Static } from '@sinclair/typebox';

/** GET cms/menulist?slug=… → data: MenuItem[]. The desktop nav bar reads 'main', the mobile sidebar 'mobile'. */
export const menuListQuerySchema = Type.Object({ slug: Type.String({ pattern: '^[a-z0-9-]{1,50}$' }) }, { $id: 'MenuListQuery', additionalProperties: false });
export type MenuListQuery = Static<typeof menuListQuerySchema>;
