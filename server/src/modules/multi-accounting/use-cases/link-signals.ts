// Records what the server saw of an account (a device cookie, an address, an instrument, a national ID,
// a postal address, the browser's fingerprint): each signal once per account, with when it was first
// and last seen. Called from the few places that see them: registration, login, a confirmed deposit or a
// withdrawal hold (wallet-guard.ts), and a profile change.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { MultiAccountingContext } from '../context';
import { accountSignals } from '../schema';
import type { RawSignal } from '../signals';

export async function linkSignals({ clock, hash }: MultiAccountingContext, on: Db, userId: number, signals: RawSignal[]): Promise<void> {
  const keys = new Map<string, { kind: RawSignal['kind']; key: string }>();
  for (const signal of signals) {
    const key = hash(signal);
    if (key !== null) keys.set(`${signal.kind}:${key}`, { kind: signal.kind, key });
  }
  if (keys.size === 0) return;
  const at = new Date(clock.now());
  await on
    .insert(accountSignals)
    // sorted: two writers of the same account's keys take the rows' locks in one order
    .values([...keys.values()].sort((a, b) => (a.kind + a.key < b.kind + b.key ? -1 : 1)).map((k) => ({ userId, ...k, firstSeen: at, lastSeen: at })))
    .onConflictDoUpdate({
      target: [accountSignals.userId, accountSignals.kind, accountSignals.key],
      set: { lastSeen: sql`GREATEST(${accountSignals.lastSeen}, excluded.last_seen)` },
    });
}
