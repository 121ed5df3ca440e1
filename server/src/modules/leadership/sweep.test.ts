import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import type { Leadership } from './leases';
import { scheduleSweep } from './sweep';

/** a bare app whose instance leads the job while `leading.now` */
function appLeading(leading: { now: boolean }) {
  const app = Fastify();
  app.decorate('leadership', { leads: () => leading.now } as unknown as Leadership);
  return app;
}

const until = async (done: () => boolean) => {
  for (let waited = 0; !done(); waited += 5) {
    if (waited > 5_000) throw new Error('never happened');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('scheduleSweep', () => {
  it('passes only on the instance leading the job, at ready when asked and at every tick after', async () => {
    const leading = { now: false };
    const app = appLeading(leading);
    let passes = 0;
    scheduleSweep(app, { job: 'records-purge', everyMs: 20, atReady: true, pass: async () => void passes++ });
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(passes).toBe(0);
    leading.now = true;
    await until(() => passes >= 2);
    await app.close();
    const after = passes;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(passes).toBe(after);
  });

  it('never runs two passes at once, goes on after a failed one, and closing waits for the pass under way', async () => {
    const app = appLeading({ now: true });
    const errors: unknown[] = [];
    app.log.error = (entry: unknown) => void errors.push(entry);
    let running = 0;
    let most = 0;
    let passes = 0;
    let finished = 0;
    scheduleSweep(app, {
      job: 'bonus-expiry',
      everyMs: 5,
      pass: async () => {
        passes += 1;
        running += 1;
        most = Math.max(most, running);
        // a pass ten ticks long
        await new Promise((resolve) => setTimeout(resolve, 50));
        running -= 1;
        finished += 1;
        if (passes === 1) throw new Error('the database went away');
      },
    });
    await app.ready();
    await until(() => passes >= 3);
    await app.close();
    expect(most).toBe(1);
    expect(finished).toBe(passes);
    expect(errors).toHaveLength(1);
  });
});
