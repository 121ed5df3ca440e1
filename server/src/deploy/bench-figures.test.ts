// bench:cluster's arithmetic (bench/figures.mjs) against values worked by hand: the nearest-rank
// percentiles of Wikipedia's "Percentile" example, and a fan-out counted on paper.
import { describe, expect, it } from '@jest/globals';
// @ts-expect-error the benchmarks are plain ES modules without types
import { deliveries, percentile, ratio, sideBySide, summarise } from '../../bench/figures.mjs';

describe("bench:cluster's figures", () => {
  it('takes the nearest-rank percentile', () => {
    // the nearest-rank method's worked example: 15, 20, 35, 40, 50
    const list = [15, 20, 35, 40, 50];
    expect([5, 30, 40, 50, 100].map((p) => percentile(list, p))).toEqual([15, 20, 20, 35, 50]);
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([percentile(hundred, 50), percentile(hundred, 99), percentile(hundred, 100)]).toEqual([50, 99, 100]);
    expect(percentile([], 99)).toBeNaN();
  });

  it('summarises latencies in any order over a run of so many seconds', () => {
    // 1 … 200 ms shuffled: p50 is the 100th, p99 the 198th; 200 calls in 4 s
    const shuffled = Array.from({ length: 200 }, (_, i) => ((i * 7) % 200) + 1);
    expect(summarise(shuffled, 4)).toEqual({ count: 200, perSecond: 50, p50: 100, p99: 198 });
  });

  it("counts a fan-out's deliveries inside the window only", () => {
    const published = new Map([
      ['a', 1_000],
      ['b', 2_000],
      ['c', 9_000],
    ]);
    // two watcher processes, two sockets each; 'c' was published after the window and does not count
    const arrivals = [
      { a: [1_010, 1_030], b: [2_005, 2_050], c: [9_001] },
      { a: [1_020], b: [2_100, 2_200], x: [5_000] },
    ];
    const counted = deliveries(published, arrivals, 4, { from: 500, to: 5_000 });
    expect(counted.messages).toBe(2);
    expect(counted.expected).toBe(8);
    expect(counted.delivered).toBe(7);
    expect([...counted.latencies].sort((x: number, y: number) => x - y)).toEqual([5, 10, 20, 30, 50, 100, 200]);
  });

  it('prints cluster ÷ single, and a dash where a figure is missing', () => {
    expect(ratio(80, 100)).toBe(0.8);
    expect(ratio(80, 0)).toBeNaN();
    const table = sideBySide(
      [
        ['bets /s', 100, 80],
        ['p99 ms', 12.34, Number.NaN, 1],
      ],
      ['', '1', '3', '3 ÷ 1'],
    );
    // each column as wide as its widest cell, two spaces between
    expect(table.split('\n')).toEqual(['            1   3  3 ÷ 1', 'bets /s   100  80   0.80', 'p99 ms   12.3   –      –']);
  });
});
