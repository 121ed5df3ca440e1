// A game as players know it, from the code the ledger records: its name in the catalogue and its
// studio's name (Pragmatic Play, not the aggregator it is launched through). The lists of what a player
// played name games with it (game history, financial activities).
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { casinoGames } from './schema';
import { studioName } from './studios';

export interface GameName {
  name: string;
  studio: string;
}

/** The catalogue's names of `codes`; a code the catalogue does not hold is missing from the map. */
export async function gameNames(db: Db, codes: readonly string[]): Promise<Map<string, GameName>> {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ code: casinoGames.gameCode, name: casinoGames.name, system: casinoGames.system })
    .from(casinoGames)
    .where(inArray(casinoGames.gameCode, wanted));
  return new Map(rows.map(({ code, name, system }) => [code, { name, studio: studioName(system) }]));
}
