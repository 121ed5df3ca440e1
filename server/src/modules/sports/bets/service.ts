import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock';
import type { SportsConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { WalletService } from '../../wallet/plugin';
import type { SportsCatalogue } from '../book';

export interface BettingDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  config: SportsConfig;
  wallet: WalletService;
  catalogue: SportsCatalogue;
}

export interface SportsBetting {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createSportsBetting(deps: BettingDeps): SportsBetting {
  void deps;
  return { start: async () => {}, stop: async () => {} };
}
