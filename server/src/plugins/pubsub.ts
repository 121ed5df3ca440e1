// Messages between the server's instances, `app.pubsub`: through Redis pub/sub when REDIS_URL is set
// (every instance subscribed to a channel hears every message on it), straight to this process's
// listeners otherwise. Users: the real-time hub (events for whichever instance holds a connection) and
// the session cache (an ended session is forgotten by every instance at once).
import { Redis } from 'ioredis';
import fp from 'fastify-plugin';

export type Listener = (message: string) => void;

export interface PubSub {
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, listener: Listener): Promise<void>;
  /** `listener` runs after a lost Redis subscription is restored: messages sent meanwhile were missed */
  onResubscribed(listener: () => void): void;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pubsub: PubSub;
  }
}

function createListeners() {
  const byChannel = new Map<string, Set<Listener>>();
  return {
    add(channel: string, listener: Listener): boolean {
      const own = byChannel.get(channel) ?? new Set<Listener>();
      own.add(listener);
      byChannel.set(channel, own);
      return own.size === 1;
    },
    deliver(channel: string, message: string): void {
      for (const listener of byChannel.get(channel) ?? []) listener(message);
    },
  };
}

export function createMemoryPubSub(): PubSub {
  const listeners = createListeners();
  return {
    async publish(channel, message) {
      listeners.deliver(channel, message);
    },
    async subscribe(channel, listener) {
      listeners.add(channel, listener);
    },
    onResubscribed() {},
    async close() {},
  };
}

/** Channels are `prefix` + name, so sites (and test runs) sharing one Redis stay apart. */
export async function createRedisPubSub(url: string, prefix: string, onError: (error: unknown) => void): Promise<PubSub> {
  const listeners = createListeners();
  const resubscribed = new Set<() => void>();
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  // a connection in subscriber mode can run no other command
  const subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
  subscriber.on('message', (channel: string, message: string) => {
    try {
      listeners.deliver(channel.slice(prefix.length), message);
    } catch (error) {
      onError(error);
    }
  });
  let ready = false;
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself after a reconnect; what was published in between is lost
    if (ready) for (const listener of resubscribed) listener();
    ready = true;
  });
  try {
    await Promise.all([publisher.ping(), subscriber.ping()]);
  } catch (error) {
    // a failed boot never reaches onClose: without this the open sockets keep the process alive
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }
  return {
    async publish(channel, message) {
      await publisher.publish(prefix + channel, message);
    },
    async subscribe(channel, listener) {
      if (listeners.add(channel, listener)) await subscriber.subscribe(prefix + channel);
    },
    onResubscribed(listener) {
      resubscribed.add(listener);
    },
    async close() {
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}

export default fp<{ redisUrl: string | null; redisPrefix: string }>(
  async (app, { redisUrl, redisPrefix }) => {
    const pubsub = redisUrl
      ? await createRedisPubSub(redisUrl, redisPrefix, (error) => app.log.warn({ err: error }, 'a pub/sub listener failed'))
      : createMemoryPubSub();
    // onClose hooks run in reverse order of registration: the users of pub/sub close first
    app.addHook('onClose', () => pubsub.close());
    app.decorate('pubsub', pubsub);
  },
  { name: 'arena-pubsub' },
);
