// Which instance runs each background job: the one holding the job's row in job_leases. Every instance
// tries to take or renew every job's row each leaseMs / 3, in one statement; a row is taken over only
// once it lapsed (database time), so a job has one runner at a time across the cluster. An instance
// trusts its own hold a little less long than the row says (monotonic time, started before the
// statement), so it stops before another may start. The money paths do not rest on this: their row
// locks and idempotency keys already make a second runner harmless; the lease saves the doubled work.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { jobLeases } from './schema';

/** The jobs that must run on one instance at a time (the live games and the sports feed have leases of their own). */
export const BACKGROUND_JOBS = [
  /** payments: abandoned deposits expired, due withdrawals paid */
  'payouts',
  /** bonus: expired bonuses forfeited */
  'bonus-expiry',
  /** originals: untouched Blackjack rounds finished by standing */
  'blackjack-expiry',
  /** game recall: suppliers' rounds left open refunded (SUPPLIER_ROUND_VOID) */
  'supplier-round-void',
  /** sports: bets on settled markets settled */
  'sports-settlement',
  /** safer gambling: detection over the players active since the last sweep */
  'harm-sweep',
  /** sealed records: the ledger and the audit trail sealed into their chains */
  'records-seal',
  /** records retention: what is past its keeping purged (RECORDS_PURGE) */
  'records-purge',
] as const;
export type BackgroundJob = (typeof BACKGROUND_JOBS)[number];

export interface Leadership {
  /** ARENA_INSTANCE: this instance's name */
  instance: string;
  /** this process's name on every lease row (the instance's name and a per-process suffix, so a restarted instance never mistakes the row of its previous run for its own) */
  holder: string;
  /** true while this instance holds the job's lease: the job's timer runs its work only then */
  leads(job: BackgroundJob): boolean;
  /** takes or renews the leases now; answers the jobs held */
  renew(): Promise<BackgroundJob[]>;
  /** renews every leaseMs / 3 until stop() */
  start(): Promise<void>;
  /** stops renewing and gives the leases up, so another instance takes them at its next renewal */
  stop(): Promise<void>;
}

export function createLeadership({ db, instance, leaseMs, log }: { db: Db; instance: string; leaseMs: number; log: FastifyBaseLogger }): Leadership {
  const holder = `${instance}/${randomBytes(4).toString('hex')}`;
  let held = new Set<BackgroundJob>();
  let validUntil = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  const renew = async (): Promise<BackgroundJob[]> => {
    const started = performance.now();
    const expiresAt = sql`now() + ${leaseMs}::integer * interval '1 millisecond'`;
    const rows = await db
      .insert(jobLeases)
      .values(BACKGROUND_JOBS.map((job) => ({ job, holder, expiresAt })))
      .onConflictDoUpdate({
        target: jobLeases.job,
        set: { holder, expiresAt },
        where: or(eq(jobLeases.holder, holder), lt(jobLeases.expiresAt, sql`now()`)),
      })
      .returning({ job: jobLeases.job });
    const now = new Set(rows.map(({ job }) => job as BackgroundJob));
    const taken = [...now].filter((job) => !held.has(job));
    if (taken.length > 0) log.info({ jobs: taken, holder }, 'background jobs taken over by this instance');
    held = now;
    // a fifth of the lease kept in hand against the statement's own time and the clocks' drift
    validUntil = started + (leaseMs * 4) / 5;
    return [...held];
  };

  const schedule = () => {
    timer = setTimeout(() => {
      running = renew()
        .catch((error: unknown) => {
          // the database is away: this instance stops trusting its hold when validUntil passes
          log.warn({ err: error }, 'background job leases not renewed');
        })
        .finally(() => {
          if (!stopped) schedule();
        });
    }, leaseMs / 3);
    timer.unref();
  };

  return {
    instance,
    holder,
    leads: (job) => held.has(job) && performance.now() < validUntil,
    renew,
    async start() {
      if (!stopped) return;
      stopped = false;
      await renew().catch((error: unknown) => log.warn({ err: error }, 'background job leases not taken'));
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      held = new Set();
      validUntil = 0;
      await db.delete(jobLeases).where(eq(jobLeases.holder, holder));
    },
  };
}
