// An operator's corrected result: the catalogue re-settles the event's markets, then their bets are
// re-settled at once in this call, so the operator is answered what changed.
import type { OperatorSportsResult } from '@arena/contracts';
import { unique, type BetsContext } from '../context';
import { settleMarkets, type Resettlement } from './settle-bets';

export async function correctResult(ctx: BetsContext, input: OperatorSportsResult, operatorId: number): Promise<Resettlement> {
  const { catalogue, state, serial } = ctx;
  // the nudges that come meanwhile wait for it (./settle-bets.ts)
  state.correcting += 1;
  let changed: number[] = [];
  let job: Promise<Resettlement>;
  try {
    changed = await catalogue.correctResult(input);
  } finally {
    state.correcting -= 1;
    // the nudges that waited are settled even if the correction failed
    const marketIds = unique([...changed, ...state.deferred]);
    state.deferred.clear();
    job = serial(() => settleMarkets(ctx, marketIds, operatorId));
  }
  return job;
}
