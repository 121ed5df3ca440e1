// The rate limiter every module uses: counters in Redis when REDIS_URL is set (shared by all
// instances), in this process otherwise.
import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import { createMemoryStore, createRateLimiter, createRedisStore, type RateLimiter } from '../security/rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export interface RateLimitOptions {
  redisUrl: string | null;
  /** separates the keys of apps sharing one Redis (tests, several sites) */
  redisPrefix: string;
  clock: Clock;
}

export default fp<RateLimitOptions>(
  async (app, { redisUrl, redisPrefix, clock }) => {
    const store = redisUrl ? createRedisStore(redisUrl, redisPrefix) : createMemoryStore(clock);
    app.addHook('onClose', () => store.close());
    app.decorate('rateLimiter', createRateLimiter(store));
  },
  { name: 'arena-rate-limit' },
);
