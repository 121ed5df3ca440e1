// The registry of Arena Originals' single-step games: one round is one bet, settled at once from the
// round's floats. Each game says how many floats a round takes, how floats and the player's choice map
// to an outcome with its payout multiplier (integer hundredths), and that mapping in words for the
// verify page. The server, the verify page and the RTP bench all go through this table, so a game
// added here is played, verified and measured by the same code.
import {
  DICE_DECLARED_RTP,
  diceOutcome,
  diceWin,
  diceWinChance,
  hundredths,
  LIMBO_DECLARED_RTP,
  limboOutcome,
  payout,
  rtpFigure,
  type DiceOutcome,
  type DiceParams,
  type LimboOutcome,
  type LimboParams,
} from './mapping';
import { maxSpins, REELS, slotOutcome, slotVariant, type SlotGame, type SlotMachine, type SlotOutcome, type SlotParams, type SlotSpin } from './slots';
import { plinkoOutcome, plinkoTable, type PlinkoOutcome, type PlinkoParams } from './plinko';
import { rouletteBetNumbers, rouletteOutcome, rouletteRefusal, type RouletteOutcome, type RouletteParams, type RouletteRefusal } from './roulette';
import { step, type Step } from './steps';

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
  steps(floats: readonly number[], params: P, outcome: O): Step[];
  /** why a round with this stake and these choices can't be played beyond what the play call's schema checks, or null */
  refusal?(amount: number, params: P): InstantRefusal | null;
  /** the exact win in minor units, for a game whose win the multiplier in hundredths can't state exactly (a slip of several bets, dice) */
  win?(amount: number, outcome: O, params: P): number;
}

/** every game's refusal codes (the server words them) */
export type InstantRefusal = RouletteRefusal;

/** a target game's last step: the comparison that settled it, win or loss, and what it pays (`shown`: the multiplier as written) */
const settled = (comparison: string, { win, multiplier }: OutcomeBase, shown = hundredths(multiplier)): Step =>
  step(win ? '{comparison}: win, pays {multiplier}×' : '{comparison}: loss, pays {multiplier}×', { comparison, multiplier: shown });

/** dice's exact multiplier as the verify page writes it: six decimals, cut (never rounded up), as a win of 1,000,000 units has them */
const diceMultiplierText = (params: DiceParams): string => String(diceWin(1_000_000, params) / 1_000_000);

const dice: InstantGame<DiceParams, DiceOutcome> = {
  floatCount: () => 1,
  outcome: ([float], params) => diceOutcome(float, params),
  steps: (_floats, params, outcome) => [
    step('roll = floor(float × 10001) / 100 = {roll}', { roll: hundredths(outcome.roll) }),
    step('win chance = {chance} %, multiplier = {rtp} / win chance = {multiplier}×', {
      chance: hundredths(diceWinChance(params)),
      rtp: rtpFigure(DICE_DECLARED_RTP, { percent: true }),
      multiplier: diceMultiplierText(params),
    }),
    settled(
      `${hundredths(outcome.roll)} ${params.over ? '>' : '<'} ${hundredths(params.target)}`,
      outcome,
      outcome.win ? diceMultiplierText(params) : undefined,
    ),
  ],
  // the exact multiplier, not the hundredths the round records
  win: (amount, outcome, params) => (outcome.win ? diceWin(amount, params) : 0),
};

const limbo: InstantGame<LimboParams, LimboOutcome> = {
  floatCount: () => 1,
  outcome: ([float], params) => limboOutcome(float, params),
  steps: (_floats, params, outcome) => [
    step('result = max(1, floor(1e8 / (float × 1e8) × {rtp} × 100) / 100) = {result}×', {
      rtp: rtpFigure(LIMBO_DECLARED_RTP),
      result: hundredths(outcome.result),
    }),
    settled(`${hundredths(outcome.result)} ≥ ${hundredths(params.target)}`, outcome),
  ],
};

/** one spin in words: its floats' reel stops, the middle row, and each win */
function spinSteps(title: Step, spin: SlotSpin): Step[] {
  return [
    step('{spin}: stops = floor(float × strip length) = [{stops}], rows: {rows}', {
      spin: title,
      stops: spin.stops.join(', '),
      rows: spin.grid.map((row) => row.join(' ')).join(' / '),
    }),
    ...spin.lines.map((win) =>
      step('line {line}: {count} × {symbol} pays {multiplier}×', {
        line: win.line,
        count: win.count,
        symbol: win.symbol,
        multiplier: hundredths(win.multiplier),
      }),
    ),
    ...(spin.scatter.multiplier > 0
      ? [step('{count} scatters pay {multiplier}×', { count: spin.scatter.count, multiplier: hundredths(spin.scatter.multiplier) })]
      : []),
  ];
}

/** the machine of a slot round's variant; an id the game does not have is refused, never played as another variant */
function variantMachine(game: SlotGame, params: SlotParams): SlotMachine {
  const variant = slotVariant(game, params.variant);
  if (!variant) throw new RangeError(`${game} has no variant ${params.variant}`);
  return variant.machine;
}

/** A video slot: no choices, the round's variant, every spin of the round (base and free spins) from 5 floats each. */
const slot = (game: SlotGame): InstantGame<SlotParams, SlotOutcome> => ({
  floatCount: (params) => REELS * maxSpins(variantMachine(game, params)),
  outcome: (floats, params) => slotOutcome(variantMachine(game, params), floats),
  steps: (_floats, _params, outcome) => [
    ...spinSteps(step('spin (floats 1–5)'), outcome),
    ...outcome.freeSpins.flatMap((spin, index) =>
      spinSteps(step('free spin {number} (floats {first}–{last})', { number: index + 1, first: REELS * (index + 1) + 1, last: REELS * (index + 2) }), spin),
    ),
    step('total: {multiplier}× the bet', { multiplier: hundredths(outcome.multiplier) }),
  ],
});

const roulette: InstantGame<RouletteParams, RouletteOutcome> = {
  floatCount: () => 1,
  outcome: ([float], params) => rouletteOutcome(float, params),
  steps: (_floats, params, outcome) => [
    step('number = floor(float × 37) = {number} ({colour})', { number: outcome.number, colour: step(outcome.colour) }),
    ...params.bets.map((bet, index) => {
      const { win, payout } = outcome.results[index];
      const named = { bet: `${bet.type} ${bet.selection ?? rouletteBetNumbers(bet).join('-')}`, amount: bet.amount };
      return win ? step('{bet}, stake {amount}: win, returns {payout}', { ...named, payout }) : step('{bet}, stake {amount}: loss', named);
    }),
    step('total return {total}, multiplier = floor({total} × 100 / stake) / 100 = {multiplier}×', {
      total: outcome.total,
      multiplier: hundredths(outcome.multiplier),
    }),
  ],
  refusal: rouletteRefusal,
  win: (_amount, outcome) => outcome.total,
};

const plinko: InstantGame<PlinkoParams, PlinkoOutcome> = {
  floatCount: (params) => params.rows,
  outcome: plinkoOutcome,
  steps: (floats, params, outcome) => [
    ...outcome.path.map((direction, row) =>
      step(direction === 1 ? 'row {row}: floor({float} × 2) = {step} (right)' : 'row {row}: floor({float} × 2) = {step} (left)', {
        row: row + 1,
        float: floats[row],
        step: direction,
      }),
    ),
    step('bucket = number of rights = {bucket}', { bucket: outcome.bucket }),
    step('{rows} rows, {risk} risk: payouts {payouts}; bucket {bucket} pays {multiplier}×', {
      rows: params.rows,
      risk: step(params.risk),
      payouts: plinkoTable(params).map(hundredths).join(' '),
      bucket: outcome.bucket,
      multiplier: hundredths(outcome.multiplier),
    }),
  ],
};

export const instantGames = { dice, limbo, sultan: slot('sultan'), bosphorus: slot('bosphorus'), roulette, plinko };

export type InstantGameCode = keyof typeof instantGames;
/** the player's choices of a game's round (dice: target and direction…) */
export type InstantParams<G extends InstantGameCode> = Parameters<(typeof instantGames)[G]['outcome']>[1];
export type InstantOutcome<G extends InstantGameCode> = ReturnType<(typeof instantGames)[G]['outcome']>;

/** A game's entry with its types erased, for code that handles every game alike (the server, the bench). */
export const instantGame = (game: InstantGameCode) => instantGames[game] as unknown as InstantGame<unknown, OutcomeBase>;

/** What a round with these choices pays in minor units: the game's exact win when it states one, else the stake at the multiplier. */
export function instantWin(game: InstantGameCode, amount: number, outcome: OutcomeBase, params: unknown): number {
  const math = instantGame(game);
  return math.win ? math.win(amount, outcome, params) : payout(amount, outcome.multiplier);
}
