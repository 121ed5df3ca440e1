// The six launch calls: each adapter's request to its supplier (a local fake supplier over real HTTP),
// the refusals (visitor, unknown game, wrong call, unavailable aggregator) and our own games.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { DEV_PROVIDER_SECRETS_KEY } from '../../config';
import { isSealed, sealValue } from '../../security/sealed-value';
import { bearer, fundedPlayer } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';
import { createOperator } from '../operators/accounts';
import { operatorToken } from '../operators/testing';
import { createProviderCredentials, NO_KEY } from './providers/credentials';
import { launchSignature, softGamingsHash } from './providers/suppliers';
import { casinoGames, casinoProviderCredentials } from './schema';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const EGT = 'egtdigital_egtdigital_kashmir_gold';
const AMUSNET = 'amusnet_amusnet_40_super_hot';
const EVERYMATRIX = 'everymatrix_netent_starburst';
const DIGITAIN = 'digitain_novomatic_book_of_ra_deluxe';
const SOFTGAMINGS = 'softgamings_pragmaticplay_sweet_bonanza';

/** A supplier that records what it gets and answers like the real one. */
function fakeSupplier(received: Received[]): Server {
  return createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const path = (request.url ?? '').split('?')[0];
      const replies: Record<string, string> = {
        '/egt/launch': JSON.stringify({ url: 'https://egt.example/game/1' }),
        '/amusnet/game/launch': JSON.stringify({ gameUrl: 'https://amusnet.example/game/2' }),
        '/em/casino/launch': JSON.stringify({ launchUrl: 'https://em.example/game/3' }),
        '/dt/api/game/launch': JSON.stringify({ status: 'OK', data: { url: 'https://dt.example/game/4' } }),
        '/sg/System/Api/sg-key/User/AuthHTML/': '1,<html><script>location.href="https://sg.example/game/5"</script></html>',
      };
      if (path === '/broken/launch') {
        response.writeHead(500).end('down');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/plain' }).end(replies[path] ?? '0,unknown');
    });
  });
}

describe('casino launch calls', () => {
  const received: Received[] = [];
  const supplier = fakeSupplier(received);
  let app: FastifyInstance;
  let headers: Record<string, string>;
  let userId: number;

  const launch = (call: string, payload: Record<string, unknown>, extra: Record<string, string> = headers) =>
    app.inject({ method: 'POST', url: `/api/casino/${call}`, payload, headers: { 'x-locale': 'en', ...extra } });
  const lastJson = () => JSON.parse(received[received.length - 1].body) as Record<string, unknown>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => supplier.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(supplier.address() as AddressInfo).port}`;
    const credentials = (infix: string, path: string) => ({
      [`CASINO_${infix}_BASE_URL`]: `${base}/${path}`,
      [`CASINO_${infix}_OPERATOR_ID`]: `${path}-operator`,
      [`CASINO_${infix}_KEY`]: `${path}-key`,
      [`CASINO_${infix}_SECRET`]: `${path}-secret`,
    });
    app = await buildTestApp(
      {},
      {
        ...process.env,
        CASINO_SIMULATOR: 'false',
        ...credentials('EGT', 'egt'),
        ...credentials('AMUSNET', 'amusnet'),
        ...credentials('EVERYMATRIX', 'em'),
        ...credentials('SOFTGAMINGS', 'sg'),
        ...credentials('DIGITAIN', 'dt'),
      },
    );
    await app.db
      .insert(casinoGames)
      .values({ gameCode: 'dice', name: 'Dice', providerName: 'Hub88', mainProviderId: 2, system: 'arena', productId: 0 })
      .onConflictDoNothing();
    ({ headers, userId } = await fundedPlayer(app, 0));
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => supplier.close(resolve));
  });

  const usercode = () => `A${String(userId).padStart(7, '0')}`;
  const signedBy = (secret: string, header: string) => {
    const last = received[received.length - 1];
    expect(last.headers[header]).toBe(launchSignature(secret, last.body));
  };

  it('Egt Digital: a signed JSON launch request with the player, the session token, platform, language and lobby; data is the game URL', async () => {
    const reply = await launch('egtlaunchurl', { platform: 2, gameCode: EGT, language: 'en', lobbyUrl: '/casino/slot' });
    expect(reply.json()).toEqual({ success: true, message: '', data: 'https://egt.example/game/1' });
    expect(received.at(-1)!.headers['x-api-key']).toBe('egt-key');
    signedBy('egt-secret', 'x-egt-signature');
    expect(lastJson()).toEqual({
      operatorId: 'egt-operator',
      playerId: usercode(),
      screenName: expect.any(String),
      sessionToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      gameId: EGT,
      currency: 'TRY',
      language: 'en',
      platform: 2,
      lobbyUrl: 'http://localhost:80/casino/slot',
    });
  });

  it('Amusnet, EveryMatrix, Digitain: their own request shapes, signed', async () => {
    expect((await launch('amusnetlaunchurl', { code: AMUSNET, isMobile: true })).json().data).toBe('https://amusnet.example/game/2');
    signedBy('amusnet-secret', 'x-amusnet-hash');
    expect(lastJson()).toMatchObject({ portalCode: 'amusnet-operator', playerId: usercode(), gameId: AMUSNET, client: 'mobile', lang: 'en', currency: 'TRY' });

    expect((await launch('emlaunchurl', { code: EVERYMATRIX, productId: 103 })).json().data).toBe('https://em.example/game/3');
    signedBy('em-secret', 'x-em-signature');
    expect(lastJson()).toMatchObject({ domainId: 'em-operator', userId: usercode(), gameCode: EVERYMATRIX, productId: 103, isMobile: false, language: 'en' });

    const dt = await launch('dtlaunchurl', { code: DIGITAIN });
    expect(dt.json()).toEqual({ success: true, message: '', data: 'https://dt.example/game/4' });
    signedBy('dt-secret', 'x-dt-signature');
    expect(lastJson()).toMatchObject({
      partnerId: 'dt-operator',
      playerId: usercode(),
      gameCode: DIGITAIN,
      deviceType: 'Desktop',
      languageCode: 'en',
      currencyCode: 'TRY',
    });
  });

  it("SoftGamings: Fundist's User/AuthHTML with its md5 hash; data is the supplier's HTML", async () => {
    const reply = await launch('softgamingslaunchurl', { system: 'pragmaticplay', pageCode: SOFTGAMINGS, isMobile: 0 });
    expect(reply.json().data).toBe('<html><script>location.href="https://sg.example/game/5"</script></html>');
    const { method, url } = received.at(-1)!;
    expect(method).toBe('GET');
    const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
    expect(query).toMatchObject({ Login: usercode(), System: 'pragmaticplay', Page: SOFTGAMINGS, IsMobile: '0', Currency: 'TRY', Language: 'en' });
    expect(query.Hash).toBe(softGamingsHash('sg-key', 'sg-secret', query as never));
  });

  it('each launch opens its own session', async () => {
    await launch('egtlaunchurl', { platform: 1, gameCode: EGT, language: 'tr', lobbyUrl: '' });
    const first = lastJson().sessionToken;
    await launch('egtlaunchurl', { platform: 1, gameCode: EGT, language: 'tr', lobbyUrl: '' });
    expect(lastJson().sessionToken).not.toBe(first);
    expect(lastJson()).toMatchObject({ language: 'tr', platform: 1, lobbyUrl: 'http://localhost:80/' });
  });

  it('our own games open their page in the player language', async () => {
    const reply = await launch('hub88launchurl', { platform: 1, gameCode: 'dice', language: 'en', lobbyUrl: '/' });
    expect(reply.json()).toEqual({ success: true, message: '', data: '/originals/dice?lang=en' });
  });

  it('refuses a visitor (401), an unknown game (404), a call that is not the game’s (400), translated', async () => {
    expect((await launch('dtlaunchurl', { code: DIGITAIN }, {})).statusCode).toBe(401);
    const unknown = await launch('dtlaunchurl', { code: 'no_such_game' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'The game was not found.' });
    expect((await launch('dtlaunchurl', { code: 'no_such_game' }, { ...headers, 'x-locale': 'tr' })).json().message).toBe('Oyun bulunamadı.');
    const wrong = await launch('dtlaunchurl', { code: EVERYMATRIX });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: 'This game is launched through EveryMatrix.' });
    expect((await launch('softgamingslaunchurl', { system: 'netent', pageCode: SOFTGAMINGS, isMobile: 0 })).statusCode).toBe(404);
  });
});

describe('a supplier that fails, an aggregator without credentials', () => {
  let app: FastifyInstance;
  let headers: Record<string, string>;
  const received: Received[] = [];
  const supplier = fakeSupplier(received);

  beforeAll(async () => {
    await new Promise<void>((resolve) => supplier.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(supplier.address() as AddressInfo).port}`;
    app = await buildTestApp(
      {},
      {
        ...process.env,
        CASINO_SIMULATOR: 'false',
        CASINO_EGT_BASE_URL: `${base}/broken`,
        CASINO_EGT_OPERATOR_ID: 'o',
        CASINO_EGT_KEY: 'k',
        CASINO_EGT_SECRET: 's',
      },
    );
    ({ headers } = await fundedPlayer(app, 0));
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => supplier.close(resolve));
  });

  const launchDt = (extra: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/casino/dtlaunchurl', payload: { code: DIGITAIN }, headers: { ...headers, 'x-locale': 'en', ...extra } });

  it('an aggregator without credentials and without the simulator is unavailable (400), translated', async () => {
    const count = received.length;
    const reply = await launchDt({});
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ success: false, message: 'Digitain games are not available at the moment.' });
    expect((await launchDt({ 'x-locale': 'tr' })).json().message).toBe('Digitain oyunları şu anda kullanılamıyor.');
    expect(received).toHaveLength(count);
  });

  it('answers 400 with a translated message, never a 500', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/casino/egtlaunchurl',
      payload: { platform: 1, gameCode: EGT, language: 'en', lobbyUrl: '/' },
      headers: { ...headers, 'x-locale': 'en' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ success: false, message: 'The game could not be started. Please try again later.' });
    expect(received).toHaveLength(1);
  });
});

describe("the suppliers' credentials entered in the back office", () => {
  const ADMIN = { username: 'credentials-admin', password: 'admin-password-1', role: 'admin' };
  const received: Received[] = [];
  const supplier = fakeSupplier(received);
  let app: FastifyInstance;
  let headers: Record<string, string>;
  let admin: string;
  let base: string;

  const enter = (provider: string, field: string, value: string | null) =>
    app.inject({ method: 'POST', url: '/api/operator/games/providers/credential', headers: bearer(admin), payload: { provider, field, value } });
  const launchEgt = () =>
    app.inject({
      method: 'POST',
      url: '/api/casino/egtlaunchurl',
      payload: { platform: 1, gameCode: EGT, language: 'en', lobbyUrl: '/' },
      headers: { ...headers, 'x-locale': 'en' },
    });
  const launchDt = () => app.inject({ method: 'POST', url: '/api/casino/dtlaunchurl', payload: { code: DIGITAIN }, headers: { ...headers, 'x-locale': 'en' } });
  const storeOn = (key: string | null) => createProviderCredentials({ db: app.db, pubsub: app.pubsub, key, log: app.log });
  const stored = async (provider: string, field: string) =>
    (await app.db.select().from(casinoProviderCredentials)).find((row) => row.provider === provider && row.field === field)?.value;

  beforeAll(async () => {
    await new Promise<void>((resolve) => supplier.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(supplier.address() as AddressInfo).port}`;
    app = await buildTestApp(
      {},
      {
        ...process.env,
        CASINO_SIMULATOR: 'false',
        CASINO_EGT_BASE_URL: `${base}/egt`,
        CASINO_EGT_OPERATOR_ID: 'env-operator',
        CASINO_EGT_KEY: 'env-key',
        CASINO_EGT_SECRET: 'env-secret',
      },
    );
    await createOperator(app.db, ADMIN);
    admin = await operatorToken(app, ADMIN);
    ({ headers } = await fundedPlayer(app, 0));
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => supplier.close(resolve));
  });

  it("signs the next launch with a credential entered in the back office, sealed at rest; the environment's again once it is cleared", async () => {
    expect((await launchEgt()).statusCode).toBe(200);
    expect(received.at(-1)!.headers['x-api-key']).toBe('env-key');
    expect(received.at(-1)!.headers['x-egt-signature']).toBe(launchSignature('env-secret', received.at(-1)!.body));

    expect((await enter('Egt Digital', 'secret', 'office-secret-0123456789')).statusCode).toBe(200);
    expect((await enter('Egt Digital', 'key', 'office-key-0123456789')).statusCode).toBe(200);
    const row = await stored('Egt Digital', 'secret');
    expect(isSealed(row!)).toBe(true);
    expect(row).not.toContain('office-secret');

    expect((await launchEgt()).json().data).toBe('https://egt.example/game/1');
    const signed = received.at(-1)!;
    expect(signed.headers['x-api-key']).toBe('office-key-0123456789');
    expect(signed.headers['x-egt-signature']).toBe(launchSignature('office-secret-0123456789', signed.body));
    expect(JSON.parse(signed.body)).toMatchObject({ operatorId: 'env-operator' });

    await enter('Egt Digital', 'secret', null);
    await enter('Egt Digital', 'key', null);
    await launchEgt();
    expect(received.at(-1)!.headers['x-egt-signature']).toBe(launchSignature('env-secret', received.at(-1)!.body));
  });

  it('makes an aggregator without environment credentials available once all four are entered, without a restart', async () => {
    expect((await launchDt()).statusCode).toBe(400);
    for (const [field, value] of Object.entries({ baseUrl: `${base}/dt`, operatorId: 'dt-office', key: 'dt-office-key', secret: 'dt-office-secret' }))
      expect((await enter('Digitain', field, value)).statusCode).toBe(200);
    expect((await launchDt()).json().data).toBe('https://dt.example/game/4');
    expect(received.at(-1)!.headers['x-dt-signature']).toBe(launchSignature('dt-office-secret', received.at(-1)!.body));
  });

  it('another instance follows a change over pub/sub', async () => {
    const other = storeOn(DEV_PROVIDER_SECRETS_KEY);
    await other.start();
    expect(other.entered('Amusnet')).toEqual({});
    await enter('Amusnet', 'operatorId', 'amusnet-office');
    // its reload runs on the announcement, after the call has answered
    for (let tries = 0; tries < 50 && other.entered('Amusnet').operatorId === undefined; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(other.entered('Amusnet')).toEqual({ operatorId: 'amusnet-office' });
  });

  it('seals a row written in plain text when an instance starts; a wrong key stops the start', async () => {
    await app.db.insert(casinoProviderCredentials).values({ provider: 'EveryMatrix', field: 'key', value: 'plain-em-key' });
    const store = storeOn(DEV_PROVIDER_SECRETS_KEY);
    await store.start();
    expect(store.entered('EveryMatrix')).toEqual({ key: 'plain-em-key' });
    const row = await stored('EveryMatrix', 'key');
    expect(isSealed(row!)).toBe(true);
    expect(row).not.toContain('plain-em-key');

    await expect(storeOn('11'.repeat(32)).start()).rejects.toThrow(/PROVIDER_SECRETS_KEY is not the key/);
    // production without PROVIDER_SECRETS_KEY: a credential is refused (400), never stored in plain text
    await expect(storeOn(null).write(app.db, 'Amusnet', 'key', 'plain')).rejects.toMatchObject({ statusCode: 400, message: NO_KEY });
    // a sealed value moved to another supplier's row does not open either
    await app.db
      .update(casinoProviderCredentials)
      .set({ value: sealValue(DEV_PROVIDER_SECRETS_KEY, 'moved', 'EveryMatrix:key') })
      .where(eq(casinoProviderCredentials.provider, 'Amusnet'));
    await expect(storeOn(DEV_PROVIDER_SECRETS_KEY).start()).rejects.toThrow(/does not open/);
  });
});
