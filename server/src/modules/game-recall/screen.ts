// What a round's screen showed, read back from the state each game stores when the round settles (the
// studio's round outcome, a live round's result and its bets): nothing is replayed or recomputed. Cards
// are written as rank and suit, so a recall reads as the table did.
import { cardName, type BlackjackState } from '@arena/provably-fair';
import { LiveBetStatus, type LiveGameCode, type RecallScreen } from '@arena/contracts';

type Stored = Record<string, unknown>;
const int = (value: unknown): number => (typeof value === 'number' ? value : 0);
const ints = (value: unknown): number[] => (Array.isArray(value) ? value.map(int) : []);

function table(state: Pick<BlackjackState, 'dealer' | 'hands' | 'insurance'> & { actions: readonly string[] }): RecallScreen {
  return {
    kind: 'cards',
    dealer: state.dealer.map(cardName),
    hands: state.hands.map((hand) => ({ cards: hand.cards.map(cardName), doubled: hand.doubled })),
    insurance: state.insurance,
    actions: [...state.actions],
  };
}

/**
 * One of the studio's own rounds. `outcome` is what settlement stored (the choices with the outcome);
 * an open Blackjack round shows what its player sees now, the dealer's up card only (never the hole card).
 */
export function studioScreen(game: string, outcome: unknown, openState: unknown): RecallScreen | null {
  if (game === 'blackjack' && !outcome && openState) {
    const state = openState as BlackjackState;
    return table({ ...state, dealer: state.dealer.slice(0, 1) });
  }
  if (!outcome || typeof outcome !== 'object') return null;
  const o = outcome as Stored;
  switch (game) {
    case 'blackjack':
      return table(o as unknown as BlackjackState);
    case 'sultan':
    case 'bosphorus':
      return {
        kind: 'reels',
        grid: (o.grid as string[][]) ?? [],
        stops: ints(o.stops),
        winningLines: Array.isArray(o.lines) ? o.lines.length : 0,
        freeSpins: Array.isArray(o.freeSpins) ? o.freeSpins.length : 0,
      };
    case 'roulette':
      return { kind: 'ball', number: int(o.number), colour: String(o.colour) };
    case 'dice':
      return { kind: 'roll', roll: int(o.roll), target: int(o.target), over: Boolean(o.over) };
    case 'limbo':
      return { kind: 'multiplier', result: int(o.result), target: int(o.target), cashedOutAt: [] };
    case 'plinko':
      return { kind: 'plinko', path: ints(o.path), bucket: int(o.bucket), rows: int(o.rows), risk: String(o.risk) };
    default:
      return null;
  }
}

/** A live round's screen: its result once final (it stays secret before), with the player's own bets where they shape it. */
export function liveScreen(game: LiveGameCode, result: Stored, bets: readonly { status: LiveBetStatus; multiplier: number }[]): RecallScreen {
  switch (game) {
    case 'aviator':
      return {
        kind: 'multiplier',
        result: int(result.crashPoint),
        target: null,
        cashedOutAt: bets.filter((bet) => bet.status === LiveBetStatus.Won).map((bet) => bet.multiplier),
      };
    case 'wheel':
      return { kind: 'wheel', number: result.number === null ? null : int(result.number), bonus: int(result.bonus) };
    case 'auto-roulette':
      return { kind: 'ball', number: int(result.number), colour: String(result.colour) };
    case 'bingo':
      return { kind: 'balls', balls: ints(result.draw).slice(0, int(result.calls)) };
  }
}
