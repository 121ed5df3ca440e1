// migrations/073_casino_favorites.sql and the seed on a site that already has the old catalogue: the
// outside Aviator (with its category, launch sessions and menu link) gives way to Arena Originals'.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { seed } from '../../seed';
import { siteMigratedFrom } from '../../testing/migration';

const OLD_AVIATOR = 'hub88_spribe_aviator';

describe('073_casino_favorites on an existing site', () => {
  const site = siteMigratedFrom('073_casino_favorites', async (tx) => {
    // the site as the old seed left it: its Aviator listed, launched once and in the main menu
    await tx.exec(`
      INSERT INTO languages (locale, name, is_default) VALUES ('tr', 'Türkçe', true), ('en', 'English', false);
      INSERT INTO countries (id, name, iso2) VALUES (235, 'Türkiye', 'TR');
      INSERT INTO users (username, email, phone, personal_no, name, surname, birth_date, country_id, currency_id, password_hash)
        VALUES ('old1', 'old1@example.com', '905300000001', '20000000001', 'Ali', 'Kaya', '1990-01-01', 235, 1, 'x');
      INSERT INTO casino_games (game_code, name, provider_name, main_provider_id, system, product_id, sort)
        VALUES ('${OLD_AVIATOR}', 'Aviator', 'Hub88', 2, 'spribe', 113, 44);
      INSERT INTO casino_categories (id, name, slug_list, sort) VALUES (11, 'Crash', '{games}', 10);
      INSERT INTO casino_category_games (category_id, game_code, sort) VALUES (11, '${OLD_AVIATOR}', 44);
      INSERT INTO casino_launch_sessions (token, user_id, game_code, adapter, platform) SELECT 't1', id, '${OLD_AVIATOR}', 'Hub88', 'desktop' FROM users;
      INSERT INTO menus (id, slug) VALUES (1, 'main');
      INSERT INTO menu_items (menu_id, url, icon, title) VALUES (1, 'game:${OLD_AVIATOR}', 'aviator', 'Aviator');
    `);
  });
  beforeAll(async () => {
    // an existing site: the seed only tops it up
    expect(await seed(site.database.db)).toBe(false);
  });

  it('removes the outside Aviator and lists ours, first in Crash, with its art; the menu opens ours', async () => {
    expect(await site.query(`SELECT 1 FROM casino_games WHERE game_code = '${OLD_AVIATOR}'`)).toEqual([]);
    expect(await site.query(`SELECT 1 FROM casino_launch_sessions WHERE game_code = '${OLD_AVIATOR}'`)).toEqual([]);
    const crash = await site.query<{ game_code: string; image: string }>(
      `SELECT g.game_code, g.image FROM casino_category_games c JOIN casino_games g USING (game_code) WHERE c.category_id = 11 ORDER BY c.sort, g.name LIMIT 1`,
    );
    expect(crash).toEqual([{ game_code: 'aviator', image: '/media/games/aviator.svg' }]);
    expect(await site.query(`SELECT url FROM menu_items`)).toEqual([{ url: 'game:aviator' }]);
    expect(await site.query(`SELECT count(*)::int AS missing FROM casino_games WHERE image IS NULL`)).toEqual([{ missing: 0 }]);
  });

  it('adds the favourites table', async () => {
    expect(await site.query(`SELECT count(*)::int AS favourites FROM casino_favorites`)).toEqual([{ favourites: 0 }]);
  });
});
