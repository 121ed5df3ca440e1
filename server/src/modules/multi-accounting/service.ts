// The multi-accounting service (`app.multiAccounting`): the signals the server saw of each account, the
// clusters they make, the same-person check bonuses ask, and the back office's view and restriction.
import type { Db } from '../../db/client';
import type { MultiAccountingContext } from './context';
import type { RawSignal } from './signals';
import { clusterOf } from './use-cases/cluster-of';
import { forgetDeviceSignals } from './use-cases/forget-device-signals';
import { linkSignals } from './use-cases/link-signals';
import { restrictBonuses } from './use-cases/restrict-bonuses';
import { samePerson } from './use-cases/same-person';
import { showLinkedAccounts } from './use-cases/show-linked-accounts';

/** what a request tells of where a session started */
export interface SessionSignals {
  /** the server's signed device cookie (auth/device-cookie.ts); null when the request carried no valid one */
  device: string | null;
  ip: string;
  /** the client's x-fingerprint: stored as a hint only */
  fingerprint: string | null;
}

export function createMultiAccountingService(ctx: MultiAccountingContext) {
  const { db } = ctx;
  return {
    /** records retention: the device, IP and fingerprint signals last seen before `before` deleted (identity signals stay) */
    forgetDeviceSignalsBefore: (before: Date) => forgetDeviceSignals(ctx, before),
    /** a session started (registration, login) */
    sawSession: (userId: number, { device, ip, fingerprint }: SessionSignals, on: Db = db) =>
      linkSignals(ctx, on, userId, [
        ...(device === null ? [] : [{ kind: 'device' as const, value: device }]),
        { kind: 'ip', value: ip },
        ...(fingerprint === null ? [] : [{ kind: 'fingerprint' as const, value: fingerprint }]),
      ]),
    /** the player's national ID or postal address, as registered or changed (or as a verified document gives it) */
    sawProfile: (userId: number, { nationalId, address }: { nationalId?: string; address?: string }, on: Db = db) =>
      linkSignals(ctx, on, userId, [
        ...(nationalId === undefined ? [] : [{ kind: 'national_id' as const, value: nationalId }]),
        ...(address === undefined ? [] : [{ kind: 'address' as const, value: address }]),
      ]),
    /** any signals at once */
    link: (userId: number, signals: RawSignal[], on: Db = db) => linkSignals(ctx, on, userId, signals),
    clusterOf: (userId: number, on: Db = db) => clusterOf(on, userId),
    /** the bonus module's once-per-person check; `on`: the claim's transaction */
    samePerson: (on: Db, userId: number) => samePerson(on, userId),
    linkedAccounts: (userId: number, on: Db = db) => showLinkedAccounts(on, userId),
    restrictBonuses: (tx: Db, userId: number, change: { restricted: boolean; reason: string }, operatorId: number) =>
      restrictBonuses(ctx, tx, userId, change, operatorId),
  };
}

export type MultiAccountingService = ReturnType<typeof createMultiAccountingService>;
