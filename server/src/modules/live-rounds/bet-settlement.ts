// A live bet paid (at a multiplier, 0: lost) or refunded: the bet row and the wallet movement commit
// together, and only a bet still open moves money. Keys: arena-originals:live-<game>-<round>:<bet>:bet|win|rollback.
import { and, eq } from 'drizzle-orm';
import { LIVE_ROOM_COMMANDS, LiveBetStatus, type LiveBetReply, type LiveGameCode } from '@arena/contracts';
import { payout } from '@arena/provably-fair';
import { ORIGINALS_PROVIDER } from '../originals/plugin';
import type { BetRow, LiveRoundsContext } from './context';
import { betView } from './round-view';
import { liveBets } from './schema';

export const move = (bet: BetRow, game: LiveGameCode) => ({
  userId: bet.userId,
  roundId: `live-${game}-${bet.roundId}`,
  gameCode: game,
  provider: ORIGINALS_PROVIDER,
});
export const walletKey = (game: LiveGameCode, roundId: number, betId: number, step: 'bet' | 'win' | 'rollback') =>
  `${ORIGINALS_PROVIDER}:live-${game}-${roundId}:${betId}:${step}`;
/** the wallet key of the stake a bet is part of: its purchase's first bet's */
const stakeKey = (game: LiveGameCode, bet: BetRow) => walletKey(game, bet.roundId, bet.purchaseId ?? bet.id, 'bet');

/**
 * Pays an open bet at `multiplier` (0: lost): the bet row and the win commit together, and only a bet
 * still open is paid, so whoever settles it second (a cash-out racing the result) moves nothing.
 */
export async function settleBet(
  { config, wallet, now, publish }: LiveRoundsContext,
  game: LiveGameCode,
  bet: BetRow,
  multiplier: number,
): Promise<LiveBetReply | null> {
  const win = Math.min(payout(bet.amount, multiplier), config.maxWin);
  const settled = await wallet.transaction(async (tx, ops) => {
    const [row] = await tx
      .update(liveBets)
      .set({ status: win > 0 ? LiveBetStatus.Won : LiveBetStatus.Lost, multiplier: win > 0 ? multiplier : 0, win, settledAt: now() })
      .where(and(eq(liveBets.id, bet.id), eq(liveBets.status, LiveBetStatus.Open)))
      .returning();
    if (!row || win === 0) return row ? { row, balance: null } : null;
    const { balance } = await ops.win({
      ...move(bet, game),
      amount: win,
      key: walletKey(game, bet.roundId, bet.id, 'win'),
      betKey: stakeKey(game, bet),
    });
    return { row, balance };
  });
  if (!settled) return null;
  if (settled.row.status === LiveBetStatus.Won) await publish(game, LIVE_ROOM_COMMANDS.paid, betView(settled.row));
  return { bet: betView(settled.row), balance: settled.balance ?? (await wallet.balance(bet.userId)) ?? 0 };
}

export async function refundBet({ wallet, now }: LiveRoundsContext, game: LiveGameCode, bet: BetRow): Promise<void> {
  await wallet.transaction(async (tx, ops) => {
    const [row] = await tx
      .update(liveBets)
      .set({ status: LiveBetStatus.Refunded, settledAt: now() })
      .where(and(eq(liveBets.id, bet.id), eq(liveBets.status, LiveBetStatus.Open)))
      .returning();
    // a purchase's stake goes back once, with its first bet (refunded first: bets go in id order)
    if (row && bet.purchaseId === null)
      await ops.rollback({ ...move(bet, game), key: walletKey(game, bet.roundId, bet.id, 'rollback'), betKey: stakeKey(game, bet) });
  });
}

/** the round's open bets, in id order */
export const openBets = ({ db }: LiveRoundsContext, roundId: number) =>
  db
    .select()
    .from(liveBets)
    .where(and(eq(liveBets.roundId, roundId), eq(liveBets.status, LiveBetStatus.Open)))
    .orderBy(liveBets.id);
