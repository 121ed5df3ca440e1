// Background jobs' leadership against the real job_leases table: one holder per job however many
// instances race for it, a lapsed lease taken over, a stopped instance's leases taken at once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/test-app';
import { BACKGROUND_JOBS, jobLeases, type BackgroundJob } from './plugin';
import { createLeadership } from './leases';

const ALL = [...BACKGROUND_JOBS].sort();
const sorted = (jobs: BackgroundJob[]) => [...jobs].sort();

describe('background job leadership', () => {
  let app: FastifyInstance;
  const other = (name: string, leaseMs = 15_000) => createLeadership({ db: app.db, instance: name, leaseMs, log: app.log });

  beforeAll(async () => {
    app = await buildTestApp({ instance: 'server-a' });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('the ready instance runs every job, under its name; another instance runs none while it renews', async () => {
    expect(app.leadership.holder).toMatch(/^server-a\/[0-9a-f]{8}$/);
    for (const job of BACKGROUND_JOBS) expect(app.leadership.leads(job)).toBe(true);
    const rows = await app.db.select().from(jobLeases);
    expect(rows.map((row) => row.job).sort()).toEqual(ALL);
    expect(new Set(rows.map((row) => row.holder))).toEqual(new Set([app.leadership.holder]));

    const b = other('server-b');
    expect(await b.renew()).toEqual([]);
    expect(BACKGROUND_JOBS.some((job) => b.leads(job))).toBe(false);
    // renewing keeps them where they are
    expect(sorted(await app.leadership.renew())).toEqual(ALL);
  });

  it('a stopped instance hands its jobs over at the next renewal of another', async () => {
    const c = other('server-c');
    const d = other('server-d');
    await app.leadership.stop();
    expect(app.leadership.leads('payouts')).toBe(false);
    // nine instances race for the free rows: each job gets exactly one holder
    const racers = [c, d, ...Array.from({ length: 7 }, (_, i) => other(`server-r${i}`))];
    const won = await Promise.all(racers.map((racer) => racer.renew()));
    const counts = new Map<string, number>();
    for (const jobs of won) for (const job of jobs) counts.set(job, (counts.get(job) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(ALL);
    expect(new Set(counts.values())).toEqual(new Set([1]));
    for (const job of BACKGROUND_JOBS) expect(racers.filter((racer) => racer.leads(job))).toHaveLength(1);
    for (const racer of racers) await racer.stop();
    expect(await app.db.select().from(jobLeases)).toEqual([]);
  });

  it('a lease its holder stopped renewing is taken over once it lapses, not before; the old holder stops trusting it first', async () => {
    const e = other('server-e', 400);
    const f = other('server-f', 400);
    expect(sorted(await e.renew())).toEqual(ALL);
    expect(await f.renew()).toEqual([]);
    // e's own trust ends at 4/5 of the lease, before the row lapses for anyone else
    await new Promise((resolve) => setTimeout(resolve, 340));
    expect(e.leads('payouts')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 160));
    expect(sorted(await f.renew())).toEqual(ALL);
    expect(f.leads('records-seal')).toBe(true);
    // e, back, finds its rows taken
    expect(await e.renew()).toEqual([]);
    await f.stop();
    await e.stop();
  });
});
