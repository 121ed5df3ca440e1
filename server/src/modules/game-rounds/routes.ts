// The players' game rounds (the transaction/* calls): the lobbies' top winners and the game history.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@arena/contracts';
import type { Clock } from '../../clock';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { createGameHistory } from './game-history';
import { createTopWinners } from './top-winners';

export const gameRoundsRoutes: FastifyPluginAsyncTypebox<{ clock: Clock }> = async (app, { clock }) => {
  const topWinners = await createTopWinners({ db: app.db, clock, pubsub: app.pubsub });
  const gameHistory = createGameHistory(app.db, app.originals);

  app.post('/topwinners', { schema: routeSchema(endpoints.topWinners) }, async (request) => ok(await topWinners(request.body)));

  app.post('/gamehistory', { schema: routeSchema(endpoints.gameHistory), preHandler: app.authenticate }, async (request) =>
    ok(await gameHistory(request.player.userId, request.body, request.locale)),
  );
};
