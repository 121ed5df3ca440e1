// POST /api/dev/sports/advance: development and test servers only (registered with the dev outbox). A
// journey through the whole book (place a bet, see it settled) would otherwise wait for a match's real time.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@arena/contracts';
import { ok } from '../../../http/envelope';
import { routeSchema } from '../../../http/route-schema';
import { feedControl } from './service';

export const sportsDevRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/advance', { schema: routeSchema(endpoints.devSportsAdvance) }, async (request) => {
    const feed = feedControl(app.sportsCatalogue);
    await feed.advance(request.body.seconds * 1000);
    return ok({ feedTime: new Date(feed.now()).toISOString() });
  });
};
