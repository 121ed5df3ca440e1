// Fixed-window counters behind a store interface: in-process for one server, Redis when several
// instances must share the counts (a lockout on one instance must hold on the others). Counters never
// touch the database: they are hot, short-lived and losing them on a Redis restart is acceptable.
import { Redis } from 'ioredis';
import type { RateRule } from '../config';
import type { Clock } from '../clock';
import { TooManyRequestsError } from '../http/errors';

export interface Window {
  count: number;
  /** ms until the window closes (0 when none is open) */
  resetInMs: number;
}

export interface RateLimitStore {
  /**
   * Adds one hit. The first hit opens a window of `windowMs`; the hit that reaches `limit` restarts
   * it, so a lock lasts the full window from the moment it was reached.
   */
  hit(key: string, limit: number, windowMs: number): Promise<Window>;
  peek(key: string): Promise<Window>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** One process only. Expired windows are dropped when read and swept when the map grows. */
export function createMemoryStore(clock: Clock, sweepAbove = 10_000): RateLimitStore {
  const windows = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.expiresAt <= clock.now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    const now = clock.now();
    for (const [key, entry] of windows) if (entry.expiresAt <= now) windows.delete(key);
  };
  return {
    async hit(key, limit, windowMs) {
      const entry = live(key) ?? { count: 0, expiresAt: 0 };
      entry.count += 1;
      if (entry.count === 1 || entry.count === limit) entry.expiresAt = clock.now() + windowMs;
      windows.set(key, entry);
      if (windows.size > sweepAbove) sweep();
      return { count: entry.count, resetInMs: entry.expiresAt - clock.now() };
    },
    async peek(key) {
      const entry = live(key);
      return entry ? { count: entry.count, resetInMs: entry.expiresAt - clock.now() } : { count: 0, resetInMs: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

// INCR and PEXPIRE in one script: two round trips could leave a counter without an expiry forever
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or count == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

/** Shared by every instance that uses the same Redis and `prefix`. */
export function createRedisStore(url: string, prefix: string): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  return {
    async hit(key, limit, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, limit, windowMs)) as [number, number];
      return { count, resetInMs: Math.max(ttl, 0) };
    },
    async peek(key) {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[unknown, string | null], [unknown, number]];
      return count === null ? { count: 0, resetInMs: 0 } : { count: Number(count), resetInMs: Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** `name` separates the counters of different rules; `id` is a username, player id or address. */
export function createRateLimiter(store: RateLimitStore) {
  const key = (name: string, id: string | number) => `${name}:${String(id).toLowerCase()}`;
  const refuse = (window: Window) => new TooManyRequestsError(Math.max(1, Math.ceil(window.resetInMs / 1000)));
  return {
    /** Throws 429 when `id` has used up `rule`, without counting (failures are counted by fail()). */
    async assertOpen(name: string, rule: RateRule, id: string | number): Promise<void> {
      const window = await store.peek(key(name, id));
      if (window.count >= rule.limit) throw refuse(window);
    },
    /** Counts a failure (a wrong password, a wrong code). */
    async fail(name: string, rule: RateRule, id: string | number): Promise<void> {
      await store.hit(key(name, id), rule.limit, rule.windowSeconds * 1000);
    },
    /** Counts an action (sending an SMS) and throws 429 when it goes over the limit. */
    async consume(name: string, rule: RateRule, id: string | number): Promise<void> {
      const window = await store.hit(key(name, id), rule.limit, rule.windowSeconds * 1000);
      if (window.count > rule.limit) throw refuse(window);
    },
    async reset(name: string, id: string | number): Promise<void> {
      await store.reset(key(name, id));
    },
  };
}
