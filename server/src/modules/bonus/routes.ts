import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, NotificationType } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { HttpError } from '../../plugins/errors';
import { createBonusRepository } from './repository';

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
};
