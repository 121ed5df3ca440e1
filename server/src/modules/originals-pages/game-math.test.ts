import { describe, expect, it } from '@jest/globals';
import { diceMultiplier, diceWin, diceWinChance, payout } from '@arena/provably-fair';
import { formatChance, formatElapsed, formatHundredths, formatMultiplier, limboChance, parseHundredths, verifyHref } from './game-math';

describe('dice and limbo figures shown before a bet', () => {
  it('shows the dice payout with 4 significant digits: 2× at 49.50 %, 49.50× at 2 %, 1.010× at 98 %', () => {
    const shown = (target: number, over: boolean, locale: 'tr' | 'en') => [
      formatChance(diceWinChance({ target, over }), locale),
      formatMultiplier(diceMultiplier({ target, over }), locale),
    ];
    expect(shown(5050, true, 'en')).toEqual(['49.50%', '2.000×']);
    expect(shown(200, false, 'tr')).toEqual(['%2,00', '49,50×']);
    expect(shown(9800, false, 'en')).toEqual(['98.00%', '1.010×']);
    expect(shown(6667, true, 'tr')).toEqual(['%33,33', '2,970×']);
    // the exact 99 / 97.06 = 1.019987…×, not the 1.01× once paid, and never shown above what it pays
    expect(shown(294, true, 'en')).toEqual(['97.06%', '1.019×']);
  });

  it('cuts a multiplier to 4 digits, never rounding it up past what is paid', () => {
    expect(formatMultiplier(12_345, 'en')).toBe('123.4×');
    expect(formatMultiplier(199_999, 'en')).toBe('1,999×');
    expect(formatMultiplier(100_000_000, 'tr')).toBe('1.000.000×');
    expect(formatMultiplier(113, 'en')).toBe('1.130×');
    // every dice chance: the multiplier shown is at most the exact one, and within a unit of its last digit
    const wrong: number[] = [];
    for (let chance = 200; chance <= 9800; chance++) {
      const exact = 9900 / chance;
      const shownValue = Number(formatMultiplier(diceMultiplier({ target: chance, over: false }), 'en').replace(/[×,]/g, ''));
      if (shownValue > exact + 1e-12 || exact - shownValue >= (exact < 10 ? 0.001 : 0.01)) wrong.push(chance);
    }
    expect(wrong).toEqual([]);
  });

  it("gives limbo's chance as 99 % / target", () => {
    expect(formatChance(limboChance(200), 'en')).toBe('49.50%');
    expect(formatChance(limboChance(101), 'tr')).toBe('%98,02');
    expect(formatChance(limboChance(100_000_000), 'en')).toBe('0.00%');
  });

  it('shows what a win pays, floored to the kuruş', () => {
    expect(diceWin(1000, { target: 5050, over: true })).toBe(2000);
    expect(diceWin(10_000, { target: 294, over: true })).toBe(10_199);
    expect(payout(333, 297)).toBe(989);
  });
});

describe('amounts and targets as the player types them', () => {
  it('reads Turkish and English decimals into integer hundredths', () => {
    expect(parseHundredths('12,50', 'tr')).toBe(1250);
    expect(parseHundredths('₺1.234,5', 'tr')).toBe(123_450);
    expect(parseHundredths('1,234.56', 'en')).toBe(123_456);
    expect(parseHundredths('7', 'en')).toBe(700);
  });

  it('refuses what is no positive amount with at most two decimals', () => {
    for (const text of ['', '0', '0,00', '-5', '1,234', 'abc', '1e3', '12.5']) expect(parseHundredths(text, 'tr')).toBeNull();
  });

  it('formats hundredths and the session time', () => {
    expect(formatHundredths(5050, 'tr')).toBe('50,50');
    expect(formatHundredths(123_456, 'en')).toBe('1,234.56');
    expect(formatElapsed(0)).toBe('0:00:00');
    expect(formatElapsed(3_725_999)).toBe('1:02:05');
  });
});

describe('verify links', () => {
  it("carry a round's seeds, nonce and target, and the seed only once revealed", () => {
    const round = { lang: 'en' as const, game: 'dice', serverSeed: null, serverSeedHash: 'ab12', clientSeed: 'my seed', nonce: 7, target: 5050, over: true };
    const hidden = new URL(verifyHref(round), 'https://arena.test');
    expect(hidden.pathname).toBe('/originals/verify');
    expect(Object.fromEntries(hidden.searchParams)).toEqual({
      lang: 'en',
      game: 'dice',
      clientSeed: 'my seed',
      nonce: '7',
      serverSeedHash: 'ab12',
      target: '5050',
      over: '1',
    });
    const revealed = new URL(verifyHref({ ...round, serverSeed: 'f00d' }), 'https://arena.test');
    expect(revealed.searchParams.get('serverSeed')).toBe('f00d');
  });
});
