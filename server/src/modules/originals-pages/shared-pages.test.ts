// The shared-round games' pages (Lucky Wheel, Auto Roulette, Bingo): rules, paytable and RTP before any
// bet, in Turkish and English, every text their scripts show handed over translated.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { WHEEL_SEGMENTS } from '@arena/provably-fair/wheel';
import { TRANSLATIONS } from '../../i18n/translations';
import { englishLabelsOnTurkish } from '../../testing/page-labels';
import { buildTestApp } from '../../testing/test-app';

describe('shared-round game pages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const body = async (url: string) => (await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;
  const texts = (html: string) => JSON.parse(/<script type="application\/json" id="texts"[^>]*>(.*?)<\/script>/.exec(html)![1]) as Record<string, string>;

  it('shows the wheel with its 54 segments, the paytable and the 96 % RTP', async () => {
    const tr = await body('/originals/wheel');
    expect(tr).toContain('<h1>Çarkıfelek</h1>');
    expect(tr.match(/<path class="segment /g)).toHaveLength(WHEEL_SEGMENTS.length);
    expect(tr).toContain('Oyuncuya geri dönüş: %96.');
    expect(tr).toContain('<tr><td>47</td><td>1 / 54</td><td>47:1</td></tr>');
    const en = await body('/originals/wheel?lang=en');
    expect(en).toContain('Return to player: 96 %.');
    expect(en).toContain('data-number="15"');
    expect(en).toContain('pays 16.00×');
    // the spin limit from the game's constant (WHEEL_MAX_SPINS), not a word in the text
    expect(en).toContain('If 8 spins in a row land on a bonus, every bet is returned.');
  });

  it('shows the roulette table with every place to bet and the 97.3 % RTP', async () => {
    const en = await body('/originals/auto-roulette?lang=en');
    expect(en.match(/data-type="straight"/g)).toHaveLength(37);
    for (const type of ['red', 'black', 'odd', 'even', 'low', 'high']) expect(en).toContain(`data-type="${type}"`);
    expect(en.match(/data-type="dozen"/g)).toHaveLength(3);
    expect(en.match(/data-type="column"/g)).toHaveLength(3);
    expect(en).toContain('Return to player: 97.3 %.');
    expect(await body('/originals/auto-roulette')).toContain('Otomatik Rulet');
  });

  it('shows the bingo room with the ticket price, prize shares and the 90 % RTP', async () => {
    const tr = await body('/originals/bingo');
    expect(tr).toContain('<h1>Tombala</h1>');
    expect(tr).toContain('Oyuncuya geri dönüş: %90.');
    expect(tr).toContain('Çinko');
    const en = await body('/originals/bingo?lang=en');
    expect(en).toContain('₺1.00 each');
    expect(en).toContain('The pot is 90 % of the ticket sales: one line wins 15 % of it, two lines 25 %, a full house 60 %');
    expect(en).toContain('Each ticket holds 15 numbers from 1 to 90, 5 on each of its 3 rows. When the sale closes, a ball is called every 2 seconds');
    expect(tr).toContain('Ödül havuzu bilet satışlarının %90 kadarıdır: çinko havuzun %15 kadarını');
    expect(en.match(/data-ball="/g)).toHaveLength(90);
  });

  it.each(['wheel', 'auto-roulette', 'bingo'])('hands the %s script every text it shows, translated', async (game) => {
    const tr = texts(await body(`/originals/${game}`));
    expect(Object.keys(tr).filter((key) => TRANSLATIONS.tr[key] === undefined)).toEqual([]);
    expect(tr['Bets open: {seconds} s']).toBe('Bahisler açık: {seconds} sn');
  });

  it.each(['wheel', 'auto-roulette', 'bingo'])("names everything on the %s page in the page's language", async (game) => {
    const tr = await body(`/originals/${game}`);
    expect(englishLabelsOnTurkish(tr, await body(`/originals/${game}?lang=en`))).toEqual([]);
    if (game === 'wheel') expect(tr).toContain('role="img" aria-label="Çark"');
  });
});
