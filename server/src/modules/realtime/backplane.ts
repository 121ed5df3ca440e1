// How a hub event reaches the instance that holds the player's connection: every instance hears every
// event on the `hub` channel of app.pubsub (Redis when several instances share REDIS_URL, this process
// otherwise) and delivers it to the connections it holds.
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../../i18n/translations';
import type { PubSub } from '../../plugins/pubsub';

/** One text for everyone (a balance), or one per locale (a notification): each connection picks its own. */
export type HubText = string | Record<Locale, string>;

export interface HubEvent {
  customerId: number;
  command: string;
  message: HubText;
}

export type Deliver = (event: HubEvent) => void;

const CHANNEL = 'hub';

export async function createBackplane(pubsub: PubSub, deliver: Deliver, log: FastifyBaseLogger) {
  await pubsub.subscribe(CHANNEL, (text) => {
    try {
      deliver(JSON.parse(text) as HubEvent);
    } catch (error) {
      log.warn({ err: error }, 'unreadable hub event');
    }
  });
  return {
    publish: (event: HubEvent) => pubsub.publish(CHANNEL, JSON.stringify(event)),
  };
}
