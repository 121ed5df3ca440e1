// Cash-out arbitrage: a player places a bet and cashes it out at once, again and again, at the longest
// prices the book offers, or cashes one bet out many times at once. A bet bought at the book's price
// and sold back at once is worth at most its stake (the placed price carries the margin, the fair price
// does not), less the cash-out margin: no round trip may end with more than it began.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { Bet, CashOutReply, MyBetsReply, PlaceBetReply, SportEventsReply } from '@arena/contracts';
import { testConfig } from '../src/testing/test-app';
import { underAttack, volley, type Player } from './harness';

const CASH_OUT_MARGIN_BP = testConfig().sports.cashOutMarginBp;
const target = underAttack();

/** the open pre-match main-market selections, longest price first */
async function longestPrices() {
  const list = (await target.call('GET', 'sports/events?sportId=football&live=false&take=50')).body.data as SportEventsReply;
  return list.events
    .filter((event) => event.mainMarket?.status === 'open')
    .flatMap((event) => event.mainMarket!.selections)
    .sort((a, b) => b.price - a.price);
}

async function placeSingle(player: Player, selection: { id: number | string; price: number }, stake: number): Promise<Bet> {
  const placed = await target.call('POST', 'sports/placebet', {
    token: player.token,
    body: { slipId: randomUUID(), type: 'single', stake, priceChange: 'any', selections: [{ selectionId: selection.id, price: selection.price }] },
  });
  expect(placed.body).toMatchObject({ success: true, data: { status: 'placed' } });
  return (placed.body.data as PlaceBetReply).bets[0];
}

async function offerOf(player: Player, betId: number): Promise<number | null> {
  const open = (await target.call('GET', 'sports/bets?status=open&skip=0&take=100', { token: player.token })).body.data as MyBetsReply;
  return open.items.find((bet) => bet.id === betId)?.cashOutOffer ?? null;
}

const cashOut = (player: Player, betId: number, offer: number, portion?: number) =>
  target.call('POST', 'sports/cashout', { token: player.token, key: randomUUID(), body: { betId, offer, ...(portion ? { portion } : {}) } });

describe('cash-out arbitrage', () => {
  it('five round trips of place-then-cash-out at the longest prices never end above the start', async () => {
    const start = 10_000;
    const player = await target.player(start);
    const selections = await longestPrices();
    expect(selections.length).toBeGreaterThan(4);
    for (const selection of selections.slice(0, 5)) {
      const before = await target.balance(player);
      const bet = await placeSingle(player, selection, before);
      const offer = await offerOf(player, bet.id);
      if (offer === null) continue; // nothing offered: nothing to take
      // the rule, not our formula: at most the stake less the cash-out margin, whatever the price
      expect(offer).toBeLessThanOrEqual(Math.floor((bet.stake * (10_000 - CASH_OUT_MARGIN_BP)) / 10_000));
      const paid = await cashOut(player, bet.id, offer);
      expect(paid.body).toMatchObject({ success: true, data: { status: 'cashed-out', offer } });
      expect(await target.balance(player)).toBeLessThanOrEqual(before);
    }
    expect(await target.balance(player)).toBeLessThanOrEqual(start);
  });

  it('one bet cashed out ten times at once is paid once', async () => {
    const player = await target.player(5_000);
    const [selection] = await longestPrices();
    const bet = await placeSingle(player, selection, 5_000);
    const offer = await offerOf(player, bet.id);
    expect(offer).not.toBeNull();
    const replies = await volley(10, () => cashOut(player, bet.id, offer!));
    expect(replies.every((r) => r.status < 500)).toBe(true);
    const paid = replies.filter((r) => (r.body.data as CashOutReply | undefined)?.status === 'cashed-out');
    expect(paid).toHaveLength(1);
    expect(await target.balance(player)).toBe(offer);
  });
});
