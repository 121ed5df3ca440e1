import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { formatMoney } from '@arena/contracts';
import type { FastifyRequest } from 'fastify';
import { clientInfo } from '../auth/plugin';
import type { MessageParam } from '../../http/errors';
import { BONUS_MESSAGES } from './service';

export const bonusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** a message key with its params in the request's language (money formatted for it) */
  const say = (request: FastifyRequest, key: string, params: Record<string, MessageParam> = {}) =>
    request.t(
      key,
      Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? value : formatMoney(value.money, request.locale)])),
    );
  const context = (request: FastifyRequest) => ({
    locale: request.locale,
    fingerprint: clientInfo(request).fingerprint,
    device: request.device,
    ip: request.ip,
  });

  app.get('/trialbonusamount', { schema: routeSchema(endpoints.trialBonusAmount) }, async () => ok({ amount: await app.bonus.trialAmount() }));

  /** GET bonus/definetrialbonus: claims the trial bonus for the logged-in player, as bonus money under its wagering */
  app.get('/definetrialbonus', { schema: routeSchema(endpoints.defineTrialBonus), preHandler: app.authenticate }, async (request) => {
    const { userId } = request.player;
    const { bonus } = await app.bonus.claimTrial(userId, context(request));
    // the trial bonus is bonus money: the cash balance, which is all a withdrawal can take, is unchanged
    const balance = (await app.wallet.balance(userId)) ?? 0;
    return ok({ amount: bonus.amount, balance }, request.t('The trial bonus has been added to your bonus balance.'));
  });

  /** GET bonus/offers: the campaigns open now, each with whether this player can claim it */
  app.get('/offers', { schema: routeSchema(endpoints.bonusOffers), preHandler: app.authenticate }, async (request) =>
    ok(await app.bonus.offers(request.player.userId, context(request), (key, params) => say(request, key, params))),
  );

  /** POST bonus/claim: a deposit match waits for its deposit; the other kinds are credited as bonus money now */
  app.post('/claim', { schema: routeSchema(endpoints.claimBonus), preHandler: app.authenticate }, async (request) => {
    const { bonus, message } = await app.bonus.claim(request.player.userId, request.body.offerId, request.body.code, context(request));
    return ok(bonus, say(request, message.message, message.params));
  });

  /** GET bonus/mine: active and past bonuses with their wagering */
  app.get('/mine', { schema: routeSchema(endpoints.myBonuses), preHandler: app.authenticate }, async (request) =>
    ok(await app.bonus.mine(request.player.userId, request.locale)),
  );

  /** POST bonus/forfeit: the bonus ends and its bonus money is removed */
  app.post('/forfeit', { schema: routeSchema(endpoints.forfeitBonus), preHandler: app.authenticate }, async (request) =>
    ok(await app.bonus.forfeit(request.player.userId, request.body.bonusId, request.locale), request.t(BONUS_MESSAGES.forfeited)),
  );

  /** GET bonus/withdrawal-impact: what a withdrawal now would forfeit, shown before the player confirms it */
  app.get('/withdrawal-impact', { schema: routeSchema(endpoints.withdrawalImpact), preHandler: app.authenticate }, async (request) =>
    ok(await app.bonus.withdrawalImpact(request.player.userId, request.locale)),
  );
};
