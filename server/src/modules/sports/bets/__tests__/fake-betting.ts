// The sportsbook's betting on a fake catalogue inside a test app, as the bet tests set it up: the
// players' routes (and, with `operatorRoutes`, the trader's) under /api/fake.
import type { FastifyInstance } from 'fastify';
import { sportsOperatorRoutes } from '../operator-routes';
import { sportsBetRoutes } from '../routes';
import { createSportsBetting, type SportsBetting } from '../service';
import type { BettingDeps } from '../context';
import { createFakeCatalogue, type FakeCatalogue } from './fake-catalogue';

/** what a test adds to the app's own services: the clock and config, and free bets, wagering, withdrawals or the licence's disallowed bet types */
type Extra = Pick<BettingDeps, 'clock' | 'config'> & Partial<Pick<BettingDeps, 'freeBets' | 'wagering' | 'withdrawals' | 'disallowedBetTypes'>>;

export async function bettingOnFakeCatalogue(
  app: FastifyInstance,
  { operatorRoutes = false, ...extra }: Extra & { operatorRoutes?: boolean },
): Promise<{ fake: FakeCatalogue; betting: SportsBetting }> {
  const fake = createFakeCatalogue();
  const betting = createSportsBetting({
    db: app.db,
    log: app.log,
    wallet: app.wallet,
    catalogue: fake,
    notifications: app.notifications,
    integrity: app.integrity,
    ...extra,
  });
  await app.register(
    async (api) => {
      await api.register(sportsBetRoutes, { prefix: '/sports', config: extra.config, betting });
      if (operatorRoutes) await api.register(sportsOperatorRoutes, { prefix: '/operator/sports', betting });
    },
    { prefix: '/api/fake' },
  );
  return { fake, betting };
}
