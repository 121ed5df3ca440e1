import type { JsonSchema } from './envelope';

export interface ContentListRequest { status: boolean; categoryId: number }
export const contentListRequestSchema: JsonSchema = {
  $id: 'ContentListRequest',
  type: 'object',
  additionalProperties: false,
  required: ['status', 'categoryId'],
  properties: { status: { type: 'boolean' }, categoryId: { type: 'integer', minimum: 1 } },
};

/** cms/siteoptionlist: the body is not shown in the spec; an empty object (or none) is accepted. */
export const siteOptionListRequestSchema: JsonSchema = {
  $id: 'SiteOptionListRequest',
  type: 'object',
  additionalProperties: false,
  properties: {},
};

export interface SliderListRequest { slug: string }
export const sliderListRequestSchema: JsonSchema = {
  $id: 'SliderListRequest',
  type: 'object',
  additionalProperties: false,
  required: ['slug'],
  properties: { slug: { type: 'string', minLength: 1, maxLength: 100 } },
};
