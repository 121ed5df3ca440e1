// `app.notifications`: stores a player's notification and pushes it to their open hub connections.
import fp from 'fastify-plugin';
import { HUB_COMMANDS, type NotificationItem } from '@arena/contracts';
import type { Clock } from '../../clock';
import { LOCALES, type Locale } from '../../i18n/translations';
import { renderNotification } from './render';
import { createNotificationRepository, type NewNotification } from './repository';

export type { NotificationParams } from './schema';

export interface NotificationService {
  /** The row is the record; the push is best effort (the panel reloads the list at start-up). */
  notify(customerId: number, notification: NewNotification): Promise<void>;
  /** newest first, written in `locale` */
  page(customerId: number, locale: Locale, skip: number, take: number): Promise<NotificationItem[]>;
  markRead(customerId: number, ids: number[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationService;
  }
}

export default fp<{ clock: Clock }>(
  async (app, { clock }) => {
    const repository = createNotificationRepository(app.db);
    app.decorate('notifications', {
      async notify(customerId, notification) {
        const row = await repository.add(customerId, notification, new Date(clock.now()));
        // rendered once per language here: each connection, on whichever instance, takes its reader's
        const message = Object.fromEntries(LOCALES.map((locale) => [locale, JSON.stringify(renderNotification(row, locale))])) as Record<Locale, string>;
        await app.hub.send(customerId, HUB_COMMANDS.notification, message);
      },
      async page(customerId, locale, skip, take) {
        return (await repository.page(customerId, skip, take)).map((row) => renderNotification(row, locale));
      },
      markRead: (customerId, ids) => repository.markRead(customerId, ids, new Date(clock.now())),
    } satisfies NotificationService);
  },
  { name: 'arena-notifications', dependencies: ['arena-db', 'arena-realtime'] },
);
