// The live games' calls: the chain commitments, a game's state and history, the bet call of each game
// (liveBetEndpoints) and Aviator's cash-out.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { liveBetEndpoints, originalsLiveEndpoints, type LiveBetGame, type LiveBetReply, type LiveGameCode } from '@arena/contracts';
import type { OriginalsConfig } from '../../config';
import { ok } from '../../http/envelope';
import { optionalIdempotencyKey } from '../../http/idempotency-key';
import { routeSchema } from '../../http/route-schema';
import { bearerToken } from '../auth/plugin';
import { refuse } from '../originals/plugin';
import { aviatorCashOutAt, CASH_OUT_TOO_LATE } from './aviator';
import { bingoRoutes } from './bingo-routes';

export const liveRoundsRoutes: FastifyPluginAsyncTypebox<{ config: OriginalsConfig }> = async (app, { config }) => {
  const { liveRounds } = app;
  const signedIn = { preHandler: app.authenticate };

  async function money(request: FastifyRequest, game: LiveGameCode, work: () => Promise<LiveBetReply>) {
    try {
      return ok(await work());
    } catch (error) {
      return refuse(app, request, config.limits[game], error);
    }
  }

  app.get('/chains', { schema: routeSchema(originalsLiveEndpoints.liveChains) }, async () => ok(await liveRounds.chains()));

  // watchers need no session; a signed-in player also learns which bets are theirs
  app.get('/:game', { schema: routeSchema(originalsLiveEndpoints.liveState) }, async (request) => {
    const token = bearerToken(request);
    const session = token ? await app.sessions.resolve(token) : null;
    return ok(await liveRounds.state(request.params.game, session?.userId));
  });

  app.get('/:game/history', { schema: routeSchema(originalsLiveEndpoints.liveHistory) }, async (request) => ok(await liveRounds.history(request.params.game)));

  for (const game of Object.keys(liveBetEndpoints) as LiveBetGame[]) {
    app.post(`/${game}/bets`, { schema: routeSchema(liveBetEndpoints[game]), ...signedIn }, async (request) => {
      const { amount, ...params } = request.body as { amount: number } & Record<string, unknown>;
      return money(request, game, () => liveRounds.placeBet(game, request.player.userId, amount, params, optionalIdempotencyKey(request)));
    });
  }

  app.post('/aviator/cashout', { schema: routeSchema(originalsLiveEndpoints.aviatorCashOut), ...signedIn }, async (request) =>
    money(request, 'aviator', () => liveRounds.payNow('aviator', request.player.userId, request.body.betId, aviatorCashOutAt, CASH_OUT_TOO_LATE)),
  );

  await app.register(bingoRoutes, { config });
};
