import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { manualClock } from '../clock';
import { createMemoryPubSub, createRedisPubSub, type PubSub } from '../plugins/pubsub';
import { createSharedCache } from './shared-cache';

interface Entry {
  userId: number;
  text: string;
}

const TTL_MS = 60_000;

const cacheOn = (pubsub: PubSub, clock = manualClock()) =>
  createSharedCache<Entry>({ pubsub, channel: 'test', ttlMs: TTL_MS, maxEntries: 3, now: () => clock.now(), groupOf: (entry) => entry.userId });

const entry = (userId: number, text = 'a'): Entry => ({ userId, text });

/** resolves with the next group `cache` hears forgotten */
const nextForgotten = (cache: Awaited<ReturnType<typeof cacheOn>>) =>
  new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no forget heard within 5 s')), 5_000);
    cache.onForgotten((group) => {
      clearTimeout(timer);
      resolve(group);
    });
  });

describe('shared cache', () => {
  it('remembers a loaded value for its TTL, and nothing for an undefined read', async () => {
    const clock = manualClock();
    const cache = await cacheOn(createMemoryPubSub(), clock);
    expect(await cache.load('1', async () => entry(1))).toEqual(entry(1));
    expect(await cache.load('2', async () => undefined)).toBeUndefined();
    clock.advance(TTL_MS - 1);
    expect(cache.get('1')).toEqual(entry(1));
    expect(cache.get('2')).toBeUndefined();
    clock.advance(1);
    expect(cache.get('1')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = await cacheOn(createMemoryPubSub());
    for (const id of [1, 2, 3, 4]) await cache.load(String(id), async () => entry(id));
    expect(cache.get('1')).toBeUndefined();
    expect(cache.get('4')).toEqual(entry(4));
  });

  it("forget() drops the group's entries on every cache of the channel at once, and tells the listeners", async () => {
    const pubsub = createMemoryPubSub();
    const [here, there] = [await cacheOn(pubsub), await cacheOn(pubsub)];
    for (const cache of [here, there]) {
      await cache.load('a', async () => entry(7, 'a'));
      await cache.load('b', async () => entry(7, 'b'));
      await cache.load('c', async () => entry(8, 'c'));
    }
    const heard = nextForgotten(there);
    await here.forget(7);
    expect(await heard).toBe(7);
    for (const cache of [here, there]) {
      expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, undefined, entry(8, 'c')]);
    }
  });

  it('does not remember a read that a forget() overtook (it may hold the value from before the change)', async () => {
    const cache = await cacheOn(createMemoryPubSub());
    let finishRead: (value: Entry) => void = () => undefined;
    const loading = cache.load('a', () => new Promise<Entry>((resolve) => (finishRead = resolve)));
    await cache.forget(7);
    finishRead(entry(7, 'stale'));
    expect(await loading).toEqual(entry(7, 'stale'));
    expect(cache.get('a')).toBeUndefined();
  });

  if (process.env.REDIS_URL) {
    describe('two instances sharing Redis', () => {
      const prefix = `arena_test_${randomBytes(6).toString('hex')}:`;
      const opened: PubSub[] = [];
      const redisPubSub = async () => {
        const pubsub = await createRedisPubSub(process.env.REDIS_URL!, prefix, (error) => {
          throw error;
        });
        opened.push(pubsub);
        return pubsub;
      };
      afterAll(async () => {
        await Promise.all(opened.map((pubsub) => pubsub.close()));
      });

      it('a forget() on one instance reaches the other', async () => {
        const [here, there] = [await cacheOn(await redisPubSub()), await cacheOn(await redisPubSub())];
        await there.load('a', async () => entry(7));
        const heard = nextForgotten(there);
        await here.forget(7);
        expect(await heard).toBe(7);
        expect(there.get('a')).toBeUndefined();
      });
    });
  }
});
