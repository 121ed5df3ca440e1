// The only code that reads or writes a player's balance (minor units). Other modules call this service
// through app.wallet; today the balance is one column, the money issue adds the ledger behind it.
// Every logged-in client polls its balance, so a balance read answers from memory until it changes;
// every change goes through transaction(), after whose commit every instance forgets that balance.
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createSharedCache } from '../../cache/shared-cache';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { PubSub } from '../../plugins/pubsub';
import { balances } from './schema';

/** The wallet's writes inside a transaction(): they commit or roll back with the caller's own writes. */
export interface WalletWrites {
  /** adds `amount` (> 0) to the player's balance; returns the new balance */
  credit(userId: number, amount: number): Promise<number>;
}

export type WalletService = Awaited<ReturnType<typeof createWalletService>>;

export async function createWalletService(db: Db, clock: Clock, pubsub: PubSub, log: FastifyBaseLogger) {
  const balanceOf = db
    .select({ balance: balances.balance })
    .from(balances)
    .where(eq(balances.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('wallet_balance');
  const remembered = await createSharedCache<{ userId: number; balance: number }>({
    pubsub,
    channel: 'balances-changed',
    ttlMs: 60_000,
    maxEntries: 10_000,
    now: () => clock.now(),
    groupOf: (entry) => entry.userId,
  });

  const writesIn = (tx: Db, changed: Set<number>): WalletWrites => ({
    async credit(userId, amount) {
      if (!Number.isInteger(amount) || amount <= 0) throw new RangeError(`a credit is a positive integer of minor units (got ${amount})`);
      const [row] = await tx
        .update(balances)
        .set({ balance: sql`${balances.balance} + ${amount}` })
        .where(eq(balances.userId, userId))
        .returning({ balance: balances.balance });
      if (!row) throw new RangeError(`no player ${userId} to credit`);
      changed.add(userId);
      return row.balance;
    },
  });

  return {
    /** undefined for an unknown player */
    async balance(userId: number): Promise<number | undefined> {
      const key = String(userId);
      const entry =
        remembered.get(key) ??
        (await remembered.load(key, async () => {
          const [row] = await balanceOf.execute({ userId });
          return row && { userId, balance: row.balance };
        }));
      return entry?.balance;
    },

    /**
     * One database transaction for the caller's writes (`tx`) and the wallet's (`wallet`): a bonus grant
     * row and its credit commit together. After the commit every instance forgets the changed balances.
     */
    async transaction<T>(work: (tx: Db, wallet: WalletWrites) => Promise<T>): Promise<T> {
      const changed = new Set<number>();
      const result = await db.transaction((tx) => work(tx, writesIn(tx, changed)));
      for (const userId of changed) {
        try {
          await remembered.forget(userId);
        } catch (error) {
          // committed: the caller must not fail; the other instances catch up within the TTL
          log.warn({ err: error, userId }, 'balance change not announced');
        }
      }
      return result;
    },
  };
}
