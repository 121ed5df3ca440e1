import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { manualClock } from '../clock';
import { TooManyRequestsError } from '../http/errors';
import { createMemoryStore, createRateLimiter, createRedisStore, type RateLimitStore } from './rate-limit';

const rule = { limit: 3, windowSeconds: 60 };

function contract(name: string, make: () => { store: RateLimitStore; advance?: (ms: number) => void }) {
  describe(name, () => {
    it('counts failures, refuses at the limit with the time left, and resets', async () => {
      const { store } = make();
      const limiter = createRateLimiter(store);
      try {
        for (let i = 0; i < rule.limit; i += 1) {
          await limiter.assertOpen('login', rule, 'Ali');
          await limiter.fail('login', rule, 'Ali');
        }
        // keys ignore case: "ALI" is the same account
        const refused = await limiter.assertOpen('login', rule, 'ALI').catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(TooManyRequestsError);
        expect((refused as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(55);
        expect((refused as TooManyRequestsError).retryAfterSeconds).toBeLessThanOrEqual(60);
        await limiter.assertOpen('login', rule, 'veli');
        await limiter.reset('login', 'ali');
        await limiter.assertOpen('login', rule, 'ali');
      } finally {
        await store.close();
      }
    });

    it('consume() lets `limit` actions through and refuses the next', async () => {
      const { store, advance } = make();
      const limiter = createRateLimiter(store);
      try {
        for (let i = 0; i < rule.limit; i += 1) await limiter.consume('sms', rule, 7);
        await expect(limiter.consume('sms', rule, 7)).rejects.toBeInstanceOf(TooManyRequestsError);
        if (advance) {
          advance(60_001);
          await limiter.consume('sms', rule, 7);
        }
      } finally {
        await store.close();
      }
    });
  });
}

contract('in-process store', () => {
  const clock = manualClock();
  return { store: createMemoryStore(clock), advance: clock.advance };
});

// shared by every instance; runs when a Redis is available (CI sets REDIS_URL)
const redisUrl = process.env.REDIS_URL;
if (redisUrl) contract('Redis store', () => ({ store: createRedisStore(redisUrl, `arena_test_${randomBytes(6).toString('hex')}:`) }));

describe('in-process store housekeeping', () => {
  it('drops expired windows when the map grows', async () => {
    const clock = manualClock();
    const store = createMemoryStore(clock, 10);
    for (let i = 0; i < 10; i += 1) await store.hit(`k${i}`, 5, 1000);
    clock.advance(2000);
    await store.hit('fresh', 5, 1000);
    expect((await store.peek('k0')).count).toBe(0);
    expect((await store.peek('fresh')).count).toBe(1);
  });
});
