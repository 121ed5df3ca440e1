// Each simulated game's return to player against its stated rules: exact enumeration of every draw
// (slot, roulette, crash, game show, baccarat over a shoe without end), and for blackjack an exact
// computation from the rules, independent of the engine, that a simulation of the engine must meet
// within a stated tolerance; for video poker the hands against hand-written ones and the count of each
// hand among all 2 598 960 deals, and the return with the best holds computed exactly over every deal.
// And the draws: uniform, the same for the same round, others for another.
import { describe, expect, it } from '@jest/globals';
import { BACCARAT_PAYS, BACCARAT_RTP, baccarat, coup, type BaccaratSide } from './baccarat';
import { BLACKJACK_RTP, blackjack, handTotal, type BlackjackAction } from './blackjack';
import { CRASH_DRAWS, CRASH_RTP, CRASH_TARGETS, crash } from './crash';
import { roundDraws, type Draws } from './draws';
import { GAME_SHOW_RTP, gameShow, WHEEL, WHEEL_VALUES } from './game-show';
import { POCKETS, RED_NUMBERS, ROULETTE_RTP, roulette } from './roulette';
import { PAYTABLE, PAYTABLE_RTP, PAYTABLE_SPINS, slot } from './slot';
import { POKER_PAYS, pokerHand, shuffledDeck, VIDEO_POKER_RTP, videoPoker, type PokerHand } from './video-poker';

/** draws that answer the numbers given, in order */
const fixed = (...numbers: number[]): Draws => ({
  int(n) {
    const next = numbers.shift();
    if (next === undefined || next >= n) throw new Error(`no draw below ${n} left`);
    return next;
  },
});

/** the total return of `play` over every single draw 0…n−1, in hundredths of the stake */
const returnOver = (n: number, play: (draws: Draws) => number | null) => {
  let total = 0;
  for (let draw = 0; draw < n; draw += 1) total += play(fixed(draw)) ?? 0;
  return total;
};

describe('the draws', () => {
  it('are the same for the same round and secret, and uniform', () => {
    const secret = Buffer.alloc(32, 7);
    const sequence = (key: string) =>
      Array.from(
        { length: 20 },
        (
          (draws) => () =>
            draws.int(37)
        )(roundDraws(secret, key)),
      );
    expect(sequence('round-a')).toEqual(sequence('round-a'));
    expect(sequence('round-a')).not.toEqual(sequence('round-b'));
    expect(
      Array.from(
        { length: 20 },
        (
          (draws) => () =>
            draws.int(37)
        )(roundDraws(Buffer.alloc(32, 8), 'round-a')),
      ),
    ).not.toEqual(sequence('round-a'));
    // 37 000 draws of 37 numbers: each within 5 standard deviations of 1 000
    const counts = new Array<number>(37).fill(0);
    const draws = roundDraws(secret, 'uniform');
    for (let i = 0; i < 37_000; i += 1) counts[draws.int(37)] += 1;
    for (const count of counts) expect(Math.abs(count - 1_000)).toBeLessThan(5 * Math.sqrt(1_000 * (36 / 37)));
  });
});

describe('slot', () => {
  it('returns 95 %: 10×100 + 50×20 + 300×5 + 1 500×2 + 2 000×1 + 2 000×0.5 per 10 000 spins', () => {
    expect(PAYTABLE.reduce((sum, { weight }) => sum + weight, 0)).toBe(PAYTABLE_SPINS);
    const declared = 10 * 100 + 50 * 20 + 300 * 5 + 1_500 * 2 + 2_000 * 1 + 2_000 * 0.5;
    expect(returnOver(PAYTABLE_SPINS, (draws) => slot.play(true, draws).multiplier) / 100).toBe(declared);
    expect(PAYTABLE_RTP).toBe(declared / PAYTABLE_SPINS);
    expect(slot.play(true, fixed(0)).outcome).toEqual({ reels: ['seven', 'seven', 'seven'] });
  });
});

describe('roulette', () => {
  it('has the single-zero wheel’s red numbers: odd ones in 1–10 and 19–28, even ones in 11–18 and 29–36', () => {
    const red = Array.from({ length: 36 }, (_, i) => i + 1).filter((n) => (n <= 10 || (n >= 19 && n <= 28)) === (n % 2 === 1));
    expect([...RED_NUMBERS].sort((a, b) => a - b)).toEqual(red);
  });

  it('returns 36/37 on red, on black and on every number', () => {
    for (const pick of ['red', 'black', ...Array.from({ length: POCKETS }, (_, n) => n)] as const) {
      expect(returnOver(POCKETS, (draws) => roulette.play(roulette.choose({ pick })!, draws).multiplier)).toBe(36 * 100);
    }
    expect(ROULETTE_RTP).toBeCloseTo(0.973, 3);
    expect(roulette.play('black', fixed(0)).multiplier).toBe(0);
    expect(roulette.choose({ pick: 37 })).toBeUndefined();
    expect(roulette.choose({})).toBeUndefined();
  });
});

describe('crash', () => {
  it('returns 97 % for every target, over every one of its million draws (the floor takes under t / (100·N))', () => {
    const points = new Int32Array(CRASH_DRAWS);
    for (let draw = 0; draw < CRASH_DRAWS; draw += 1) points[draw] = crash.play(CRASH_TARGETS.min, fixed(draw)).outcome.crashPoint as number;
    for (const target of [101, 150, 200, 333, 1_000, 10_000, 100_000]) {
      let paid = 0;
      for (const point of points) if (point >= target) paid += 1;
      const rtp = (paid * target) / (CRASH_DRAWS * 100);
      expect(rtp).toBeLessThanOrEqual(CRASH_RTP);
      expect(rtp).toBeGreaterThan(CRASH_RTP - target / (100 * CRASH_DRAWS));
    }
    // P(crash ≥ 1.01×) = 0.97 / 1.01: the rest crash before the lowest target could be paid
    expect(points.filter((point) => point < 101).length / CRASH_DRAWS).toBeCloseTo(1 - 0.97 / 1.01, 4);
    // a target is paid when the flight reaches it, the crash point included
    const reaching = points.findIndex((point) => point === 200);
    expect(crash.play(200, fixed(reaching))).toMatchObject({ multiplier: 200, outcome: { cashedOut: true } });
    expect(crash.play(201, fixed(reaching))).toMatchObject({ multiplier: 0, outcome: { cashedOut: false } });
    expect(crash.choose({ target: 100 })).toBeUndefined();
  });
});

describe('game show', () => {
  it('has 100 segments: 48 × 2, 24 × 4, 12 × 8, 6 × 16, 3 × 32, 2 × 48 and 5 of the house’s', () => {
    const count = (value: number) => WHEEL.filter((segment) => segment === value).length;
    expect([2, 4, 8, 16, 32, 48, 0].map(count)).toEqual([48, 24, 12, 6, 3, 2, 5]);
    expect(WHEEL).toHaveLength(100);
  });

  it('returns 96 % on every value backed', () => {
    for (const segment of WHEEL_VALUES) {
      expect(returnOver(WHEEL.length, (draws) => gameShow.play(gameShow.choose({ segment })!, draws).multiplier)).toBe(GAME_SHOW_RTP * 100 * 100);
    }
    expect(gameShow.choose({ segment: 3 })).toBeUndefined();
  });
});

/** a card of each pip class with its chance out of 13: ace … nine, and the ten (a ten or a face: 4 of 13) */
const chanceOf = (card: number) => (card === 9 ? 4 / 13 : 1 / 13);

/** what a round throws when it asks for a card beyond those laid out (made once: thrown a million times) */
const MORE = new Error('more cards');

/** Every way the shoe can fall for `round`, each with its chance: a card more is laid out only where the round asks for one. */
function everyDeal<R>(
  round: (card: () => number) => R,
  visit: (result: R, cards: readonly number[], chance: number) => void,
  cards: number[] = [],
  chance = 1,
) {
  let used = 0;
  let result: R;
  try {
    result = round(() => {
      if (used === cards.length) throw MORE;
      return cards[used++];
    });
  } catch (error) {
    if (error !== MORE) throw error;
    for (let card = 0; card < 10; card += 1) everyDeal(round, visit, [...cards, card], chance * chanceOf(card));
    return;
  }
  visit(result, cards, chance);
}

/** draws that deal `cards` in order */
const dealing = (cards: readonly number[]): Draws => {
  let at = 0;
  return { int: () => cards[at++] };
};

describe('baccarat', () => {
  // the banker's drawing rule as the printed tableau: on each total, the player's third cards it draws on
  const TABLEAU: Record<number, readonly number[]> = {
    0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    1: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    2: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    3: [0, 1, 2, 3, 4, 5, 6, 7, 9],
    4: [2, 3, 4, 5, 6, 7],
    5: [4, 5, 6, 7],
    6: [6, 7],
    7: [],
  };

  it('deals by the punto banco tableau, and returns banker 98.94 %, player 98.77 %, tie 85.88 % over every deal of a shoe without end', () => {
    const pip = (card: number) => Math.min(10, card + 1) % 10;
    const wins = { player: 0, banker: 0, tie: 0 };
    everyDeal(coup, ({ player, banker, winner }, cards, chance) => {
      const [p, b] = [player.slice(0, 2), banker.slice(0, 2)].map((hand) => hand.reduce((sum, card) => sum + pip(card), 0) % 10);
      const natural = p >= 8 || b >= 8;
      const playerDraws = !natural && p <= 5;
      const bankerDraws = !natural && (playerDraws ? TABLEAU[b].includes(pip(player[2])) : b <= 5);
      if (player.length !== (playerDraws ? 3 : 2) || banker.length !== (bankerDraws ? 3 : 2)) throw new Error(`misdealt ${cards.join(',')}`);
      wins[winner] += chance;
    });
    // a side's bet: paid when it wins, returned on a tie (player and banker), lost otherwise
    const rtp: Record<BaccaratSide, number> = { player: wins.player * 2 + wins.tie, banker: wins.banker * 1.95 + wins.tie, tie: wins.tie * 9 };
    for (const side of ['banker', 'player', 'tie'] as const) expect(rtp[side]).toBeCloseTo(BACCARAT_RTP[side], 4);
    expect(BACCARAT_PAYS).toEqual({ player: 200, banker: 195, tie: 900 });
    // the engine pays so: a tie (9 against 9) returns a banker bet and pays a tie bet 9×
    expect(baccarat.play('banker', dealing([8, 8, 9, 9])).multiplier).toBe(100);
    expect(baccarat.play('tie', dealing([8, 8, 9, 9])).multiplier).toBe(900);
    expect(baccarat.play('banker', dealing([7, 8, 9, 9])).multiplier).toBe(195);
  });
});

describe('blackjack', () => {
  // The exact return with the best decision for each hand, from the rules alone: the chance of each
  // dealer's final total from their cards (a shoe without end), then each deal's best decision.
  const CARD_CLASSES = Array.from({ length: 10 }, (_, i) => i);
  const value = (cards: number[]) => {
    const hard = cards.reduce((sum, card) => sum + Math.min(10, card + 1), 0);
    return cards.includes(0) && hard <= 11 ? hard + 10 : hard;
  };
  const finals = new Map<string, Map<number, number>>();
  /** the dealer's final totals (22 = bust) and their chances, from `cards` (which count only by their hard sum and whether an ace is among them) */
  const dealerFinal = (cards: number[]): Map<number, number> => {
    const key = `${cards.reduce((sum, card) => sum + Math.min(10, card + 1), 0)}:${cards.includes(0)}`;
    const known = finals.get(key);
    if (known) return known;
    const total = value(cards);
    const out = new Map<number, number>();
    if (total >= 17) out.set(Math.min(total, 22), 1);
    else
      for (const card of CARD_CLASSES) {
        for (const [final, chance] of dealerFinal([...cards, card])) out.set(final, (out.get(final) ?? 0) + chance * chanceOf(card));
      }
    finals.set(key, out);
    return out;
  };
  const standReturn = (mine: number, dealer: number[]) => {
    if (mine > 21) return 0;
    let sum = 0;
    for (const [final, chance] of dealerFinal(dealer)) sum += chance * (final > 21 || mine > final ? 2 : mine === final ? 1 : 0);
    return sum;
  };
  const natural = (cards: number[]) => cards.length === 2 && value(cards) === 21;

  /** the best decision and its return for the player's two cards against the dealer's up card, the dealer holding no blackjack */
  const decisions = new Map<string, { action: BlackjackAction; value: number }>();
  const best = (player: number[], up: number): { action: BlackjackAction; value: number } => {
    const key = `${[...player].sort().join(',')}:${up}`;
    const known = decisions.get(key);
    if (known) return known;
    let weight = 0;
    let stand = 0;
    let hit = 0;
    for (const hole of CARD_CLASSES) {
      if (natural([up, hole])) continue;
      weight += chanceOf(hole);
      stand += chanceOf(hole) * standReturn(value(player), [up, hole]);
      for (const card of CARD_CLASSES) hit += chanceOf(hole) * chanceOf(card) * standReturn(value([...player, card]), [up, hole]);
    }
    const decision: { action: BlackjackAction; value: number } =
      hit > stand ? { action: 'hit', value: hit / weight } : { action: 'stand', value: stand / weight };
    decisions.set(key, decision);
    return decision;
  };

  const exactRtp = (() => {
    let rtp = 0;
    for (const [p1, p2, up, hole] of CARD_CLASSES.flatMap((a) =>
      CARD_CLASSES.flatMap((b) => CARD_CLASSES.flatMap((c) => CARD_CLASSES.map((d) => [a, b, c, d]))),
    )) {
      const chance = chanceOf(p1) * chanceOf(p2) * chanceOf(up) * chanceOf(hole);
      const [mine, theirs] = [natural([p1, p2]), natural([up, hole])];
      if (mine || theirs) rtp += chance * (mine && theirs ? 1 : mine ? 2.5 : 0);
      else {
        // the decision knows the two cards and the up card, never the hole card (the best one is over every hole card)
        const action = best([p1, p2], up).action;
        rtp +=
          chance *
          (action === 'stand'
            ? standReturn(value([p1, p2]), [up, hole])
            : CARD_CLASSES.reduce((sum, card) => sum + chanceOf(card) * standReturn(value([p1, p2, card]), [up, hole]), 0));
      }
    }
    return rtp;
  })();

  it('declares the exact return with the best decision for each hand', () => {
    expect(BLACKJACK_RTP).toBeCloseTo(exactRtp, 4);
  });

  it('plays to that return: 200 000 rounds with the best decisions within 1 point of it (a round’s return varies by under 1: 4.7 standard errors)', () => {
    // a fast generator for the simulation (the engine only needs draws); each round's deal replayed for its decision
    let seed = 0x2545f491;
    const next = () => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return seed >>> 0;
    };
    const replayable = (numbers: number[]): Draws => {
      let at = 0;
      return {
        int: (n) => {
          while (numbers.length <= at) numbers.push(next());
          return numbers[at++] % n;
        },
      };
    };
    const rounds = 200_000;
    let returned = 0;
    for (let i = 0; i < rounds; i += 1) {
      const numbers: number[] = [];
      const deal = blackjack.play('deal', replayable(numbers));
      if (deal.multiplier !== null) {
        returned += deal.multiplier;
        continue;
      }
      const { player, dealer } = deal.outcome as { player: number[]; dealer: number[] };
      const action = best(
        player.map((card) => Math.min(9, card % 13)),
        Math.min(9, dealer[0] % 13),
      ).action;
      returned += blackjack.play(action, replayable(numbers)).multiplier!;
    }
    expect(Math.abs(returned / (rounds * 100) - exactRtp)).toBeLessThan(0.01);
    expect(handTotal([0, 12])).toBe(21);
  });
});

describe('video poker (Jacks or Better, 9/6)', () => {
  /** a card from its rank and suit as written: "As" the ace of spades, "Td" the ten of diamonds */
  const card = (text: string) => 'A23456789TJQK'.indexOf(text[0]) + 13 * 'shdc'.indexOf(text[1]);
  const hand = (text: string) => text.split(' ').map(card);

  it('names each hand as poker does, and pays it by the 9/6 table', () => {
    const HANDS: [string, PokerHand, number][] = [
      ['Ts Js Qs Ks As', 'royal-flush', 800],
      ['Kh Ah Qh Th Jh', 'royal-flush', 800],
      ['9h Th Jh Qh Kh', 'straight-flush', 50],
      ['As 2s 3s 4s 5s', 'straight-flush', 50],
      ['Kh Kd Kc Ks 2d', 'four-of-a-kind', 25],
      ['3h 3d 3c 9s 9d', 'full-house', 9],
      ['2c 7c 9c Jc Kc', 'flush', 6],
      ['As 2d 3c 4h 5s', 'straight', 4],
      ['Ts Jd Qc Kh Ah', 'straight', 4],
      ['6s 7d 8c 9h Ts', 'straight', 4],
      // no straight round the corner, and not with a pair in it
      ['Qs Kd Ac 2h 3s', 'nothing', 0],
      ['5s 6d 7c 8h 8s', 'nothing', 0],
      ['7s 7d 7c Kh 2s', 'three-of-a-kind', 3],
      ['4s 4d Jc Jh 2s', 'two-pair', 2],
      ['2s 2d 3c 3h As', 'two-pair', 2],
      ['Js Jd 4c 8h 2s', 'jacks-or-better', 1],
      ['As 7d Ac 8h 2s', 'jacks-or-better', 1],
      ['Ts Td 4c 8h 2s', 'nothing', 0],
      ['2s 4d 6c 8h Th', 'nothing', 0],
      ['2h 4h 6h 8h Ts', 'nothing', 0],
    ];
    for (const [cards, name, pays] of HANDS) {
      expect([cards, pokerHand(hand(cards))]).toEqual([cards, name]);
      expect(POKER_PAYS[name]).toBe(pays * 100);
    }
  });

  // every five cards of 52, ascending, in one order; each deal's hand named once for the two tests below
  const DEALS = 2_598_960;
  const HAND_ORDER = Object.keys(POKER_PAYS) as PokerHand[];
  const everyDeal = (visit: (cards: number[], deal: number) => void) => {
    const cards = [0, 0, 0, 0, 0];
    let deal = 0;
    for (cards[0] = 0; cards[0] < 48; cards[0] += 1)
      for (cards[1] = cards[0] + 1; cards[1] < 49; cards[1] += 1)
        for (cards[2] = cards[1] + 1; cards[2] < 50; cards[2] += 1)
          for (cards[3] = cards[2] + 1; cards[3] < 51; cards[3] += 1) for (cards[4] = cards[3] + 1; cards[4] < 52; cards[4] += 1) visit(cards, deal++);
  };
  let named: Uint8Array | undefined;
  const handsOfEveryDeal = () => {
    if (named) return named;
    named = new Uint8Array(DEALS);
    everyDeal((cards, deal) => {
      named![deal] = HAND_ORDER.indexOf(pokerHand(cards));
    });
    return named;
  };

  it('counts each hand among all 2 598 960 deals as combinatorics does', () => {
    const counts: Partial<Record<PokerHand, number>> = {};
    for (const hand of handsOfEveryDeal()) counts[HAND_ORDER[hand]] = (counts[HAND_ORDER[hand]] ?? 0) + 1;
    // 4 royal, 10·4 − 4 straight flushes, 13·48 four of a kind, 13·4·12·6 full houses, 4·C(13,5) − 40 flushes,
    // 10·4⁵ − 40 straights, 13·4·C(12,2)·16 three of a kind, C(13,2)·6·6·44 two pairs, and of the
    // 13·6·C(12,3)·64 = 1 098 240 one pairs the 4 of 13 ranks jacks to aces
    expect(counts).toEqual({
      'royal-flush': 4,
      'straight-flush': 36,
      'four-of-a-kind': 624,
      'full-house': 3_744,
      flush: 5_108,
      straight: 10_200,
      'three-of-a-kind': 54_912,
      'two-pair': 123_552,
      'jacks-or-better': 337_920,
      nothing: DEALS - 4 - 36 - 624 - 3_744 - 5_108 - 10_200 - 54_912 - 123_552 - 337_920,
    });
  });

  it('deals ten different cards a round, every card as likely in every place, and draws from them in order', () => {
    // the first two places over all 52 × 51 first draws: each ordered pair of cards once
    const pairs = new Set<number>();
    for (let a = 0; a < 52; a += 1)
      for (let b = 0; b < 51; b += 1) {
        const deck = shuffledDeck(fixed(a, b, 0, 0, 0, 0, 0, 0, 0, 0));
        expect(new Set(deck).size).toBe(10);
        pairs.add(deck[0] * 52 + deck[1]);
      }
    expect(pairs.size).toBe(52 * 51);
    const draws = () => fixed(...Array.from({ length: 10 }, (_, i) => (i * 7) % (52 - i)));
    const deck = shuffledDeck(draws());
    expect(videoPoker.play({ action: 'deal' }, draws())).toEqual({ multiplier: null, outcome: { dealt: deck.slice(0, 5) } });
    // holding the 1st and 4th (bits 0 and 3): the others take the 6th, 7th and 8th cards, in order
    const drawn = videoPoker.play({ action: 'draw', hold: 0b01001 }, draws()).outcome;
    expect(drawn.cards).toEqual([deck[0], deck[5], deck[6], deck[3], deck[7]]);
    expect(videoPoker.play({ action: 'draw', hold: 31 }, draws()).outcome.cards).toEqual(deck.slice(0, 5));
    for (const bad of [
      {},
      { action: 'draw' },
      { action: 'draw', hold: 32 },
      { action: 'draw', hold: -1 },
      { action: 'draw', hold: 1.5 },
      { action: 'hit' },
    ] as const) {
      expect(videoPoker.choose(bad as never)).toBeUndefined();
    }
    expect(blackjack.choose({ action: 'draw' })).toBeUndefined();
  });

  it('returns 99.54 % with the best holds, computed exactly over every deal and draw (the published 99.5439 % of 9/6 Jacks or Better)', () => {
    // For a deal H and the cards held S, the draws are every final hand F ⊇ S that shares no card with the
    // discards H∖S: with sum[T] = the pays of all hands holding T, by inclusion–exclusion that is
    // Σ over U, S ⊆ U ⊆ H, of (−1)^|U∖S| · sum[U], over C(47, 5 − |S|) draws.
    const choose = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);
    // flat typed tables: the loops below run 2 598 960 × 32 times
    const C = Float64Array.from({ length: 53 * 6 }, (_, at) => choose(Math.floor(at / 6), at % 6));
    const bits = (mask: number) => [0, 1, 2, 3, 4].filter((i) => mask & (1 << i));
    const size = Uint8Array.from({ length: 32 }, (_, mask) => bits(mask).length);
    const top = Int8Array.from({ length: 32 }, (_, mask) => Math.max(-1, ...bits(mask)));
    const sums = [0, 1, 2, 3, 4, 5].map((k) => new Float64Array(C[52 * 6 + k]));
    const index = new Int32Array(32);
    /** each subset's place among the subsets of its size (the combinatorial number system), the cards ascending */
    const subsets = (cards: readonly number[]) => {
      index[0] = 0;
      for (let mask = 1; mask < 32; mask += 1) index[mask] = index[mask ^ (1 << top[mask])] + C[cards[top[mask]] * 6 + size[mask]];
    };
    const hands = handsOfEveryDeal();
    const pays = HAND_ORDER.map((hand) => POKER_PAYS[hand] / 100);
    everyDeal((cards, deal) => {
      subsets(cards);
      for (let mask = 0; mask < 32; mask += 1) sums[size[mask]][index[mask]] += pays[hands[deal]];
    });
    const value = new Float64Array(32);
    let total = 0;
    everyDeal((cards) => {
      subsets(cards);
      for (let mask = 0; mask < 32; mask += 1) value[mask] = sums[size[mask]][index[mask]];
      for (let bit = 0; bit < 5; bit += 1) for (let mask = 0; mask < 32; mask += 1) if (!(mask & (1 << bit))) value[mask] -= value[mask | (1 << bit)];
      let best = 0;
      for (let mask = 0; mask < 32; mask += 1) best = Math.max(best, value[mask] / C[47 * 6 + 5 - size[mask]]);
      total += best;
    });
    expect(total / DEALS).toBeCloseTo(0.995439, 6);
    expect(VIDEO_POKER_RTP).toBeCloseTo(total / DEALS, 4);
  }, 180_000);
});
