// Replies of the player calls (spec §7) that carry data beyond AuthData, plus the 429 shape.
import type { Country } from '../entities';
import type { ApiReply } from './envelope';

/** GET auth/form → data. Default country id 235 (Türkiye). */
export interface AuthFormData { countries: Country[] }

/** GET user/balance → data. Minor units (kuruş). */
export interface UserBalance { balance: number }

/** GET bonus/definetrialbonus → data. Minor units; `balance` is the balance after the credit. */
export interface TrialBonusGrant { amount: number; balance: number }

/** Any call refused for too many attempts (HTTP 429, also sent as the Retry-After header). */
export interface RateLimitedReply extends ApiReply<never> { retryAfterSeconds: number }

/** GET dev/outbox → data (development servers only): what would have been sent, newest first. */
export interface DevOutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  body: string;
  /** ISO 8601 */
  createdAt: string;
}
