// Settlement of every market type from a final score, and prices read from the same rules.
import { describe, expect, it } from '@jest/globals';
import type { MarketType } from '@arena/contracts';
import { marketResults, outcomeChances, type FinalScore } from './markets';

const score = (home: number, away: number, periods: [number, number][] = []): FinalScore => ({ home, away, periods });
const results = (type: MarketType, line: number | null, outcomes: string[], final: FinalScore) => marketResults(type, line, outcomes, final);

describe('settlement from the final score', () => {
  it('1X2, match winner and double chance', () => {
    expect(results('1x2', null, ['home', 'draw', 'away'], score(2, 1))).toEqual(['won', 'lost', 'lost']);
    expect(results('1x2', null, ['home', 'draw', 'away'], score(1, 1))).toEqual(['lost', 'won', 'lost']);
    expect(results('match-winner', null, ['home', 'away'], score(0, 2))).toEqual(['lost', 'won']);
    // a drawn result returns the stakes of a market without a draw
    expect(results('match-winner', null, ['home', 'away'], score(1, 1))).toEqual(['void', 'void']);
    expect(results('double-chance', null, ['1X', 'X2', '12'], score(1, 1))).toEqual(['won', 'won', 'lost']);
    expect(results('double-chance', null, ['1X', 'X2', '12'], score(3, 0))).toEqual(['won', 'lost', 'won']);
  });

  it('over/under on half, whole and quarter lines', () => {
    expect(results('over-under', 250, ['over', 'under'], score(2, 1))).toEqual(['won', 'lost']);
    expect(results('over-under', 300, ['over', 'under'], score(2, 1))).toEqual(['void', 'void']);
    // 2.75 with 3 goals: half on 2.5 wins, half on 3 pushes
    expect(results('over-under', 275, ['over', 'under'], score(2, 1))).toEqual(['half-won', 'half-lost']);
    // 2.25 with 2 goals: half on 2 pushes, half on 2.5 loses
    expect(results('over-under', 225, ['over', 'under'], score(1, 1))).toEqual(['half-lost', 'half-won']);
  });

  it('both teams to score', () => {
    expect(results('btts', null, ['yes', 'no'], score(1, 1))).toEqual(['won', 'lost']);
    expect(results('btts', null, ['yes', 'no'], score(3, 0))).toEqual(['lost', 'won']);
  });

  it('Asian handicaps, quarter lines half-won / half-lost', () => {
    expect(results('handicap', -50, ['home', 'away'], score(1, 0))).toEqual(['won', 'lost']);
    expect(results('handicap', -100, ['home', 'away'], score(1, 0))).toEqual(['void', 'void']);
    // home -0.75 winning by one: -0.5 wins, -1 pushes
    expect(results('handicap', -75, ['home', 'away'], score(2, 1))).toEqual(['half-won', 'half-lost']);
    // home -0.25 in a draw: 0 pushes, -0.5 loses
    expect(results('handicap', -25, ['home', 'away'], score(0, 0))).toEqual(['half-lost', 'half-won']);
    // home +0.25 in a draw: 0 pushes, +0.5 wins
    expect(results('handicap', 25, ['home', 'away'], score(1, 1))).toEqual(['half-won', 'half-lost']);
    expect(results('handicap', 0, ['home', 'away'], score(1, 1))).toEqual(['void', 'void']);
    expect(results('handicap', -150, ['home', 'away'], score(2, 0))).toEqual(['won', 'lost']);
    expect(results('handicap', -150, ['home', 'away'], score(2, 1))).toEqual(['lost', 'won']);
  });

  it('correct score, other when no listed score came up', () => {
    const outcomes = ['0-0', '1-0', '0-1', '1-1', 'other'];
    expect(results('correct-score', null, outcomes, score(1, 0))).toEqual(['lost', 'won', 'lost', 'lost', 'lost']);
    expect(results('correct-score', null, outcomes, score(4, 2))).toEqual(['lost', 'lost', 'lost', 'lost', 'won']);
  });

  it('map winner from the map played, void when it was not', () => {
    const maps = score(2, 0, [
      [13, 9],
      [13, 11],
    ]);
    expect(results('map-winner', 1, ['home', 'away'], maps)).toEqual(['won', 'lost']);
    expect(results('map-winner', 3, ['home', 'away'], maps)).toEqual(['void', 'void']);
    expect(
      results(
        'map-winner',
        2,
        ['home', 'away'],
        score(1, 1, [
          [1, 0],
          [0, 1],
        ]),
      ),
    ).toEqual(['lost', 'won']);
  });
});

describe('prices from the same rules', () => {
  it('a 50/50 handicap 0 with draws: each side 1 / 2 once the pushes are taken out', () => {
    const chances = [
      { home: 1, away: 0, probability: 0.4 },
      { home: 1, away: 1, probability: 0.2 },
      { home: 0, away: 1, probability: 0.4 },
    ];
    expect(outcomeChances('handicap', 0, ['home', 'away'], chances)).toEqual({ probabilities: [0.5, 0.5], pushes: [0.2, 0.2] });
    const [home, draw, away] = outcomeChances('1x2', null, ['home', 'draw', 'away'], chances).probabilities;
    expect(home + draw + away).toBeCloseTo(1, 10);
  });

  it('a quarter line sums to one too (each half is a fair bet)', () => {
    const chances = [
      { home: 2, away: 0, probability: 0.3 },
      { home: 1, away: 0, probability: 0.25 },
      { home: 0, away: 0, probability: 0.25 },
      { home: 0, away: 1, probability: 0.2 },
    ];
    const { probabilities, pushes } = outcomeChances('handicap', -75, ['home', 'away'], chances);
    expect(probabilities[0] + probabilities[1]).toBeCloseTo(1, 10);
    // 1–0 is home −0.75's half won, away +0.75's half lost: half of its stake comes back either way
    expect(pushes[0]).toBeCloseTo(0.125, 10);
    expect(pushes[1]).toBeCloseTo(0.125, 10);
  });
});
