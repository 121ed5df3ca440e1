import { describe, expect, it } from '@jest/globals';
import {
  BINGO_DRAW_FLOATS,
  bingoDraw,
  bingoPot,
  bingoPrizes,
  bingoTicketMessage,
  columnNumbers,
  prizeShares,
  splitShare,
  ticketCompletions,
  type BingoTicket,
} from './bingo';
import { bingoRoundTicket, floats } from './index';

const ticketOf = bingoRoundTicket;

/** a ticket whose rows are the given numbers, each in its decade's column */
function ticketFrom(rows: number[][]): BingoTicket {
  return rows.map((numbers) => {
    const row = new Array<number>(9).fill(0);
    for (const number of numbers) row[Math.min(Math.floor(number / 10), 8)] = number;
    return row;
  });
}

describe('90-ball bingo tickets', () => {
  it('are legal for every serial: 3 × 9, 5 a row, columns of their decade, 1 to 3 each, ascending, 15 distinct', async () => {
    const problems: string[] = [];
    for (let serial = 1; serial <= 1000; serial++) {
      const ticket = await ticketOf('round-seed-legality', serial);
      if (ticket.length !== 3 || ticket.some((row) => row.length !== 9 || row.filter((number) => number > 0).length !== 5)) problems.push(`${serial}: rows`);
      for (let column = 0; column < 9; column++) {
        const numbers = ticket.map((row) => row[column]).filter((number) => number > 0);
        const decade = columnNumbers(column);
        const ascending = numbers.every((number, index) => index === 0 || numbers[index - 1] < number);
        if (numbers.length < 1 || numbers.length > 3 || !ascending || numbers.some((number) => !decade.includes(number)))
          problems.push(`${serial}: column ${column}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('vary: every number and every column count appears over many serials', async () => {
    const seen = new Set<number>();
    const columnSizes = new Set<string>();
    for (let serial = 1; serial <= 500; serial++) {
      const ticket = await ticketOf('round-seed-variety', serial);
      ticket.flat().forEach((number) => seen.add(number));
      columnSizes.add(ticket[0].map((_, column) => ticket.filter((row) => row[column] > 0).length).join(''));
    }
    seen.delete(0);
    expect(seen.size).toBe(90);
    expect(columnSizes.size).toBeGreaterThan(100);
  });

  // the vector computed once with node:crypto's createHmac, as the RTP bench draws tickets
  it('are rebuilt by anyone from the round seed and the serial', async () => {
    expect(bingoTicketMessage(7, 2)).toBe('ticket:7:2');
    expect(await ticketOf('round-seed-1', 7)).not.toEqual(await ticketOf('round-seed-1', 8));
    expect(await ticketOf('round-seed-1', 7)).toEqual([
      [2, 0, 0, 32, 0, 55, 0, 71, 82],
      [0, 10, 0, 39, 43, 59, 65, 0, 0],
      [9, 11, 26, 0, 49, 0, 0, 78, 0],
    ]);
  });

  it('builds column ranges 1–9, 10–19, …, 80–90', () => {
    expect(columnNumbers(0)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(columnNumbers(4)).toEqual([40, 41, 42, 43, 44, 45, 46, 47, 48, 49]);
    expect(columnNumbers(8)).toHaveLength(11);
    expect(columnNumbers(8).at(-1)).toBe(90);
  });
});

describe('90-ball bingo draw and prizes', () => {
  it('calls every ball once: the draw is a permutation of 1…90', async () => {
    for (let round = 0; round < 200; round++) {
      const draw = bingoDraw(await floats('draw-seed', 'draw', round, BINGO_DRAW_FLOATS));
      expect([...draw].sort((a, b) => a - b)).toEqual(Array.from({ length: 90 }, (_, index) => index + 1));
    }
    expect(bingoDraw(new Array(BINGO_DRAW_FLOATS).fill(0)).slice(0, 3)).toEqual([1, 2, 3]);
    expect(bingoDraw(new Array(BINGO_DRAW_FLOATS).fill(0.9999)).slice(0, 2)).toEqual([90, 1]);
  });

  // the draw calls 1, 2, 3, … in order
  const inOrder = Array.from({ length: 90 }, (_, index) => index + 1);
  const early = ticketFrom([
    [1, 12, 23, 34, 45],
    [2, 13, 24, 35, 46],
    [60, 70, 80, 56, 17],
  ]);

  it('finds the call at which a ticket completes one line, two lines and the full house', () => {
    expect(ticketCompletions(early, inOrder)).toEqual({ oneLine: 44, twoLines: 45, fullHouse: 79 });
  });

  it('gives each prize to the first ticket completing it, and splits it equally between tickets completing it at the same call', () => {
    const twin = ticketFrom([
      [3, 14, 25, 36, 45],
      [4, 15, 26, 37, 47],
      [5, 16, 27, 38, 48],
    ]);
    const pot = bingoPot(3 * 1000);
    expect(pot).toBe(2700);
    const prizes = bingoPrizes(
      [
        { serial: 9, ticket: twin },
        { serial: 2, ticket: early },
      ],
      inOrder,
      pot,
    );
    expect(prizes).toEqual([
      // both complete a line on ball 45: 405 split 203 + 202, the odd unit to the lower serial
      {
        prize: 'oneLine',
        call: 44,
        ball: 45,
        share: 405,
        winners: [
          { serial: 2, amount: 203 },
          { serial: 9, amount: 202 },
        ],
      },
      { prize: 'twoLines', call: 45, ball: 46, share: 675, winners: [{ serial: 2, amount: 675 }] },
      { prize: 'fullHouse', call: 47, ball: 48, share: 1620, winners: [{ serial: 9, amount: 1620 }] },
    ]);
    const paid = prizes.flatMap(({ winners }) => winners).reduce((sum, { amount }) => sum + amount, 0);
    expect(paid).toBe(pot);
  });

  it('has no prize when no ticket was sold', () => {
    expect(bingoPrizes([], inOrder, 0)).toEqual([]);
  });

  it('pays the whole pot in integer minor units, whatever the sales and the number of winners', () => {
    expect(bingoPot(999)).toBe(899);
    for (const sales of [0, 1, 7, 100, 999, 12_345, 1_000_003]) {
      const pot = bingoPot(sales);
      const shares = prizeShares(pot);
      expect(shares.oneLine + shares.twoLines + shares.fullHouse).toBe(pot);
      for (const count of [1, 2, 3, 7, 13]) {
        const parts = splitShare(shares.fullHouse, count);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(shares.fullHouse);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      }
    }
    expect(splitShare(10, 3)).toEqual([4, 3, 3]);
  });
});
