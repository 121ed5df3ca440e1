// A supplier's round left open (a stake, then neither a win nor a rollback) for the published time
// (SUPPLIER_ROUND_VOID_HOURS) is voided: each of its stakes is returned through the wallet under a key of
// its own (<bet key>:void), so a repeat sweep or a second instance moves nothing. A win the supplier sends
// afterwards is refused by the wallet (the bet is rolled back), as a late call for a voided round must be.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ledgerTransactions as moves, WalletError } from '../../wallet/plugin';
import type { GameRecallContext } from '../context';
import { openSupplierRounds } from './unfinished-rounds';

const HOUR = 3_600_000;
/** overdue rounds are looked for this far back: a round older than this was voided by an earlier sweep */
const LOOKBACK_DAYS = 30;

/** voids the overdue rounds; answers how many */
export async function voidSupplierRounds(context: GameRecallContext): Promise<number> {
  const { db, clock, wallet, log } = context;
  const now = clock.now();
  const cutoff = now - context.supplierVoidHours * HOUR;
  const open = await openSupplierRounds(context, new Date(now - LOOKBACK_DAYS * 24 * HOUR));
  const due = open.filter((round) => new Date(round.startedAt!).getTime() <= cutoff);
  let voided = 0;
  for (const round of due) {
    const stakes = await db
      .select({ key: moves.key, gameCode: moves.gameCode })
      .from(moves)
      .where(
        and(
          eq(moves.userId, round.userId),
          eq(moves.provider, round.provider),
          eq(moves.roundId, round.roundId),
          inArray(moves.kind, ['bet']),
          sql`NOT ${moves.rolledBack}`,
        ),
      );
    try {
      for (const stake of stakes) {
        await wallet.rollback({
          userId: round.userId,
          key: `${stake.key}:void`,
          betKey: stake.key,
          roundId: round.roundId,
          gameCode: stake.gameCode ?? round.gameCode,
          provider: round.provider,
        });
      }
      voided++;
      log.info({ provider: round.provider, roundId: round.roundId, userId: round.userId }, "supplier's round left open voided: its stake returned");
    } catch (error) {
      if (!(error instanceof WalletError)) throw error;
      log.error({ err: error, roundId: round.roundId }, "supplier's open round could not be voided; trying again at the next sweep");
    }
  }
  return voided;
}
