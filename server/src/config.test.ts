import { describe, expect, it } from '@jest/globals';
import { ConfigError, DEV_CHAIN_KEY, DEV_PROVIDER_SECRETS, DEV_PROVIDER_SECRETS_KEY, loadConfig } from './config';
import { PRODUCTION_ENV } from './testing/production-env';

describe('loadConfig', () => {
  it('has working defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.env).toBe('development');
    expect(config.redisUrl).toBeNull();
    expect(config.database).toEqual({ kind: 'pglite', dataDir: expect.stringMatching(/\.data\/pglite$/) });
    expect(config.remotes).toEqual({
      casino: '/remotes/casino/mf-manifest.json',
      sports: '/remotes/sports/mf-manifest.json',
      account: '/remotes/account/mf-manifest.json',
      payments: '/remotes/payments/mf-manifest.json',
      cms: '/remotes/cms/mf-manifest.json',
    });
    expect(config.frameOrigins).toEqual({ game: [], payment: [] });
    expect(config.paths.shellDist).toMatch(/shell\/dist$/);
    expect(config.paths.remoteDist.casino).toMatch(/mf-casino\/dist$/);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/arena', DATABASE_SCHEMA: 'site_a' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/arena', schema: 'site_a', dropSchemaOnClose: false });
  });

  it('keeps Redis keys under arena: unless REDIS_PREFIX names another prefix', () => {
    expect(loadConfig({}).redisPrefix).toBe('arena:');
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: 'site_b:' }).redisPrefix).toBe('site_b:');
  });

  it('keeps memory:// as the in-memory PGlite marker and resolves other data dirs from the repo root', () => {
    expect(loadConfig({ ARENA_DATA_DIR: 'memory://' }).database).toEqual({ kind: 'pglite', dataDir: 'memory://' });
    expect(loadConfig({ ARENA_DATA_DIR: '/tmp/arena-db' }).database).toEqual({ kind: 'pglite', dataDir: '/tmp/arena-db' });
  });

  it('lets REMOTE_<NAME>_URL override one remote', () => {
    const config = loadConfig({ REMOTE_CASINO_URL: 'https://cdn.example.com/casino/v42/mf-manifest.json', PORT: '9000' });
    expect(config.remotes.casino).toBe('https://cdn.example.com/casino/v42/mf-manifest.json');
    expect(config.remotes.sports).toBe('/remotes/sports/mf-manifest.json');
    expect(config.port).toBe(9000);
  });

  it('reads the game and payment frame origins as comma-separated lists of origins', () => {
    const config = loadConfig({
      GAME_FRAME_ORIGINS: 'https://games.example.com, https://studio.example.com:8443',
      PAYMENT_FRAME_ORIGINS: 'https://pay.example.com',
    });
    expect(config.frameOrigins).toEqual({ game: ['https://games.example.com', 'https://studio.example.com:8443'], payment: ['https://pay.example.com'] });
    expect(() => loadConfig({ GAME_FRAME_ORIGINS: 'https://games.example.com/play' })).toThrow(/GAME_FRAME_ORIGINS/);
    expect(() => loadConfig({ PAYMENT_FRAME_ORIGINS: 'pay.example.com' })).toThrow(/PAYMENT_FRAME_ORIGINS/);
  });

  it("reads the wallet's house shards and the game providers' secrets, with a development secret for the house's own games", () => {
    expect(loadConfig({}).wallet).toEqual({ houseShards: 16, providerSecrets: DEV_PROVIDER_SECRETS });
    expect(loadConfig({ ...PRODUCTION_ENV, ARENA_DEMO: 'true' }).wallet.providerSecrets).toEqual({});
    const config = loadConfig({
      ...PRODUCTION_ENV,
      ARENA_DEMO: 'true',
      WALLET_HOUSE_SHARDS: '32',
      GAME_PROVIDER_SECRETS: 'studio-a:0123456789abcdef, studio-b:fedcba9876543210xx',
    });
    expect(config.wallet).toEqual({ houseShards: 32, providerSecrets: { 'studio-a': '0123456789abcdef', 'studio-b': 'fedcba9876543210xx' } });
    expect(() => loadConfig({ GAME_PROVIDER_SECRETS: 'studio-a:short' })).toThrow(/GAME_PROVIDER_SECRETS/);
    expect(() => loadConfig({ WALLET_HOUSE_SHARDS: '0' })).toThrow(/WALLET_HOUSE_SHARDS/);
  });

  it("reads the live chains' seed key: the development key outside production, refused in production, 64 hex digits", () => {
    expect(loadConfig({}).originals.live.chainKey).toBe(DEV_CHAIN_KEY);
    expect(loadConfig({ ...PRODUCTION_ENV, ARENA_DEMO: 'true' }).originals.live.chainKey).toBeNull();
    const key = '0f'.repeat(32);
    expect(loadConfig({ ...PRODUCTION_ENV, ARENA_DEMO: 'true', ORIGINALS_CHAIN_KEY: key }).originals.live.chainKey).toBe(key);
    expect(() => loadConfig({ ...PRODUCTION_ENV, ORIGINALS_CHAIN_KEY: DEV_CHAIN_KEY })).toThrow(/ORIGINALS_CHAIN_KEY is the development key/);
    expect(() => loadConfig({ ORIGINALS_CHAIN_KEY: 'short' })).toThrow(/ORIGINALS_CHAIN_KEY must be 64 hex digits/);
  });

  it("reads the suppliers' credentials key: the development key outside production, refused in production, 64 hex digits", () => {
    expect(loadConfig({}).casino.credentialsKey).toBe(DEV_PROVIDER_SECRETS_KEY);
    expect(loadConfig({ ...PRODUCTION_ENV, ARENA_DEMO: 'true' }).casino.credentialsKey).toBeNull();
    const key = '0e'.repeat(32);
    expect(loadConfig({ ...PRODUCTION_ENV, ARENA_DEMO: 'true', PROVIDER_SECRETS_KEY: key }).casino.credentialsKey).toBe(key);
    expect(() => loadConfig({ ...PRODUCTION_ENV, PROVIDER_SECRETS_KEY: DEV_PROVIDER_SECRETS_KEY })).toThrow(/PROVIDER_SECRETS_KEY is the development key/);
    expect(() => loadConfig({ PROVIDER_SECRETS_KEY: 'short' })).toThrow(/PROVIDER_SECRETS_KEY must be 64 hex digits/);
  });

  it("reads the device cookie's secret: required in production, a random one per process elsewhere, at least 32 characters", () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DEVICE_COOKIE_SECRET is required in production/);
    expect(loadConfig({ ...PRODUCTION_ENV }).auth).toMatchObject({ deviceCookieSecret: PRODUCTION_ENV.DEVICE_COOKIE_SECRET, deviceCookieSecure: true });
    const [one, another] = [loadConfig({}).auth, loadConfig({}).auth];
    expect(one.deviceCookieSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(one.deviceCookieSecret).not.toBe(another.deviceCookieSecret);
    expect(one.deviceCookieSecure).toBe(false);
    expect(() => loadConfig({ DEVICE_COOKIE_SECRET: 'too-short' })).toThrow(/DEVICE_COOKIE_SECRET must be at least 32 characters/);
  });

  it('reports every invalid value at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        NODE_ENV: 'staging',
        DATABASE_URL: 'mysql://localhost/arena',
        REDIS_URL: 'localhost:6379',
        REMOTE_CASINO_URL: 'ftp://example.com/x.json',
        REMOTE_CASINOS_URL: '/typo.json',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toHaveLength(6);
    for (const name of ['PORT', 'NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'REMOTE_CASINO_URL', 'REMOTE_CASINOS_URL']) {
      expect(message).toContain(name);
    }
  });

  it('pays through the sandbox by default, with a random webhook secret per process unless one is configured', () => {
    const config = loadConfig({});
    expect(config.payments).toEqual({
      provider: 'sandbox',
      webhookSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
      withdrawReviewAbove: 100_000,
      payoutDelayMs: 2_000,
      payoutPollMs: 1_000,
      depositExpiryMs: 3_600_000,
      requestsPerPlayer: { limit: 30, windowSeconds: 3600 },
    });
    expect(loadConfig({}).payments.webhookSecret).not.toBe(config.payments.webhookSecret);
    expect(loadConfig({ PAYMENT_WEBHOOK_SECRET: 'a-long-shared-secret', WITHDRAW_REVIEW_ABOVE: '250000', PAYOUT_DELAY_MS: '500' }).payments).toMatchObject({
      webhookSecret: 'a-long-shared-secret',
      withdrawReviewAbove: 250_000,
      payoutDelayMs: 500,
    });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'acme-pay' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    expect(() => loadConfig({ WITHDRAW_REVIEW_ABOVE: '1000.50' })).toThrow(/WITHDRAW_REVIEW_ABOVE/);
  });

  it.each(['0', '65536', '80.5', '-1'])('rejects PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
  });
});
