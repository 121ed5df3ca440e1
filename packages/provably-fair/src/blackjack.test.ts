// Blackjack's state machine on fixed card sequences: the deal order, each action, the dealer's play and
// what every ending pays.
import { describe, expect, it } from '@jest/globals';
import {
  act,
  actionStake,
  BASIC_STRATEGY,
  basicStrategy,
  BLACKJACK_RTP,
  cardName,
  cardOf,
  deal,
  floats,
  handValue,
  IllegalActionError,
  legalActions,
  replay,
  settle,
  standAll,
  totalStake,
  type BlackjackAction,
} from './index';

const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
/** floats that deal these cards in order (♦ of each rank): deal order is player, dealer up, player, dealer hole */
const cards = (...ranks: string[]) => ranks.map((rank) => (RANKS.indexOf(rank) * 4 + 0.5) / 52);
const card = (rank: string) => RANKS.indexOf(rank) * 4;
const BET = 1000;

const play = (ranks: string[], actions: BlackjackAction[]) => replay(cards(...ranks), actions);

/**
 * Basic strategy's exact expected return per first bet with an infinite deck, computed apart from the
 * state machine: card values 2 … 11 (ace) with tens 4/13, the dealer's final totals given the up card and
 * no blackjack (the peek), and each player hand played by the BASIC_STRATEGY table.
 */
function exactReturn(): number {
  const VALUES = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
  const chance = (value: number) => (value === 10 ? 4 / 13 : 1 / 13);
  const add = (total: number, soft: boolean, value: number): [number, boolean] => {
    let sum = total + value;
    let elevens = (soft ? 1 : 0) + (value === 11 ? 1 : 0);
    while (sum > 21 && elevens > 0) [sum, elevens] = [sum - 10, elevens - 1];
    return [sum, elevens > 0];
  };
  /** the dealer's final total (22 = bust) → probability, drawing to 17 from (total, soft) */
  const dealerFrom = (total: number, soft: boolean): Map<number, number> => {
    if (total >= 17) return new Map([[Math.min(total, 22), 1]]);
    const final = new Map<number, number>();
    for (const value of VALUES) for (const [end, p] of dealerFrom(...add(total, soft, value))) final.set(end, (final.get(end) ?? 0) + chance(value) * p);
    return final;
  };
  const stand = (total: number, dealer: Map<number, number>) =>
    total > 21 ? -1 : [...dealer].reduce((sum, [end, p]) => sum + p * (end > 21 || total > end ? 1 : total === end ? 0 : -1), 0);
  let expected = 0;
  for (const up of VALUES) {
    const column = up - 2;
    const hole = VALUES.filter((value) => !(up === 11 && value === 10) && !(up === 10 && value === 11));
    const noBlackjack = hole.reduce((sum, value) => sum + chance(value), 0);
    const dealer = new Map<number, number>();
    for (const value of hole)
      for (const [end, p] of dealerFrom(...add(up, up === 11, value))) dealer.set(end, (dealer.get(end) ?? 0) + (chance(value) / noBlackjack) * p);
    const hand = (total: number, soft: boolean, two: boolean): number => {
      if (total >= 21) return stand(total, dealer);
      const letter = (soft ? BASIC_STRATEGY.soft[total] : BASIC_STRATEGY.hard[total])?.[column] ?? (total >= 17 ? 'S' : 'H');
      const draw = (then: (total: number, soft: boolean) => number) => VALUES.reduce((sum, value) => sum + chance(value) * then(...add(total, soft, value)), 0);
      if ((letter === 'D' || letter === 'X') && two) return draw((next) => 2 * stand(next, dealer));
      if (letter === 'S' || letter === 'X') return stand(total, dealer);
      return draw((next, nextSoft) => hand(next, nextSoft, false));
    };
    for (const first of VALUES)
      for (const second of VALUES) {
        const [total, soft] = add(first, first === 11, second);
        const split = first === second && BASIC_STRATEGY.pairs[first]?.[column] === 'P';
        const played = split
          ? 2 *
            VALUES.reduce(
              (sum, value) => sum + chance(value) * (first === 11 ? stand(add(11, true, value)[0], dealer) : hand(...add(first, first === 11, value), true)),
              0,
            )
          : hand(total, soft, true);
        // a blackjack pushes against the dealer's and pays 3:2 otherwise; the dealer's blackjack takes the bet before any play
        const outcome = total === 21 ? noBlackjack * 1.5 : noBlackjack * played - (1 - noBlackjack);
        expected += chance(up) * chance(first) * chance(second) * outcome;
      }
  }
  return 1 + expected;
}

describe('blackjack', () => {
  it("maps floats to Stake's card list", () => {
    expect(cardName(cardOf(0))).toBe('2♦');
    expect(cardName(cardOf(1.5 / 52))).toBe('2♥');
    expect(cardName(cardOf(0.9999999))).toBe('A♣');
    expect(cardName(cardOf(36.2 / 52))).toBe('J♦');
  });

  it('counts hands hard and soft', () => {
    expect(handValue([card('A'), card('6')])).toEqual({ total: 17, soft: true });
    expect(handValue([card('A'), card('6'), card('10')])).toEqual({ total: 17, soft: false });
    expect(handValue([card('A'), card('A'), card('A')])).toEqual({ total: 13, soft: true });
    expect(handValue([card('K'), card('Q'), card('2')])).toEqual({ total: 22, soft: false });
    expect(handValue([])).toEqual({ total: 0, soft: false });
  });

  it('deals player, dealer, player, hole, and the dealer stands on soft 17', () => {
    // player 10 + 8 stands on 18; the dealer's 6 + A is soft 17: stands
    const state = play(['10', '6', '8', 'A'], ['stand']);
    expect(state.hands[0].cards).toEqual([card('10'), card('8')]);
    expect(state.dealer).toEqual([card('6'), card('A')]);
    expect(state.phase).toBe('done');
    expect(settle(state, BET)).toBe(2 * BET);
    // dealer 6 + 10 draws to 16 → 5 makes 21
    const drawn = play(['10', '6', '8', '10', '5'], ['stand']);
    expect(drawn.dealer).toEqual([card('6'), card('10'), card('5')]);
    expect(settle(drawn, BET)).toBe(0);
  });

  it('pays a blackjack 3:2 at once, and pushes against a dealer blackjack', () => {
    const natural = deal(cards('A', '9', 'K', '7'));
    expect(natural.phase).toBe('done');
    expect(settle(natural, BET)).toBe(2500);
    expect(settle(natural, 101)).toBe(252);
    // the dealer shows a ten and peeks: blackjack against blackjack is a push
    const both = deal(cards('A', 'K', 'Q', 'A'));
    expect(both.phase).toBe('done');
    expect(settle(both, BET)).toBe(BET);
    // a dealer blackjack beats 20 without any action
    const peeked = deal(cards('K', '10', 'Q', 'A'));
    expect(peeked.phase).toBe('done');
    expect(settle(peeked, BET)).toBe(0);
  });

  it('offers insurance with an ace up: pays 2:1 on a dealer blackjack, is lost otherwise, and is even money with a blackjack', () => {
    const offered = deal(cards('10', 'A', '9', 'K'));
    expect(offered.phase).toBe('insurance');
    expect(legalActions(offered)).toEqual(['insurance', 'noInsurance']);
    const insured = act(offered, 'insurance', cards('10', 'A', '9', 'K'));
    expect(insured.phase).toBe('done');
    expect(totalStake(insured, BET)).toBe(1500);
    expect(settle(insured, BET)).toBe(1500);
    expect(settle(act(offered, 'noInsurance', cards('10', 'A', '9', 'K')), BET)).toBe(0);
    // no dealer blackjack: the insurance is lost and the hand plays on
    const lost = play(['10', 'A', '9', '7', '5'], ['insurance', 'stand']);
    expect(lost.dealer.map(cardName)).toEqual(['A♦', '7♦']);
    expect(settle(lost, BET)).toBe(2 * BET);
    expect(totalStake(lost, BET)).toBe(1500);
    // even money: a blackjack insured returns 2 bets either way
    expect(settle(play(['A', 'A', 'K', 'K'], ['insurance']), BET)).toBe(2500);
    expect(settle(play(['A', 'A', 'K', '9'], ['insurance']), BET)).toBe(2500);
    expect(actionStake('insurance', BET)).toBe(500);
    expect(actionStake('insurance', 1)).toBe(0);
  });

  it('doubles with one card more and twice the stake', () => {
    const doubled = play(['6', '6', '5', '10', 'K', '9'], ['double']);
    expect(doubled.hands[0]).toEqual({ cards: [card('6'), card('5'), card('K')], doubled: true });
    expect(doubled.dealer).toEqual([card('6'), card('10'), card('9')]);
    expect(totalStake(doubled, BET)).toBe(2 * BET);
    expect(settle(doubled, BET)).toBe(4 * BET);
    expect(actionStake('double', BET)).toBe(BET);
  });

  it('busts: the hand is lost and the dealer does not draw', () => {
    const bust = play(['10', '6', '6', '10', 'K'], ['hit']);
    expect(handValue(bust.hands[0].cards).total).toBe(26);
    expect(bust.dealer).toHaveLength(2);
    expect(settle(bust, BET)).toBe(0);
  });

  it('splits once into two hands, each may double, and 21 after a split is no blackjack', () => {
    // hand 1: 8 + 3 doubled with a 10 → 21; hand 2: 8 + A = 19 stands; the dealer's 6 + 10 + 2 = 18
    const ranks = ['8', '6', '8', '10', '3', '10', 'A', '2', '5'];
    const state = play(ranks, ['split', 'double', 'stand']);
    expect(state.hands.map((hand) => hand.cards.map(cardName))).toEqual([
      ['8♦', '3♦', '10♦'],
      ['8♦', 'A♦'],
    ]);
    expect(state.dealer.map(cardName)).toEqual(['6♦', '10♦', '2♦']);
    expect(totalStake(state, BET)).toBe(3 * BET);
    expect(settle(state, BET)).toBe(4 * BET + 2 * BET);
    // no split of a split hand
    const split = play(['8', '6', '8', '10', '8'], ['split']);
    expect(legalActions(split)).toEqual(['hit', 'stand', 'double']);
    // a ten on a split ace makes 21 paid 1:1
    const aces = play(['A', '9', 'A', '8', 'K', '5'], ['split']);
    expect(aces.phase).toBe('done');
    expect(aces.hands.map((hand) => hand.cards.map(cardName))).toEqual([
      ['A♦', 'K♦'],
      ['A♦', '5♦'],
    ]);
    expect(settle(aces, BET)).toBe(2 * BET);
  });

  it('refuses an action that is not allowed now', () => {
    const roundFloats = cards('10', '6', '8', '10', '5');
    const state = deal(roundFloats);
    expect(() => act(state, 'split', roundFloats)).toThrow(IllegalActionError);
    expect(() => act(state, 'insurance', roundFloats)).toThrow(IllegalActionError);
    const three = act(state, 'hit', cards('10', '6', '2', '10', '2', '5', '5'));
    expect(() => act(three, 'double', roundFloats)).toThrow(IllegalActionError);
    const done = act(state, 'stand', roundFloats);
    expect(legalActions(done)).toEqual([]);
    expect(() => act(done, 'stand', roundFloats)).toThrow(IllegalActionError);
    expect(() => settle(state, BET)).toThrow('not finished');
  });

  it('stands every open hand of an abandoned round, declining insurance', () => {
    const roundFloats = cards('8', 'A', '8', '6', '5', '5', '10');
    const open = act(deal(roundFloats), 'noInsurance', roundFloats);
    const split = act(open, 'split', roundFloats);
    const finished = standAll(split, roundFloats);
    expect(finished.actions).toEqual(['noInsurance', 'split', 'stand', 'stand']);
    expect(finished.phase).toBe('done');
    // hands 8 + 5 and 8 + 5 against A + 6 (soft 17): both lose
    expect(settle(finished, BET)).toBe(0);
    expect(standAll(deal(cards('A', '9', 'K', '7')), roundFloats).actions).toEqual([]);
  });

  it('needs more floats than given: a RangeError, never a made-up card', () => {
    expect(() => deal([0.1, 0.2, 0.3])).toThrow(RangeError);
  });

  it('plays basic strategy from the table', () => {
    expect(basicStrategy(deal(cards('10', '6', '6', '10')))).toBe('stand');
    expect(basicStrategy(deal(cards('10', '7', '6', '10')))).toBe('hit');
    expect(basicStrategy(deal(cards('6', '6', '5', '10')))).toBe('double');
    expect(basicStrategy(deal(cards('8', '10', '8', '7')))).toBe('split');
    expect(basicStrategy(deal(cards('A', '4', '7', '10')))).toBe('double');
    expect(basicStrategy(deal(cards('A', '7', '7', '10')))).toBe('stand');
    expect(basicStrategy(deal(cards('A', '9', '7', '10')))).toBe('hit');
    expect(basicStrategy(deal(cards('10', 'A', '6', '7')))).toBe('noInsurance');
  });

  it('declares the exact return of basic strategy with an infinite deck', () => {
    const rtp = exactReturn();
    expect(rtp).toBeCloseTo(0.994288, 6);
    expect(BLACKJACK_RTP).toBeCloseTo(rtp, 4);
  });

  it('replays a round from its seeds and actions', async () => {
    const roundFloats = await floats('server-seed-1', 'client-seed-1', 0, 64);
    const state = deal(roundFloats);
    // floats 0.4227 → 21, 0.7198 → 37, 0.4357 → 22, 0.8766 → 45
    expect(state.hands[0].cards.map(cardName)).toEqual(['7♥', '7♠']);
    expect(state.dealer.map(cardName)).toEqual(['J♥', 'K♥']);
    expect(replay(roundFloats, ['stand'])).toEqual(act(state, 'stand', roundFloats));
  });
});
