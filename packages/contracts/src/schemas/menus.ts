import type { JsonSchema } from './envelope';

/** GET cms/menulist?slug=… → data: MenuItem[]. The desktop nav bar reads 'main', the mobile sidebar 'mobile'. */
export interface MenuListQuery { slug: string }
export const menuListQuerySchema: JsonSchema = {
  $id: 'MenuListQuery',
  type: 'object',
  additionalProperties: false,
  required: ['slug'],
  properties: { slug: { type: 'string', pattern: '^[a-z0-9-]{1,50}$' } },
};
