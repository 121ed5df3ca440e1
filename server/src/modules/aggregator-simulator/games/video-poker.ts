// The simulator's poker: Jacks or Better video poker, full pay (9/6), one hand a round from one deck of
// 52 shuffled for the round (a card is its index, cards.ts: rank = card % 13, ace 0 … king 12).
// Deal: five cards. The player holds any of them and draws: each card not held is replaced by the deck's
// next card (6th, 7th, …), so the hand drawn replays the deal the player saw. The final hand pays
// (for 1 staked, the stake included):
//   royal flush 800, straight flush 50, four of a kind 25, full house 9, flush 6, straight 4,
//   three of a kind 3, two pair 2, a pair of jacks, queens, kings or aces 1 (the stake back).
// Return to player with the best holds for each deal: 99.54 % (exact over every deal, games.test.ts).
import type { Draws } from './draws';
import type { SimulatedGame } from './game';

export type PokerHand =
  'royal-flush' | 'straight-flush' | 'four-of-a-kind' | 'full-house' | 'flush' | 'straight' | 'three-of-a-kind' | 'two-pair' | 'jacks-or-better' | 'nothing';

/** what each hand returns, in hundredths of the stake, best first */
export const POKER_PAYS: Readonly<Record<PokerHand, number>> = {
  'royal-flush': 80_000,
  'straight-flush': 5_000,
  'four-of-a-kind': 2_500,
  'full-house': 900,
  flush: 600,
  straight: 400,
  'three-of-a-kind': 300,
  'two-pair': 200,
  'jacks-or-better': 100,
  nothing: 0,
};

export const VIDEO_POKER_RTP = 0.9954;

/** the player's choice: deal, or draw holding the cards at these places (bit i: the i-th card of the deal) */
export type PokerChoice = { action: 'deal' } | { action: 'draw'; hold: number };

/** the round's deck as far as a hand can go: the deal's five cards, then the five that may replace them */
export function shuffledDeck(draws: Draws): number[] {
  const deck = Array.from({ length: 52 }, (_, card) => card);
  // the first ten places of a Fisher–Yates shuffle: every ordered ten of the 52 as likely
  for (let i = 0; i < 10; i += 1) {
    const j = i + draws.int(52 - i);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck.slice(0, 10);
}

/** the ranks of jacks, queens, kings and aces, as bits */
const HIGH = (1 << 0) | (1 << 10) | (1 << 11) | (1 << 12);
/** five ranks in a row, as bits */
const RUN = 0b11111;

/** the poker hand five cards make */
export function pokerHand(cards: readonly number[]): PokerHand {
  const counts = new Uint8Array(13);
  let ranks = 0;
  for (const card of cards) {
    counts[card % 13] += 1;
    ranks |= 1 << (card % 13);
  }
  const flush = cards.every((card) => Math.floor(card / 13) === Math.floor(cards[0] / 13));
  // the ace plays below the two (bit 0) and above the king (bit 13)
  const withHighAce = ranks | ((ranks & 1) << 13);
  let straight = false;
  for (let low = 0; low <= 9; low += 1) if (((withHighAce >> low) & RUN) === RUN) straight = true;
  let pairs = 0;
  let highPair = false;
  let three = false;
  for (let rank = 0; rank < 13; rank += 1) {
    if (counts[rank] === 4) return 'four-of-a-kind';
    if (counts[rank] === 3) three = true;
    if (counts[rank] === 2) {
      pairs += 1;
      if (HIGH & (1 << rank)) highPair = true;
    }
  }
  if (straight && flush) return ((withHighAce >> 9) & RUN) === RUN ? 'royal-flush' : 'straight-flush';
  if (three && pairs === 1) return 'full-house';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (three) return 'three-of-a-kind';
  if (pairs === 2) return 'two-pair';
  return highPair ? 'jacks-or-better' : 'nothing';
}

export const videoPoker: SimulatedGame<PokerChoice> = {
  choose: ({ action, hold }) => {
    if (action === 'deal') return { action };
    if (action === 'draw' && Number.isInteger(hold) && (hold as number) >= 0 && (hold as number) < 32) return { action, hold: hold as number };
    return undefined;
  },
  play(choice, draws) {
    const deck = shuffledDeck(draws);
    const dealt = deck.slice(0, 5);
    if (choice.action === 'deal') return { multiplier: null, outcome: { dealt } };
    let next = 5;
    const cards = dealt.map((card, i) => (choice.hold & (1 << i) ? card : deck[next++]));
    const hand = pokerHand(cards);
    return { multiplier: POKER_PAYS[hand], outcome: { dealt, cards, hold: choice.hold, hand } };
  },
};
