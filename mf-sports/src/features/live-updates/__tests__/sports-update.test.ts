import { fixtureResult } from '@arena/api-client/testing';
import type { SportsUpdate } from '@arena/contracts';
import { applyToEvent, applyToMarkets, readSportsUpdate } from '../sports-update';

const { event, markets } = fixtureResult('sportEvent');
const market = event.mainMarket!;
const batch = (update: Partial<SportsUpdate>): SportsUpdate => ({ events: [], markets: [], selections: [], ...update });

describe('a SportsUpdate batch', () => {
  it('leaves what it does not name untouched (the same objects)', () => {
    const other = batch({ events: [{ id: 1, status: 'live', score: null }], selections: [{ id: 1, marketId: 1, eventId: 1, price: 300 }] });
    expect(applyToEvent(event, other)).toBe(event);
    expect(applyToMarkets(markets, other)).toBe(markets);
  });

  it('sets the prices, market status, score and event status it names', () => {
    const score = { home: 0, away: 1, periods: [], period: '2H', clockSeconds: 3_000, redCards: [0, 1] as [number, number] };
    const next = applyToEvent(
      event,
      batch({
        events: [{ id: event.id, status: 'live', score }],
        markets: [{ id: market.id, eventId: event.id, status: 'suspended' }],
        selections: [{ id: 9002, marketId: market.id, eventId: event.id, price: 290 }],
      }),
    );
    expect(next.status).toBe('live');
    expect(next.score).toEqual(score);
    expect(next.mainMarket?.status).toBe('suspended');
    expect(next.mainMarket?.selections.map((s) => s.price)).toEqual([210, 290, 330]);
    expect(event.mainMarket?.selections[1].price).toBe(340);
  });

  it('is read from a room message, and anything else is dropped', () => {
    const update = batch({ selections: [{ id: 1, marketId: 2, eventId: 3, price: 150 }] });
    expect(readSportsUpdate(update)).toEqual(update);
    expect(readSportsUpdate(JSON.stringify(update))).toEqual(update);
    expect(readSportsUpdate('{oops')).toBeNull();
    expect(readSportsUpdate({ events: [] })).toBeNull();
    expect(readSportsUpdate(null)).toBeNull();
  });
});
