// What every player-protection use case works with: the module's dependencies, which players some
// limit, exclusion or closure may hold (in memory on every instance), and the clocks' leads.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LicenceProfile } from '@arena/contracts';
import { createPlayerSet, type PlayerSet } from '../../cache/player-set';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { PubSub } from '../../plugins/pubsub';
import type { SessionService } from '../auth/plugin';
import type { WalletService } from '../wallet/plugin';
import { playerLimits, playerProtection } from './schema';

export const HOUR_MS = 3600_000;

export type ProtectionRow = typeof playerProtection.$inferSelect;
export type LimitRow = typeof playerLimits.$inferSelect;

export interface ProtectionDeps {
  db: Db;
  /** protection's own time: cooling-off periods, exclusions, periods (shiftable outside production) */
  clock: Clock;
  /** the clock login sessions are stamped with */
  sessionClock: Clock;
  /** a login session unused this long has ended (config.auth.sessionIdleSeconds) */
  sessionIdleMs: number;
  pubsub: PubSub;
  sessions: SessionService;
  log: FastifyBaseLogger;
  /** the site's licence: its cooling-off, reality-check and exclusion rules (config.licence.profile) */
  licence: LicenceProfile;
  /** the player's lock (their cash account's row) that every bet takes: an exclusion takes it too */
  wallet: Pick<WalletService, 'transaction'>;
}

export const iso = (at: number) => new Date(at).toISOString();
export const total = (value: unknown) => Number(value ?? 0);

const CHANGED_CHANNEL = 'protection-changed';

export interface ProtectionContext extends ProtectionDeps {
  /**
   * Players some limit, exclusion or closure may hold: the guard's `check` (inside the movement's
   * transaction) decides, so this set may say too much but never too little. It is never read from the
   * database while a movement runs: on PGlite's one session that read would wait for the movement's
   * own transaction. A player stays in it until the set is next loaded even after a removal, at the
   * cost of one needless check.
   */
  held: PlayerSet;
  /** a protection instant on the ledger's clock */
  ledgerTime: (at: number) => Date;
  /** a protection instant on the sessions' clock */
  sessionTime: (at: number) => number;
  /** after a limit, exclusion or closure committed: every instance holds the player to it */
  changed: (userId: number) => Promise<void>;
}

export async function createProtectionContext(deps: ProtectionDeps): Promise<ProtectionContext> {
  const { db, clock, sessionClock, pubsub, log } = deps;
  const held = await createPlayerSet({
    pubsub,
    channel: CHANGED_CHANNEL,
    log,
    load: async () =>
      (
        await db
          .select({ userId: playerLimits.userId })
          .from(playerLimits)
          .union(
            db
              .select({ userId: playerProtection.userId })
              .from(playerProtection)
              .where(sql`${playerProtection.closedAt} IS NOT NULL OR ${playerProtection.exclusionUntil} > ${iso(clock.now())}::timestamptz`),
          )
      ).map(({ userId }) => userId),
  });

  /**
   * The ledger stamps its rows with the database's time and sessions with the app's clock; protection's
   * clock runs ahead of both when shifted (development, tests). A protection instant is moved back by
   * that lead before it is compared with their stamps. In production both leads are zero.
   */
  const ledgerTime = (at: number) => new Date(at - (clock.now() - Date.now()));
  const sessionTime = (at: number) => at - (clock.now() - sessionClock.now());

  /** after a limit, exclusion or closure committed: every instance holds the player to it */
  async function changed(userId: number): Promise<void> {
    try {
      await held.announce(userId, true);
    } catch (error) {
      // committed: another instance catches up when its subscription is restored
      log.warn({ err: error, userId }, 'protection change not announced');
    }
  }

  return { ...deps, held, ledgerTime, sessionTime, changed };
}
