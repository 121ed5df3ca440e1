// Replies of the player calls not covered by a domain file, plus the 429 shape.
import { Type, type Static } from '@sinclair/typebox';
import { rateLimitedReplySchema } from './envelope';

/** GET user/balance → data. Minor units (kuruş). */
export const userBalanceSchema = Type.Object({ balance: Type.Integer() });
export type UserBalance = Static<typeof userBalanceSchema>;

export type RateLimitedReply = Static<typeof rateLimitedReplySchema>;

/** GET dev/outbox → data (development servers only): what would have been sent, newest first. */
export const devOutboxMessageSchema = Type.Object({
  id: Type.Integer(),
  channel: Type.Union([Type.Literal('sms'), Type.Literal('email')]),
  to: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  /** ISO 8601 */
  createdAt: Type.String({ format: 'date-time' }),
});
export type DevOutboxMessage = Static<typeof devOutboxMessageSchema>;
