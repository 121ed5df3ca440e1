// The slots' pages: one shared script, nothing inline, and before the first spin the paytable in
// multiples of the total bet, the paylines, the free-spin rules and the declared RTP, in tr and en.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { englishLabelsOnTurkish } from '../../testing/page-labels';
import { buildTestApp } from '../../testing/test-app';
import { renderOriginalsPage } from './pages';

describe('slot pages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const page = async (url: string) => (await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;

  it.each(['sultan', 'bosphorus'])('serves /originals/%s with the shared slot script, its symbols as an SVG sprite and no inline style', async (game) => {
    const body = await page(`/originals/${game}`);
    expect(body).toMatch(/<script src="\/originals\/assets\/slot\.js" defer nonce="[^"]+"><\/script>/);
    expect(body).toContain(`id="reels" data-game="${game}"`);
    expect(body).toContain('<symbol id="slot-wild" viewBox="0 0 64 64">');
    // 5 reels × 3 rows on the page, plus the paytable's icons
    expect(body.match(/<div class="cell">/g)).toHaveLength(15);
    expect(body).not.toContain('style=');
    expect(body).not.toMatch(/\son[a-z]+=/i);
  });

  it("shows Sultan's Gold's paytable, 10 paylines and RTP 96 % before the first spin", async () => {
    const tr = await page('/originals/sultan');
    expect(tr).toContain('Oyuncuya geri dönüş: %96.');
    expect(tr).toContain('10 sabit ödeme çizgisi');
    // five wilds: 1000 line bets = 100× the total bet; three jacks: 5 line bets = 0.50×
    expect(tr).toContain('<td>100,00×</td>');
    expect(tr).toContain('<td>0,50×</td>');
    expect(tr.match(/<span class="payline">/g)).toHaveLength(10);
    expect(tr).not.toContain('slot-moon');
  });

  it('shows Bosphorus Nights with its moons, free spins and RTP 96.5 % in English', async () => {
    const en = await page('/originals/bosphorus?lang=en');
    expect(en).toContain('Return to player: 96.5 %.');
    expect(en).toContain('<td>25.00×</td>');
    expect(en).toContain('<td>2.00× + 8 free spins</td><td>10.00× + 12 free spins</td><td>50.00× + 20 free spins</td>');
    expect(en).toContain('start 8, 12 or 20 free spins');
    expect(en).toContain('no autoplay and no quick spin');
    expect(en.match(/<span class="payline">/g)).toHaveLength(20);
    expect(en).toContain('>Spin</button>');
  });

  it('lists both slots in the verify page', async () => {
    expect(await page('/originals/verify?lang=en')).toContain(
      `<option value="sultan">Sultan&#39;s Gold</option><option value="bosphorus">Bosphorus Nights</option>`,
    );
  });

  it('shows the paytable and RTP of the variant in force, and names it for the script', () => {
    /** the paytable row of `symbol`: its pays for 3, 4 and 5 */
    const row = (html: string, symbol: string) =>
      new RegExp(`aria-label="[^"]+"><use href="#slot-${symbol}"></use></svg></td>((?:<td>[^<]+</td>){3})`).exec(html)?.[1];
    const standard = renderOriginalsPage('sultan', 'en', 'n');
    const low = renderOriginalsPage('sultan', 'en', 'n', { variants: { sultan: 'rtp94', bosphorus: 'rtp96.5' } });
    expect(standard).toContain('data-variant="rtp96"');
    expect(low).toContain('data-variant="rtp94"');
    expect(low).toContain('Return to player: 94 %.');
    // three aces: 10 line bets (1.00×) by default, 8 (0.80×) at 94 %; five daggers 150 → 140 line bets
    expect(row(standard, 'ace')).toBe('<td>1.00×</td><td>2.50×</td><td>10.00×</td>');
    expect(row(low, 'ace')).toBe('<td>0.80×</td><td>2.50×</td><td>10.00×</td>');
    expect(row(low, 'dagger')).toBe('<td>1.50×</td><td>5.00×</td><td>14.00×</td>');
  });

  it.each(['sultan', 'bosphorus'] as const)("names every %s symbol and control in the page's language", (game) => {
    const tr = renderOriginalsPage(game, 'tr', 'n');
    expect(englishLabelsOnTurkish(tr, renderOriginalsPage(game, 'en', 'n'))).toEqual([]);
    expect(tr).toContain('aria-label="Joker"><use href="#slot-wild">');
  });
});
