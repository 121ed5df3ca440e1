// The verify steps as data: English by default (the published function's wording), any language
// through a translation of the keys, words put into a step translated with it.
import { describe, expect, it } from '@jest/globals';
import { verifyLiveRound, verifyRound } from './index';
import { ROULETTE_BET_TYPES } from './roulette';
import { SLOT_MACHINES } from './slots';
import { describeStep, describeSteps, step, STEP_KEYS, STEP_NAMES, type StepKey } from './steps';

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

  it('words the names in a value that holds them through the name translation, English as they are by default', () => {
    const bet = step('{bet}, stake {amount}: win, returns {payout}', { bet: 'dozen 2', amount: 100, payout: 300 });
    expect(describeStep(bet)).toBe('dozen 2, stake 100: win, returns 300');
    const names: Record<string, string> = { dozen: 'düzine', crown: 'taç', ace: 'as', hit: 'kart' };
    const name = (english: string) => names[english] ?? english;
    expect(describeStep(bet, undefined, name)).toBe('düzine 2, stake 100: win, returns 300');
    expect(
      describeStep(step('line {line}: {count} × {symbol} pays {multiplier}×', { line: 3, count: 4, symbol: 'crown', multiplier: '2.50' }), undefined, name),
    ).toBe('line 3: 4 × taç pays 2.50×');
    // only the placeholders that hold names: Blackjack's actions are the codes the page's form takes
    expect(describeStep(step('actions: {actions}', { actions: 'hit' }), undefined, name)).toBe('actions: hit');
  });

  it('lists every slot symbol and roulette bet kind as a name, and a round’s steps show none untranslated', async () => {
    for (const machine of Object.values(SLOT_MACHINES)) for (const symbol of machine.reels.flat()) expect(STEP_NAMES).toContain(symbol);
    for (const type of ROULETTE_BET_TYPES) expect(STEP_NAMES).toContain(type);
    const bets = [
      { type: 'straight', numbers: [17], amount: 100 },
      { type: 'sixLine', numbers: [1, 2, 3, 4, 5, 6], amount: 100 },
      { type: 'red', amount: 100 },
      { type: 'dozen', selection: 2, amount: 100 },
    ] as const;
    const seeds = { serverSeed: 'server-seed-1', clientSeed: 'client-seed-1', nonce: 0 };
    const rounds = await Promise.all([
      verifyRound({ game: 'roulette', ...seeds, params: { bets } }),
      verifyRound({ game: 'bosphorus', ...seeds, params: {} }),
      verifyRound({ game: 'sultan', ...seeds, params: {} }),
    ]);
    // every name marked by the translation (and the words that are keys, like a pocket's colour): none left bare
    const word = (key: StepKey) => (/^[a-z]+$/.test(key) ? key.toUpperCase() : key);
    const marked = rounds.flatMap(({ steps }) => describeSteps(steps, word, (name) => `<${name.toUpperCase()}>`)).join('\n');
    expect(marked).toContain('<SIXLINE> 1-2-3-4-5-6, stake 100');
    expect(marked).toContain('<DOZEN> 2, stake 100');
    expect(marked).toMatch(/line \d+: \d+ × <[A-Z]+> pays/);
    expect(marked.match(new RegExp(`\\b(${STEP_NAMES.join('|')})\\b`, 'g'))).toBeNull();
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
