// The player's balance.
import type { FastifyPluginAsync } from 'fastify';
import type { UserBalance } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { HttpError, NOT_FOUND } from '../../plugins/errors';

export const walletRoutes: FastifyPluginAsync = async (app) => {
  /** GET user/balance (polled every 10 s by the client): minor units */
  app.get('/balance', { preHandler: app.authenticate }, async (request) => {
    const balance = await app.wallet.balance(request.player.userId);
    if (balance === undefined) throw new HttpError(404, NOT_FOUND);
    return ok<UserBalance>({ balance });
  });
};
