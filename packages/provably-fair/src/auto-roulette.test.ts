import { describe, expect, it } from '@jest/globals';
import { AUTO_ROULETTE_DECLARED_RTP, autoRouletteMultiplier, autoRouletteResult, autoRouletteSteps, type RouletteChoice } from './auto-roulette';
import { rouletteSettle } from './roulette';
import { describeSteps } from './steps';

const choices: RouletteChoice[] = [
  { type: 'straight', numbers: [0] },
  { type: 'straight', numbers: [17] },
  { type: 'split', numbers: [0, 2] },
  { type: 'street', numbers: [4, 5, 6] },
  { type: 'corner', numbers: [1, 2, 4, 5] },
  { type: 'sixLine', numbers: [31, 32, 33, 34, 35, 36] },
  { type: 'red' },
  { type: 'black' },
  { type: 'odd' },
  { type: 'even' },
  { type: 'low' },
  { type: 'high' },
  { type: 'dozen', selection: 2 },
  { type: 'column', selection: 3 },
];

describe('auto-roulette', () => {
  it('draws the pocket floor(float × 37) with its colour', () => {
    expect(autoRouletteResult([0])).toEqual({ number: 0, colour: 'green' });
    expect(autoRouletteResult([0.9999999])).toEqual({ number: 36, colour: 'red' });
    expect(autoRouletteResult([2.5 / 37])).toEqual({ number: 2, colour: 'black' });
    expect(describeSteps(autoRouletteSteps([2.5 / 37], { number: 2, colour: 'black' }))).toEqual([`pocket = floor(${2.5 / 37} × 37) = 2 (black)`]);
  });

  it('pays each bet what the single-player table pays, as an integer multiplier in hundredths', () => {
    for (const choice of choices)
      for (let number = 0; number <= 36; number++) {
        const { total } = rouletteSettle(number, [{ ...choice, amount: 100 }]);
        expect(autoRouletteMultiplier(choice, number)).toBe(total);
      }
    expect(autoRouletteMultiplier({ type: 'straight', numbers: [17] }, 17)).toBe(3600);
    expect(autoRouletteMultiplier({ type: 'red' }, 0)).toBe(0);
    expect(autoRouletteMultiplier({ type: 'dozen', selection: 2 }, 13)).toBe(300);
  });

  it('returns exactly 36/37 on every bet (summed over the 37 pockets)', () => {
    for (const choice of choices) {
      let sum = 0;
      for (let number = 0; number <= 36; number++) sum += autoRouletteMultiplier(choice, number);
      expect(sum).toBe(3600);
      expect(sum / 100 / 37).toBeCloseTo(AUTO_ROULETTE_DECLARED_RTP, 12);
    }
  });
});
