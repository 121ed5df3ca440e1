// What every multi-accounting use case works with: the database, the clock that stamps when a signal
// was seen, and the hasher of signal keys (signals.ts).
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { SignalHasher } from './signals';

export interface MultiAccountingContext {
  db: Db;
  clock: Clock;
  hash: SignalHasher;
}
