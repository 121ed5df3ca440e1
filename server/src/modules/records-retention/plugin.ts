// Records retention: with RECORDS_PURGE=true (config.records.purge; off unless set), at start and once a
// day the records past the licence's retention that the law lets go are purged (purge-expired-records.ts
// says which; the ledger's journal and the audit trail never are). `app.recordsRetention.purge(now)`
// runs one pass whatever the flag, for the tests.
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import { scheduleSweep } from '../leadership/plugin';
import { purgeExpiredRecords, type PurgeReport } from './purge-expired-records';

export type { PurgeReport } from './purge-expired-records';

export interface RecordsRetention {
  purge(now?: number): Promise<PurgeReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    recordsRetention: RecordsRetention;
  }
}

const DAY_MS = 86_400_000;

export default fp<{ clock: Clock; enabled: boolean; retentionYears: number }>(
  async (app, { clock, enabled, retentionYears }) => {
    const service: RecordsRetention = {
      purge: (now = clock.now()) =>
        purgeExpiredRecords(
          {
            retentionYears,
            forgetSessionClients: (before) => app.sessions.forgetClientsBefore(before),
            forgetDeviceSignals: (before) => app.multiAccounting.forgetDeviceSignalsBefore(before),
            closedBefore: (before) => app.protection.closedBefore(before),
            purgeDocumentFiles: (userIds, before, at) => app.kyc.purgeFiles(userIds, before, at),
          },
          now,
        ),
    };
    app.decorate('recordsRetention', service);
    if (!enabled) return;
    scheduleSweep(app, {
      job: 'records-purge',
      everyMs: DAY_MS,
      atReady: true,
      pass: async () => app.log.info({ report: await service.purge() }, 'records retention: purge pass'),
    });
  },
  { name: 'arena-records-retention', dependencies: ['arena-db', 'arena-auth', 'arena-multi-accounting', 'arena-protection', 'arena-kyc'] },
);
