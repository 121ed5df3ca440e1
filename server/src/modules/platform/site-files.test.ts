import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { HOME_SLIDER, LICENCE_PROFILES, REMOTE_NAMES, type CarouselBanner, type Game, type RemoteName } from '@arena/contracts';
import { SITE_OPTIONS } from '../cms/seed/site';
import { TRANSLATIONS } from '../../i18n/translations';
import { testConfig } from '../../testing/test-app';
import { buildApp } from '../../app';
import { parsePolicy } from '../../testing/csp';
import { createShellDocument } from './shell-document';

const INDEX_HTML = `<!doctype html><html lang="tr"><head><title>Arena</title><style>html{color-scheme:dark}</style><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"><div class="sk-h"><b>ARENA</b></div><div class="sk-m"><i></i></div></div>${'<!-- padding -->'.repeat(200)}</body></html>`;

/** varied enough that the build's brotli (best quality) and the server's own (quick) differ byte for byte */
const PRECOMPRESSED_CHUNK = `var big = ${JSON.stringify(Array.from({ length: 600 }, (_, i) => `w${(i * 7919) % 1013}`))};`;

function fakeBuilds(root: string, remotes: readonly RemoteName[]) {
  const shellDist = path.join(root, 'shell/dist');
  mkdirSync(shellDist, { recursive: true });
  writeFileSync(path.join(shellDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(shellDist, 'main.1a2b3c4d.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  const remoteDist = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    remoteDist[name] = path.join(root, `mf-${name}/dist`);
    if (!remotes.includes(name)) continue;
    mkdirSync(remoteDist[name], { recursive: true });
    const manifest = { name, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ assets: { js: { sync: ['123.deadbeef.js'] } } }] };
    writeFileSync(path.join(remoteDist[name], 'mf-manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(remoteDist[name], 'remoteEntry.js'), 'var remote = {};');
    writeFileSync(path.join(remoteDist[name], '123.deadbeef.js'), 'var chunk = 1;');
  }
  // a chunk the build also wrote compressed beside it (packages/webpack-config/precompress.js)
  if (remotes.includes('casino')) {
    writeFileSync(path.join(remoteDist.casino, '456.cafebabe.js'), PRECOMPRESSED_CHUNK);
    writeFileSync(path.join(remoteDist.casino, '456.cafebabe.js.br'), brotliCompressSync(PRECOMPRESSED_CHUNK));
  }
  return { shellDist, remoteDist, media: testConfig().paths.media };
}

describe('static serving', () => {
  let app: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'arena-static-'));
    // every remote but payments has been built
    app = await buildApp({ ...testConfig(), paths: fakeBuilds(root, ['casino', 'sports', 'account', 'cms']) });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the shell at / without long caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('writes every document with a fresh Content-Security-Policy nonce on its scripts, styles and the meta emotion reads', async () => {
    const nonces = [];
    for (const url of ['/', '/casino/slot', '/index.html']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(res.body)![1];
      const policy = parsePolicy(res.headers['content-security-policy']);
      expect(policy['script-src']).toContain(`'nonce-${nonce}'`);
      expect(policy['style-src']).toContain(`'nonce-${nonce}'`);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      const tags = res.body.match(/<(script|style)\b[^>]*>/g)!;
      // the template's style and script, and the inlined remote map
      expect(tags.length).toBeGreaterThanOrEqual(3);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it("sends the security headers with API replies, and lets other origins use a remote's files", async () => {
    const api = await app.inject({ method: 'GET', url: '/api/cms/languagelist' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(parsePolicy(api.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
    const remote = await app.inject({ method: 'GET', url: '/remotes/casino/remoteEntry.js' });
    expect(remote.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(remote.headers['access-control-allow-origin']).toBe('*');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/main.1a2b3c4d.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses with gzip or brotli when the client accepts it', async () => {
    const gzip = await app.inject({ method: 'GET', url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('console.log');
    const br = await app.inject({ method: 'GET', url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    const api = await app.inject({ method: 'GET', url: '/api/cms/translationlist', headers: { 'accept-encoding': 'gzip' } });
    expect(api.headers['content-encoding']).toBe('gzip');
  });

  it.each(['/casino/slot', '/pages/1', '/dashboard/deposit', '/casino/play/%7B%22gameCode%22%3A%22x.y%22%7D'])(
    'falls back to index.html for the deep link %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('writes the document per route: the remote map inline and preloads for the owning remote', async () => {
    const res = await app.inject({ method: 'GET', url: '/casino/live', headers: { accept: 'text/html' } });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('window.__ARENA_REMOTES__={"casino":"/remotes/casino/mf-manifest.json"');
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/remotes/casino/mf-manifest.json">');
    expect(head).toContain('<link rel="preload" as="script" href="/remotes/casino/remoteEntry.js">');
    expect(head).toContain('<link rel="preload" as="script" href="/remotes/casino/123.deadbeef.js">');
    expect(head).not.toContain('href="/remotes/cms/');
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('href="/remotes/cms/remoteEntry.js"');
    const unknown = await app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(unknown.body).toContain('window.__ARENA_REMOTES__=');
    expect(unknown.body).not.toContain('rel="preload"');
  });

  it("hands the shell the licence's display rules in every document: the session strip asks the server nothing", async () => {
    // the test site runs under Curaçao's licence, which keeps neither on screen
    for (const url of ['/', '/promotions', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.body.slice(0, res.body.indexOf('</head>'))).toContain('window.__ARENA_LICENCE_DISPLAY__={"sessionClock":false,"netPosition":false}');
    }
    // the UKGC's (RTS 13/14): the session's time and the net position always on screen
    const document = createShellDocument({
      shellIndex: path.join(root, 'shell/dist/index.html'),
      remotes: {} as never,
      remoteDist: {} as never,
      demo: false,
      licenceDisplay: LICENCE_PROFILES.ukgc.display,
    });
    expect(document('/no/such/page', 'en', 'n0nce')).toContain(
      '<script nonce="n0nce">window.__ARENA_REMOTES__={};window.__ARENA_LICENCE_DISPLAY__={"sessionClock":true,"netPosition":true}</script>',
    );
  });

  it("paints the route's breadcrumb and title in the skeleton, in the language of the lang cookie", async () => {
    const html = { accept: 'text/html' };
    const tr = await app.inject({ method: 'GET', url: '/casino/live', headers: html });
    expect(tr.body).toContain('<html lang="tr"');
    expect(tr.body).toContain(
      `<div class="sk-m"><header class="sk-p"><nav aria-label="breadcrumb"><span>${TRANSLATIONS.tr.Home}</span> / <span>${TRANSLATIONS.tr['Live Casino']}</span></nav><h1>${TRANSLATIONS.tr['Live Casino']}</h1></header><div class="sk-g">`,
    );
    const en = await app.inject({ method: 'GET', url: '/casino/live', headers: { ...html, cookie: 'theme=dark; lang=en' } });
    expect(en.body).toContain('<html lang="en"');
    expect(en.body).toContain('<h1>Live Casino</h1>');
    expect(TRANSLATIONS.tr['Live Casino']).not.toBe('Live Casino');
    // an unknown language falls back to the default
    const xx = await app.inject({ method: 'GET', url: '/casino/live', headers: { ...html, cookie: 'lang=xx' } });
    expect(xx.body).toContain('<html lang="tr"');
    // no heading where the title is data (a game, a server page) or the visitor may be refused (guarded),
    // nor on the home page, whose trail is itself alone
    expect((await app.inject({ method: 'GET', url: '/', headers: html })).body).not.toContain('sk-p');
    for (const url of ['/casino/play/abc', '/pages/1', '/dashboard/account']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.body).toContain('<div class="sk-m"><i></i></div>');
    }
  });

  it("paints the home slider's first banner in the home page's skeleton, in the player's language, and no banner elsewhere", async () => {
    const html = { accept: 'text/html' };
    for (const locale of ['tr', 'en']) {
      const slider = await app.inject({ method: 'POST', url: '/api/cms/sliderlist', payload: { slug: HOME_SLIDER }, headers: { 'x-locale': locale } });
      const [banner] = slider.json().data as CarouselBanner[];
      const home = await app.inject({ method: 'GET', url: '/', headers: { ...html, cookie: `lang=${locale}` } });
      expect(home.body).toContain(
        `<picture class="sk-b"><source media="(min-width: 1200px)" srcset="${banner.images[1]}"><source media="(min-width: 992px)" srcset="${banner.images[2]}">` +
          `<img src="${banner.images[0]}" alt="${banner.title}" width="768" height="256" fetchpriority="high"></picture>`,
      );
    }
    expect((await app.inject({ method: 'GET', url: '/casino/slot', headers: html })).body).not.toContain('sk-b');
  });

  it("paints a casino lobby's first row of games in its skeleton, as the lobby lists them", async () => {
    const html = { accept: 'text/html' };
    for (const lobby of ['slot', 'live']) {
      const reply = await app.inject({ method: 'POST', url: '/api/casino/games', payload: { systemCategory: lobby, skip: 0, take: 6 } });
      const games = reply.json().data.games as Game[];
      expect(games).toHaveLength(6);
      const body = (await app.inject({ method: 'GET', url: `/casino/${lobby}`, headers: html })).body;
      const row = /<div class="sk-g">(.*?)<\/div><i><\/i>/.exec(body)![1];
      const cards = [...row.matchAll(/<div><img src="([^"]+)" alt="" width="400" height="300"([^>]*)><b>([^<]+)<\/b><small>([^<]+)<\/small><\/div>/g)];
      expect(cards.map((c) => [c[1], c[3]])).toEqual(games.map((g) => [g.image, g.name]));
      // the phone's two columns fetch their art at once, the rest when their column shows
      expect(cards.map((c) => c[2])).toEqual([' fetchpriority="high"', ' fetchpriority="high"', ...Array(4).fill(' loading="lazy"')]);
      expect(cards.every((c) => c[4].length > 0)).toBe(true);
    }
    for (const url of ['/', '/casino/play/abc', '/pages/1']) {
      expect((await app.inject({ method: 'GET', url, headers: html })).body).not.toContain('sk-g');
    }
  });

  it('does not fall back for API, hub or remote paths, or for non-HTML requests', async () => {
    for (const url of ['/api/nope', '/hub/frnotify', '/remotes/casino/missing.js', '/remotes/payments/mf-manifest.json', '/media/missing.svg']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    }
    const script = await app.inject({ method: 'GET', url: '/missing.0badc0de.js', headers: { accept: '*/*' } });
    expect(script.statusCode).toBe(404);
  });

  it('sends the compressed copy the build wrote, as the file it encodes; compresses itself where there is none', async () => {
    const url = '/remotes/casino/456.cafebabe.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['access-control-allow-origin']).toBe('*');
    expect(br.rawPayload).toEqual(readFileSync(path.join(root, 'mf-casino/dist/456.cafebabe.js.br')));
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PRECOMPRESSED_CHUNK);
    // no .gz was written: the server compresses that one as it sends it
    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('var big');
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('var big');
  });

  it('serves each built remote under /remotes/<name>/ with CORS and the right caching', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/remotes/casino/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toMatchObject({ name: 'casino' });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');

    const entry = await app.inject({ method: 'GET', url: '/remotes/cms/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');

    const chunk = await app.inject({ method: 'GET', url: '/remotes/sports/123.deadbeef.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves every media file the seeded site options name (licence logo)', async () => {
    const media = SITE_OPTIONS.filter(([, value, enabled]) => enabled && value.startsWith('/media/'));
    expect(media.map(([key]) => key)).toContain('LicenceLogo');
    for (const [, url] of media) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('still serves the API when no front end has been built', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'arena-empty-'));
    const bare = await buildApp({
      ...testConfig(),
      paths: {
        shellDist: path.join(empty, 'shell/dist'),
        remoteDist: Object.fromEntries(REMOTE_NAMES.map((name) => [name, path.join(empty, `mf-${name}/dist`)])) as Record<RemoteName, string>,
        media: testConfig().paths.media,
      },
    });
    try {
      expect((await bare.inject({ method: 'GET', url: '/api/cms/languagelist' })).statusCode).toBe(200);
      const page = await bare.inject({ method: 'GET', url: '/casino/slot', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({ success: false });
    } finally {
      await bare.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
