// Seed game catalogue. providerName is the aggregator the launch call goes through;
// `system` is the studio behind the game, productId the studio's id at that aggregator. It is looked at
// on every start but written only when the code's catalogue changed (its hash): an existing site then
// gains new games, their art and their order.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { OriginalsGame } from '@arena/contracts';
import type { Db } from '../../db/client';
import { proposedValues } from '../../db/upsert';
import { gameArtUrl } from './game-art';
import { casinoCategories, casinoCategoryGames, casinoGames, casinoSeedVersion, type GameKind } from './schema';
import { ARENA_STUDIO, STUDIOS } from './studios';

const AGGREGATORS = {
  SoftGamings: 1,
  Hub88: 2,
  'Egt Digital': 3,
  Amusnet: 4,
  EveryMatrix: 5,
  Digitain: 6,
} as const;
type Aggregator = keyof typeof AGGREGATORS;

/** our crash game's name (a translation key too, the same in every language: a brand keeps its spelling) */
const CRASH_GAME_NAME = 'Arena Jet';

type Lobby = 'slot' | 'live' | 'games' | 'bingo' | 'tvbets';

const CASINO_CATEGORIES: readonly { id: number; name: string; slugList: Lobby[] }[] = [
  { id: 1, name: 'Popular', slugList: ['slot', 'games'] },
  { id: 2, name: 'New', slugList: ['slot'] },
  { id: 3, name: 'Slot', slugList: ['slot'] },
  { id: 4, name: 'Live Casino', slugList: ['live'] },
  { id: 5, name: 'Live Roulette', slugList: ['live'] },
  { id: 6, name: 'Live Blackjack', slugList: ['live'] },
  { id: 7, name: 'Live Poker', slugList: ['live'] },
  { id: 8, name: 'Live Baccarat', slugList: ['live'] },
  { id: 9, name: 'Live Dealer', slugList: ['live'] },
  { id: 10, name: 'Virtual Games', slugList: ['games'] },
  { id: 11, name: 'Crash', slugList: ['games'] },
  { id: 12, name: 'Bingo', slugList: ['bingo'] },
  { id: 13, name: 'TV Games', slugList: ['tvbets'] },
];

/** The lobby's catch-all category every game of that lobby is listed in. */
const LOBBY_CATEGORY: Record<Lobby, string> = {
  slot: 'Slot',
  live: 'Live Casino',
  games: 'Virtual Games',
  bingo: 'Bingo',
  tvbets: 'TV Games',
};

/** The lobby a game of each kind is listed in (its catch-all category). */
const LOBBY_OF: Record<GameKind, Lobby> = {
  slot: 'slot',
  table: 'games',
  live: 'live',
  crash: 'games',
  instant: 'games',
  virtual: 'games',
  bingo: 'bingo',
  tv: 'tvbets',
};

/** [name, studio, aggregator, kind, extra categories] */
type GameRow = readonly [string, string, Aggregator, GameKind, (readonly string[])?];

/**
 * Arena Originals: the game code is the studio's game id (what its rounds write as gameCode in the
 * ledger); the casino launches them through Hub88. Listed first, so they lead their lobbies.
 */
const ORIGINALS: readonly (readonly [OriginalsGame, string, GameKind, (readonly string[])?])[] = [
  // our crash game is "Arena Jet" to players ("Aviator" is Spribe's brand, issue 30); its code 'aviator'
  // stays, since its rounds, routes (/originals/aviator) and ledger rows are keyed by it
  ['aviator', CRASH_GAME_NAME, 'crash', ['Popular', 'Crash']],
  ['sultan', "Sultan's Gold", 'slot', ['Popular', 'New']],
  ['bosphorus', 'Bosphorus Nights', 'slot', ['Popular', 'New']],
  ['dice', 'Dice', 'instant'],
  ['limbo', 'Limbo', 'instant'],
  ['plinko', 'Plinko', 'instant'],
  ['roulette', 'Roulette', 'table'],
  ['blackjack', 'Blackjack', 'table'],
  ['auto-roulette', 'Auto-Roulette', 'live', ['Live Roulette']],
  ['bingo', 'Bingo 90 Room', 'bingo'],
  ['wheel', 'Lucky Wheel', 'tv'],
];

const GAMES: readonly GameRow[] = [
  // slots
  ['Sweet Bonanza', 'pragmaticplay', 'SoftGamings', 'slot', ['Popular']],
  ['Gates of Olympus', 'pragmaticplay', 'SoftGamings', 'slot', ['Popular']],
  ['The Dog House', 'pragmaticplay', 'SoftGamings', 'slot'],
  ['Big Bass Bonanza', 'pragmaticplay', 'SoftGamings', 'slot', ['Popular']],
  ['Sugar Rush 1000', 'pragmaticplay', 'SoftGamings', 'slot', ['New']],
  ['Starlight Princess', 'pragmaticplay', 'SoftGamings', 'slot'],
  ['Wolf Gold', 'pragmaticplay', 'Hub88', 'slot'],
  ['Book of Dead', 'playngo', 'Hub88', 'slot', ['Popular']],
  ['Reactoonz', 'playngo', 'Hub88', 'slot'],
  ['Fire Joker', 'playngo', 'Hub88', 'slot'],
  ['Starburst', 'netent', 'EveryMatrix', 'slot'],
  ["Gonzo's Quest", 'netent', 'EveryMatrix', 'slot'],
  ['Dead or Alive 2', 'netent', 'EveryMatrix', 'slot'],
  ['Divine Fortune', 'netent', 'EveryMatrix', 'slot'],
  ['Bonanza Megaways', 'bigtimegaming', 'EveryMatrix', 'slot'],
  ['Extra Chilli', 'bigtimegaming', 'EveryMatrix', 'slot'],
  ["Gonzo's Quest Megaways", 'redtiger', 'EveryMatrix', 'slot'],
  ['Pirates Plenty', 'redtiger', 'EveryMatrix', 'slot'],
  ["Dragon's Fire", 'redtiger', 'EveryMatrix', 'slot'],
  ['Book of Ra Deluxe', 'novomatic', 'Digitain', 'slot'],
  ["Lucky Lady's Charm Deluxe", 'novomatic', 'Digitain', 'slot'],
  ['Sizzling Hot Deluxe', 'novomatic', 'Digitain', 'slot'],
  ['40 Super Hot', 'amusnet', 'Amusnet', 'slot', ['Popular']],
  ['20 Super Hot', 'amusnet', 'Amusnet', 'slot'],
  ['Burning Hot', 'amusnet', 'Amusnet', 'slot'],
  ['100 Burning Hot', 'amusnet', 'Amusnet', 'slot'],
  ['Shining Crown', 'amusnet', 'Amusnet', 'slot'],
  ['Flaming Hot', 'amusnet', 'Amusnet', 'slot'],
  ['Rise of Ra', 'amusnet', 'Amusnet', 'slot'],
  ['Egypt Sky', 'amusnet', 'Amusnet', 'slot'],
  ['Extra Stars', 'amusnet', 'Amusnet', 'slot'],
  ['Almighty Buffalo Megaways', 'egtdigital', 'Egt Digital', 'slot', ['New']],
  ['Kashmir Gold', 'egtdigital', 'Egt Digital', 'slot'],
  ['30 Spicy Fruits', 'egtdigital', 'Egt Digital', 'slot'],
  ['Great Empire', 'egtdigital', 'Egt Digital', 'slot'],
  ['Lucky Hot', 'egtdigital', 'Egt Digital', 'slot'],
  ['Book of Gold', 'egtdigital', 'Egt Digital', 'slot', ['New']],
  ['Hot Triple Sevens', 'evoplay', 'Hub88', 'slot'],
  ['Elven Princesses', 'evoplay', 'Hub88', 'slot'],
  ['Elvis Frog in Vegas', 'bgaming', 'Hub88', 'slot', ['New']],
  ['Aloha King Elvis', 'bgaming', 'Hub88', 'slot'],
  ['Sun of Egypt 3', '3oaksgaming', 'Hub88', 'slot'],
  ['Hot Fruits 100', 'amatic', 'SoftGamings', 'slot'],
  ['Book of Fortune', 'amatic', 'SoftGamings', 'slot'],
  // virtual, crash and instant games
  ['Mines', 'spribe', 'Hub88', 'instant'],
  ['Plinko', 'spribe', 'Hub88', 'instant'],
  ['Dice', 'spribe', 'Hub88', 'instant'],
  ['Goal', 'spribe', 'Hub88', 'instant'],
  ['JetX', 'smartsoft', 'Digitain', 'crash', ['Crash']],
  ['Cappadocia', 'smartsoft', 'Digitain', 'crash', ['Crash']],
  ['Balloon', 'smartsoft', 'Digitain', 'crash'],
  ['Penalty Shoot-out', 'evoplay', 'Hub88', 'instant'],
  ['Virtual Football League', 'digitain', 'Digitain', 'virtual'],
  ['Virtual Horse Racing', 'digitain', 'Digitain', 'virtual'],
  // live casino
  ['Lightning Roulette', 'evolution', 'EveryMatrix', 'live', ['Live Roulette']],
  ['Immersive Roulette', 'evolution', 'EveryMatrix', 'live', ['Live Roulette']],
  ['Türkçe Rulet', 'evolution', 'EveryMatrix', 'live', ['Live Roulette']],
  ['Auto-Roulette', 'evolution', 'EveryMatrix', 'live', ['Live Roulette']],
  ['Mega Roulette', 'pragmaticlive', 'SoftGamings', 'live', ['Live Roulette']],
  ['Blackjack A', 'evolution', 'EveryMatrix', 'live', ['Live Blackjack']],
  ['Infinite Blackjack', 'evolution', 'EveryMatrix', 'live', ['Live Blackjack']],
  ['Türkçe Blackjack', 'evolution', 'EveryMatrix', 'live', ['Live Blackjack']],
  ['Speed Blackjack 1', 'pragmaticlive', 'SoftGamings', 'live', ['Live Blackjack']],
  ["Casino Hold'em", 'evolution', 'EveryMatrix', 'live', ['Live Poker']],
  ["Texas Hold'em Bonus Poker", 'evolution', 'EveryMatrix', 'live', ['Live Poker']],
  ['Three Card Poker', 'evolution', 'EveryMatrix', 'live', ['Live Poker']],
  ['Lightning Baccarat', 'evolution', 'EveryMatrix', 'live', ['Live Baccarat']],
  ['Speed Baccarat A', 'evolution', 'EveryMatrix', 'live', ['Live Baccarat']],
  ['Mega Baccarat', 'pragmaticlive', 'SoftGamings', 'live', ['Live Baccarat']],
  ['Crazy Time', 'evolution', 'EveryMatrix', 'live', ['Live Dealer']],
  ['Monopoly Live', 'evolution', 'EveryMatrix', 'live', ['Live Dealer']],
  ['Dream Catcher', 'evolution', 'EveryMatrix', 'live', ['Live Dealer']],
  ['Sweet Bonanza CandyLand', 'pragmaticlive', 'SoftGamings', 'live', ['Live Dealer']],
  // bingo
  ['Bingo 75', 'digitain', 'Digitain', 'bingo'],
  ['Bingo 90', 'digitain', 'Digitain', 'bingo'],
  ['Keno', 'digitain', 'Digitain', 'bingo'],
  ['Lucky Numbers', 'digitain', 'Digitain', 'bingo'],
  ['Spin Bingo', 'bgaming', 'Hub88', 'bingo'],
  // TV games
  ['Lucky 7', 'tvbet', 'SoftGamings', 'tv'],
  ['Poker TV', 'tvbet', 'SoftGamings', 'tv'],
  ['War of Bets', 'tvbet', 'SoftGamings', 'tv'],
  ['5Bet', 'tvbet', 'SoftGamings', 'tv'],
  ['Wheelbet', 'tvbet', 'SoftGamings', 'tv'],
  ['Fast Keno', 'tvbet', 'SoftGamings', 'tv'],
];

function gameCode(name: string, studio: string, aggregator: Aggregator): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return `${aggregator.toLowerCase().replace(/\s+/g, '')}_${studio}_${slug}`;
}

const catalogueRow = (gameCode: string, name: string, studio: string, aggregator: Aggregator, kind: GameKind) => ({
  gameCode,
  name,
  providerName: aggregator,
  mainProviderId: AGGREGATORS[aggregator],
  system: studio,
  productId: STUDIOS[studio].productId,
  image: gameArtUrl(gameCode),
  isLive: kind === 'live',
  kind,
});

export const SEED_GAMES = [
  ...ORIGINALS.map(([code, name, kind, extra = []]) => ({ game: catalogueRow(code, name, ARENA_STUDIO, 'Hub88', kind), extra })),
  ...GAMES.map(([name, studio, aggregator, kind, extra = []]) => ({
    game: catalogueRow(gameCode(name, studio, aggregator), name, studio, aggregator, kind),
    extra,
  })),
].map(({ game, extra }, sort) => ({ game: { ...game, sort }, categories: [LOBBY_CATEGORY[LOBBY_OF[game.kind]], ...extra] }));

export type SeedCatalogue = typeof SEED_GAMES;

/** Writes the catalogue when its version differs from the one last written; true when it wrote. */
export async function seedCasino(db: Db, catalogue: SeedCatalogue = SEED_GAMES): Promise<boolean> {
  const version = createHash('sha256')
    .update(JSON.stringify([catalogue, CASINO_CATEGORIES]))
    .digest('base64url');
  const [written] = await db.select({ version: casinoSeedVersion.version }).from(casinoSeedVersion).where(eq(casinoSeedVersion.id, 1));
  if (written?.version === version) return false;
  await db
    .insert(casinoGames)
    .values(catalogue.map(({ game }) => game))
    .onConflictDoUpdate({ target: casinoGames.gameCode, set: proposedValues(casinoGames, ['gameCode']) });
  await db
    .insert(casinoCategories)
    .values(CASINO_CATEGORIES.map((category, sort) => ({ ...category, sort })))
    .onConflictDoUpdate({ target: casinoCategories.id, set: proposedValues(casinoCategories, ['id']) });
  const categoryId = new Map(CASINO_CATEGORIES.map(({ id, name }) => [name, id]));
  await db
    .insert(casinoCategoryGames)
    .values(
      catalogue.flatMap(({ game, categories }) => categories.map((name) => ({ categoryId: categoryId.get(name)!, gameCode: game.gameCode, sort: game.sort }))),
    )
    .onConflictDoUpdate({
      target: [casinoCategoryGames.categoryId, casinoCategoryGames.gameCode],
      set: proposedValues(casinoCategoryGames, ['categoryId', 'gameCode']),
    });
  await db
    .insert(casinoSeedVersion)
    .values({ id: 1, version })
    .onConflictDoUpdate({ target: casinoSeedVersion.id, set: { version, appliedAt: sql`now()` } });
  return true;
}
