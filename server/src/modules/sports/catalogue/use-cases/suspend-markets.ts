// A trader suspends or resumes an event's markets (or one market): the hold is written by the trading
// desk and wins over the feed until released; the rooms hear it at once.
import type { OperatorSportsSuspend } from '@arena/contracts';
import type { AuditWrite } from '../../book';
import { publishNow } from '../broadcast';
import type { CatalogueContext } from '../context';

export async function suspendMarkets(ctx: CatalogueContext, input: OperatorSportsSuspend, audit: AuditWrite): Promise<number[]> {
  const { desk, state } = ctx;
  const changed = await desk.suspend(input, audit);
  // this instance's view follows at once (another instance driving the feed reads the hold at its next step)
  for (const { id, eventId, status } of changed) {
    const market = state.tracked.get(eventId)?.markets.find((m) => m.id === id);
    if (market) market.status = status;
    if (status === 'suspended') state.held.add(id);
    else state.held.delete(id);
  }
  await publishNow(ctx, { events: [], markets: changed, selections: [] });
  return changed.map((market) => market.id);
}
