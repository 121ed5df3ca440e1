// How a hub event reaches the instance that holds the player's connection: straight to this process
// when there is one server, through Redis pub/sub when several instances share REDIS_URL.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Locale } from '../../i18n/translations';

/** One text for everyone (a balance), or one per locale (a notification): each connection picks its own. */
export type HubText = string | Record<Locale, string>;

export type HubEvent =
  | { kind: 'message'; customerId: number; command: string; message: HubText }
  /** the customer's sessions changed (logout, password reset): their connections are checked now */
  | { kind: 'sessions'; customerId: number };

export interface Backplane {
  publish(event: HubEvent): Promise<void>;
  close(): Promise<void>;
}

export type Deliver = (event: HubEvent) => void;

export function createMemoryBackplane(deliver: Deliver): Backplane {
  return {
    async publish(event) {
      deliver(event);
    },
    async close() {},
  };
}

/** Every instance subscribed to `channel` delivers every event to the connections it holds. */
export async function createRedisBackplane(url: string, channel: string, deliver: Deliver, log: FastifyBaseLogger): Promise<Backplane> {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  // a connection in subscriber mode can run no other command
  const subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
  subscriber.on('message', (_channel: string, text: string) => {
    try {
      deliver(JSON.parse(text) as HubEvent);
    } catch (error) {
      log.warn({ err: error }, 'unreadable hub event on the Redis channel');
    }
  });
  try {
    await subscriber.subscribe(channel);
  } catch (error) {
    // a failed boot never reaches onClose: without this the open sockets keep the process alive
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }
  return {
    async publish(event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    async close() {
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
