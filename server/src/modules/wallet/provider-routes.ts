// A game provider's seamless-wallet calls (Hub88-style): bet, win and rollback for a player, signed
// with the provider's secret (security/provider-signature.ts). The provider's transaction id is the
// idempotency key, so its retries are answered with the first result and move nothing.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { providerEndpoints } from '@arena/contracts';
import type { Clock } from '../../clock';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { HttpError } from '../../http/errors';
import { checkSignature, keepRawJsonBody } from '../../security/provider-signature';
import { WALLET_REFUSALS, walletHttpError } from './refusals';
import { WalletError, type Movement } from './service';

export interface ProviderRoutesOptions {
  clock: Clock;
  /** provider → secret (config.wallet.providerSecrets) */
  secrets: Record<string, string>;
}

/** The usercode is derived from the player's id (migrations/004_players.sql: 'A' + the id padded to 7 digits). */
function userIdOf(usercode: string): number {
  const id = /^A(\d{7,})$/.test(usercode) ? Number(usercode.slice(1)) : 0;
  if (id < 1 || `A${String(id).padStart(7, '0')}` !== usercode) throw new HttpError(404, WALLET_REFUSALS.unknown_player.message);
  return id;
}

export const walletProviderRoutes: FastifyPluginAsyncTypebox<ProviderRoutesOptions> = async (app, { clock, secrets }) => {
  keepRawJsonBody(app);

  app.addHook('preHandler', async (request: FastifyRequest<{ Params: { provider: string } }>) => {
    const secret = Object.hasOwn(secrets, request.params.provider) ? secrets[request.params.provider] : undefined;
    if (secret === undefined) throw new HttpError(401, 'Unknown game provider.');
    const check = checkSignature(secret, request.rawBody ?? '', request.headers, clock.now());
    if (check === 'stale') throw new HttpError(401, 'The request is too old or its clock is wrong.');
    if (check !== 'ok') throw new HttpError(401, 'The signature is not valid.');
  });

  const reply = async (movement: Promise<Movement>) => {
    try {
      const { balance, transactionId } = await movement;
      return ok({ balance, transactionId: String(transactionId) });
    } catch (error) {
      if (error instanceof WalletError) throw walletHttpError(error);
      throw error;
    }
  };
  const keyOf = (provider: string, transactionId: string) => `${provider}:${transactionId}`;

  app.post('/:provider/bet', { schema: routeSchema(providerEndpoints.walletBet) }, async ({ params: { provider }, body }) =>
    reply(
      app.wallet.bet({
        userId: userIdOf(body.user),
        amount: body.amount,
        key: keyOf(provider, body.transactionId),
        roundId: body.roundId,
        gameCode: body.gameCode,
        provider,
      }),
    ),
  );

  app.post('/:provider/win', { schema: routeSchema(providerEndpoints.walletWin) }, async ({ params: { provider }, body }) =>
    reply(
      app.wallet.win({
        userId: userIdOf(body.user),
        amount: body.amount,
        key: keyOf(provider, body.transactionId),
        betKey: keyOf(provider, body.betTransactionId),
        roundId: body.roundId,
        gameCode: body.gameCode,
        provider,
      }),
    ),
  );

  app.post('/:provider/rollback', { schema: routeSchema(providerEndpoints.walletRollback) }, async ({ params: { provider }, body }) =>
    reply(
      app.wallet.rollback({
        userId: userIdOf(body.user),
        key: keyOf(provider, body.transactionId),
        betKey: keyOf(provider, body.referenceTransactionId),
        roundId: body.roundId,
        gameCode: body.gameCode,
        provider,
      }),
    ),
  );
};
