// Sealed records' public surface, `app.sealedRecords`: the ledger's journal and the audit trail sealed
// into hash chains (journals.ts), a pass every config.records.sealIntervalMs while the server runs
// (RECORDS_SEAL; tests seal by hand), and the chains verified on request.
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import type { RecordsConfig } from '../../config';
import { JOURNALS } from './journals';
import { sealJournal } from './seal';
import { verifyChains } from './verify';

export interface SealedRecords {
  /** seals every journal's final records (several passes for a backlog); answers how many it sealed */
  sealAll(): Promise<number>;
  verify: (anchors?: string[]) => ReturnType<typeof verifyChains>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sealedRecords: SealedRecords;
  }
}

export default fp<{ clock: Clock; records: RecordsConfig }>(
  async (app, { clock, records }) => {
    const sealAll = async (): Promise<number> => {
      let total = 0;
      for (const journal of JOURNALS) {
        for (let sealed = -1; sealed !== 0; total += sealed) sealed = await sealJournal(app.db, journal, new Date(clock.now()));
      }
      return total;
    };
    app.decorate('sealedRecords', { sealAll, verify: (anchors?: string[]) => verifyChains(app.db, anchors) });
    if (!records.seal) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const pass = () => {
      // one instance seals at a time (the chain's head lock would make the others wait their turn for nothing)
      running = (app.leadership.leads('records-seal') ? sealAll() : Promise.resolve(0))
        .catch((error: unknown) => app.log.error({ err: error }, 'sealing records failed'))
        .finally(() => {
          if (timer !== undefined) timer = setTimeout(pass, records.sealIntervalMs);
        });
    };
    app.addHook('onReady', async () => {
      timer = setTimeout(pass, records.sealIntervalMs);
    });
    app.addHook('preClose', async () => {
      clearTimeout(timer);
      timer = undefined;
      await running;
    });
  },
  { name: 'arena-sealed-records', dependencies: ['arena-db', 'arena-leadership'] },
);
