import type { FastifyPluginAsync } from 'fastify';
import type { TrialBonusAmount, TrialBonusGrant } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { HttpError } from '../../plugins/errors';
import { createBonusRepository } from './repository';

const REFUSALS = {
  unverified: [400, 'Verify your phone number to claim the trial bonus.'],
  unavailable: [400, 'There is no trial bonus at the moment.'],
  claimed: [409, 'The trial bonus has already been claimed.'],
} as const;

export const bonusRoutes: FastifyPluginAsync = async (app) => {
  const bonus = createBonusRepository(app.db);

  app.get('/trialbonusamount', async () => ok<TrialBonusAmount>({ amount: await bonus.trialBonusAmount() }));

  /** GET bonus/definetrialbonus: credits the trial bonus to the logged-in player */
  app.get('/definetrialbonus', { preHandler: app.authenticate }, async (request) => {
    const outcome = await bonus.grantTrialBonus(request.player.userId);
    if (!outcome.granted) {
      const [status, message] = REFUSALS[outcome.reason];
      throw new HttpError(status, message);
    }
    return ok<TrialBonusGrant>({ amount: outcome.amount, balance: outcome.balance }, request.t('The trial bonus has been credited to your balance.'));
  });
};
