// transaction/topwinners: the biggest real wins from the wallet's ledger, of the last week (all time
// while the week has none), with the game's name and art; players' names masked. A win is a round that
// paid the player more than they staked in it: a push (the stake returned) is no win. Every lobby asks
// for them on every visit: the answer is kept for half a minute.
import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { TopWinner, TopWinnersRequest } from '@arena/contracts';
import { createSharedCache } from '../../cache/shared-cache';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { PubSub } from '../../plugins/pubsub';
import { users } from '../auth/plugin';
import { casinoGames } from '../casino';
import { ledgerTransactions as moves } from '../wallet/plugin';

const WEEK_MS = 7 * 86_400_000;
const CACHE_MS = 30_000;
/** the site's one currency */
const CURRENCY_SYMBOL = '₺';

/** 'player042' → 'pl***' */
export const maskName = (username: string): string => `${username.slice(0, 2)}***`;

export async function createTopWinners({ db, clock, pubsub }: { db: Db; clock: Clock; pubsub: PubSub }) {
  // nothing forgets an entry: wins only add up, and a list half a minute old is what the lobby shows
  const remembered = await createSharedCache<{ winners: TopWinner[] }>({
    pubsub,
    channel: 'top-winners',
    ttlMs: CACHE_MS,
    maxEntries: 400,
    now: () => clock.now(),
    groupOf: () => 0,
  });

  async function biggest(isLive: boolean, count: number, since?: Date): Promise<TopWinner[]> {
    const filters: SQL[] = [eq(moves.kind, 'win')];
    if (since) filters.push(gte(moves.createdAt, since));
    // a round's payout against the player's stake in it (every bet of it: a double or a split adds one)
    const payout = sql<number>`sum(${moves.amount})`;
    const staked = sql`(SELECT coalesce(sum(b.amount), 0) FROM ledger_transactions b
      WHERE b.user_id = ${moves.userId} AND b.provider = ${moves.provider} AND b.round_id = ${moves.roundId} AND b.kind = 'bet' AND NOT b.rolled_back)`;
    const won = db
      .select({
        userId: moves.userId,
        gameCode: sql<string>`min(${moves.gameCode})`.as('won_game_code'),
        amount: payout.mapWith(Number).as('won_amount'),
        last: sql<number>`max(${moves.id})`.as('won_last'),
      })
      .from(moves)
      .where(and(...filters))
      .groupBy(moves.userId, moves.provider, moves.roundId)
      .having(sql`${payout} > ${staked}`)
      .as('won');
    const rows = await db
      .select({ image: casinoGames.image, game: casinoGames.name, gameCode: casinoGames.gameCode, username: users.username, amount: won.amount })
      .from(won)
      .innerJoin(casinoGames, eq(casinoGames.gameCode, won.gameCode))
      .innerJoin(users, eq(users.id, won.userId))
      .where(isLive ? eq(casinoGames.isLive, true) : undefined)
      .orderBy(desc(won.amount), desc(won.last))
      .limit(count);
    return rows.map(({ username, ...win }) => ({ ...win, name: maskName(username), currencySymbol: CURRENCY_SYMBOL }));
  }

  return async function topWinners({ isLive, count }: TopWinnersRequest): Promise<TopWinner[]> {
    const key = `${isLive}:${count}`;
    const entry =
      remembered.get(key) ??
      (await remembered.load(key, async () => {
        const recent = await biggest(isLive, count, new Date(clock.now() - WEEK_MS));
        return { winners: recent.length > 0 ? recent : await biggest(isLive, count) };
      }));
    return entry!.winners;
  };
}
