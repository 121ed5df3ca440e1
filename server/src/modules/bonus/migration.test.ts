// migrations/190_wagering_game_kinds.sql on an existing site: each game gets its own kind from its
// catch-all category before the seed writes it (Aviator, listed in "Popular" with the slots, is a crash
// game), and the free bet campaign's terms stop promising a wagering its payout never asked for.
import { describe, expect, it } from '@jest/globals';
import { siteMigratedFrom } from '../../testing/migration';

describe('190_wagering_game_kinds on an existing site', () => {
  const { query } = siteMigratedFrom('190_wagering_game_kinds', async (tx) => {
    await tx.exec(`
      INSERT INTO casino_categories (id, name, slug_list, sort) VALUES
        (1, 'Popular', '{slot,games}', 0), (3, 'Slot', '{slot}', 2), (4, 'Live Casino', '{live}', 3), (10, 'Virtual Games', '{games}', 9), (11, 'Crash', '{games}', 10);
      INSERT INTO casino_games (game_code, name, provider_name, main_provider_id, system, product_id, is_live, sort) VALUES
        ('aviator', 'Aviator', 'Hub88', 2, 'arena', 1, false, 0), ('sultan', 'Sultan''s Gold', 'Hub88', 2, 'arena', 1, false, 1),
        ('dice', 'Dice', 'Hub88', 2, 'arena', 1, false, 2), ('blackjack', 'Blackjack', 'Hub88', 2, 'arena', 1, false, 3),
        ('auto-roulette', 'Auto-Roulette', 'Hub88', 2, 'arena', 1, true, 4);
      INSERT INTO casino_category_games (category_id, game_code, sort) VALUES
        (1, 'aviator', 0), (11, 'aviator', 0), (10, 'aviator', 0), (1, 'sultan', 1), (3, 'sultan', 1), (10, 'dice', 2), (4, 'auto-roulette', 4);
      INSERT INTO bonus_campaigns (slug, kind, title, description, wagering, starts_at) VALUES
        ('sports-free-bet', 'free_bet', '{"en":"Free bet","tr":"Bedava bahis"}', '{"en":"A free bet.","tr":"Bedava bahis."}',
         '{"multiplier":3,"contributions":{"slots":0,"table":0,"live":0,"sports":10000},"minOdds":180,"maxBet":10000,"days":7}', now()),
        ('welcome', 'trial', '{"en":"Welcome","tr":"Hoş geldin"}', '{"en":"Welcome.","tr":"Hoş geldin."}',
         '{"multiplier":30,"contributions":{"slots":10000,"table":1000,"live":0,"sports":10000},"minOdds":150,"maxBet":5000,"days":30}', now());
    `);
  });

  it('classes each game by what it is, whatever else lists it: Aviator is a crash game, not a slot', async () => {
    expect(await query(`SELECT game_code, kind FROM casino_games ORDER BY sort`)).toEqual([
      { game_code: 'aviator', kind: 'crash' },
      { game_code: 'sultan', kind: 'slot' },
      { game_code: 'dice', kind: 'instant' },
      { game_code: 'blackjack', kind: 'table' },
      { game_code: 'auto-roulette', kind: 'live' },
    ]);
  });

  it('stores no wagering for a free bet, and leaves the other campaigns alone', async () => {
    expect(await query(`SELECT slug, (wagering->>'multiplier')::int AS multiplier FROM bonus_campaigns ORDER BY slug`)).toEqual([
      { slug: 'sports-free-bet', multiplier: 0 },
      { slug: 'welcome', multiplier: 30 },
    ]);
  });
});
