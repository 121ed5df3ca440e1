// The notifications panel (spec §2, §7): the player's list and marking items read. Registered under
// /api/customer next to the other customer routes.
import type { FastifyPluginAsync } from 'fastify';
import {
  notificationListRequestSchema,
  readNotificationRequestSchema,
  type NotificationItem,
  type NotificationListRequest,
  type ReadNotificationRequest,
} from '@arena/contracts';
import { done, ok } from '../../http/envelope';

export const notificationRoutes: FastifyPluginAsync = async (app) => {
  // before the body is even parsed: a logged-out caller learns nothing about its input
  app.addHook('onRequest', app.authenticate);

  app.post<{ Body: NotificationListRequest }>('/notification', { schema: { body: notificationListRequestSchema } }, async (request) => {
    const { skip, take } = request.body;
    return ok<NotificationItem[]>(await app.notifications.page(request.player.userId, request.locale, skip, take));
  });

  // another player's id is ignored like an unknown one: the reply never tells whether it exists
  app.post<{ Body: ReadNotificationRequest }>('/readnotification', { schema: { body: readNotificationRequestSchema } }, async (request) => {
    await app.notifications.markRead(request.player.userId, request.body.id);
    return done('');
  });
};
