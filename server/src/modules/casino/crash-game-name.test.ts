// migrations/196_crash_game_name.sql and the seed on a site seeded before it: our crash game is renamed
// "Arena Jet" in the catalogue and in the menus that open it, once (an operator's own title stays), while a
// supplier's real Aviator keeps its name; the quick search then finds ours by the new name.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { seed } from '../../seed';
import { siteMigratedFrom } from '../../testing/migration';
import { createCasinoRepository } from './repository';

const SPRIBE_AVIATOR = 'softgamings_spribe_aviator';

describe('196_crash_game_name on an existing site', () => {
  const site = siteMigratedFrom('196_crash_game_name', async (tx) => {
    await tx.exec(`
      INSERT INTO languages (locale, name, is_default) VALUES ('tr', 'Türkçe', true), ('en', 'English', false);
      INSERT INTO casino_games (game_code, name, provider_name, main_provider_id, system, product_id, kind, sort) VALUES
        ('aviator', 'Aviator', 'Hub88', 2, 'arena', 199, 'crash', 0),
        ('${SPRIBE_AVIATOR}', 'Aviator', 'SoftGamings', 1, 'spribe', 113, 'crash', 90);
      INSERT INTO menus (id, slug) VALUES (1, 'main'), (2, 'mobile'), (3, 'footer');
      INSERT INTO menu_items (menu_id, url, icon, title, sort) VALUES
        (1, 'game:aviator', 'aviator', 'Aviator', 0),
        (2, 'game:aviator', 'aviator', 'Uçak Oyunu', 0),
        (3, 'game:${SPRIBE_AVIATOR}', 'aviator', 'Aviator', 0);
    `);
  });
  beforeAll(async () => {
    // an existing site: the seed only tops it up
    expect(await seed(site.database.db)).toBe(false);
  });

  it('renames our game and the menu entries that still carry the old name; a supplier’s Aviator and an operator’s title stay', async () => {
    expect(await site.query(`SELECT game_code, name FROM casino_games WHERE game_code IN ('aviator', '${SPRIBE_AVIATOR}') ORDER BY game_code`)).toEqual([
      { game_code: 'aviator', name: 'Arena Jet' },
      { game_code: SPRIBE_AVIATOR, name: 'Aviator' },
    ]);
    expect(await site.query(`SELECT menu_id, url, title FROM menu_items ORDER BY menu_id`)).toEqual([
      { menu_id: 1, url: 'game:aviator', title: 'Arena Jet' },
      { menu_id: 2, url: 'game:aviator', title: 'Uçak Oyunu' },
      { menu_id: 3, url: `game:${SPRIBE_AVIATOR}`, title: 'Aviator' },
    ]);
  });

  it('gives the new name its translations, the same brand in both languages', async () => {
    expect(await site.query(`SELECT locale, value FROM translations WHERE key = 'Arena Jet' ORDER BY locale`)).toEqual([
      { locale: 'en', value: 'Arena Jet' },
      { locale: 'tr', value: 'Arena Jet' },
    ]);
  });

  it('the quick search finds our game by its new name, and only it', async () => {
    const { games, total } = await createCasinoRepository(site.database.db).games({ search: 'Arena Jet', skip: 0, take: 5 });
    expect(total).toBe(1);
    expect(games[0]).toMatchObject({ gameCode: 'aviator', name: 'Arena Jet', system: 'arena' });
  });
});
