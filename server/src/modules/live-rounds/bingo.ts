// 90-ball bingo on the live engine. Betting is the ticket sale: each ticket is one bet of
// BINGO_TICKET_PRICE, its serial the bet's id, its numbers HMAC-SHA256(round hash, `ticket:${serial}:…`)
// (shown to its buyer at once, checkable by anyone once the round's hash is published). When the sale
// closes, the tickets sold fix the prizes on the round's draw: the result gains the pot, the prizes with
// their winning tickets and the number of balls called (up to the full house); the balls are then
// called one every BINGO_BALL_MS through the room (progress), each prize announced at its ball, and
// every winning ticket is paid its shares when the full house ends the round.
import {
  BINGO_BALL_MS,
  BINGO_BALLS,
  BINGO_TICKET_PRICE,
  bingoPot,
  bingoPrizes,
  bingoRoundTicket,
  type BingoPrizeResult,
  type BingoResult,
} from '@arena/provably-fair';
import type { BetRow, LiveGameRules } from './engine';

/** the round's result once the sale closed (a type, not an interface: the engine keeps results as records) */
export type BingoRoundResult = BingoResult & {
  /** balls called: up to the full house's, none when no ticket was sold */
  calls: number;
  /** 90 % of the sales, minor units */
  pot: number;
  /** each prize with its ball and its winning tickets (serial = bet id) */
  prizes: BingoPrizeResult[];
};

const resultOf = (result: Record<string, unknown>) => result as unknown as BingoRoundResult;

/** The prizes of the tickets sold on the round's draw. */
export async function closeBingoSale(result: Record<string, unknown>, bets: readonly BetRow[], hash: string): Promise<BingoRoundResult> {
  const { draw } = resultOf(result);
  const tickets = await Promise.all(bets.map(async (bet) => ({ serial: bet.id, ticket: await bingoRoundTicket(hash, bet.id) })));
  const pot = bingoPot(bets.reduce((sum, bet) => sum + bet.amount, 0));
  const prizes = bingoPrizes(tickets, draw, pot);
  return { draw, calls: prizes.length === 0 ? 0 : prizes[prizes.length - 1].call + 1, pot, prizes };
}

/** What the room sees `elapsedMs` into the draw: the balls called so far and the prizes won by then. */
export function bingoProgress(result: Record<string, unknown>, elapsedMs: number) {
  const { draw, calls, pot, prizes } = resultOf(result);
  const called = Math.min(calls, Math.floor(elapsedMs / BINGO_BALL_MS) + 1);
  return { called: draw.slice(0, called), pot, prizes: prizes.filter((prize) => prize.call < called) };
}

export const bingoRules: LiveGameRules = {
  // before the sale closes the draw may need every ball
  runningMs: (result) => (resultOf(result).calls ?? BINGO_BALLS) * BINGO_BALL_MS,
  // a ticket costs BINGO_TICKET_PRICE = 100 minor units, so its win in minor units is its multiplier in hundredths
  settle: (_params, result, bet) =>
    resultOf(result)
      .prizes.flatMap((prize) => prize.winners)
      .filter((winner) => winner.serial === bet.id)
      .reduce((sum, winner) => sum + (winner.amount * 100) / BINGO_TICKET_PRICE, 0),
  close: closeBingoSale,
  progress: bingoProgress,
};
