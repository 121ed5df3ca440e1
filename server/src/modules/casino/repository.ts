import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CasinoCategory, CasinoGamesReply, CasinoGamesRequest, Game } from '@arena/contracts';
import type { Db } from '../../db/client';
import { casinoCategories, casinoCategoryGames, casinoGames } from './schema';

/** the wire shape of a game (spec §3) */
const gameColumns = {
  gameCode: casinoGames.gameCode,
  name: casinoGames.name,
  providerName: casinoGames.providerName,
  mainProviderId: casinoGames.mainProviderId,
  system: casinoGames.system,
  productId: casinoGames.productId,
  image: casinoGames.image,
};

/** LIKE treats % and _ as wildcards: a player searching "100%" means the characters */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export function createCasinoRepository(db: Db) {
  return {
    async categories(): Promise<CasinoCategory[]> {
      const [categories, listed] = await Promise.all([
        db
          .select({ id: casinoCategories.id, name: casinoCategories.name, slugList: casinoCategories.slugList })
          .from(casinoCategories)
          .orderBy(asc(casinoCategories.sort)),
        db
          .select({ categoryId: casinoCategoryGames.categoryId, ...gameColumns })
          .from(casinoCategoryGames)
          .innerJoin(casinoGames, eq(casinoGames.gameCode, casinoCategoryGames.gameCode))
          .orderBy(asc(casinoCategoryGames.categoryId), asc(casinoCategoryGames.sort)),
      ]);
      const byCategory = new Map<number, Game[]>(categories.map(({ id }) => [id, []]));
      for (const { categoryId, ...game } of listed) byCategory.get(categoryId)?.push(game);
      return categories.map((category) => ({ ...category, games: byCategory.get(category.id) ?? [] }));
    },

    async games({ systemCategory, live, search, skip, take }: CasinoGamesRequest): Promise<CasinoGamesReply> {
      const filters: SQL[] = [];
      if (systemCategory !== undefined) {
        // a lobby slug (every category shown in that lobby) or one category by name
        const inCategory = db
          .select({ gameCode: casinoCategoryGames.gameCode })
          .from(casinoCategoryGames)
          .innerJoin(casinoCategories, eq(casinoCategories.id, casinoCategoryGames.categoryId))
          .where(or(sql`${systemCategory} = ANY(${casinoCategories.slugList})`, eq(sql`lower(${casinoCategories.name})`, systemCategory.toLowerCase())));
        filters.push(inArray(casinoGames.gameCode, inCategory));
      }
      if (live !== undefined) filters.push(eq(casinoGames.isLive, live));
      const text = search?.trim();
      if (text) filters.push(ilike(casinoGames.name, `%${escapeLike(text)}%`));
      const where = and(...filters);

      const [games, [{ total }]] = await Promise.all([
        db.select(gameColumns).from(casinoGames).where(where).orderBy(asc(casinoGames.sort), asc(casinoGames.name)).limit(take).offset(skip),
        db.select({ total: count() }).from(casinoGames).where(where),
      ]);
      return { games, total };
    },
  };
}
