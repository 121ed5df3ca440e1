// What a catalogue game plays like (issue 30): the generated tile art draws its motif and the aggregator
// simulator plays its kind of game. Read from the catalogue's own data: a live table's category says
// which table it is, otherwise the game's kind (schema.ts GAME_KINDS).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { casinoCategories, casinoCategoryGames, casinoGames, type GameKind } from './schema';

export const GAME_GENRES = ['slot', 'roulette', 'blackjack', 'baccarat', 'crash', 'game-show', 'poker'] as const;
export type GameGenre = (typeof GAME_GENRES)[number];

/** the seed's live categories (seed.ts CASINO_CATEGORIES) and the table each one is */
const CATEGORY_GENRES: Readonly<Record<string, GameGenre>> = {
  'Live Roulette': 'roulette',
  'Live Blackjack': 'blackjack',
  'Live Baccarat': 'baccarat',
  'Live Dealer': 'game-show',
  // the simulator plays poker as a hand of video poker (aggregator-simulator games/video-poker.ts)
  'Live Poker': 'poker',
};

const KIND_GENRES: Readonly<Record<GameKind, GameGenre>> = {
  slot: 'slot',
  table: 'roulette',
  live: 'roulette',
  crash: 'crash',
  // TV draws and wheels are game shows; instant, virtual and bingo games play as a slot (one stake, one draw)
  tv: 'game-show',
  instant: 'slot',
  virtual: 'slot',
  bingo: 'slot',
};

export function genreOf(kind: GameKind, categories: readonly string[]): GameGenre {
  const table = categories.find((name) => Object.hasOwn(CATEGORY_GENRES, name));
  return table === undefined ? KIND_GENRES[kind] : CATEGORY_GENRES[table];
}

/** the genre of a catalogue game, or undefined for a code the catalogue does not hold */
export async function findGameGenre(db: Db, gameCode: string): Promise<GameGenre | undefined> {
  const [game] = await db.select({ kind: casinoGames.kind }).from(casinoGames).where(eq(casinoGames.gameCode, gameCode));
  if (!game) return undefined;
  const categories = await db
    .select({ name: casinoCategories.name })
    .from(casinoCategoryGames)
    .innerJoin(casinoCategories, eq(casinoCategories.id, casinoCategoryGames.categoryId))
    .where(eq(casinoCategoryGames.gameCode, gameCode));
  return genreOf(
    game.kind,
    categories.map(({ name }) => name),
  );
}
