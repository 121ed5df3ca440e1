// The simulator's blackjack, one hand against the dealer, cards from a shoe without end (cards.ts).
// Deal: two cards each, one of the dealer's face down. A blackjack (21 on two cards) settles at once:
// the player's pays 3:2 (2.5×), the dealer's takes the stake, both return it. Otherwise the player makes
// one decision: hit (one more card, then stand) or stand. A player over 21 loses; the dealer then draws
// to 17 or more (standing on a soft 17); the higher total wins 1:1 (2×), equal totals return the stake.
// The round's cards come from its draws, so the decision replays the deal the player saw.
// Return to player with the best decision for each hand: 94.85 % (exact from the rules, games.test.ts).
import { dealer, pips } from './cards';
import type { SimulatedGame } from './game';

export type BlackjackAction = 'deal' | 'hit' | 'stand';
export const BLACKJACK_RTP = 0.9485;

/** the hand's best total: an ace counts 11 where that stays 21 or under */
export function handTotal(cards: readonly number[]): number {
  const hard = cards.reduce((sum, card) => sum + pips(card), 0);
  return cards.some((card) => card % 13 === 0) && hard + 10 <= 21 ? hard + 10 : hard;
}

const isBlackjack = (cards: readonly number[]) => cards.length === 2 && handTotal(cards) === 21;

export const blackjack: SimulatedGame<BlackjackAction> = {
  choose: ({ action }) => (action === 'deal' || action === 'hit' || action === 'stand' ? action : undefined),
  play(action, draws) {
    const card = dealer(draws);
    const player = [card()];
    const house = [card()];
    player.push(card());
    house.push(card());
    const settled = (multiplier: number) => ({
      multiplier,
      outcome: { player, dealer: house, playerTotal: handTotal(player), dealerTotal: handTotal(house), action },
    });
    if (isBlackjack(player) || isBlackjack(house)) return settled(isBlackjack(player) ? (isBlackjack(house) ? 100 : 250) : 0);
    // the hole card stays face down until the player decides
    if (action === 'deal') return { multiplier: null, outcome: { player, dealer: [house[0]], playerTotal: handTotal(player), action } };
    if (action === 'hit') player.push(card());
    if (handTotal(player) > 21) return settled(0);
    while (handTotal(house) < 17) house.push(card());
    const [mine, theirs] = [handTotal(player), handTotal(house)];
    return settled(theirs > 21 || mine > theirs ? 200 : mine === theirs ? 100 : 0);
  },
};
