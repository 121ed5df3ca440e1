// A trader's score is taken as a final only if it could be one in the sport's format: the cases below are
// worked out from the sports' rules (tennis: best of three sets; football: two halves), not from the code.
import { describe, expect, it } from '@jest/globals';
import { HttpError } from '../../../http/errors';
import { finalOf } from './final-score';
import { NO_WINNER, NOT_A_FINAL, PERIOD_LEVEL, PERIODS_DO_NOT_ADD_UP, PERIODS_NEEDED, TOO_MANY_HALVES } from './messages';

const result = (home: number, away: number, periods: [number, number][]) => ({ eventId: 1, home, away, periods, reason: 'feed abandoned' });
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof HttpError ? error.message : error;
  }
  return 'accepted';
};

describe('a final score as a trader enters it', () => {
  it('takes a tennis match won two sets to one, with its sets', () => {
    expect(
      finalOf(
        'tennis',
        ['match-winner'],
        result(2, 1, [
          [6, 4],
          [3, 6],
          [7, 5],
        ]),
      ),
    ).toEqual({
      home: 2,
      away: 1,
      periods: [
        [6, 4],
        [3, 6],
        [7, 5],
      ],
    });
  });

  it('refuses a tennis score no best-of-three match ends on, a level set, or no sets', () => {
    expect(
      refusal(() =>
        finalOf(
          'tennis',
          [],
          result(3, 0, [
            [6, 0],
            [6, 0],
            [6, 0],
          ]),
        ),
      ),
    ).toBe(NOT_A_FINAL);
    expect(
      refusal(() =>
        finalOf(
          'tennis',
          [],
          result(1, 1, [
            [6, 4],
            [4, 6],
          ]),
        ),
      ),
    ).toBe(NOT_A_FINAL);
    expect(
      refusal(() =>
        finalOf(
          'tennis',
          [],
          result(2, 0, [
            [6, 4],
            [6, 6],
          ]),
        ),
      ),
    ).toBe(PERIOD_LEVEL);
    expect(refusal(() => finalOf('tennis', [], result(2, 0, [])))).toBe(PERIODS_NEEDED);
    // the sets say the away player won one: not 2-0
    expect(
      refusal(() =>
        finalOf(
          'tennis',
          [],
          result(2, 0, [
            [6, 4],
            [4, 6],
            [6, 3],
          ]),
        ),
      ),
    ).toBe(PERIODS_DO_NOT_ADD_UP);
  });

  it('takes a football draw with halves that add up, and refuses halves that do not, or a third half', () => {
    expect(
      finalOf(
        'football',
        ['1x2'],
        result(1, 1, [
          [1, 0],
          [0, 1],
        ]),
      ),
    ).toMatchObject({ home: 1, away: 1 });
    expect(finalOf('football', ['1x2'], result(2, 0, []))).toMatchObject({ home: 2, away: 0, periods: [] });
    expect(
      refusal(() =>
        finalOf(
          'football',
          ['1x2'],
          result(1, 1, [
            [1, 0],
            [0, 0],
          ]),
        ),
      ),
    ).toBe(PERIODS_DO_NOT_ADD_UP);
    expect(
      refusal(() =>
        finalOf(
          'football',
          ['1x2'],
          result(1, 1, [
            [1, 0],
            [0, 1],
            [0, 0],
          ]),
        ),
      ),
    ).toBe(TOO_MANY_HALVES);
  });

  it('refuses a draw where a winner market is to be settled', () => {
    expect(refusal(() => finalOf('basketball', ['match-winner'], result(80, 80, [])))).toBe(NO_WINNER);
  });
});
