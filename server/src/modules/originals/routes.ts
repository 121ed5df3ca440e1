// The studio's calls: the player's seed pair, the rounds, and the play call of each single-step game
// (originalsPlayEndpoints).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatMoney, originalsEndpoints, originalsPlayEndpoints, type OriginalsPlayGame, type OriginalsRound } from '@arena/contracts';
import type { BetLimits, OriginalsConfig } from '../../config';
import { ok } from '../../http/envelope';
import { optionalIdempotencyKey } from '../../http/idempotency-key';
import { routeSchema } from '../../http/route-schema';
import { HttpError, NOT_FOUND } from '../../plugins/errors';
import { WALLET_REFUSALS, WalletError } from '../wallet/plugin';
import { STAKE_OUT_OF_LIMITS, type PlayRequest } from './service';

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
  if (error instanceof WalletError) throw new HttpError(WALLET_REFUSALS[error.code].status, WALLET_REFUSALS[error.code].message);
  throw error;
}

export const originalsRoutes: FastifyPluginAsyncTypebox<{ config: OriginalsConfig }> = async (app, { config }) => {
  const { originals } = app;
  const signedIn = { preHandler: app.authenticate };

  async function play(request: FastifyRequest, play: PlayRequest): Promise<{ round: OriginalsRound }> {
    try {
      return { round: await originals.play(request.player.userId, play) };
    } catch (error) {
      return refuse(app, request, config.limits[play.game], error);
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
      const { amount, ...params } = request.body as { amount: number } & Record<string, unknown>;
      return ok(await play(request, { game, amount, params, requestKey: optionalIdempotencyKey(request) }));
    });
  }

  app.get('/rounds', { schema: routeSchema(originalsEndpoints.originalsRounds), ...signedIn }, async (request) =>
    ok(await originals.rounds(request.player.userId)),
  );

  app.get('/rounds/:id', { schema: routeSchema(originalsEndpoints.originalsRound), ...signedIn }, async (request) => {
    const round = await originals.round(request.player.userId, Number(request.params.id));
    if (!round) throw new HttpError(404, NOT_FOUND);
    return ok(round);
  });
};
