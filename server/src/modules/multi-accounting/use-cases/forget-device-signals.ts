// Records retention (modules/records-retention): the signals that describe a browser or a connection
// (a device cookie, an IP address, a fingerprint), last seen before the licence's retention cutoff, are
// deleted. A payment instrument, a national ID and an address stay: they are the person's, and customer
// due diligence keeps them with the account.
import { and, inArray, lt } from 'drizzle-orm';
import type { MultiAccountingContext } from '../context';
import { accountSignals } from '../schema';

const DEVICE_SIGNALS = ['device', 'ip', 'fingerprint'] as const;

/** deletes the device signals last seen before `before`; returns how many */
export async function forgetDeviceSignals({ db }: MultiAccountingContext, before: Date): Promise<number> {
  const deleted = await db
    .delete(accountSignals)
    .where(and(inArray(accountSignals.kind, [...DEVICE_SIGNALS]), lt(accountSignals.lastSeen, before)))
    .returning({ userId: accountSignals.userId });
  return deleted.length;
}
