// Arena Originals Blackjack: a round of several steps (the player acts between cards), so it lives beside
// the single-step registry. An infinite deck as Stake deals it: card i of the round is floats[i] → index
// floor(float × 52) into Stake's card list (♦2 ♥2 ♠2 ♣2 ♦3 … ♣A). Cards 0 and 2 go to the player, 1 (up)
// and 3 (hole) to the dealer; every later card is taken in order when the play needs one.
// Rules: dealer stands on all 17s, blackjack pays 3:2, the dealer peeks with an ace or a ten up,
// insurance (half the bet, pays 2:1) when the dealer shows an ace (with a blackjack it is even money),
// double on any first two cards (also after a split), one split into two hands (split aces take one card
// each; 21 after a split is no blackjack). Pure and synchronous: the server, the verify page and the RTP
// bench play rounds with exactly these functions. Money is integer minor units.

import { step, type Step } from './steps';

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'noInsurance';
export const BLACKJACK_ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split', 'insurance', 'noInsurance'];

/** The floats a round may use: two hands of at most 21 cards each and a dealer's at most 17 stay under 64. */
export const BLACKJACK_FLOATS = 64;

/**
 * The return to player of basic strategy (BASIC_STRATEGY) under these rules, per first bet: 99.4288 %
 * computed exactly for the infinite deck (blackjack.test.ts), and what the RTP bench measures.
 */
export const BLACKJACK_RTP = 0.9943;

const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
const SUITS = ['♦', '♥', '♠', '♣'] as const;

/** A card is its index 0 … 51 in Stake's list: rank = index / 4, suit = index % 4. */
export const cardOf = (float: number): number => Math.floor(float * 52);
export const cardRank = (card: number): (typeof RANKS)[number] => RANKS[Math.floor(card / 4)];
export const cardSuit = (card: number): (typeof SUITS)[number] => SUITS[card % 4];
export const cardName = (card: number): string => `${cardRank(card)}${cardSuit(card)}`;
/** 2 … 10, faces 10, the ace 11 (handValue counts it 1 when 11 would bust) */
export function cardValue(card: number): number {
  const rank = Math.floor(card / 4);
  return rank <= 8 ? rank + 2 : rank < 12 ? 10 : 11;
}

export interface HandValue {
  total: number;
  /** an ace still counts 11 */
  soft: boolean;
}

export function handValue(cards: readonly number[]): HandValue {
  let total = 0;
  let elevens = 0;
  for (const card of cards) {
    total += cardValue(card);
    if (cardValue(card) === 11) elevens++;
  }
  while (total > 21 && elevens > 0) {
    total -= 10;
    elevens--;
  }
  return { total, soft: elevens > 0 };
}

export interface BlackjackHand {
  cards: number[];
  doubled: boolean;
}

export interface BlackjackState {
  /** the float index of the next card */
  cursor: number;
  /** up card first, then the hole card, then the cards the dealer drew */
  dealer: number[];
  /** one hand, two after a split */
  hands: BlackjackHand[];
  /** the hand being played; the ones before it are finished */
  active: number;
  /** insurance: deciding on insurance; player: playing hands[active]; done: settled */
  phase: 'insurance' | 'player' | 'done';
  /** taken, declined, or null when not offered */
  insurance: boolean | null;
  /** every action taken, in order: with the seeds, all a verifier needs */
  actions: BlackjackAction[];
}

/** A finished round as the studio stores it (contracts blackjackOutcomeSchema): with the seeds, all a verifier needs. */
export interface BlackjackOutcome {
  /** returned more than staked */
  win: boolean;
  /** returned per 100 staked in all */
  multiplier: number;
  bet: number;
  dealer: number[];
  hands: BlackjackHand[];
  insurance: boolean | null;
  actions: BlackjackAction[];
}

export class IllegalActionError extends Error {
  constructor(readonly action: string) {
    super(`blackjack: ${action} is not allowed now`);
  }
}

const isBlackjack = (cards: readonly number[]) => cards.length === 2 && handValue(cards).total === 21;
/** a player's natural: the two first cards of an unsplit hand make 21 */
export const playerBlackjack = (state: BlackjackState): boolean => state.hands.length === 1 && isBlackjack(state.hands[0].cards);
export const dealerBlackjack = (state: BlackjackState): boolean => isBlackjack(state.dealer.slice(0, 2));
const splitAces = (state: BlackjackState) => state.hands.length === 2 && cardValue(state.hands[0].cards[0]) === 11;

function draw(state: BlackjackState, floats: readonly number[]): number {
  if (state.cursor >= floats.length) throw new RangeError(`blackjack: card ${state.cursor} needs more than ${floats.length} floats`);
  return cardOf(floats[state.cursor++]);
}

const copy = (state: BlackjackState): BlackjackState => ({
  ...state,
  dealer: [...state.dealer],
  hands: state.hands.map((hand) => ({ cards: [...hand.cards], doubled: hand.doubled })),
  actions: [...state.actions],
});

/** The dealer draws to 17 (standing on soft 17) unless every hand has bust; the round is done. */
function dealerPlays(state: BlackjackState, floats: readonly number[]): void {
  if (state.hands.some((hand) => handValue(hand.cards).total <= 21)) {
    while (handValue(state.dealer).total < 17) state.dealer.push(draw(state, floats));
  }
  state.phase = 'done';
}

/** Finishes the hands that need no decision (21, bust, doubled, split aces), dealing split hands their second card. */
function advance(state: BlackjackState, floats: readonly number[]): void {
  while (state.active < state.hands.length) {
    const hand = state.hands[state.active];
    if (hand.cards.length === 1) hand.cards.push(draw(state, floats));
    if (splitAces(state) || hand.doubled || handValue(hand.cards).total >= 21) state.active++;
    else return;
  }
  dealerPlays(state, floats);
}

/** After the deal (and the insurance decision): the dealer peeks; a blackjack on either side ends the round. */
function peek(state: BlackjackState, floats: readonly number[]): void {
  if (dealerBlackjack(state) || playerBlackjack(state)) state.phase = 'done';
  else {
    state.phase = 'player';
    advance(state, floats);
  }
}

/** The deal: player, dealer up, player, dealer hole. */
export function deal(floats: readonly number[]): BlackjackState {
  const state: BlackjackState = { cursor: 0, dealer: [], hands: [{ cards: [], doubled: false }], active: 0, phase: 'player', insurance: null, actions: [] };
  for (let i = 0; i < 2; i++) {
    state.hands[0].cards.push(draw(state, floats));
    state.dealer.push(draw(state, floats));
  }
  if (cardValue(state.dealer[0]) === 11) state.phase = 'insurance';
  else peek(state, floats);
  return state;
}

/** The actions the player may take now. */
export function legalActions(state: BlackjackState): BlackjackAction[] {
  if (state.phase === 'insurance') return ['insurance', 'noInsurance'];
  if (state.phase !== 'player') return [];
  const { cards } = state.hands[state.active];
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (cards.length === 2) actions.push('double');
  if (state.hands.length === 1 && cards.length === 2 && cardValue(cards[0]) === cardValue(cards[1])) actions.push('split');
  return actions;
}

/** The state after the player's action; IllegalActionError when it is not allowed now. */
export function act(previous: BlackjackState, action: BlackjackAction, floats: readonly number[]): BlackjackState {
  if (!legalActions(previous).includes(action)) throw new IllegalActionError(action);
  const state = copy(previous);
  state.actions.push(action);
  const hand = state.hands[state.active];
  switch (action) {
    case 'insurance':
    case 'noInsurance':
      state.insurance = action === 'insurance';
      peek(state, floats);
      return state;
    case 'hit':
      hand.cards.push(draw(state, floats));
      break;
    case 'stand':
      state.active++;
      break;
    case 'double':
      hand.doubled = true;
      hand.cards.push(draw(state, floats));
      break;
    case 'split':
      state.hands = [
        { cards: [hand.cards[0]], doubled: false },
        { cards: [hand.cards[1]], doubled: false },
      ];
      break;
  }
  advance(state, floats);
  return state;
}

/** Stands every open hand (and declines insurance): how an abandoned round is finished. */
export function standAll(state: BlackjackState, floats: readonly number[]): BlackjackState {
  let next = state;
  while (next.phase !== 'done') next = act(next, next.phase === 'insurance' ? 'noInsurance' : 'stand', floats);
  return next;
}

/** Insurance costs half the bet, floored to the minor unit. */
export const insuranceStake = (bet: number): number => Math.floor(bet / 2);

/** What an action stakes on top of the bet: the double and the split one bet each, insurance half of one. */
export function actionStake(action: BlackjackAction, bet: number): number {
  if (action === 'double' || action === 'split') return bet;
  return action === 'insurance' ? insuranceStake(bet) : 0;
}

/** Everything staked in the round so far: a bet per hand, one more per double, and the insurance. */
export function totalStake(state: BlackjackState, bet: number): number {
  const hands = state.hands.reduce((sum, hand) => sum + (hand.doubled ? 2 : 1) * bet, 0);
  return hands + (state.insurance ? insuranceStake(bet) : 0);
}

export type HandResult = 'blackjack' | 'win' | 'push' | 'loss';

/** How a hand of a finished round ends against the dealer. */
export function handResult(state: BlackjackState, index: number): HandResult {
  const player = handValue(state.hands[index].cards).total;
  const natural = index === 0 && playerBlackjack(state);
  if (dealerBlackjack(state)) return natural ? 'push' : 'loss';
  if (natural) return 'blackjack';
  if (player > 21) return 'loss';
  const dealer = handValue(state.dealer).total;
  return dealer > 21 || player > dealer ? 'win' : player === dealer ? 'push' : 'loss';
}

/** The total a finished round returns, minor units: stakes back on a push, 3:2 on a blackjack (floored), 2:1 on insurance. */
export function settle(state: BlackjackState, bet: number): number {
  if (state.phase !== 'done') throw new Error('blackjack: the round is not finished');
  const insurance = state.insurance && dealerBlackjack(state) ? 3 * insuranceStake(bet) : 0;
  return state.hands.reduce((sum, hand, index) => {
    const stake = (hand.doubled ? 2 : 1) * bet;
    const result = handResult(state, index);
    return sum + (result === 'blackjack' ? Math.floor((stake * 5) / 2) : result === 'win' ? 2 * stake : result === 'push' ? stake : 0);
  }, insurance);
}

/** Replays a round from its floats and the actions taken (the verify page, a test lab). */
export function replay(floats: readonly number[], actions: readonly BlackjackAction[]): BlackjackState {
  return actions.reduce((state, action) => act(state, action, floats), deal(floats));
}

/** A finished round in words, one step a line, for the verify page: each card from its float, then the hands. */
export function blackjackSteps(floats: readonly number[], state: BlackjackState): Step[] {
  const cards = floats
    .slice(0, state.cursor)
    .map((float, i) =>
      step('card {number}: floor({float} × 52) = {card} → {name}', { number: i + 1, float, card: cardOf(float), name: cardName(cardOf(float)) }),
    );
  const hand = (cards: readonly number[]) => `${cards.map(cardName).join(' ')} = ${handValue(cards).total}`;
  return [
    ...cards,
    step('actions: {actions}', { actions: state.actions.join(', ') || '–' }),
    step('dealer: {hand}', { hand: hand(state.dealer) }),
    ...state.hands.map((player, i) =>
      step(player.doubled ? 'hand {number}: {hand}, doubled: {result}' : 'hand {number}: {hand}: {result}', {
        number: i + 1,
        hand: hand(player.cards),
        result: step(state.phase === 'done' ? handResult(state, i) : 'open'),
      }),
    ),
  ];
}

/**
 * Basic strategy for these rules (infinite deck, dealer stands on soft 17, double after split, no
 * surrender): per player hand, one letter per dealer up card 2, 3, …, 10, A. H hit, S stand, D double
 * (else hit), X double (else stand), P split. Insurance is never taken.
 */
export const BASIC_STRATEGY = {
  hard: {
    8: 'HHHHHHHHHH',
    9: 'HDDDDHHHHH',
    10: 'DDDDDDDDHH',
    11: 'DDDDDDDDDH',
    12: 'HHSSSHHHHH',
    13: 'SSSSSHHHHH',
    14: 'SSSSSHHHHH',
    15: 'SSSSSHHHHH',
    16: 'SSSSSHHHHH',
  } as Record<number, string>,
  soft: {
    13: 'HHHDDHHHHH',
    14: 'HHHDDHHHHH',
    15: 'HHDDDHHHHH',
    16: 'HHDDDHHHHH',
    17: 'HDDDDHHHHH',
    18: 'SXXXXSSHHH',
  } as Record<number, string>,
  /** by the pair's card value */
  pairs: {
    2: 'PPPPPPHHHH',
    3: 'PPPPPPHHHH',
    4: 'HHHPPHHHHH',
    6: 'PPPPPHHHHH',
    7: 'PPPPPPHHHH',
    8: 'PPPPPPPPPP',
    9: 'PPPPPSPPSS',
    11: 'PPPPPPPPPP',
  } as Record<number, string>,
};

/** The basic strategy's action for a round in play. */
export function basicStrategy(state: BlackjackState): BlackjackAction {
  if (state.phase === 'insurance') return 'noInsurance';
  const legal = legalActions(state);
  const { cards } = state.hands[state.active];
  const column = cardValue(state.dealer[0]) - 2;
  const { total, soft } = handValue(cards);
  const pair = legal.includes('split') ? BASIC_STRATEGY.pairs[cardValue(cards[0])]?.[column] : undefined;
  if (pair === 'P') return 'split';
  const letter = (soft ? BASIC_STRATEGY.soft[total] : BASIC_STRATEGY.hard[total])?.[column] ?? (total >= 17 ? 'S' : 'H');
  const canDouble = legal.includes('double');
  if (letter === 'D') return canDouble ? 'double' : 'hit';
  if (letter === 'X') return canDouble ? 'double' : 'stand';
  return letter === 'S' ? 'stand' : 'hit';
}
