// migrations/195_mobile_menu.sql on a site seeded before it: the phone's menu gains Aviator and
// Tombala beside their neighbours and names the bonus claim by its English key, as a new site's seed does.
import { describe, expect, it } from '@jest/globals';
import { siteMigratedFrom } from '../../testing/migration';
import { MENUS } from './seed/site';

/** the phone's menu as the seed left it before */
const OLD_MOBILE = [
  ['/', 'home', 'Home'],
  ['/spor', 'sports', 'Sports'],
  ['/livespor', 'live-sports', 'Live Betting'],
  ['/casino/slot', 'slot', 'Slot Casino'],
  ['/casino/live', 'live-casino', 'Live Casino'],
  ['/casino/games', 'virtual', 'Virtual Games'],
  ['/casino/tvbets', 'tv', 'TV Games'],
  ['/esports', 'esports', 'E-Sports'],
  ['/promotions', 'gift', 'Promotions'],
  ['/dashboard/claim-bonus', 'bonus', 'Bonus Talep'],
];

describe('195_mobile_menu on an existing site', () => {
  const site = siteMigratedFrom('195_mobile_menu', async (tx) => {
    const rows = OLD_MOBILE.map(([url, icon, title], sort) => `(2, '${url}', '${icon}', '${title}', ${sort})`).join(', ');
    await tx.exec(`
      INSERT INTO menus (id, slug) VALUES (1, 'main'), (2, 'mobile');
      INSERT INTO menu_items (menu_id, url, icon, title, sort) VALUES (1, '/casino/bingo', 'bingo', 'Bingo', 0), ${rows};
    `);
  });

  it('gives the phone the menu a new site gets', async () => {
    const mobile = await site.query<{ url: string; icon: string; svgStyle: string | null; title: string }>(
      `SELECT i.url, i.icon, i.svg_style AS "svgStyle", i.title FROM menu_items i JOIN menus m ON m.id = i.menu_id WHERE m.slug = 'mobile' ORDER BY i.sort`,
    );
    expect(mobile).toEqual(MENUS.mobile);
    expect(await site.query(`SELECT title FROM menu_items WHERE menu_id = 1`)).toEqual([{ title: 'Bingo' }]);
  });
});
