// Records past the licence's retention (`LicenceProfile.retentionYears`), purged only where nothing
// needs them any more and the law lets them go (GDPR art. 5(1)(e): kept no longer than needed). Each
// module purges its own records; this pass takes the cutoff and asks them in turn:
// - login sessions last seen before the cutoff keep their row (session history) but lose the IP
//   address, the browser's user agent and its fingerprint (auth);
// - the multi-accounting signals of a device, an IP or a fingerprint last seen before the cutoff are
//   deleted; a payment instrument, a national ID and an address stay (multi-accounting);
// - the KYC document files of an account closed before the cutoff, uploaded before it, are deleted; the
//   document's row stays and records when its file went (protection says who closed, kyc deletes).
// The ledger's journal, the sealed audit trail, game rounds, bets, payments and protection records are
// never touched: they are what a regulator asks for, and their hash chains would break
// (modules/sealed-records). `now` is passed in: the pass is tested on a clock, and a rerun does nothing.

export interface PurgeDeps {
  /** how long the licence keeps records, years */
  retentionYears: number;
  forgetSessionClients: (before: Date) => Promise<number>;
  forgetDeviceSignals: (before: Date) => Promise<number>;
  closedBefore: (before: Date) => Promise<number[]>;
  purgeDocumentFiles: (userIds: readonly number[], before: Date, now: number) => Promise<number>;
}

export interface PurgeReport {
  /** records last seen (or closed) before this instant were looked at */
  cutoff: string;
  sessionsAnonymised: number;
  signalsDeleted: number;
  documentFilesDeleted: number;
}

/** `now` less `years` calendar years (UTC) */
export function retentionCutoff(now: number, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

export async function purgeExpiredRecords(deps: PurgeDeps, now: number): Promise<PurgeReport> {
  const cutoff = retentionCutoff(now, deps.retentionYears);
  const sessionsAnonymised = await deps.forgetSessionClients(cutoff);
  const signalsDeleted = await deps.forgetDeviceSignals(cutoff);
  const documentFilesDeleted = await deps.purgeDocumentFiles(await deps.closedBefore(cutoff), cutoff, now);
  return { cutoff: cutoff.toISOString(), sessionsAnonymised, signalsDeleted, documentFilesDeleted };
}
