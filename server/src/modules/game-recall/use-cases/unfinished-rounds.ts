// The money held in rounds not finished yet, and when each one ends by the published rule:
// - a Blackjack round untouched for ORIGINALS_BLACKJACK_EXPIRY_MINUTES is finished by standing;
// - a live bet settles at its round's result (a round a crash cut off is refunded when a driver recovers it);
// - a supplier's round with a stake and no win or rollback for SUPPLIER_ROUND_VOID_HOURS is voided, its
//   stake returned (void-supplier-rounds.ts);
// - a single-step round of ours left Processing only by a crash is settled again at the next start.
import { and, asc, eq, gte, inArray, isNotNull, isNull, min, notInArray, sql } from 'drizzle-orm';
import { LiveBetStatus, SessionStatus, type UnfinishedRound, type UnfinishedRounds } from '@arena/contracts';
import type { Locale } from '../../../i18n/translations';
import { translate } from '../../../plugins/locale';
import { users } from '../../auth/plugin';
import { gameNames } from '../../casino';
import { liveBets, liveRounds } from '../../live-rounds/plugin';
import { ORIGINALS_PROVIDER, originalsRounds } from '../../originals/plugin';
import { SPORTS_PROVIDER } from '../../sports/plugin';
import { ledgerTransactions as moves } from '../../wallet/plugin';
import type { GameRecallContext } from '../context';

/** how many rounds the list shows, the oldest first (the totals count them all) */
const LISTED = 200;
/** a supplier's open rounds are looked for in the ledger's last days: older ones were voided long ago */
const SUPPLIER_LOOKBACK_DAYS = 30;
const HOUR = 3_600_000;

type Row = Omit<UnfinishedRound, 'game' | 'usercode'>;

/** a supplier's rounds with a stake and no win or rollback yet, started after `since` (every player, or one) */
export async function openSupplierRounds({ db }: GameRecallContext, since: Date) {
  const first = min(moves.createdAt);
  return db
    .select({
      userId: moves.userId,
      provider: sql<string>`${moves.provider}`,
      roundId: sql<string>`${moves.roundId}`,
      gameCode: sql<string>`min(${moves.gameCode})`,
      held: sql<number>`coalesce(sum(${moves.amount}) FILTER (WHERE ${moves.kind} = 'bet'), 0)`.mapWith(Number),
      startedAt: first,
    })
    .from(moves)
    .where(
      and(
        inArray(moves.kind, ['bet', 'win', 'rollback']),
        isNotNull(moves.roundId),
        notInArray(moves.provider, [ORIGINALS_PROVIDER, SPORTS_PROVIDER]),
        gte(moves.createdAt, since),
      ),
    )
    .groupBy(moves.userId, moves.provider, moves.roundId)
    .having(and(sql`bool_or(${moves.kind} = 'bet')`, sql`NOT bool_or(${moves.kind} IN ('win', 'rollback'))`))
    .orderBy(asc(first));
}

export async function unfinishedRounds(context: GameRecallContext, lang: Locale): Promise<UnfinishedRounds> {
  const { db, clock } = context;
  const now = clock.now();
  const [studio, live, supplier] = await Promise.all([
    db
      .select()
      .from(originalsRounds)
      // a free spin holds none of the player's money
      .where(and(eq(originalsRounds.status, SessionStatus.Processing), isNull(originalsRounds.freeSpinBonusId)))
      .orderBy(asc(originalsRounds.id)),
    db
      .select({
        userId: liveBets.userId,
        roundId: liveBets.roundId,
        game: liveRounds.game,
        resultAt: liveRounds.resultAt,
        held: sql<number>`sum(${liveBets.amount})`.mapWith(Number),
        startedAt: min(liveBets.createdAt),
      })
      .from(liveBets)
      .innerJoin(liveRounds, eq(liveRounds.id, liveBets.roundId))
      .where(eq(liveBets.status, LiveBetStatus.Open))
      .groupBy(liveBets.userId, liveBets.roundId, liveRounds.game, liveRounds.resultAt),
    openSupplierRounds(context, new Date(now - SUPPLIER_LOOKBACK_DAYS * 24 * HOUR)),
  ]);

  const rows: Row[] = [
    ...studio.map((round): Row => {
      const blackjack = round.game === 'blackjack';
      const touched = (round.touchedAt ?? round.createdAt).getTime();
      return {
        roundId: `round-${round.id}`,
        gameCode: round.game,
        userId: round.userId,
        held: round.amount,
        startedAt: round.createdAt.toISOString(),
        resolvesAt: blackjack ? new Date(touched + context.blackjackExpiryMinutes * 60_000).toISOString() : null,
        resolution: blackjack ? 'stand' : 'recover',
      };
    }),
    ...live.map((bet): Row => ({
      roundId: `live-${bet.game}-${bet.roundId}`,
      gameCode: bet.game,
      userId: bet.userId,
      held: bet.held,
      startedAt: new Date(bet.startedAt!).toISOString(),
      resolvesAt: bet.resultAt.toISOString(),
      resolution: 'settle',
    })),
    ...supplier.map((round): Row => ({
      roundId: round.roundId,
      gameCode: round.gameCode,
      userId: round.userId,
      held: round.held,
      startedAt: new Date(round.startedAt!).toISOString(),
      // null where the site leaves suppliers' rounds to the suppliers (config.casino.supplierRoundVoid off)
      resolvesAt: context.supplierRoundVoid ? new Date(new Date(round.startedAt!).getTime() + context.supplierVoidHours * HOUR).toISOString() : null,
      resolution: 'void',
    })),
  ].sort((a, b) => a.startedAt.localeCompare(b.startedAt) || a.roundId.localeCompare(b.roundId));

  const names = await gameNames(
    db,
    rows.map((row) => row.gameCode),
  );
  const nameOf = (code: string) => names.get(code)?.name ?? translate(lang, 'Casino game');
  const perGame = new Map<string, { rounds: number; held: number }>();
  for (const row of rows) {
    const game = perGame.get(row.gameCode) ?? { rounds: 0, held: 0 };
    perGame.set(row.gameCode, { rounds: game.rounds + 1, held: game.held + row.held });
  }
  const listed = rows.slice(0, LISTED);
  const userIds = [...new Set(listed.map((row) => row.userId))];
  const codes = userIds.length === 0 ? [] : await db.select({ id: users.id, usercode: users.usercode }).from(users).where(inArray(users.id, userIds));
  const usercode = new Map(codes.map((row) => [row.id, row.usercode ?? '']));

  return {
    held: rows.reduce((sum, row) => sum + row.held, 0),
    games: [...perGame]
      .map(([gameCode, totals]) => ({ gameCode, game: nameOf(gameCode), ...totals }))
      .sort((a, b) => b.held - a.held || a.gameCode.localeCompare(b.gameCode)),
    rounds: listed.map((row) => ({ ...row, game: nameOf(row.gameCode), usercode: usercode.get(row.userId) ?? '' })),
  };
}
