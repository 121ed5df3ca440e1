// What every safer-gambling use case works with: the database, the clock and the licence's harm rules.
import type { FastifyBaseLogger } from 'fastify';
import type { LicenceProfile } from '@arena/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';

export interface SaferGamblingContext {
  db: Db;
  clock: Clock;
  /** config.licence.profile.harm */
  harm: LicenceProfile['harm'];
  log: FastifyBaseLogger;
}
