// Arena Bingo, UK 90-ball, a shared round: tickets are sold before the draw, then the 90 balls are
// called in the order of a Fisher–Yates shuffle driven by the round's floats. A ticket is 3 rows × 9
// columns holding 15 numbers, 5 a row, column c holding numbers of its decade (1–9, 10–19, …, 80–90),
// each column 1 to 3 numbers, top to bottom ascending; ticket `serial` of a round is built from its
// own floats, HMAC-SHA256(roundSeed, `ticket:${serial}:${cursor}`), so anyone can rebuild any ticket.
// Prizes: one line, two lines, full house, each won at the first ball at which any ticket completes
// it, and shared equally by every ticket completing it at that ball. The pot is 90 % of the ticket sales
// (declared RTP 90 %): 15 % one line, 25 % two lines, the rest (60 %) full house. Integer minor units:
// the pot is floored (less than one minor unit a round to the house, none when sales are multiples of
// 10), and a share that does not divide evenly gives its remainder one minor unit each to the winning
// tickets in serial order, so the whole pot is always paid.

import { step, type Step } from './steps';

export const BINGO_BALLS = 90;
export const BINGO_ROWS = 3;
export const BINGO_COLUMNS = 9;
export const BINGO_NUMBERS_PER_ROW = 5;
export const BINGO_NUMBERS_PER_TICKET = BINGO_ROWS * BINGO_NUMBERS_PER_ROW;
/** what a ticket costs, minor units (1.00 ₺) */
export const BINGO_TICKET_PRICE = 100;
/** the part of the ticket sales paid back as prizes, in percent */
export const BINGO_POT_PERCENT = 90;
/** one ball is called this often once the sale closes, ms (the live engine's pace, stated in the rules) */
export const BINGO_BALL_MS = 2_000;
export const BINGO_DECLARED_RTP = BINGO_POT_PERCENT / 100;
export const BINGO_PRIZES = ['oneLine', 'twoLines', 'fullHouse'] as const;
export type BingoPrize = (typeof BINGO_PRIZES)[number];
/** each prize's part of the pot in percent; the full house takes what the others leave */
export const BINGO_PRIZE_PERCENT: Record<BingoPrize, number> = { oneLine: 15, twoLines: 25, fullHouse: 60 };

/** floats a ticket takes: 6 extra column places, 8 for the column order, 9 row offsets, 15 numbers */
export const BINGO_TICKET_FLOATS = 6 + (BINGO_COLUMNS - 1) + BINGO_COLUMNS + BINGO_NUMBERS_PER_TICKET;
/** floats of the draw: one per swap of the shuffle */
export const BINGO_DRAW_FLOATS = BINGO_BALLS - 1;

/** 3 rows of 9 cells, 0 for a blank cell */
export type BingoTicket = number[][];

/** The HMAC message of a ticket's floats: block `cursor` of ticket `serial`. */
export const bingoTicketMessage = (serial: number, cursor: number) => `ticket:${serial}:${cursor}`;

/** The numbers of column c: 1–9, 10–19, …, 70–79, 80–90. */
export function columnNumbers(column: number): number[] {
  const first = Math.max(column * 10, 1);
  const last = column === BINGO_COLUMNS - 1 ? BINGO_BALLS : column * 10 + 9;
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/**
 * A legal ticket from its floats: every column gets one number, six more go to columns chosen among
 * those with fewer than three; the columns, in an order shuffled by the floats, are then placed into
 * the rows with the most places left (ties from a rotation drawn for the column), which always fills
 * each row with exactly 5 (Ryser's construction); each column's numbers are drawn without replacement
 * from its decade and sorted top to bottom.
 */
export function bingoTicket(floats: readonly number[]): BingoTicket {
  let next = 0;
  const draw = (range: number) => Math.floor(floats[next++] * range);
  const counts = new Array<number>(BINGO_COLUMNS).fill(1);
  for (let extra = 0, open = BINGO_COLUMNS; extra < BINGO_NUMBERS_PER_TICKET - BINGO_COLUMNS; extra++) {
    // the drawn one among the columns that still have room
    let skip = draw(open);
    let column = 0;
    while (counts[column] === BINGO_ROWS || skip-- > 0) column++;
    if (++counts[column] === BINGO_ROWS) open--;
  }
  const order = shuffle(
    Array.from({ length: BINGO_COLUMNS }, (_, column) => column),
    draw,
  );
  const places = new Array<number>(BINGO_ROWS).fill(BINGO_NUMBERS_PER_ROW);
  const rowsOf = new Array<number[]>(BINGO_COLUMNS);
  for (const column of order) {
    const rotation = draw(BINGO_ROWS);
    const rows = [rotation, (rotation + 1) % BINGO_ROWS, (rotation + 2) % BINGO_ROWS]
      .sort((a, b) => places[b] - places[a])
      .slice(0, counts[column])
      .sort((a, b) => a - b);
    for (const row of rows) places[row]--;
    rowsOf[column] = rows;
  }
  const ticket = Array.from({ length: BINGO_ROWS }, () => new Array<number>(BINGO_COLUMNS).fill(0));
  for (let column = 0; column < BINGO_COLUMNS; column++) {
    // the first counts[column] places of a Fisher–Yates shuffle of the decade
    const pool = columnNumbers(column);
    for (let pick = 0; pick < counts[column]; pick++) {
      const other = pick + draw(pool.length - pick);
      [pool[pick], pool[other]] = [pool[other], pool[pick]];
    }
    const picked = pool.slice(0, counts[column]).sort((a, b) => a - b);
    rowsOf[column].forEach((row, index) => (ticket[row][column] = picked[index]));
  }
  return ticket;
}

/** Fisher–Yates from the front: position i swaps with i + draw(n − i). */
function shuffle<T>(items: T[], draw: (range: number) => number): T[] {
  for (let index = 0; index < items.length - 1; index++) {
    const other = index + draw(items.length - index);
    [items[index], items[other]] = [items[other], items[index]];
  }
  return items;
}

/** The order the 90 balls are called in: a Fisher–Yates shuffle of 1…90 by the round's floats. */
export function bingoDraw(floats: readonly number[]): number[] {
  let next = 0;
  return shuffle(
    Array.from({ length: BINGO_BALLS }, (_, index) => index + 1),
    (range) => Math.floor(floats[next++] * range),
  );
}

/** The ticket's numbers row by row, blanks left out. */
export const ticketRows = (ticket: BingoTicket): number[][] => ticket.map((row) => row.filter((number) => number > 0));

/**
 * The calls (0-based positions in the draw) at which the ticket completes one line, two lines and the
 * full house: its rows' completion calls in order (a row completes at the call of its last number).
 */
export function ticketCompletions(ticket: BingoTicket, draw: readonly number[]): Record<BingoPrize, number> {
  const callOf = new Array<number>(BINGO_BALLS + 1);
  draw.forEach((ball, call) => (callOf[ball] = call));
  const [oneLine, twoLines, fullHouse] = ticketRows(ticket)
    .map((row) => Math.max(...row.map((number) => callOf[number])))
    .sort((a, b) => a - b);
  return { oneLine, twoLines, fullHouse };
}

/** The pot of a round in minor units: 90 % of the sales, floored. */
export const bingoPot = (sales: number): number => Math.floor((sales * BINGO_POT_PERCENT) / 100);

/** Each prize's part of the pot; the full house takes the remainder so the parts add up to the pot. */
export function prizeShares(pot: number): Record<BingoPrize, number> {
  const oneLine = Math.floor((pot * BINGO_PRIZE_PERCENT.oneLine) / 100);
  const twoLines = Math.floor((pot * BINGO_PRIZE_PERCENT.twoLines) / 100);
  return { oneLine, twoLines, fullHouse: pot - oneLine - twoLines };
}

/** `amount` shared equally by `count` winners: the first `amount mod count` get one minor unit more. */
export function splitShare(amount: number, count: number): number[] {
  const each = Math.floor(amount / count);
  return Array.from({ length: count }, (_, index) => each + (index < amount % count ? 1 : 0));
}

export interface BingoPrizeResult {
  prize: BingoPrize;
  /** 0-based position in the draw of the ball that won it */
  call: number;
  ball: number;
  /** the pot's part for this prize */
  share: number;
  /** the winning tickets by serial, ascending, with what each is paid */
  winners: { serial: number; amount: number }[];
}

/**
 * The prizes of a round: each at the earliest call any ticket completes it, shared by the tickets
 * completing it at that call. Empty when no ticket was sold. The draw stops at the full house's call.
 */
export function bingoPrizes(tickets: readonly { serial: number; ticket: BingoTicket }[], draw: readonly number[], pot: number): BingoPrizeResult[] {
  if (tickets.length === 0) return [];
  const completions = tickets.map(({ serial, ticket }) => ({ serial, calls: ticketCompletions(ticket, draw) }));
  const shares = prizeShares(pot);
  return BINGO_PRIZES.map((prize) => {
    const call = Math.min(...completions.map(({ calls }) => calls[prize]));
    const serials = completions
      .filter(({ calls }) => calls[prize] === call)
      .map(({ serial }) => serial)
      .sort((a, b) => a - b);
    const amounts = splitShare(shares[prize], serials.length);
    return { prize, call, ball: draw[call], share: shares[prize], winners: serials.map((serial, index) => ({ serial, amount: amounts[index] })) };
  });
}

export type BingoResult = {
  /** the 90 balls in the order they are called (the draw stops at the full house) */
  draw: number[];
};

/** the round's math as the live engine takes it; the tickets and prizes come from the tickets sold */
export const bingoRound = {
  floatCount: BINGO_DRAW_FLOATS,
  result: (floats: readonly number[]): BingoResult => ({ draw: bingoDraw(floats) }),
  steps: (_floats: readonly number[], { draw }: BingoResult): Step[] => [
    step('balls 1…90 shuffled by Fisher–Yates: position i (0…88) swaps with i + floor(float_i × (90 − i))'),
    step('call order: {balls}', { balls: draw.join(', ') }),
  ],
};
