// The player's balance. Until the wallet issue adds the ledger, it is the users.balance column.
import type { FastifyPluginAsync } from 'fastify';
import type { UserBalance } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { HttpError, NOT_FOUND } from '../../plugins/errors';
import { createUserRepository } from '../auth/repository';

export const walletRoutes: FastifyPluginAsync = async (app) => {
  const users = createUserRepository(app.db);

  /** GET user/balance (polled every 10 s by the client): minor units */
  app.get('/balance', { preHandler: app.authenticate }, async (request) => {
    const balance = await users.balance(request.player.userId);
    if (balance === undefined) throw new HttpError(404, NOT_FOUND);
    return ok<UserBalance>({ balance });
  });
};
