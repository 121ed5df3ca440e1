// The payments module's public surface: `app.payments`, what the operators' back office does with
// withdrawals. The module's own routes reach the rest (requests, methods, provider) through a symbol
// no other module names. The payout worker pays due withdrawals while the server runs.
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { OperatorWithdrawal, RequestStatus } from '@arena/contracts';
import type { Clock } from '../../clock';
import type { PaymentsConfig } from '../../config';
import type { Db } from '../../db/client';
import type { AfterCommit, WalletOps } from '../wallet/plugin';
import { createFinancialActivities } from './activities';
import { createPaymentDesk, type PaymentDesk } from './desk';
import { createMethodCatalog, type MethodCatalog } from './methods';
import { createSandboxProvider, type PaymentProvider, type SandboxProvider } from './provider';
import { seedPaymentMethods } from './seed';
import { createPaymentRequests, type PaymentRequests, type WithdrawalSnapshot } from './service';
import { createPaymentSettings, type PaymentSettings } from './settings';

export type { WithdrawalSnapshot } from './service';
// the player's calendar days, shared by every dated list (transaction/gamehistory)
export { dayRange } from './activities';

export interface PaymentsService {
  listWithdrawals(q: { status?: RequestStatus }): Promise<OperatorWithdrawal[]>;
  /** Pending → paid by the payout provider → Confirmed (notification sent); 404 unknown, 409 not pending */
  approveWithdrawal(id: number, by: { operatorId: number }): Promise<{ before: WithdrawalSnapshot; after: WithdrawalSnapshot }>;
  /** Pending → Rejected, held funds released (notification sent) */
  rejectWithdrawal(id: number, reason: string, by: { operatorId: number }): Promise<{ before: WithdrawalSnapshot; after: WithdrawalSnapshot }>;
  /** in a correction's transaction: releases the player's pending withdrawals until their cash covers `amount`; their cash then */
  releaseForCorrection(tx: Db, ops: WalletOps, userId: number, amount: number): Promise<{ cash: number; after: AfterCommit }>;
}

/** What the module's routes use; kept off the public surface. */
export interface PaymentsInternals {
  requests: PaymentRequests;
  methods: MethodCatalog;
  provider: PaymentProvider;
  /** set when the configured provider is the sandbox: its payment page and decisions are served */
  sandbox: SandboxProvider | null;
  financialActivities: ReturnType<typeof createFinancialActivities>;
  /** the settings the back office edits (the withdrawal review threshold) */
  settings: PaymentSettings;
  /** the back office's queues and method editing */
  desk: PaymentDesk;
}

export const PAYMENTS_INTERNALS: unique symbol = Symbol('arena-payments-internals');

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
    [PAYMENTS_INTERNALS]: PaymentsInternals;
  }
}

/**
 * Every `pollMs`, on the one instance leading the job (`leads`): expires abandoned deposits, then pays
 * due withdrawals one by one; stop() waits for the one in hand.
 */
function createPayoutWorker(requests: PaymentRequests, pollMs: number, log: FastifyBaseLogger, leads: () => boolean) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const drain = async () => {
    if (!leads()) return;
    await requests.expireDeposits();
    while (!stopped && leads() && (await requests.payNextDue()));
  };
  const schedule = () => {
    timer = setTimeout(() => {
      running = drain()
        .catch((error: unknown) => log.error({ err: error }, 'payout worker failed; retrying at the next poll'))
        .finally(() => {
          running = undefined;
          if (!stopped) schedule();
        });
    }, pollMs);
    timer.unref();
  };
  return {
    start: schedule,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** The webhook path the sandbox PSP delivers to (payment/webhook/:provider under /api). */
export const SANDBOX_WEBHOOK_URL = '/api/payment/webhook/sandbox';

export default fp<{ config: PaymentsConfig; clock: Clock }>(
  async (app, { config, clock }) => {
    await seedPaymentMethods(app.db);
    // the configured PSP; a real one joins PAYMENT_PROVIDERS (config.ts) and gets its case here
    const { provider, sandbox } = ((): { provider: PaymentProvider; sandbox: SandboxProvider | null } => {
      switch (config.provider) {
        case 'sandbox': {
          const pretend = createSandboxProvider({
            secret: config.webhookSecret,
            clock,
            log: app.log,
            // the pretend PSP calls our public endpoint through the whole HTTP pipeline, signature included
            deliver: async (payload, headers) => (await app.inject({ method: 'POST', url: SANDBOX_WEBHOOK_URL, payload, headers })).statusCode,
          });
          return { provider: pretend, sandbox: pretend };
        }
      }
    })();
    const methods = createMethodCatalog(app.db);
    const settings = createPaymentSettings(app.db, clock, config);
    const requests = createPaymentRequests({
      settings,
      db: app.db,
      clock,
      config,
      methods,
      provider,
      wallet: app.wallet,
      notifications: app.notifications,
      limiter: app.rateLimiter,
      kyc: app.kyc,
      // player protection registers after payments (its guard joins the wallet then): asked at call time
      depositLimit: {
        require: (userId) => app.protection.requireDepositLimit(userId),
        missing: (userId, on) => app.protection.depositLimitMissing(userId, on),
      },
    });

    app.decorate('payments', {
      listWithdrawals: (q) => requests.listWithdrawals(q),
      approveWithdrawal: (id, by) => requests.approveWithdrawal(id, by),
      rejectWithdrawal: (id, reason, by) => requests.rejectWithdrawal(id, reason, by),
      releaseForCorrection: (tx, ops, userId, amount) => requests.releaseForCorrection(tx, ops, userId, amount),
    } satisfies PaymentsService);
    app.decorate(PAYMENTS_INTERNALS, {
      requests,
      methods,
      provider,
      sandbox,
      financialActivities: createFinancialActivities(app.db, app.wallet),
      settings,
      desk: createPaymentDesk(app.db),
    } satisfies PaymentsInternals);

    const worker = createPayoutWorker(requests, config.payoutPollMs, app.log, () => app.leadership.leads('payouts'));
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => {
      sandbox?.close();
      await worker.stop();
    });
  },
  { name: 'arena-payments', dependencies: ['arena-db', 'arena-leadership', 'arena-rate-limit', 'arena-wallet', 'arena-notifications', 'arena-kyc'] },
);
