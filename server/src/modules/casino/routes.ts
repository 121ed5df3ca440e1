import type { FastifyPluginAsync } from 'fastify';
import { casinoGamesRequestSchema, type CasinoGamesRequest } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { createCasinoRepository } from './repository';

export const casinoRoutes: FastifyPluginAsync = async (app) => {
  const casino = createCasinoRepository(app.db);

  app.get('/categorylist', async () => ok(await casino.categories()));

  app.post<{ Body: CasinoGamesRequest }>('/games', { schema: { body: casinoGamesRequestSchema } }, async (request) =>
    ok(await casino.games(request.body)),
  );
};
