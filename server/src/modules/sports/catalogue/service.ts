import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock';
import type { SportsConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { RoomsService } from '../../realtime/plugin';
import type { SportsCatalogue } from '../book';

export interface CatalogueDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  config: SportsConfig;
  rooms: RoomsService;
}

export async function createSportsCatalogue(deps: CatalogueDeps): Promise<SportsCatalogue> {
  void deps;
  return {
    quote: async () => [],
    onSettled: () => {},
    onChanged: () => {},
    correctResult: async () => [],
    start: async () => {},
    stop: async () => {},
  };
}
