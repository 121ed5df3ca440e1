// The Roulette and Plinko pages before any bet: every bet of the table has its spot, every Plinko table
// its RTP, and the rules in the player's language.
import { describe, expect, it } from '@jest/globals';
import { ROULETTE_INSIDE_SETS, rouletteBetError, type RouletteBet } from '@arena/provably-fair/roulette';
import { englishLabelsOnTurkish } from '../../testing/page-labels';
import { renderOriginalsPage } from './pages';

const spots = (html: string) =>
  Array.from(html.matchAll(/<button type="button" class="spot ([^"]*)" ([^>]*)>/g), ([, classes, attributes]) => ({
    classes,
    data: Object.fromEntries(Array.from(attributes.matchAll(/data-(\w+)="([^"]*)"/g), ([, name, value]) => [name, value])),
  }));

describe('Roulette and Plinko pages', () => {
  it('lays out one spot per legal bet of the table, each on its own grid place', () => {
    const html = renderOriginalsPage('roulette', 'en', 'n');
    const all = spots(html);
    const inside = Object.values(ROULETTE_INSIDE_SETS).reduce((sum, sets) => sum + sets.length, 0);
    // the inside bets + 3 columns + 3 dozens + 6 even-money bets
    expect(all).toHaveLength(inside + 12);
    for (const { data } of all) {
      const bet = {
        type: data.type,
        amount: 1,
        ...(data.numbers && { numbers: data.numbers.split('-').map(Number) }),
        ...(data.selection && { selection: Number(data.selection) }),
      };
      expect([bet, rouletteBetError(bet as RouletteBet)]).toEqual([bet, null]);
      expect(Number.isInteger(Number(data.c)) && Number.isInteger(Number(data.r))).toBe(true);
    }
    const places = all.map(({ data }) => `${data.c}/${data.r}`);
    expect(new Set(places).size).toBe(places.length);
    expect(all.find(({ data }) => data.type === 'straight' && data.numbers === '1')?.classes).toBe('number red');
    expect(html).toContain('Return to player: 97.3 %.');
    expect(html).toContain('<tr><td>Straight (one number)</td><td>35:1</td></tr>');
    expect(html).toContain('<tr><td>Red, black, odd, even, 1–18, 19–36</td><td>1:1</td></tr>');
    expect(html).toContain('Chip value (₺)');
    expect(renderOriginalsPage('roulette', 'tr', 'n')).toContain('Tek sıfırlı Avrupa ruleti.');
  });

  it("shows every Plinko table's RTP and the studio's range before play", () => {
    const html = renderOriginalsPage('plinko', 'en', 'n');
    expect(html).toContain('Return to player: 98.91–99.16 %.');
    expect(html.match(/<tr><th>\d+<\/th>/g)).toHaveLength(9);
    expect(html).toContain('<tr><th>16</th><td>99.00%</td><td>98.99%</td><td>98.98%</td></tr>');
    expect(html).toContain('<dd id="table-rtp">99.00%</dd>');
    expect(renderOriginalsPage('plinko', 'tr', 'n')).toContain('Her tablonun oyuncuya geri dönüş oranı:');
  });

  it.each(['roulette', 'plinko'] as const)("names every spot and control of the %s page in the page's language", (game) => {
    expect(englishLabelsOnTurkish(renderOriginalsPage(game, 'tr', 'n'), renderOriginalsPage(game, 'en', 'n'))).toEqual([]);
  });
});
