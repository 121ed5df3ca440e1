import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, NotificationType } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { formatMoney } from '@arena/contracts';
import type { FastifyRequest } from 'fastify';
import { clientInfo } from '../auth/plugin';
import { HttpError, type MessageParam } from '../../plugins/errors';
import { createBonusRepository } from './repository';
import { BONUS_MESSAGES } from './service';

const REFUSALS = {
  unverified: [400, 'Verify your phone number to claim the trial bonus.'],
  unavailable: [400, 'There is no trial bonus at the moment.'],
  claimed: [409, 'The trial bonus has already been claimed.'],
} as const;

export const bonusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const bonus = createBonusRepository(app.db, app.accounts, app.wallet);

  app.get('/trialbonusamount', { schema: routeSchema(endpoints.trialBonusAmount) }, async () => ok({ amount: await bonus.trialBonusAmount() }));

  /** GET bonus/definetrialbonus: credits the trial bonus to the logged-in player */
  app.get('/definetrialbonus', { schema: routeSchema(endpoints.defineTrialBonus), preHandler: app.authenticate }, async (request) => {
    const { userId } = request.player;
    const outcome = await bonus.grantTrialBonus(userId);
    if (!outcome.granted) {
      const [status, message] = REFUSALS[outcome.reason];
      throw new HttpError(status, message);
    }
    await app.notifications.notify(userId, {
      type: NotificationType.Bonus,
      title: 'Trial bonus credited',
      note: 'A trial bonus of {amount} has been added to your balance.',
      params: { amount: { money: outcome.amount } },
    });
    return ok({ amount: outcome.amount, balance: outcome.balance }, request.t('The trial bonus has been credited to your balance.'));
  });

  /** a message key with its params in the request's language (money formatted for it) */
  const say = (request: FastifyRequest, key: string, params: Record<string, MessageParam> = {}) =>
    request.t(
      key,
      Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? value : formatMoney(value.money, request.locale)])),
    );
  const context = (request: FastifyRequest) => ({ locale: request.locale, fingerprint: clientInfo(request).fingerprint });

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
