// The verify steps as data: English by default (the published function's wording), any language
// through a translation of the keys, words put into a step translated with it.
import { describe, expect, it } from '@jest/globals';
import { verifyLiveRound, verifyRound } from './index';
import { describeStep, describeSteps, step, STEP_KEYS, type StepKey } from './steps';

describe('verify steps', () => {
  it('words a step in English, its words too, and leaves an unknown placeholder as it is', () => {
    expect(describeStep(step('number = floor(float × 37) = {number} ({colour})', { number: 15, colour: step('black') }))).toBe(
      'number = floor(float × 37) = 15 (black)',
    );
    expect(describeStep(step('call order: {balls}'))).toBe('call order: {balls}');
  });

  it('words every step through a translation of its key and of the words put in', () => {
    const texts: Partial<Record<StepKey, string>> = { 'number = floor(float × 37) = {number} ({colour})': 'sayı = {number} ({colour})', black: 'siyah' };
    const translate = (key: StepKey) => texts[key] ?? key;
    expect(describeSteps([step('number = floor(float × 37) = {number} ({colour})', { number: 15, colour: step('black') })], translate)).toEqual([
      'sayı = 15 (siyah)',
    ]);
  });

  it('uses only the listed keys, in every game', async () => {
    const seeds = { serverSeed: 'server-seed-1', clientSeed: 'client-seed-1' };
    const rounds = await Promise.all([
      verifyRound({ game: 'dice', ...seeds, nonce: 0, params: { target: 5000, over: true } }),
      verifyRound({ game: 'limbo', ...seeds, nonce: 0, params: { target: 200 } }),
      verifyRound({ game: 'roulette', ...seeds, nonce: 0, params: { bets: [{ type: 'red', amount: 100 }] } }),
      verifyRound({ game: 'plinko', ...seeds, nonce: 0, params: { rows: 8, risk: 'low' } }),
      verifyRound({ game: 'bosphorus', ...seeds, nonce: 0, params: {} }),
      ...(['aviator', 'wheel', 'auto-roulette', 'bingo'] as const).map((game) => verifyLiveRound({ game, roundHash: 'a'.repeat(64), salt: 'salt' })),
    ]);
    const keys = rounds.flatMap(({ steps }) =>
      steps.flatMap((one) => [one.key, ...Object.values(one.params ?? {}).flatMap((value) => (typeof value === 'object' ? [value.key] : []))]),
    );
    for (const key of keys) expect(STEP_KEYS).toContain(key);
  });
});
