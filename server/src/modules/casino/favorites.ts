// A player's favourite games (migrations/073_casino_favorites.sql): toggled one at a time, listed newest first.
import { and, desc, eq } from 'drizzle-orm';
import type { CasinoFavorites } from '@arena/contracts';
import type { Db } from '../../db/client';
import { shown, shownGameColumns, withSettings } from './repository';
import { casinoFavorites, casinoGames, casinoGameSettings } from './schema';

export function createFavorites(db: Db) {
  return {
    /** undefined: no such game; otherwise whether the game is now a favourite */
    async toggle(userId: number, gameCode: string): Promise<boolean | undefined> {
      return db.transaction(async (tx) => {
        const [game] = await tx.select({ gameCode: casinoGames.gameCode }).from(casinoGames).where(eq(casinoGames.gameCode, gameCode));
        if (!game) return undefined;
        const removed = await tx
          .delete(casinoFavorites)
          .where(and(eq(casinoFavorites.userId, userId), eq(casinoFavorites.gameCode, gameCode)))
          .returning({ gameCode: casinoFavorites.gameCode });
        if (removed.length > 0) return false;
        // a double click's second request finds the row the first one wrote: still a favourite
        await tx.insert(casinoFavorites).values({ userId, gameCode }).onConflictDoNothing();
        return true;
      });
    },

    /** the favourites the lobby shows: a game an operator disabled is left out (and back once enabled) */
    async list(userId: number): Promise<CasinoFavorites> {
      const games = await db
        .select(shownGameColumns)
        .from(casinoFavorites)
        .innerJoin(casinoGames, eq(casinoGames.gameCode, casinoFavorites.gameCode))
        .leftJoin(casinoGameSettings, withSettings)
        .where(and(eq(casinoFavorites.userId, userId), shown))
        .orderBy(desc(casinoFavorites.createdAt), desc(casinoFavorites.gameCode));
      return { codes: games.map(({ gameCode }) => gameCode), games };
    },
  };
}
