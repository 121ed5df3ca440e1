// Game recall's calls: the player's own (transaction/recall, their session's rounds only) and the back
// office's: a player's recall on the player page (audited: who looked at whose rounds) and the money held
// in unfinished rounds (the dashboard's roles).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, OPERATOR_ACCESS, operatorEndpoints } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { coerceQueryAndParams } from '../../http/query-coercion';
import { routeSchema } from '../../http/route-schema';

export const NOT_PLAYED = 'There are no rounds of this game to show.';

export const gameRecallRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/recall', { schema: routeSchema(endpoints.gameRecall), preHandler: app.authenticate }, async (request) => {
    const recall = await app.gameRecall.recall(request.player.userId, request.query.gameCode, request.locale);
    // a game the player never played (another player's, or none): nothing of anyone's is shown
    if (request.query.gameCode !== undefined && recall.rounds.length === 0) throw new HttpError(400, NOT_PLAYED);
    return ok(recall);
  });
};

export const gameRecallOperatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // the player's id comes in the path as text
  coerceQueryAndParams(app);
  const { authenticate, allow, audit, players } = app.operators;

  app.get(
    '/players/:id/recall',
    { schema: routeSchema(operatorEndpoints.operatorPlayerRecall), onRequest: [authenticate, allow(...OPERATOR_ACCESS.players)] },
    async (request) => {
      const { id } = request.params;
      await players.assertExists(id);
      const recall = await app.gameRecall.recall(id, request.query.gameCode, request.locale);
      // a recall shows a player's play: the trail keeps who looked at which game's rounds
      await audit.record(app.db, {
        ip: request.ip,
        operatorId: request.operator.operatorId,
        action: 'player.recall_view',
        subject: `player:${id}`,
        before: null,
        after: { gameCode: recall.gameCode, rounds: recall.rounds.map((round) => round.roundId) },
      });
      return ok(recall);
    },
  );

  app.get(
    '/unfinished-rounds',
    { schema: routeSchema(operatorEndpoints.operatorUnfinishedRounds), onRequest: [authenticate, allow(...OPERATOR_ACCESS.dashboard)] },
    async (request) => ok(await app.gameRecall.unfinished(request.locale)),
  );
};
