import type { FastifyPluginAsync } from 'fastify';
import type { TrialBonusAmount } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { createBonusRepository } from './repository';

export const bonusRoutes: FastifyPluginAsync = async (app) => {
  const bonus = createBonusRepository(app.db);

  app.get('/trialbonusamount', async () => ok<TrialBonusAmount>({ amount: await bonus.trialBonusAmount() }));
};
