import { describe, expect, it, jest } from '@jest/globals';
import type { FastifyBaseLogger } from 'fastify';
import { createMemoryPubSub } from '../plugins/pubsub';
import { createPlayerSet } from './player-set';

const log = { error: jest.fn(), warn: jest.fn() } as unknown as FastifyBaseLogger;

describe('createPlayerSet', () => {
  it('starts from the load and follows every instance’s announcements', async () => {
    const pubsub = createMemoryPubSub();
    const one = await createPlayerSet({ pubsub, channel: 'test-set', load: async () => [1, 2], log });
    const two = await createPlayerSet({ pubsub, channel: 'test-set', load: async () => [1, 2], log });
    expect([one.has(1), one.has(2), one.has(3)]).toEqual([true, true, false]);
    await one.announce(3, true);
    await one.announce(1, false);
    expect([two.has(1), two.has(3)]).toEqual([false, true]);
    expect([one.has(1), one.has(3)]).toEqual([false, true]);
  });

  it('keeps an announcement made while a reload reads over what the reload read', async () => {
    const pubsub = createMemoryPubSub();
    let resubscribed = () => {};
    pubsub.onResubscribed = (listener) => (resubscribed = listener);
    let release = () => {};
    let rows = [5];
    const set = await createPlayerSet({
      pubsub,
      channel: 'test-race',
      load: () => (rows.length === 0 ? new Promise<number[]>((resolve) => (release = () => resolve([5]))) : Promise.resolve(rows)),
      log,
    });
    expect(set.has(5)).toBe(true);
    rows = [];
    resubscribed();
    await set.announce(5, false);
    await set.announce(6, true);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect([set.has(5), set.has(6)]).toEqual([false, true]);
  });
});
