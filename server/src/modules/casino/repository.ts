import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CasinoCategory, CasinoGamesReply, CasinoGamesRequest, CasinoProvider, Game } from '@arena/contracts';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { casinoCategories, casinoCategoryGames, casinoGameSettings, casinoGames } from './schema';
import { studioName } from './studios';

/** the wire shape of a game */
export const gameColumns = {
  gameCode: casinoGames.gameCode,
  name: casinoGames.name,
  providerName: casinoGames.providerName,
  mainProviderId: casinoGames.mainProviderId,
  system: casinoGames.system,
  productId: casinoGames.productId,
  image: casinoGames.image,
};
/** gameColumns where casino_game_settings is joined: the back office's art replaces the catalogue's */
export const shownGameColumns = { ...gameColumns, image: sql<string | null>`coalesce(${casinoGameSettings.image}, ${casinoGames.image})` };

/** the back office's order where it set one, else the catalogue's */
export const gameSort = sql<number>`coalesce(${casinoGameSettings.sort}, ${casinoGames.sort})`;
/** a page never repeats or skips a game: the order is total */
const catalogueOrder = [asc(gameSort), asc(casinoGames.name), asc(casinoGames.gameCode)];
/** a game the back office disabled is in no lobby, category, search or studio count (its settings row is joined) */
/** a game no operator has disabled (a game without settings is shown) */
export const shown = or(isNull(casinoGameSettings.enabled), eq(casinoGameSettings.enabled, true))!;
export const withSettings = eq(casinoGameSettings.gameCode, casinoGames.gameCode);

export function createCasinoRepository(db: Db) {
  /** the games of a lobby slug (every category shown in that lobby) or of one category by name */
  const inCategory = (systemCategory: string) =>
    db
      .select({ gameCode: casinoCategoryGames.gameCode })
      .from(casinoCategoryGames)
      .innerJoin(casinoCategories, eq(casinoCategories.id, casinoCategoryGames.categoryId))
      .where(or(sql`${systemCategory} = ANY(${casinoCategories.slugList})`, eq(sql`lower(${casinoCategories.name})`, systemCategory.toLowerCase())));

  return {
    async categories(): Promise<CasinoCategory[]> {
      const [categories, listed] = await Promise.all([
        db
          .select({ id: casinoCategories.id, name: casinoCategories.name, slugList: casinoCategories.slugList })
          .from(casinoCategories)
          .orderBy(asc(casinoCategories.sort)),
        db
          .select({ categoryId: casinoCategoryGames.categoryId, ...shownGameColumns })
          .from(casinoCategoryGames)
          .innerJoin(casinoGames, eq(casinoGames.gameCode, casinoCategoryGames.gameCode))
          .leftJoin(casinoGameSettings, withSettings)
          .where(shown)
          .orderBy(asc(casinoCategoryGames.categoryId), asc(sql`coalesce(${casinoGameSettings.sort}, ${casinoCategoryGames.sort})`)),
      ]);
      const byCategory = new Map<number, Game[]>(categories.map(({ id }) => [id, []]));
      for (const { categoryId, ...game } of listed) byCategory.get(categoryId)?.push(game);
      return categories.map((category) => ({ ...category, games: byCategory.get(category.id) ?? [] }));
    },

    async games({ systemCategory, live, search, system, skip, take }: CasinoGamesRequest): Promise<CasinoGamesReply> {
      const filters: SQL[] = [shown];
      if (systemCategory !== undefined) filters.push(inArray(casinoGames.gameCode, inCategory(systemCategory)));
      if (live !== undefined) filters.push(eq(casinoGames.isLive, live));
      if (system !== undefined) filters.push(eq(casinoGames.system, system));
      const text = search?.trim();
      if (text) filters.push(ilike(casinoGames.name, `%${escapeLike(text)}%`));
      const where = and(...filters);

      const [games, [{ total }]] = await Promise.all([
        db
          .select(shownGameColumns)
          .from(casinoGames)
          .leftJoin(casinoGameSettings, withSettings)
          .where(where)
          .orderBy(...catalogueOrder)
          .limit(take)
          .offset(skip),
        db.select({ total: count() }).from(casinoGames).leftJoin(casinoGameSettings, withSettings).where(where),
      ]);
      return { games, total };
    },

    /** the studios of a lobby or category (every studio without one), by how many games they have there */
    async providers(systemCategory?: string): Promise<CasinoProvider[]> {
      const games = count();
      const rows = await db
        .select({ system: casinoGames.system, games })
        .from(casinoGames)
        .leftJoin(casinoGameSettings, withSettings)
        .where(and(shown, systemCategory === undefined ? undefined : inArray(casinoGames.gameCode, inCategory(systemCategory))))
        .groupBy(casinoGames.system)
        .orderBy(sql`min(${gameSort})`, asc(casinoGames.system));
      return rows.map(({ system, games: total }) => ({ system, name: studioName(system), games: total }));
    },
  };
}
