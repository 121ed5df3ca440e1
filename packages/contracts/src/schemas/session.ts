// GET customer/sessionhistory: one row per login session.
import type { SessionStatus } from '../enums';

export interface SessionHistoryEntry {
  id: number;
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601 */
  lastSeenAt: string;
  ip: string;
  userAgent: string;
  fingerprint: string | null;
  status: SessionStatus;
}
