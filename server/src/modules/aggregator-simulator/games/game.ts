// One simulated game's rules, as the simulator's play route uses them: the player's choice read from
// the request, and a round decided from the round's draws (draws.ts). Amounts stay with the route: a
// round answers the stake's return as a multiplier, the route pays floor(stake × multiplier / 100).
import type { Draws } from './draws';

/** what a play request may choose, each field for the games that take it */
export interface PlayChoice {
  /** roulette: a colour or a number */
  pick?: 'red' | 'black' | number;
  /** crash: the cash-out target, in hundredths (250 = 2.50×) */
  target?: number;
  /** game show: the wheel's value bet on */
  segment?: number;
  /** baccarat: the hand bet on */
  side?: 'player' | 'banker' | 'tie';
  /** blackjack: deal, then hit (one card) or stand; video poker: deal, then draw */
  action?: 'deal' | 'hit' | 'stand' | 'draw';
  /** video poker: the cards held at the draw, bit i for the deal's i-th card */
  hold?: number;
}

export interface RoundResult {
  /** the stake's return in hundredths (0 lost, 100 returned, 250 = 2.5×); null while the round goes on (a dealt hand) */
  multiplier: number | null;
  /** what the page shows of the round */
  outcome: Record<string, unknown>;
}

export interface SimulatedGame<Choice> {
  /** the choice this game takes from the request; undefined when the request names none */
  choose(request: PlayChoice): Choice | undefined;
  play(choice: Choice, draws: Draws): RoundResult;
}
