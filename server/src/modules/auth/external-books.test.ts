import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../../clock';
import { loadConfig } from '../../config';
import { login, register } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';
import { externalBookKeys, externalBookToken, verifyExternalBookToken } from './external-books';

const SECRET = 'outside-books-secret';
const EXTERNAL_ENV = {
  NODE_ENV: 'test',
  SPORTSBOOK_MODE: 'external',
  SPORTS_BETSY_URL: 'https://sport.betsy.example/',
  SPORTS_BETSY_CID: 'arena-77',
  SPORTS_BETCO_URL: 'https://esports.betco.example/',
  SPORTS_EXTERNAL_SECRET: SECRET,
};
const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);

describe('external book tokens', () => {
  it('signs the user code and expiry, and only that secret before that time accepts it', () => {
    const token = externalBookToken(SECRET, 'A0000042', NOW / 1000 + 60);
    expect(token).toMatch(/^A0000042\.\d+\.[0-9a-f]{64}$/);
    expect(verifyExternalBookToken(SECRET, token, NOW)).toBe('A0000042');
    expect(verifyExternalBookToken('another-secret', token, NOW)).toBeNull();
    expect(verifyExternalBookToken(SECRET, token, NOW + 60_000)).toBeNull();
    expect(verifyExternalBookToken(SECRET, token.replace('A0000042', 'A0000043'), NOW)).toBeNull();
    expect(verifyExternalBookToken(SECRET, 'garbage', NOW)).toBeNull();
  });

  it('are null in our own book mode, and filled from config in external mode', () => {
    const own = loadConfig({ NODE_ENV: 'test' }).sports;
    expect(externalBookKeys(own, 'A0000042', NOW, 3600)).toEqual({ betsyCid: null, betsyUrl: null, betsyToken: null, betcoToken: null, betcoUrl: null });
    const external = loadConfig(EXTERNAL_ENV).sports;
    const keys = externalBookKeys(external, 'A0000042', NOW, 3600);
    expect(keys).toMatchObject({ betsyCid: 'arena-77', betsyUrl: external.external.betsyUrl, betcoUrl: external.external.betcoUrl });
    expect(keys.betsyToken).toBe(externalBookToken(SECRET, 'A0000042', NOW / 1000 + 3600));
    expect(keys.betcoToken).toBe(keys.betsyToken);
  });
});

describe('login data in external mode', () => {
  let app: FastifyInstance;
  const clock = manualClock(NOW);

  beforeAll(async () => {
    app = await buildTestApp({ sports: loadConfig(EXTERNAL_ENV).sports }, undefined, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  it('register and login hand out the books’ URLs and a token for the player that expires with the session', async () => {
    const { auth, body } = await register(app);
    expect(auth.betsyUrl).toContain('sport.betsy.example');
    expect(auth.betcoUrl).toContain('esports.betco.example');
    expect(auth.betsyCid).toBe('arena-77');
    expect(verifyExternalBookToken(SECRET, auth.betsyToken!, clock.now())).toBe(auth.usercode);
    expect(verifyExternalBookToken(SECRET, auth.betcoToken!, clock.now())).toBe(auth.usercode);

    const { auth: config } = loadConfig({ NODE_ENV: 'test' });
    clock.advance(config.sessionAbsoluteSeconds * 1000 - 1000);
    const again = (await login(app, body.username, body.password)).json().data;
    expect(verifyExternalBookToken(SECRET, again.betsyToken, clock.now())).toBe(auth.usercode);
    expect(verifyExternalBookToken(SECRET, auth.betsyToken!, clock.now() + 1000)).toBeNull();
  });
});
