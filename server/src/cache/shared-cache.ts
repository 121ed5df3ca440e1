// An in-process cache for data every request reads (sessions, balances) whose changes must still be
// seen at once by every instance: whoever changes an entry's data calls forget(group) after the commit,
// and every instance (through app.pubsub: Redis when several share REDIS_URL) drops that group's entries.
import type { PubSub } from '../plugins/pubsub';

export interface SharedCacheOptions<V> {
  pubsub: PubSub;
  /** the pub/sub channel of this cache's announcements */
  channel: string;
  /** an entry is trusted this long after its read; this only bounds an announcement an instance missed */
  ttlMs: number;
  /** bounded so a flood of distinct keys cannot grow the process */
  maxEntries: number;
  now: () => number;
  /** the group an entry belongs to (a player id): forget() drops a whole group */
  groupOf: (value: V) => number;
}

export type SharedCache<V> = Awaited<ReturnType<typeof createSharedCache<V>>>;

export async function createSharedCache<V>({ pubsub, channel, ttlMs, maxEntries, now, groupOf }: SharedCacheOptions<V>) {
  const entries = new Map<string, { value: V; readAt: number }>();
  /** bumped by every forget: a read that started before must not be remembered */
  let generation = 0;
  const forgottenListeners = new Set<(group: number) => void>();

  const forgetHere = (group: number) => {
    generation += 1;
    for (const [key, entry] of entries) if (groupOf(entry.value) === group) entries.delete(key);
  };

  await pubsub.subscribe(channel, (message) => {
    const group = Number(message);
    forgetHere(group);
    for (const listener of forgottenListeners) listener(group);
  });
  pubsub.onResubscribed(() => {
    generation += 1;
    entries.clear();
  });

  return {
    /** the value remembered for `key`, read less than ttlMs ago */
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (entry && now() - entry.readAt < ttlMs) return entry.value;
      entries.delete(key);
      return undefined;
    },

    /** `read()`'s value, remembered unless it is undefined or a forget() came while it ran */
    async load(key: string, read: () => Promise<V | undefined>): Promise<V | undefined> {
      const readGeneration = generation;
      const readAt = now();
      const value = await read();
      if (value !== undefined && readGeneration === generation) {
        entries.delete(key);
        // a Map iterates in insertion order: the first key is the oldest
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, readAt });
      }
      return value;
    },

    delete(key: string): void {
      entries.delete(key);
    },

    /** Call after the change committed: this instance forgets the group now, every instance on the announcement. */
    async forget(group: number): Promise<void> {
      forgetHere(group);
      await pubsub.publish(channel, String(group));
    },

    /** `listener` hears of every forgotten group, from any instance */
    onForgotten(listener: (group: number) => void): void {
      forgottenListeners.add(listener);
    },
  };
}
