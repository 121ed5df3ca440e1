// The reply envelope of every ./api/ call as schemas, so the server serializes by them
// and the client's types come from them.
import { Type, type TLiteral, type TSchema, type TUnion } from '@sinclair/typebox';

/** Any reply of ./api/ as the client's interceptor sees it, before it knows which call it was. */
export interface ApiReply<T = unknown> {
  success: boolean;
  message: string;
  data?: T;
  /** a failure a screen acts on besides showing `message` (e.g. DEPOSIT_LIMIT_REQUIRED) */
  code?: string;
}

/** JSON Schema as ajv and Fastify take it (every TypeBox schema is one). */
export type JsonSchema = Record<string, unknown>;

/** one of `values`, typed as that union (mapping over the list alone would widen it to string) */
export const literals = <T extends readonly string[]>(values: T) =>
  Type.Union(values.map((value) => Type.Literal(value))) as unknown as TUnion<TLiteral<T[number]>[]>;

/** `T` or null (these fields are null when empty). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A successful reply carrying `data`; `message` is shown to the player when set. */
export const dataReply = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Literal(true), message: Type.String(), data }, { additionalProperties: false });

/** A successful reply that only carries a message ("success, message"). */
export const messageReplySchema = Type.Object({ success: Type.Literal(true), message: Type.String() }, { additionalProperties: false });

/** Every refusal: 400 invalid input, 401 no session, 404, 409 already taken/claimed; `code` where a screen acts on it (ApiReply). */
export const failureReplySchema = Type.Object(
  { success: Type.Literal(false), message: Type.String(), code: Type.Optional(Type.String()) },
  { additionalProperties: false },
);

/** Any call refused for too many attempts (HTTP 429, also sent as the Retry-After header). */
export const rateLimitedReplySchema = Type.Object(
  { success: Type.Literal(false), message: Type.String(), retryAfterSeconds: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);
