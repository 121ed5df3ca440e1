// The notifications panel: the player's list and marking items read. Registered under
// /api/customer next to the other customer routes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@arena/contracts';
import { done, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';

export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // before the body is even parsed: a logged-out caller learns nothing about its input
  app.addHook('onRequest', app.authenticate);

  app.post('/notification', { schema: routeSchema(endpoints.notificationList) }, async (request) => {
    const { skip, take } = request.body;
    return ok(await app.notifications.page(request.player.userId, request.locale, skip, take));
  });

  // another player's id is ignored like an unknown one: the reply never tells whether it exists
  app.post('/readnotification', { schema: routeSchema(endpoints.readNotification) }, async (request) => {
    await app.notifications.markRead(request.player.userId, request.body.id);
    return done('');
  });
};
