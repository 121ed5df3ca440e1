// Game recall: a game's last RECALL_ROUNDS rounds for one player, built from what was stored when they
// were played, never by playing anything again. Each family has its own record of a round:
// - the studio's own games: their round row (stake, win, the outcome stored at settlement);
// - the studio's live games: the player's bets on a shared round and the round's result;
// - a supplier's game: its wallet calls in the ledger (stake, win, rollback per round id), which is all
//   the supplier tells us, so its screen is null.
// The cash balance before and after a round comes from the ledger: each movement keeps the player's cash
// balance after it, and its cash entry the amount it moved.
import { and, asc, desc, eq, inArray, isNotNull, max, min, ne, notInArray, sql } from 'drizzle-orm';
import {
  LIVE_GAMES,
  LiveBetStatus,
  ORIGINALS_GAMES,
  RECALL_ROUNDS,
  SessionStatus,
  type GameRecall,
  type LiveGameCode,
  type RecallGame,
  type RecallOutcome,
  type RecallRound,
} from '@arena/contracts';
import type { Locale } from '../../../i18n/translations';
import { translate } from '../../../plugins/locale';
import { gameNames } from '../../casino';
import { liveBets, liveRounds } from '../../live-rounds/plugin';
import { ORIGINALS_PROVIDER, originalsRounds } from '../../originals/plugin';
import { SPORTS_PROVIDER } from '../../sports/plugin';
import { ledgerAccounts, ledgerEntries, ledgerTransactions as moves } from '../../wallet/plugin';
import type { GameRecallContext } from '../context';
import { liveScreen, studioScreen } from '../screen';

const GAME_MOVES = ['bet', 'win', 'rollback'];
const isLive = (game: string): game is LiveGameCode => (LIVE_GAMES as readonly string[]).includes(game);
const isStudio = (game: string) => (ORIGINALS_GAMES as readonly string[]).includes(game);
const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

export function outcomeOf(status: SessionStatus, stake: number, payout: number): RecallOutcome {
  if (status === SessionStatus.Processing) return 'open';
  if (status === SessionStatus.Cancelled) return 'void';
  return payout > stake ? 'win' : payout === stake ? 'push' : 'loss';
}

interface Balances {
  before: number;
  after: number;
  firstAt: Date;
  lastAt: Date;
}

/**
 * Per ledger round id of the player: the cash balance before its first movement (that movement's
 * balance after, less what it moved in cash) and after its last.
 */
async function balancesOf({ db }: GameRecallContext, userId: number, provider: string | null, roundIds: string[]): Promise<Map<string, Balances>> {
  if (roundIds.length === 0) return new Map();
  const rows = await db
    .select({
      roundId: moves.roundId,
      balanceAfter: moves.balanceAfter,
      createdAt: moves.createdAt,
      cash: ledgerEntries.amount,
    })
    .from(moves)
    .leftJoin(ledgerAccounts, and(eq(ledgerAccounts.userId, moves.userId), eq(ledgerAccounts.kind, 'cash')))
    .leftJoin(ledgerEntries, and(eq(ledgerEntries.transactionId, moves.id), eq(ledgerEntries.accountId, ledgerAccounts.id)))
    .where(
      and(
        eq(moves.userId, userId),
        inArray(moves.kind, GAME_MOVES),
        inArray(moves.roundId, roundIds),
        provider === null ? and(ne(moves.provider, ORIGINALS_PROVIDER), ne(moves.provider, SPORTS_PROVIDER)) : eq(moves.provider, provider),
      ),
    )
    .orderBy(asc(moves.id));
  const byRound = new Map<string, Balances>();
  for (const row of rows) {
    const at = new Date(row.createdAt);
    const known = byRound.get(row.roundId!);
    if (known) Object.assign(known, { after: row.balanceAfter, lastAt: at });
    else byRound.set(row.roundId!, { before: row.balanceAfter - (row.cash ?? 0), after: row.balanceAfter, firstAt: at, lastAt: at });
  }
  return byRound;
}

const withBalances = (round: Omit<RecallRound, 'balanceBefore' | 'balanceAfter'>, balances: Balances | undefined): RecallRound => ({
  ...round,
  balanceBefore: balances?.before ?? null,
  balanceAfter: balances?.after ?? null,
});

async function studioRounds(context: GameRecallContext, userId: number, game: string): Promise<RecallRound[]> {
  const rows = await context.db
    .select()
    .from(originalsRounds)
    .where(and(eq(originalsRounds.userId, userId), eq(originalsRounds.game, game as never)))
    .orderBy(desc(originalsRounds.id))
    .limit(RECALL_ROUNDS);
  const roundId = (id: number) => `round-${id}`;
  const balances = await balancesOf(
    context,
    userId,
    ORIGINALS_PROVIDER,
    rows.map((row) => roundId(row.id)),
  );
  return rows.map((row) =>
    withBalances(
      {
        roundId: roundId(row.id),
        gameCode: row.game,
        startedAt: row.createdAt.toISOString(),
        settledAt: iso(row.completedAt),
        stake: row.amount,
        payout: row.win,
        outcome: outcomeOf(row.status, row.amount, row.win),
        screen: studioScreen(row.game, row.outcome, row.status === SessionStatus.Processing ? row.state : null),
        status: row.status,
        freeSpin: row.freeSpinBonusId !== null,
      },
      balances.get(roundId(row.id)),
    ),
  );
}

async function liveGameRounds(context: GameRecallContext, userId: number, game: LiveGameCode): Promise<RecallRound[]> {
  const { db } = context;
  const recent = await db
    .select({ roundId: liveBets.roundId })
    .from(liveBets)
    .innerJoin(liveRounds, eq(liveRounds.id, liveBets.roundId))
    .where(and(eq(liveBets.userId, userId), eq(liveRounds.game, game)))
    .groupBy(liveBets.roundId)
    .orderBy(desc(liveBets.roundId))
    .limit(RECALL_ROUNDS);
  const ids = recent.map((row) => row.roundId);
  if (ids.length === 0) return [];
  const [rounds, bets] = await Promise.all([
    db.select().from(liveRounds).where(inArray(liveRounds.id, ids)),
    db
      .select()
      .from(liveBets)
      .where(and(eq(liveBets.userId, userId), inArray(liveBets.roundId, ids)))
      .orderBy(asc(liveBets.id)),
  ]);
  const ledgerId = (id: number) => `live-${game}-${id}`;
  const balances = await balancesOf(context, userId, ORIGINALS_PROVIDER, ids.map(ledgerId));
  return ids.map((id) => {
    const round = rounds.find((row) => row.id === id)!;
    const mine = bets.filter((bet) => bet.roundId === id);
    const stake = mine.reduce((sum, bet) => sum + bet.amount, 0);
    const payout = mine.reduce((sum, bet) => sum + (bet.status === LiveBetStatus.Refunded ? bet.amount : bet.win), 0);
    const open = mine.some((bet) => bet.status === LiveBetStatus.Open);
    const refunded = mine.every((bet) => bet.status === LiveBetStatus.Refunded);
    const status = open ? SessionStatus.Processing : refunded ? SessionStatus.Cancelled : SessionStatus.Completed;
    const settled = mine.map((bet) => bet.settledAt?.getTime() ?? 0);
    return withBalances(
      {
        roundId: ledgerId(id),
        gameCode: game,
        startedAt: mine[0].createdAt.toISOString(),
        settledAt: open ? null : new Date(Math.max(...settled)).toISOString(),
        stake,
        payout,
        outcome: outcomeOf(status, stake, payout),
        // the result stays secret until it is final
        screen: round.phase === 'result' ? liveScreen(game, round.result, mine) : null,
        status,
        freeSpin: false,
      },
      balances.get(ledgerId(id)),
    );
  });
}

async function supplierRounds(context: GameRecallContext, userId: number, gameCode: string): Promise<RecallRound[]> {
  const first = min(moves.id);
  const rows = await context.db
    .select({
      provider: moves.provider,
      roundId: moves.roundId,
      stake: sql<number>`coalesce(sum(${moves.amount}) FILTER (WHERE ${moves.kind} = 'bet'), 0)`.mapWith(Number),
      win: sql<number>`coalesce(sum(${moves.amount}) FILTER (WHERE ${moves.kind} = 'win'), 0)`.mapWith(Number),
      paid: sql<boolean>`bool_or(${moves.kind} = 'win')`,
      rolledBack: sql<boolean>`bool_or(${moves.kind} = 'rollback')`,
      first,
    })
    .from(moves)
    .where(
      and(
        eq(moves.userId, userId),
        eq(moves.gameCode, gameCode),
        inArray(moves.kind, GAME_MOVES),
        isNotNull(moves.roundId),
        notInArray(moves.provider, [ORIGINALS_PROVIDER, SPORTS_PROVIDER]),
      ),
    )
    .groupBy(moves.provider, moves.roundId)
    .orderBy(desc(first))
    .limit(RECALL_ROUNDS);
  const balances = await balancesOf(
    context,
    userId,
    null,
    rows.map((row) => row.roundId!),
  );
  return rows.map((row) => {
    const status = row.rolledBack ? SessionStatus.Cancelled : row.paid ? SessionStatus.Completed : SessionStatus.Processing;
    // a rollback returned the stake (less whatever it had already paid, which the supplier's calls never do)
    const payout = row.rolledBack ? row.stake : row.win;
    const money = balances.get(row.roundId!);
    return withBalances(
      {
        roundId: row.roundId!,
        gameCode,
        startedAt: money!.firstAt.toISOString(),
        settledAt: status === SessionStatus.Processing ? null : money!.lastAt.toISOString(),
        stake: row.stake,
        payout,
        outcome: outcomeOf(status, row.stake, payout),
        screen: null,
        status,
        freeSpin: false,
      },
      money,
    );
  });
}

/** the games the player has played, the last played first: the ledger's game movements and the studio's rounds (free spins move no cash) */
async function playedGames({ db }: GameRecallContext, userId: number, lang: Locale): Promise<RecallGame[]> {
  const [ledger, studio] = await Promise.all([
    db
      .select({ gameCode: moves.gameCode, at: max(moves.createdAt) })
      .from(moves)
      .where(and(eq(moves.userId, userId), inArray(moves.kind, GAME_MOVES), isNotNull(moves.gameCode), ne(moves.provider, SPORTS_PROVIDER)))
      .groupBy(moves.gameCode),
    db
      .select({ gameCode: originalsRounds.game, at: max(originalsRounds.createdAt) })
      .from(originalsRounds)
      .where(eq(originalsRounds.userId, userId))
      .groupBy(originalsRounds.game),
  ]);
  const latest = new Map<string, number>();
  for (const { gameCode, at } of [...ledger, ...studio]) {
    if (!gameCode || !at) continue;
    latest.set(gameCode, Math.max(latest.get(gameCode) ?? 0, new Date(at).getTime()));
  }
  const names = await gameNames(db, [...latest.keys()]);
  return [...latest]
    .sort(([codeA, a], [codeB, b]) => b - a || codeA.localeCompare(codeB))
    .map(([gameCode, at]) => ({
      gameCode,
      // a code the catalogue does not hold is no name for a player
      game: names.get(gameCode)?.name ?? translate(lang, 'Casino game'),
      lastPlayedAt: new Date(at).toISOString(),
    }));
}

/** The player's games and the last rounds of `gameCode` (else of the game last played), newest first. */
export async function recallRounds(context: GameRecallContext, userId: number, gameCode: string | undefined, lang: Locale): Promise<GameRecall> {
  const games = await playedGames(context, userId, lang);
  // only a game the player played: another player's game code or round finds nothing of theirs
  const game = gameCode ?? games[0]?.gameCode;
  if (game === undefined || !games.some((played) => played.gameCode === game)) return { games, gameCode: game ?? null, rounds: [] };
  const rounds = isLive(game)
    ? await liveGameRounds(context, userId, game)
    : isStudio(game)
      ? await studioRounds(context, userId, game)
      : await supplierRounds(context, userId, game);
  return { games, gameCode: game, rounds };
}
