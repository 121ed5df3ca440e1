// The player's balance.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { HttpError, NOT_FOUND } from '../../http/errors';

export const walletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** GET user/balance (polled every 10 s by the client): minor units */
  app.get('/balance', { schema: routeSchema(endpoints.balance), preHandler: app.authenticate }, async (request) => {
    const balance = await app.wallet.balance(request.player.userId);
    if (balance === undefined) throw new HttpError(404, NOT_FOUND);
    return ok({ balance });
  });
};
