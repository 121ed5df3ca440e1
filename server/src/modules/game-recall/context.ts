// What game recall's use cases work with: the database, the clock, the wallet (voiding a supplier's
// round returns its stake through it) and the published times after which an unfinished round ends.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { WalletService } from '../wallet/plugin';

export interface GameRecallContext {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  log: FastifyBaseLogger;
  /** a Blackjack round untouched this long is finished by standing (ORIGINALS_BLACKJACK_EXPIRY_MINUTES) */
  blackjackExpiryMinutes: number;
  /** a supplier's round with a stake and no win or rollback this long is voided, its stake returned */
  supplierVoidHours: number;
  /** the sweep voids suppliers' overdue rounds (config.casino.supplierRoundVoid) */
  supplierRoundVoid: boolean;
}
