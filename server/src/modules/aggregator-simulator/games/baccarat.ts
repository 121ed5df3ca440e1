// The simulator's baccarat (punto banco), one coup a round, cards from a shoe without end (cards.ts).
// A hand's total is its pips mod 10 (tens and faces 0). Either hand at 8 or 9 on two cards stands
// (a natural); else the player draws on 0–5, and the banker draws on 0–5 if the player stood, or else
// by the player's third card: on 0–2 always, on 3 unless it is an 8, on 4 with a 2–7, on 5 with a 4–7,
// on 6 with a 6–7, never on 7.
//   player pays 1:1 (2×), banker 0.95:1 (1.95×), tie 8:1 (9×); a tie returns player and banker bets.
// Return to player (exact over the shoe, games.test.ts): banker 98.94 %, player 98.77 %, tie 85.88 % (house edges of 1.06, 1.23 and 14.12 %).
import { dealer, pips } from './cards';
import type { SimulatedGame } from './game';

export type BaccaratSide = 'player' | 'banker' | 'tie';
export const BACCARAT_PAYS: Record<BaccaratSide, number> = { player: 200, banker: 195, tie: 900 };
export const BACCARAT_RTP: Record<BaccaratSide, number> = { banker: 0.9894, player: 0.9877, tie: 0.8588 };

const total = (cards: readonly number[]) => cards.reduce((sum, card) => sum + pips(card), 0) % 10;

/** whether the banker draws on `banker` after the player's third card (null: the player stood) */
function bankerDraws(banker: number, third: number | null): boolean {
  if (third === null) return banker <= 5;
  const pip = pips(third) % 10;
  if (banker <= 2) return true;
  if (banker === 3) return pip !== 8;
  if (banker === 4) return pip >= 2 && pip <= 7;
  if (banker === 5) return pip >= 4 && pip <= 7;
  if (banker === 6) return pip >= 6 && pip <= 7;
  return false;
}

/** one coup: the cards are dealt player, banker, player, banker, then the third cards */
export function coup(card: () => number): { player: number[]; banker: number[]; winner: BaccaratSide } {
  const player = [card()];
  const banker = [card()];
  player.push(card());
  banker.push(card());
  if (total(player) < 8 && total(banker) < 8) {
    const third = total(player) <= 5 ? card() : null;
    if (third !== null) player.push(third);
    if (bankerDraws(total(banker), third)) banker.push(card());
  }
  const winner = total(player) > total(banker) ? 'player' : total(banker) > total(player) ? 'banker' : 'tie';
  return { player, banker, winner };
}

export const baccarat: SimulatedGame<BaccaratSide> = {
  choose: ({ side }) => side,
  play(side, draws) {
    const { player, banker, winner } = coup(dealer(draws));
    const multiplier = winner === side ? BACCARAT_PAYS[side] : winner === 'tie' ? 100 : 0;
    return { multiplier, outcome: { player, banker, playerTotal: total(player), bankerTotal: total(banker), winner, side } };
  },
};
