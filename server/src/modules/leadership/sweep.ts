// A background job's timer, the one way every sweep runs: a pass every `everyMs` (and, with `atReady`, one
// when the server is ready) on the one instance leading the job; never two passes at once (a pass longer
// than the interval skips the ticks it overlaps); a failed pass is logged and the next tick tries again;
// closing the server waits for a pass under way, so none meets a closed database.
import type { FastifyInstance } from 'fastify';
import type { BackgroundJob } from './leases';

export interface Sweep {
  job: BackgroundJob;
  everyMs: number;
  /** also a pass as soon as the server is ready (a job whose interval is long: a day) */
  atReady?: boolean;
  pass: () => Promise<unknown>;
}

export function scheduleSweep(app: FastifyInstance, { job, everyMs, atReady = false, pass }: Sweep): void {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (!app.leadership.leads(job)) return;
    running ??= pass()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error, job }, `${job}: the pass failed; the next one tries again`))
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (atReady) tick();
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
