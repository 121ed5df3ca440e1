// The instance's identity and its background jobs' leadership, `app.leadership` (leases.ts): leases are
// taken when the server is ready and given up when it closes, after the jobs have stopped (this plugin is
// registered before them, so its onClose runs after theirs and before the database closes).
import fp from 'fastify-plugin';
import { createLeadership, type Leadership } from './leases';

export { BACKGROUND_JOBS, type BackgroundJob, type Leadership } from './leases';
export { jobLeases } from './schema';
export { scheduleSweep } from './sweep';

declare module 'fastify' {
  interface FastifyInstance {
    leadership: Leadership;
  }
}

export default fp<{ instance: string; leaseMs: number }>(
  async (app, { instance, leaseMs }) => {
    const leadership = createLeadership({ db: app.db, instance, leaseMs, log: app.log });
    app.decorate('leadership', leadership);
    app.addHook('onReady', () => leadership.start());
    app.addHook('onClose', () => leadership.stop());
  },
  { name: 'arena-leadership', dependencies: ['arena-db'] },
);
