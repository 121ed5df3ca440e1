// The registry of Arena Originals' single-step games: one round is one bet, settled at once from the
// round's floats. Each game says how many floats a round takes, how floats and the player's choice map
// to an outcome with its payout multiplier (integer hundredths), and that mapping in words for the
// verify page. The server, the verify page and the RTP bench all go through this table, so a game
// added here is played, verified and measured by the same code.
import {
  diceMultiplier,
  diceOutcome,
  diceWinChance,
  hundredths,
  limboOutcome,
  type DiceOutcome,
  type DiceParams,
  type LimboOutcome,
  type LimboParams,
} from './mapping';
import { maxSpins, REELS, SLOT_MACHINES, slotOutcome, type SlotMachine, type SlotOutcome, type SlotSpin } from './slots';

/** What every outcome carries: the payout multiplier in hundredths (0 on a loss) and whether it won. */
export interface OutcomeBase {
  win: boolean;
  multiplier: number;
}

export interface InstantGame<P, O extends OutcomeBase> {
  /** how many floats a round with these choices consumes (cursor blocks of 8 are drawn as needed) */
  floatCount(params: P): number;
  outcome(floats: readonly number[], params: P): O;
  /** the mapping from the floats to the outcome, one step a line (after the HMAC and float steps) */
  steps(floats: readonly number[], params: P, outcome: O): string[];
}

const dice: InstantGame<DiceParams, DiceOutcome> = {
  floatCount: () => 1,
  outcome: ([float], params) => diceOutcome(float, params),
  steps: (_floats, params, outcome) => [
    `roll = floor(float × 10001) / 100 = ${hundredths(outcome.roll)}`,
    `win chance = ${hundredths(diceWinChance(params))} %, multiplier = 99 / win chance = ${hundredths(diceMultiplier(params))}×`,
    `${hundredths(outcome.roll)} ${params.over ? '>' : '<'} ${hundredths(params.target)}: ${outcome.win ? 'win' : 'loss'}, pays ${hundredths(outcome.multiplier)}×`,
  ],
};

const limbo: InstantGame<LimboParams, LimboOutcome> = {
  floatCount: () => 1,
  outcome: ([float], params) => limboOutcome(float, params),
  steps: (_floats, params, outcome) => [
    `result = max(1, floor(1e8 / (float × 1e8) × 0.99 × 100) / 100) = ${hundredths(outcome.result)}×`,
    `${hundredths(outcome.result)} ≥ ${hundredths(params.target)}: ${outcome.win ? 'win' : 'loss'}, pays ${hundredths(outcome.multiplier)}×`,
  ],
};

/** one spin in words: its floats' reel stops, the middle row, and each win */
function spinSteps(title: string, spin: SlotSpin): string[] {
  return [
    `${title}: stops = floor(float × strip length) = [${spin.stops.join(', ')}], rows: ${spin.grid.map((row) => row.join(' ')).join(' / ')}`,
    ...spin.lines.map((win) => `line ${win.line}: ${win.count} × ${win.symbol} pays ${hundredths(win.multiplier)}×`),
    ...(spin.scatter.multiplier > 0 ? [`${spin.scatter.count} scatters pay ${hundredths(spin.scatter.multiplier)}×`] : []),
  ];
}

/** A video slot: no choices, every spin of the round (base and free spins) from 5 floats each. */
const slot = (machine: SlotMachine): InstantGame<Record<string, never>, SlotOutcome> => ({
  floatCount: () => REELS * maxSpins(machine),
  outcome: (floats) => slotOutcome(machine, floats),
  steps: (_floats, _params, outcome) => [
    ...spinSteps('spin (floats 1–5)', outcome),
    ...outcome.freeSpins.flatMap((spin, index) => spinSteps(`free spin ${index + 1} (floats ${REELS * (index + 1) + 1}–${REELS * (index + 2)})`, spin)),
    `total: ${hundredths(outcome.multiplier)}× the bet`,
  ],
});

export const instantGames = { dice, limbo, sultan: slot(SLOT_MACHINES.sultan), bosphorus: slot(SLOT_MACHINES.bosphorus) };

export type InstantGameCode = keyof typeof instantGames;
/** the player's choices of a game's round (dice: target and direction…) */
export type InstantParams<G extends InstantGameCode> = Parameters<(typeof instantGames)[G]['outcome']>[1];
export type InstantOutcome<G extends InstantGameCode> = ReturnType<(typeof instantGames)[G]['outcome']>;

/** A game's entry with its types erased, for code that handles every game alike (the server, the bench). */
export const instantGame = (game: InstantGameCode) => instantGames[game] as unknown as InstantGame<unknown, OutcomeBase>;
