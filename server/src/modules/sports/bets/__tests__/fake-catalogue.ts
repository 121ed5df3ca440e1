// An in-memory SportsCatalogue whose prices, suspensions and results the test (or the bench) sets, and
// which tells its listeners as the real one does: onChanged for prices and suspensions, onSettled for
// results and corrections.
import type { MarketStatus, OperatorSportsResult, SelectionResult, SportsUpdate } from '@arena/contracts';
import type { SelectionState, SportsCatalogue } from '../../book';

export interface FakeSelection {
  selectionId: number;
  price: number;
  /** defaults to the price */
  fairPrice?: number;
}

export interface FakeCatalogue extends SportsCatalogue {
  /** adds a market of an event with its selections, open for bets */
  addMarket(input: { eventId: number; marketId: number; selections: FakeSelection[]; live?: boolean }): void;
  setPrice(selectionId: number, price: number, fairPrice?: number): void;
  setStatus(marketId: number, status: MarketStatus): void;
  /** writes the market's results (a second call is a correction: the version goes up); tells onSettled unless `quiet` */
  settle(marketId: number, results: Record<number, SelectionResult>, quiet?: boolean): void;
  /** what correctResult does: the test's results for the event's markets */
  corrections: Map<number, { marketId: number; results: Record<number, SelectionResult> }[]>;
  /** runs after each quote (a live bet's delay is the time between two quotes) */
  afterQuote: (() => void) | null;
}

export function createFakeCatalogue(): FakeCatalogue {
  const selections = new Map<number, SelectionState>();
  const settledListeners: ((marketIds: number[]) => void)[] = [];
  const changedListeners: ((update: SportsUpdate) => void)[] = [];
  const inMarket = (marketId: number) => [...selections.values()].filter((s) => s.marketId === marketId);
  const changed = (update: Partial<SportsUpdate>) => {
    for (const listener of changedListeners) listener({ events: [], markets: [], selections: [], ...update });
  };

  const fake: FakeCatalogue = {
    corrections: new Map(),
    afterQuote: null,

    addMarket({ eventId, marketId, selections: offered, live = false }) {
      for (const { selectionId, price, fairPrice } of offered)
        selections.set(selectionId, {
          selectionId,
          marketId,
          eventId,
          sportId: 'football',
          eventName: `Home ${eventId} - Away ${eventId}`,
          startsAt: new Date('2026-11-24T18:00:00Z'),
          marketType: '1x2',
          marketName: `Market ${marketId}`,
          selectionName: `Selection ${selectionId}`,
          price,
          fairPrice: fairPrice ?? price,
          push: 0,
          marketStatus: 'open',
          open: true,
          live,
          result: null,
          settlementVersion: 0,
        });
    },

    setPrice(selectionId, price, fairPrice = price) {
      const state = selections.get(selectionId)!;
      selections.set(selectionId, { ...state, price, fairPrice });
      changed({ selections: [{ id: selectionId, marketId: state.marketId, eventId: state.eventId, price }] });
    },

    setStatus(marketId, status) {
      for (const state of inMarket(marketId)) selections.set(state.selectionId, { ...state, marketStatus: status, open: status === 'open' });
      changed({ markets: [{ id: marketId, eventId: inMarket(marketId)[0].eventId, status }] });
    },

    settle(marketId, results, quiet = false) {
      for (const state of inMarket(marketId))
        selections.set(state.selectionId, {
          ...state,
          marketStatus: 'settled',
          open: false,
          result: results[state.selectionId] ?? 'lost',
          settlementVersion: state.settlementVersion + 1,
        });
      if (!quiet) for (const listener of settledListeners) listener([marketId]);
    },

    async quote(selectionIds) {
      const states = selectionIds.flatMap((id) => {
        const state = selections.get(id);
        return state ? [{ ...state }] : [];
      });
      fake.afterQuote?.();
      return states;
    },
    onSettled(listener) {
      settledListeners.push(listener);
    },
    onChanged(listener) {
      changedListeners.push(listener);
    },
    async correctResult(input: OperatorSportsResult) {
      const markets = fake.corrections.get(input.eventId) ?? [];
      for (const { marketId, results } of markets) fake.settle(marketId, results);
      return markets.map((market) => market.marketId);
    },
    async start() {},
    async stop() {},
  };
  return fake;
}
