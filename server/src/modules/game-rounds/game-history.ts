// transaction/gamehistory: the player's casino rounds from the wallet's ledger, one per (provider, round id),
// with its bets and wins, each game and studio by the names players know them (sports bets have their
// own list, the account's sports bets). An Arena Originals round takes its status from the studio's own round (the
// player's round, or the shared round of a live game) and links to its proof on the verify page; a
// supplier's round is Cancelled once rolled back, Completed once it paid (even 0), Processing before.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  LIVE_GAMES,
  SessionStatus,
  type GameHistoryReply,
  type GameHistoryRequest,
  type GameRound,
  type LiveGameCode,
  type OriginalsRound,
} from '@arena/contracts';
import type { Db } from '../../db/client';
import type { Locale } from '../../i18n/translations';
import { translate } from '../../plugins/locale';
import { ARENA_STUDIO, gameNames, studioName } from '../casino';
import { liveChains, liveRounds } from '../live-rounds/plugin';
import { verifyHref } from '../originals-pages';
import { ORIGINALS_PROVIDER, type OriginalsService } from '../originals/plugin';
import { dayRange } from '../payments/plugin';
import { SPORTS_PROVIDER } from '../sports/plugin';
import { ledgerTransactions as moves } from '../wallet/plugin';

/** Win 1 / Bet 2 */
const TRANSACTION_TYPE = { win: 1, bet: 2 } as const;
const ROUND_KINDS = ['bet', 'win', 'rollback'];
/** the studio's round ids in the ledger: its own rounds and the shared rounds of its live games */
const STUDIO_ROUND = /^round-(\d+)$/;
const LIVE_ROUND = /^live-([a-z-]+)-(\d+)$/;
const isLiveGame = (game: string): game is LiveGameCode => (LIVE_GAMES as readonly string[]).includes(game);

type Proven = Pick<GameRound, 'status' | 'proofUrl'>;

/** the verify page's address for one of the studio's own rounds: its seeds and the player's choices */
function studioProof(round: OriginalsRound, lang: Locale): string {
  const outcome = (round.outcome ?? {}) as Record<string, unknown>;
  const choices: Record<string, string> = {};
  if (round.game === 'plinko') Object.assign(choices, { rows: String(outcome.rows), risk: String(outcome.risk) });
  if (round.game === 'roulette') choices.bets = JSON.stringify(outcome.bets);
  return verifyHref({
    ...round,
    lang,
    target: outcome.target as number | undefined,
    over: outcome.over as boolean | undefined,
    actions: outcome.actions as string[] | undefined,
    choices,
  });
}

export function createGameHistory(db: Db, originals: OriginalsService) {
  /** a live game's shared round: its status and, once its result is out, the hash chain link to verify */
  async function liveRound(game: LiveGameCode, id: number, lang: Locale): Promise<Proven | undefined> {
    const [round] = await db
      .select({
        status: liveRounds.status,
        phase: liveRounds.phase,
        hash: liveRounds.hash,
        index: liveRounds.chainIndex,
        chainId: liveRounds.chainId,
        salt: liveChains.salt,
        terminalHash: liveChains.terminalHash,
      })
      .from(liveRounds)
      .innerJoin(liveChains, eq(liveChains.id, liveRounds.chainId))
      .where(and(eq(liveRounds.id, id), eq(liveRounds.game, game)));
    if (!round) return undefined;
    // the hash stays secret until the result is final
    if (round.phase !== 'result') return { status: round.status, proofUrl: null };
    const [before] =
      round.index === 1
        ? [{ hash: round.terminalHash }]
        : await db
            .select({ hash: liveRounds.hash })
            .from(liveRounds)
            .where(and(eq(liveRounds.chainId, round.chainId), eq(liveRounds.chainIndex, round.index - 1), eq(liveRounds.phase, 'result')));
    const query = new URLSearchParams({ lang, mode: 'live', game, hash: round.hash, salt: round.salt, ...(before && { previous: before.hash }) });
    return { status: round.status, proofUrl: `/originals/verify?${query.toString()}` };
  }

  async function studioRound(userId: number, roundId: string, lang: Locale): Promise<Proven | undefined> {
    const own = STUDIO_ROUND.exec(roundId);
    if (own) {
      const round = await originals.round(userId, Number(own[1]));
      if (!round) return undefined;
      return { status: round.status, proofUrl: round.status === SessionStatus.Completed ? studioProof(round, lang) : null };
    }
    const live = LIVE_ROUND.exec(roundId);
    return live && isLiveGame(live[1]) ? liveRound(live[1], Number(live[2]), lang) : undefined;
  }

  const supplierStatus = (rolledBack: boolean, paid: boolean): GameRound['status'] =>
    rolledBack ? SessionStatus.Cancelled : paid ? SessionStatus.Completed : SessionStatus.Processing;

  return async function gameHistory(userId: number, { startDate, endDate, skip, take }: GameHistoryRequest, lang: Locale): Promise<GameHistoryReply> {
    const started = sql<Date>`min(${moves.createdAt})`;
    const { from, to } = dayRange(startDate, endDate);
    const during: SQL[] = [];
    if (from) during.push(gte(started, from.toISOString()));
    if (to) during.push(lt(started, to.toISOString()));

    const rounds = db
      .select({
        provider: sql<string>`${moves.provider}`.as('provider'),
        roundId: sql<string>`${moves.roundId}`.as('round_id'),
        gameCode: sql<string>`min(${moves.gameCode})`.as('round_game_code'),
        started: started.as('started'),
        bet: sql<number>`coalesce(sum(${moves.amount}) FILTER (WHERE ${moves.kind} = 'bet'), 0)`.mapWith(Number).as('bet'),
        win: sql<number>`coalesce(sum(${moves.amount}) FILTER (WHERE ${moves.kind} = 'win'), 0)`.mapWith(Number).as('win'),
        paid: sql<boolean>`bool_or(${moves.kind} = 'win')`.as('paid'),
        rolledBack: sql<boolean>`bool_or(${moves.kind} = 'rollback')`.as('rolled_back'),
      })
      .from(moves)
      .where(
        and(
          eq(moves.userId, userId),
          inArray(moves.kind, ROUND_KINDS),
          isNotNull(moves.roundId),
          isNotNull(moves.provider),
          ne(moves.provider, SPORTS_PROVIDER),
        ),
      )
      .groupBy(moves.provider, moves.roundId)
      .having(and(...during))
      .as('rounds');

    const [page, [{ total }]] = await Promise.all([
      db
        .select({
          provider: rounds.provider,
          roundId: rounds.roundId,
          gameCode: rounds.gameCode,
          started: rounds.started,
          bet: rounds.bet,
          win: rounds.win,
          paid: rounds.paid,
          rolledBack: rounds.rolledBack,
        })
        .from(rounds)
        .orderBy(desc(rounds.started), desc(rounds.provider), desc(rounds.roundId))
        .limit(take)
        .offset(skip),
      db.select({ total: count() }).from(rounds),
    ]);
    if (page.length === 0) return { rounds: [], total };
    const names = await gameNames(
      db,
      page.map((round) => round.gameCode),
    );

    const movements = await db
      .select({ provider: moves.provider, roundId: moves.roundId, kind: moves.kind, amount: moves.amount, createdAt: moves.createdAt })
      .from(moves)
      .where(
        and(
          eq(moves.userId, userId),
          inArray(moves.kind, ['bet', 'win']),
          or(...page.map((round) => and(eq(moves.provider, round.provider), eq(moves.roundId, round.roundId)))),
        ),
      )
      .orderBy(asc(moves.id));
    const key = (provider: string | null, roundId: string | null) => `${provider}\n${roundId}`;
    const byRound = new Map<string, GameRound['transactions']>();
    for (const { provider, roundId, kind, amount, createdAt } of movements) {
      const list = byRound.get(key(provider, roundId)) ?? [];
      list.push({ type: TRANSACTION_TYPE[kind as 'bet' | 'win'], amount, date: new Date(createdAt).toISOString() });
      byRound.set(key(provider, roundId), list);
    }

    return {
      total,
      rounds: await Promise.all(
        page.map(async (round): Promise<GameRound> => {
          const ours = round.provider === ORIGINALS_PROVIDER;
          const proven = ours ? await studioRound(userId, round.roundId, lang) : undefined;
          const named = names.get(round.gameCode);
          return {
            roundId: round.roundId,
            gameCode: round.gameCode,
            // a code the catalogue does not hold is no name for a player
            game: named?.name ?? translate(lang, 'Casino game'),
            providerName: ours ? studioName(ARENA_STUDIO) : (named?.studio ?? null),
            status: proven?.status ?? supplierStatus(round.rolledBack, round.paid),
            bet: round.bet,
            win: round.win,
            date: new Date(round.started).toISOString(),
            transactions: byRound.get(key(round.provider, round.roundId)) ?? [],
            proofUrl: proven?.proofUrl ?? null,
          };
        }),
      ),
    };
  };
}
