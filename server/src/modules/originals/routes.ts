// The studio's calls: the player's seed pair, the rounds, the play call of each single-step game
// (originalsPlayEndpoints) and Blackjack's deal, action and open round (originalsBlackjackEndpoints).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  formatMoney,
  originalsBlackjackEndpoints,
  originalsEndpoints,
  originalsPlayEndpoints,
  type OriginalsGame,
  type OriginalsPlayGame,
} from '@arena/contracts';
import type { BetLimits, OriginalsConfig } from '../../config';
import { ok } from '../../http/envelope';
import { optionalIdempotencyKey } from '../../http/idempotency-key';
import { routeSchema } from '../../http/route-schema';
import { HttpError, NOT_FOUND } from '../../http/errors';
import { walletHttpError, WalletError } from '../wallet/plugin';
import { StaleStepError } from './blackjack';
import { ORIGINALS_PROVIDER, STAKE_OUT_OF_LIMITS, type PlayRequest } from './service';

const INSUFFICIENT_BALANCE = 'Insufficient balance: your balance is {balance}.';

/** A studio refusal in the player's words (the limits and the balance are named), or the error as it was. */
export async function refuse(app: FastifyInstance, request: FastifyRequest, limits: BetLimits, error: unknown): Promise<never> {
  if (error instanceof HttpError && error.message === STAKE_OUT_OF_LIMITS) {
    throw new HttpError(400, request.t(STAKE_OUT_OF_LIMITS, { min: formatMoney(limits.min, request.locale), max: formatMoney(limits.max, request.locale) }));
  }
  if (error instanceof WalletError && error.code === 'insufficient_funds') {
    const balance = (await app.wallet.balance(request.player.userId)) ?? 0;
    throw new HttpError(400, request.t(INSUFFICIENT_BALANCE, { balance: formatMoney(balance, request.locale) }));
  }
  if (error instanceof WalletError) throw walletHttpError(error);
  throw error;
}

export const originalsRoutes: FastifyPluginAsyncTypebox<{ config: OriginalsConfig }> = async (app, { config }) => {
  const { originals } = app;
  const signedIn = { preHandler: app.authenticate };

  /**
   * A step of a game's round, or the refusal in the player's words. A new round is admitted first: an
   * excluded player, or one whose play time limit is used up, cannot start one (the stake's own guard
   * holds the money limits); a round already open can still be finished.
   */
  async function play<T>(request: FastifyRequest, game: OriginalsGame, step: () => Promise<T>, { opensRound = true } = {}): Promise<T> {
    try {
      if (opensRound) await app.wallet.admit({ action: 'play', userId: request.player.userId, amount: 0, gameCode: game, provider: ORIGINALS_PROVIDER });
      return await step();
    } catch (error) {
      return refuse(app, request, config.limits[game], error);
    }
  }

  app.get('/seeds', { schema: routeSchema(originalsEndpoints.originalsSeeds), ...signedIn }, async (request) =>
    ok(await originals.seeds(request.player.userId)),
  );

  app.post('/seeds/client', { schema: routeSchema(originalsEndpoints.originalsClientSeed), ...signedIn }, async (request) =>
    ok(await originals.setClientSeed(request.player.userId, request.body.clientSeed)),
  );

  app.post('/seeds/rotate', { schema: routeSchema(originalsEndpoints.originalsRotateSeeds), ...signedIn }, async (request) =>
    ok(await originals.rotate(request.player.userId)),
  );

  for (const game of Object.keys(originalsPlayEndpoints) as OriginalsPlayGame[]) {
    app.post(`/${game}/play`, { schema: routeSchema(originalsPlayEndpoints[game]), ...signedIn }, async (request) => {
      // the schema has checked the choices; everything but the stake is the game's
      const { amount, freeSpin = false, ...params } = request.body as { amount: number; freeSpin?: boolean } & Record<string, unknown>;
      const round: PlayRequest = { game, amount, params, requestKey: optionalIdempotencyKey(request), freeSpin };
      return ok(await play(request, game, async () => ({ round: await originals.play(request.player.userId, round) })));
    });
  }

  const { originalsBlackjackDeal, originalsBlackjackAction, originalsBlackjackActive } = originalsBlackjackEndpoints;
  app.post('/blackjack/deal', { schema: routeSchema(originalsBlackjackDeal), ...signedIn }, async (request) =>
    ok(await play(request, 'blackjack', () => app.blackjack.deal(request.player.userId, request.body.amount))),
  );

  app.post('/blackjack/action', { schema: routeSchema(originalsBlackjackAction), ...signedIn }, async (request, reply) => {
    const { roundId, action, step } = request.body;
    try {
      return ok(await play(request, 'blackjack', () => app.blackjack.act(request.player.userId, roundId, action, step), { opensRound: false }));
    } catch (error) {
      if (!(error instanceof StaleStepError)) throw error;
      return reply.code(409).send({ success: false as const, message: request.t(error.message), data: error.play });
    }
  });

  app.get('/blackjack/active', { schema: routeSchema(originalsBlackjackActive), ...signedIn }, async (request) =>
    ok(await app.blackjack.active(request.player.userId)),
  );

  app.get('/rounds', { schema: routeSchema(originalsEndpoints.originalsRounds), ...signedIn }, async (request) =>
    ok(await originals.rounds(request.player.userId)),
  );

  app.get('/rounds/:id', { schema: routeSchema(originalsEndpoints.originalsRound), ...signedIn }, async (request) => {
    const round = await originals.round(request.player.userId, Number(request.params.id));
    if (!round) throw new HttpError(404, NOT_FOUND);
    return ok(round);
  });
};
