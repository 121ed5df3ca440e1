// The content editor's extra calls (back-office Content screens, issue 16): the translations list,
// both languages side by side, so the editor sees which keys lack one of them.
import { Type, type Static } from '@sinclair/typebox';
import type { Endpoint } from '../endpoints';
import { dataReply, failureReplySchema } from '../schemas/envelope';

/** a key's text per language; null where the key has no text in that language (a missing translation) */
export const operatorTranslationRowSchema = Type.Object(
  { key: Type.String(), tr: Type.Union([Type.String(), Type.Null()]), en: Type.Union([Type.String(), Type.Null()]) },
  { $id: 'OperatorTranslationRow', additionalProperties: false },
);
export type OperatorTranslationRow = Static<typeof operatorTranslationRowSchema>;

export const operatorContentEndpoints = {
  operatorTranslations: {
    method: 'GET',
    path: 'operator/content/translations',
    result: 'data',
    summary: 'Every translation key with its Turkish and English text, by key (content operator)',
    auth: true,
    reply: { 200: dataReply(Type.Array(operatorTranslationRowSchema)), 401: failureReplySchema, 403: failureReplySchema },
  },
} as const satisfies Record<string, Endpoint>;
