// GET customer/sessionhistory: one row per login session.
import { Type, type Static } from '@sinclair/typebox';
import { SessionStatus } from '../enums';
import { Nullable } from './envelope';

export const sessionHistoryEntrySchema = Type.Object({
  id: Type.Integer(),
  /** ISO 8601 */
  createdAt: Type.String({ format: 'date-time' }),
  /** ISO 8601 */
  lastSeenAt: Type.String({ format: 'date-time' }),
  ip: Type.String(),
  userAgent: Type.String(),
  fingerprint: Nullable(Type.String()),
  status: Type.Enum(SessionStatus),
});
export type SessionHistoryEntry = Static<typeof sessionHistoryEntrySchema>;
