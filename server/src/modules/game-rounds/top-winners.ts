// transaction/topwinners: the biggest real wins from the wallet's ledger, of the last week (all time
// while the week has none), with the game's name and art; players' names masked. Every lobby asks for
// them on every visit: the answer is kept for half a minute.
import { and, desc, eq, gt, gte, type SQL } from 'drizzle-orm';
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
    const filters: (SQL | undefined)[] = [eq(moves.kind, 'win'), gt(moves.amount, 0), isLive ? eq(casinoGames.isLive, true) : undefined];
    if (since) filters.push(gte(moves.createdAt, since));
    const rows = await db
      .select({ image: casinoGames.image, game: casinoGames.name, gameCode: casinoGames.gameCode, username: users.username, amount: moves.amount })
      .from(moves)
      .innerJoin(casinoGames, eq(casinoGames.gameCode, moves.gameCode))
      .innerJoin(users, eq(users.id, moves.userId))
      .where(and(...filters))
      .orderBy(desc(moves.amount), desc(moves.id))
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
