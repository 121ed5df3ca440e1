// The KYC module's public surface, `app.kyc` (service.ts): the payments module asks it before a
// withdrawal (and a deposit where the licence says so) and for the name payouts go to.
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import type { KycConfig } from '../../config';
import type { KycRules } from './kyc-status';
import { commandScanner, createDocumentStore, eicarScanner, type DocumentScanner } from './document-store';
import { createKycService, type KycService } from './service';

export type { KycService } from './service';
export type { DocumentScanner } from './document-store';

declare module 'fastify' {
  interface FastifyInstance {
    kyc: KycService;
  }
}

export default fp<{ clock: Clock; config: KycConfig; rules: KycRules; scanner?: DocumentScanner }>(
  async (app, { clock, config, rules, scanner }) => {
    const service = createKycService({
      db: app.db,
      clock,
      rules,
      store: createDocumentStore(config.documentsDir),
      scanner: scanner ?? (config.scanCommand ? commandScanner(config.scanCommand) : eicarScanner),
      notifications: app.notifications,
    });
    app.decorate('kyc', service);
  },
  { name: 'arena-kyc', dependencies: ['arena-db', 'arena-notifications'] },
);
