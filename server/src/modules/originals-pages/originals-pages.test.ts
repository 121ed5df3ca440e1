// The Originals pages as documents: in the player's language, under the site's CSP with the reply's
// nonce on every script and stylesheet, nothing inline that runs, and their built assets served.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { TRANSLATIONS } from '../../i18n/translations';
import { parsePolicy } from '../../testing/csp';
import { englishLabelsOnTurkish } from '../../testing/page-labels';
import { buildTestApp } from '../../testing/test-app';
import { EMBEDDED_SCRIPT } from './frame';
import { originalsPagesRoutes } from './routes';

describe('originals client pages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it.each(['dice', 'limbo', 'verify', 'roulette', 'plinko', 'blackjack', 'aviator', 'wheel', 'auto-roulette', 'bingo'])(
    'serves /originals/%s with its script and stylesheet under the nonce, and no inline code',
    async (name) => {
      const reply = await page(`/originals/${name}`);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      const policy = parsePolicy(reply.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(policy['script-src'].join(' '))![1];
      expect(policy['script-src-attr']).toEqual(["'none'"]);
      expect(reply.body).toContain(`<script src="/originals/assets/${name}.js" defer nonce="${nonce}"></script>`);
      expect(reply.body).toContain(`<link rel="stylesheet" href="/originals/assets/originals.css" nonce="${nonce}">`);
      // the only other scripts: the texts' JSON data block, which a browser never runs, and the framed page's mark under the nonce
      expect(reply.body.match(/<script/g)).toHaveLength(3);
      expect(reply.body).toContain(`<script nonce="${nonce}">${EMBEDDED_SCRIPT}</script>`);
      // framed, the casino's title bar closes the game: the page has no close of its own
      expect(reply.body).not.toContain('id="exit"');
      expect(reply.body).toContain(`<script type="application/json" id="texts" nonce="${nonce}">`);
      expect(reply.body).not.toMatch(/\son[a-z]+=/i);
      expect(reply.body).not.toMatch(/javascript:/i);
      expect(reply.body).not.toContain('style=');
    },
  );

  it('shows the dice rules, RTP, chance and payout fields in Turkish by default and in English on ?lang=en', async () => {
    const tr = await page('/originals/dice');
    expect(tr.body).toContain('<html lang="tr">');
    expect(tr.body).toContain('Oyuncuya geri dönüş: %99.');
    expect(tr.body).toContain('2,00 ile 98,00 arasında');
    expect(tr.body).toContain('Kazanma şansı');
    expect(tr.body).toContain('"Please log in to play.":"Oynamak için lütfen giriş yapın."');
    const en = await page('/originals/dice?lang=en');
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('Return to player: 99 %.');
    expect(en.body).toContain('between 2.00 and 98.00');
    expect(en.body).toContain('Rotate seed pair');
  });

  it('shows the blackjack rules, its own RTP and the action buttons, hidden until allowed', async () => {
    const tr = await page('/originals/blackjack');
    expect(tr.body).toContain('Oyuncuya geri dönüş: %99,43.');
    expect(tr.body).toContain('yumuşak 17');
    expect(tr.body).toContain('<button type="button" class="secondary" data-action="double" hidden>İkiye katla</button>');
    const en = await page('/originals/blackjack?lang=en');
    expect(en.body).toContain('Return to player: 99.43 %.');
    expect(en.body).toContain('Blackjack pays 3:2');
    expect(en.body).toContain('"Your open round is back on the table.":"Your open round is back on the table."');
  });

  it('hands the scripts every text they show, each with its Turkish translation', async () => {
    const texts = (body: string) => JSON.parse(/<script type="application\/json" id="texts"[^>]*>(.*?)<\/script>/.exec(body)![1]);
    const tr = texts((await page('/originals/limbo')).body);
    const en = texts((await page('/originals/limbo?lang=en')).body);
    expect(Object.keys(tr)).toEqual(Object.keys(en));
    for (const key of Object.keys(en)) {
      expect(en[key]).toBe(key);
      expect(tr[key]).toBe(TRANSLATIONS.tr[key]);
    }
    expect(tr['You won {amount}']).toBe('{amount} kazandınız');
  });

  it('shows Aviator with the hash chain it plays instead of a seed pair, its rules and every text its script shows in Turkish', async () => {
    const tr = await page('/originals/aviator');
    expect(tr.body).toContain('id="chain-hash"');
    expect(tr.body).not.toContain('id="seed-hash"');
    expect(tr.body).toContain('id="flight"');
    expect(tr.body).toContain('1.000.000,00×');
    const texts = JSON.parse(/<script type="application\/json" id="texts"[^>]*>(.*?)<\/script>/.exec(tr.body)![1]) as Record<string, string>;
    expect(texts['Cash out {amount}']).toBe(TRANSLATIONS.tr['Cash out {amount}']);
    expect(texts['Cash out {amount}']).not.toBe('Cash out {amount}');
    const en = await page('/originals/aviator?lang=en');
    expect(en.body).toContain('Return to player: 99 %. Every round is provably fair: its result comes from a hash chain published in advance');
    // 2/101 of the 2³² floats give a crash point under 1.01× (declared-rtp.test.ts counts them), not one round in a hundred
    expect(en.body).toContain('1.98% of rounds crash at once at 1.00×, before any cash-out can win.');
    expect(tr.body).toContain('Turların %1,98 kadarı, hiçbir nakit çekim kazanamadan hemen 1,00× ile düşer.');
    expect(en.body).toContain('the crash point included');
    expect(en.body).toContain('floor(100 · e^(0.00006 · t)) / 100');
  });

  it.each(['limbo', 'aviator', 'wheel', 'plinko'])(
    'says on the %s page, with its RTP, that the maximum win per round lowers the RTP of large wins',
    async (game) => {
      expect((await page(`/originals/${game}?lang=en`)).body).toContain(
        'A round pays at most ₺1,000,000.00. A bet whose win would be larger is paid that, so a large stake on a high multiplier returns less than the RTP shown.',
      );
      expect((await page(`/originals/${game}`)).body).toContain('Bir tur en fazla ₺1.000.000,00 öder.');
      // and that a win rounded down to the kuruş returns a little less at the smallest stakes
      expect((await page(`/originals/${game}?lang=en`)).body).toContain('Wins are paid in whole kuruş, rounded down');
      expect((await page(`/originals/${game}`)).body).toContain('Kazançlar tam kuruş olarak, aşağı yuvarlanarak ödenir');
    },
  );

  it.each(['dice', 'limbo', 'plinko', 'roulette', 'blackjack'])(
    'gives the %s page ½, 2×, Min and Max beside the stake and lists its shortcuts in the rules, in tr and en',
    async (game) => {
      const [tr, en] = await Promise.all([page(`/originals/${game}`), page(`/originals/${game}?lang=en`)]);
      for (const { body } of [tr, en]) {
        // the default limits, ₺1 … ₺10,000 in kuruş, on the field the buttons work within
        expect(body).toMatch(/<input id="amount"[^>]* data-min="100" data-max="1000000">/);
        for (const action of ['half', 'double', 'min', 'max']) expect(body).toContain(`id="stake-${action}"`);
      }
      expect(en.body).toContain('<div class="quick-stakes" role="group" aria-label="Quick stake">');
      expect(en.body).toMatch(/aria-label="Halve the stake"[^>]*>½<\/button>.*aria-label="Double the stake"[^>]*>2×<\/button>/);
      expect(en.body).toMatch(/aria-label="Minimum stake"[^>]*>Min<\/button>.*aria-label="Maximum stake"[^>]*>Max<\/button>/);
      expect(tr.body).toMatch(/aria-label="Bahsi yarıya indir"[^>]*>½<\/button>.*aria-label="En yüksek bahis"[^>]*>En çok<\/button>/);
      expect(en.body).toContain(
        '<p class="hotkeys" id="hotkeys">Keyboard shortcuts: <kbd>Space</kbd> bets, <kbd>H</kbd> halves the stake, <kbd>D</kbd> doubles it (not while you type in a field).</p>',
      );
      expect(tr.body).toContain(
        '<p class="hotkeys" id="hotkeys">Klavye kısayolları: <kbd>Boşluk</kbd> bahis yapar, <kbd>H</kbd> bahsi yarıya indirir, <kbd>D</kbd> ikiye katlar (bir alana yazarken çalışmaz).</p>',
      );
    },
  );

  it.each(['dice', 'limbo', 'plinko'])(
    'offers an auto-bet on the %s page where the licence allows it (tests: LICENCE_AUTO_PLAY unset), in tr and en',
    async (game) => {
      const [tr, en] = await Promise.all([page(`/originals/${game}`), page(`/originals/${game}?lang=en`)]);
      for (const { body } of [tr, en]) {
        expect(body).toContain('<details class="auto-bet" id="auto-bet">');
        for (const id of ['auto-rounds', 'auto-win', 'auto-loss', 'auto-start', 'auto-stop', 'auto-status']) expect(body).toContain(`id="${id}"`);
      }
      expect(en.body).toContain('<summary>Auto-bet</summary>');
      expect(en.body).toContain('Stop on net win of (₺)');
      expect(en.body).toContain('Stop on net loss of (₺)');
      expect(en.body).toContain('>Stop auto-bet</button>');
      expect(tr.body).toContain('<summary>Otomatik bahis</summary>');
      expect(tr.body).toContain('Net kayıp bu tutara ulaşınca dur (₺)');
      // its script's texts come with the page, in its language
      expect(tr.body).toContain('"Auto-bet finished: {played} rounds played.":"Otomatik bahis bitti: {played} tur oynandı."');
    },
  );

  it('gives the aviator page the quick stakes, and says in its rules that Space cashes out while a bet flies', async () => {
    const [tr, en] = await Promise.all([page('/originals/aviator'), page('/originals/aviator?lang=en')]);
    for (const { body } of [tr, en]) for (const action of ['half', 'double', 'min', 'max']) expect(body).toContain(`id="stake-${action}"`);
    expect(en.body).toContain('Keyboard shortcuts: <kbd>Space</kbd> bets, or cashes out while your bet flies, <kbd>H</kbd> halves the stake');
    expect(tr.body).toContain('Klavye kısayolları: <kbd>Boşluk</kbd> bahis yapar ya da bahsiniz uçarken nakde çevirir');
  });

  it('gives the auto-roulette chip the quick stakes and lists H and D alone: a bet there is a click on the table', async () => {
    const [tr, en] = await Promise.all([page('/originals/auto-roulette'), page('/originals/auto-roulette?lang=en')]);
    for (const { body } of [tr, en]) {
      expect(body).toMatch(/<input id="amount"[^>]* data-min="100" data-max="1000000">/);
      for (const action of ['half', 'double', 'min', 'max']) expect(body).toContain(`id="stake-${action}"`);
    }
    expect(en.body).toContain('<p class="hotkeys" id="hotkeys">Keyboard shortcuts: <kbd>H</kbd> halves the stake, <kbd>D</kbd> doubles it');
    expect(tr.body).toContain('Klavye kısayolları: <kbd>H</kbd> bahsi yarıya indirir');
  });

  it.each(['sultan', 'wheel'])('gives the %s page no quick stakes, shortcuts or auto-bet', async (game) => {
    const { body } = await page(`/originals/${game}?lang=en`);
    expect(body).not.toContain('quick-stakes');
    expect(body).not.toContain('id="hotkeys"');
    expect(body).not.toContain('data-min=');
    expect(body).not.toContain('auto-bet');
  });

  it.each(['sultan', 'roulette', 'blackjack', 'aviator'])('gives the %s page no auto-bet (an instant game has one)', async (game) => {
    expect((await page(`/originals/${game}?lang=en`)).body).not.toContain('auto-bet');
  });

  it.each(['dice', 'sultan', 'roulette', 'aviator', 'bingo'])(
    "gives the %s page the sound's toggle, on for a player who never chose where the licence says so (tests: LICENCE_SOUND_BY_DEFAULT unset)",
    async (game) => {
      const [tr, en] = await Promise.all([page(`/originals/${game}`), page(`/originals/${game}?lang=en`)]);
      expect(en.body).toContain(
        '<button type="button" class="sound-toggle" id="sound" aria-pressed="true" data-default="on" aria-label="Sound" title="Sound">',
      );
      expect(tr.body).toContain('aria-label="Ses"');
    },
  );

  it("follows the shell's lang cookie, then the x-locale header", async () => {
    expect((await page('/originals/limbo', { cookie: 'theme=dark; lang=en' })).body).toContain('Target multiplier');
    expect((await page('/originals/limbo', { 'x-locale': 'en' })).body).toContain('<html lang="en">');
    expect((await page('/originals/verify?lang=tr', { cookie: 'lang=en' })).body).toContain('Bir turu doğrula');
  });

  it('serves the built scripts and stylesheet under /originals/assets/', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'originals-'));
    writeFileSync(path.join(dir, 'dice.js'), 'console.log(1)');
    const bare = Fastify();
    await bare.register(originalsPagesRoutes, { prefix: '/originals', assetsDir: dir });
    const script = await bare.inject({ method: 'GET', url: '/originals/assets/dice.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toBe('console.log(1)');
    expect(script.headers['cache-control']).toBe('no-cache');
    expect((await bare.inject({ method: 'GET', url: '/originals/assets/nope.js' })).statusCode).toBe(404);
    await bare.close();
  });

  it.each(['dice', 'limbo', 'plinko', 'blackjack', 'aviator', 'verify'])("names everything on the %s page in the page's language", async (name) => {
    const [tr, en] = await Promise.all([page(`/originals/${name}`), page(`/originals/${name}?lang=en`)]);
    expect(englishLabelsOnTurkish(tr.body, en.body)).toEqual([]);
  });
});

describe('originals client pages under the settings in force (limits, a licence without auto-play, silent by default)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(
      {},
      { ...process.env, ORIGINALS_DICE_MIN_BET: '250', ORIGINALS_DICE_MAX_BET: '50000', LICENCE_AUTO_PLAY: 'false', LICENCE_SOUND_BY_DEFAULT: 'false' },
    );
  });
  afterAll(async () => {
    await app.close();
  });

  it("carries the game's own limits on the stake field, and opens with a stake within them", async () => {
    const { body } = await app.inject({ method: 'GET', url: '/originals/dice?lang=en' });
    expect(body).toMatch(/<input id="amount" inputmode="decimal" autocomplete="off" value="2.50" data-min="250" data-max="50000">/);
  });

  it.each(['dice', 'limbo', 'plinko'])(
    'offers no auto-bet on the %s page where the licence forbids it, the quick stakes and shortcuts staying',
    async (game) => {
      for (const lang of ['tr', 'en']) {
        const { body } = await app.inject({ method: 'GET', url: `/originals/${game}?lang=${lang}` });
        expect(body).not.toContain('auto-bet');
        expect(body).not.toContain('Auto-bet');
        expect(body).toContain('id="stake-half"');
        expect(body).toContain('id="hotkeys"');
      }
    },
  );

  it('keeps the sound off for a player who never chose where the licence says so', async () => {
    const { body } = await app.inject({ method: 'GET', url: '/originals/roulette?lang=en' });
    expect(body).toContain('id="sound" aria-pressed="false" data-default="off"');
  });
});
