// The verify page's step-by-step computation as data: each step is a text key (its English wording, with
// {name} placeholders) and the values to put in, so the page shows it in the player's language while
// the published function still gives its English rendering (describeSteps) to anyone who runs it.
// Some values are names (a slot's symbols, a roulette bet's kind): the page translates those words too.
import { ROULETTE_BET_TYPES } from './roulette';
import { SLOT_MACHINES } from './slots';

/** A value put into a step: a number or text as it stands, or a word (itself a step) to translate. */
export type StepParam = string | number | Step;

export interface Step {
  /** the English wording with {name} placeholders: the key of its translation */
  key: StepKey;
  params?: Record<string, StepParam>;
}

/** Every wording a step (or a word put into one) may take: the texts a translation must cover. */
export const STEP_KEYS = [
  // the seeds, the HMAC and the first float (every game)
  'SHA-256(serverSeed) = {hash}',
  'HMAC-SHA256(serverSeed, "{message}") = {hmac}',
  'bytes [{bytes}] → float = {b0}/256 + {b1}/256² + {b2}/256³ + {b3}/256⁴ = {float}',
  'SHA-256(roundHash) = {hash}',
  'SHA-256(roundHash) = {hash} = previous hash ✓',
  'SHA-256(roundHash) = {hash} ≠ previous hash ✗',
  'HMAC-SHA256(roundHash, "{message}") = {hmac}',
  // dice and limbo
  'roll = floor(float × 10001) / 100 = {roll}',
  'win chance = {chance} %, multiplier = {rtp} / win chance = {multiplier}×',
  'result = max(1, floor(1e8 / (float × 1e8) × {rtp} × 100) / 100) = {result}×',
  '{comparison}: win, pays {multiplier}×',
  '{comparison}: loss, pays {multiplier}×',
  // slots
  'spin (floats 1–5)',
  'free spin {number} (floats {first}–{last})',
  '{spin}: stops = floor(float × strip length) = [{stops}], rows: {rows}',
  'line {line}: {count} × {symbol} pays {multiplier}×',
  '{count} scatters pay {multiplier}×',
  'total: {multiplier}× the bet',
  // roulette and auto-roulette
  'number = floor(float × 37) = {number} ({colour})',
  '{bet}, stake {amount}: win, returns {payout}',
  '{bet}, stake {amount}: loss',
  'total return {total}, multiplier = floor({total} × 100 / stake) / 100 = {multiplier}×',
  'pocket = floor({float} × 37) = {number} ({colour})',
  'red',
  'black',
  'green',
  // plinko
  'row {row}: floor({float} × 2) = {step} (right)',
  'row {row}: floor({float} × 2) = {step} (left)',
  'bucket = number of rights = {bucket}',
  '{rows} rows, {risk} risk: payouts {payouts}; bucket {bucket} pays {multiplier}×',
  'low',
  'medium',
  'high',
  // blackjack
  'card {number}: floor({float} × 52) = {card} → {name}',
  'actions: {actions}',
  'dealer: {hand}',
  'hand {number}: {hand}: {result}',
  'hand {number}: {hand}, doubled: {result}',
  'blackjack',
  'win',
  'push',
  'loss',
  'open',
  // aviator
  'int = float × 2³² = {int}',
  'crash point = max(1, floor(2³² / (int + 1) × {rtp} × 100) / 100) = {crashPoint}×',
  // lucky wheel
  'spin {spin}: segment = floor({float} × 54) = {segment} → {label}',
  '{spins} bonus segments in a row: no number, every stake is returned',
  'number {number} pays {pays} × {bonus} = {multiplier}×',
  // bingo
  'balls 1…90 shuffled by Fisher–Yates: position i (0…88) swaps with i + floor(float_i × (90 − i))',
  'call order: {balls}',
] as const;

export type StepKey = (typeof STEP_KEYS)[number];

/** Every name a step's value may hold (the slots' symbols, the roulette bets' kinds): words a translation must cover too. */
export const STEP_NAMES: readonly string[] = [...new Set([...Object.values(SLOT_MACHINES).flatMap((machine) => machine.reels.flat()), ...ROULETTE_BET_TYPES])];

/**
 * The placeholders whose values are made of names, by step: each run of letters in such a value is a
 * name (a bet is its kind then its numbers, a slot's rows are symbols), the rest stays as it is.
 */
const NAMED_VALUES: Partial<Record<StepKey, readonly string[]>> = {
  '{spin}: stops = floor(float × strip length) = [{stops}], rows: {rows}': ['rows'],
  'line {line}: {count} × {symbol} pays {multiplier}×': ['symbol'],
  '{bet}, stake {amount}: win, returns {payout}': ['bet'],
  '{bet}, stake {amount}: loss': ['bet'],
};

export const step = (key: StepKey, params?: Record<string, StepParam>): Step => (params ? { key, params } : { key });

const english = (text: string) => text;

/**
 * A step in words: its wording from `translate` (English: the key itself) with its values put in, words
 * translated too, and each name in a value that holds names through `name` (English: as it is).
 */
export function describeStep({ key, params = {} }: Step, translate: (key: StepKey) => string = english, name: (name: string) => string = english): string {
  const named = NAMED_VALUES[key];
  return translate(key).replace(/\{(\w+)\}/g, (whole, placeholder: string) => {
    const value = params[placeholder];
    if (value === undefined) return whole;
    if (typeof value === 'object') return describeStep(value, translate, name);
    return named?.includes(placeholder) ? String(value).replace(/[A-Za-z]+/g, (word) => name(word)) : String(value);
  });
}

/** The steps in words, one a line: English unless translations are given (the verify page passes its language's texts for the keys and the names). */
export const describeSteps = (steps: readonly Step[], translate?: (key: StepKey) => string, name?: (name: string) => string): string[] =>
  steps.map((one) => describeStep(one, translate, name));
