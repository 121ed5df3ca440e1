import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { HttpError } from '../../http/errors';
import { createFavorites } from './favorites';
import { createCasinoRepository } from './repository';

export const GAME_NOT_FOUND = 'This game is not in the catalogue.';

export const casinoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const casino = createCasinoRepository(app.db);
  const favorites = createFavorites(app.db);
  const signedIn = { preHandler: app.authenticate };

  app.get('/categorylist', { schema: routeSchema(endpoints.casinoCategoryList) }, async () => ok(await casino.categories()));

  app.post('/games', { schema: routeSchema(endpoints.casinoGames) }, async (request) => ok(await casino.games(request.body)));

  app.get('/providers', { schema: routeSchema(endpoints.casinoProviders) }, async (request) => ok(await casino.providers(request.query.systemCategory)));

  // providerId travels with the code; the code alone names the game
  app.post('/togglefavorite', { schema: routeSchema(endpoints.toggleFavorite), ...signedIn }, async (request) => {
    const favorite = await favorites.toggle(request.player.userId, request.body.code);
    if (favorite === undefined) throw new HttpError(404, GAME_NOT_FOUND);
    return ok({ favorite });
  });

  app.get('/favorites', { schema: routeSchema(endpoints.casinoFavorites), ...signedIn }, async (request) => ok(await favorites.list(request.player.userId)));
};
