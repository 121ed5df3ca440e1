import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { createCasinoRepository } from './repository';

export const casinoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const casino = createCasinoRepository(app.db);

  app.get('/categorylist', { schema: routeSchema(endpoints.casinoCategoryList) }, async () => ok(await casino.categories()));

  app.post('/games', { schema: routeSchema(endpoints.casinoGames) }, async (request) => ok(await casino.games(request.body)));
};
