import { describe, expect, it } from '@jest/globals';
import { ConfigError, DEV_CHAIN_KEY, DEV_PROVIDER_SECRETS_KEY, loadConfig, NODE_ENV_MISSING, SIMULATED_WALLET_PROVIDERS } from './config';
import { PRODUCTION_ENV } from './testing/production-env';

const DEVELOPMENT = { NODE_ENV: 'development' };
/** production as far as these settings go: the sandbox, the one payment provider so far, needs a declared demo */
const PRODUCTION = { ...PRODUCTION_ENV, ARENA_DEMO: 'true' };

describe('loadConfig', () => {
  it('has working defaults with only the mode set', () => {
    const config = loadConfig(DEVELOPMENT);
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
    const config = loadConfig({ ...DEVELOPMENT, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/arena', DATABASE_SCHEMA: 'site_a' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/arena',
      schema: 'site_a',
      dropOnClose: false,
      poolMax: 10,
      statementTimeoutMs: null,
    });
  });

  it('sizes the PostgreSQL pool and its statement timeout from DATABASE_POOL_MAX and DATABASE_STATEMENT_TIMEOUT_MS (0: no limit)', () => {
    const url = { ...DEVELOPMENT, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/arena' };
    expect(loadConfig({ ...url, DATABASE_POOL_MAX: '25', DATABASE_STATEMENT_TIMEOUT_MS: '15000' }).database).toMatchObject({
      poolMax: 25,
      statementTimeoutMs: 15_000,
    });
    expect(loadConfig({ ...url, DATABASE_STATEMENT_TIMEOUT_MS: '0' }).database).toMatchObject({ poolMax: 10, statementTimeoutMs: null });
    expect(() => loadConfig({ ...url, DATABASE_POOL_MAX: '0', DATABASE_STATEMENT_TIMEOUT_MS: '15s' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds[\s\S]*DATABASE_POOL_MAX must be a positive integer/,
    );
  });

  it('names the instance from ARENA_INSTANCE (else its host and process), and leases background jobs for JOB_LEASE_MS', () => {
    expect(loadConfig({ ...DEVELOPMENT, ARENA_INSTANCE: 'server-2', JOB_LEASE_MS: '3000' })).toMatchObject({ instance: 'server-2', jobLeaseMs: 3000 });
    const config = loadConfig(DEVELOPMENT);
    expect(config.instance).toMatch(new RegExp(`-${process.pid}$`));
    expect(config.jobLeaseMs).toBe(15_000);
    for (const bad of ['', ' ', 'server 2', 'a/b', '-lead', 'x'.repeat(64)].filter((name) => name.trim() !== '')) {
      expect(() => loadConfig({ ...DEVELOPMENT, ARENA_INSTANCE: bad })).toThrow(/ARENA_INSTANCE must be 1-63 letters/);
    }
  });

  it('keeps Redis keys under arena: unless REDIS_PREFIX names another prefix', () => {
    expect(loadConfig(DEVELOPMENT).redisPrefix).toBe('arena:');
    expect(loadConfig({ ...DEVELOPMENT, REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: 'site_b:' }).redisPrefix).toBe('site_b:');
  });

  it('keeps memory:// as the in-memory PGlite marker and resolves other data dirs from the repo root', () => {
    expect(loadConfig({ ...DEVELOPMENT, ARENA_DATA_DIR: 'memory://' }).database).toEqual({ kind: 'pglite', dataDir: 'memory://' });
    expect(loadConfig({ ...DEVELOPMENT, ARENA_DATA_DIR: '/tmp/arena-db' }).database).toEqual({ kind: 'pglite', dataDir: '/tmp/arena-db' });
  });

  it('lets REMOTE_<NAME>_URL override one remote', () => {
    const config = loadConfig({ ...DEVELOPMENT, REMOTE_CASINO_URL: 'https://cdn.example.com/casino/v42/mf-manifest.json', PORT: '9000' });
    expect(config.remotes.casino).toBe('https://cdn.example.com/casino/v42/mf-manifest.json');
    expect(config.remotes.sports).toBe('/remotes/sports/mf-manifest.json');
    expect(config.port).toBe(9000);
  });

  it('reads the game and payment frame origins as comma-separated lists of origins', () => {
    const config = loadConfig({
      ...DEVELOPMENT,
      GAME_FRAME_ORIGINS: 'https://games.example.com, https://studio.example.com:8443',
      PAYMENT_FRAME_ORIGINS: 'https://pay.example.com',
    });
    expect(config.frameOrigins).toEqual({ game: ['https://games.example.com', 'https://studio.example.com:8443'], payment: ['https://pay.example.com'] });
    expect(() => loadConfig({ ...DEVELOPMENT, GAME_FRAME_ORIGINS: 'https://games.example.com/play' })).toThrow(/GAME_FRAME_ORIGINS/);
    expect(() => loadConfig({ ...DEVELOPMENT, PAYMENT_FRAME_ORIGINS: 'pay.example.com' })).toThrow(/PAYMENT_FRAME_ORIGINS/);
  });

  it("reads the wallet's house shards and the game providers' secrets, with a fresh secret per process for the simulator's suppliers", () => {
    const { wallet } = loadConfig(DEVELOPMENT);
    expect(wallet.houseShards).toBe(16);
    // the simulator's suppliers get a fresh secret per process: no one outside it can sign their calls
    expect(Object.keys(wallet.providerSecrets).sort()).toEqual([...SIMULATED_WALLET_PROVIDERS].sort());
    for (const secret of Object.values(wallet.providerSecrets)) expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig(DEVELOPMENT).wallet.providerSecrets.softgamings).not.toBe(wallet.providerSecrets.softgamings);
    expect(loadConfig(PRODUCTION).wallet.providerSecrets).toEqual({});
    const config = loadConfig({
      ...PRODUCTION,
      WALLET_HOUSE_SHARDS: '32',
      GAME_PROVIDER_SECRETS: 'studio-a:0123456789abcdef, studio-b:fedcba9876543210xx',
    });
    expect(config.wallet).toEqual({ houseShards: 32, providerSecrets: { 'studio-a': '0123456789abcdef', 'studio-b': 'fedcba9876543210xx' } });
    expect(() => loadConfig({ ...DEVELOPMENT, GAME_PROVIDER_SECRETS: 'studio-a:short' })).toThrow(/GAME_PROVIDER_SECRETS/);
    expect(() => loadConfig({ ...DEVELOPMENT, WALLET_HOUSE_SHARDS: '0' })).toThrow(/WALLET_HOUSE_SHARDS/);
  });

  it("reads the live chains' seed key: the development key outside production, refused in production, 64 hex digits", () => {
    expect(loadConfig(DEVELOPMENT).originals.live.chainKey).toBe(DEV_CHAIN_KEY);
    expect(loadConfig(PRODUCTION).originals.live.chainKey).toBeNull();
    const key = '0f'.repeat(32);
    expect(loadConfig({ ...PRODUCTION, ORIGINALS_CHAIN_KEY: key }).originals.live.chainKey).toBe(key);
    expect(() => loadConfig({ ...PRODUCTION, ORIGINALS_CHAIN_KEY: DEV_CHAIN_KEY })).toThrow(/ORIGINALS_CHAIN_KEY is the development key/);
    expect(() => loadConfig({ ...DEVELOPMENT, ORIGINALS_CHAIN_KEY: 'short' })).toThrow(/ORIGINALS_CHAIN_KEY must be 64 hex digits/);
  });

  it("reads the suppliers' credentials key: the development key outside production, refused in production, 64 hex digits", () => {
    expect(loadConfig(DEVELOPMENT).casino.credentialsKey).toBe(DEV_PROVIDER_SECRETS_KEY);
    expect(loadConfig(PRODUCTION).casino.credentialsKey).toBeNull();
    const key = '0e'.repeat(32);
    expect(loadConfig({ ...PRODUCTION, PROVIDER_SECRETS_KEY: key }).casino.credentialsKey).toBe(key);
    expect(() => loadConfig({ ...PRODUCTION, PROVIDER_SECRETS_KEY: DEV_PROVIDER_SECRETS_KEY })).toThrow(/PROVIDER_SECRETS_KEY is the development key/);
    expect(() => loadConfig({ ...DEVELOPMENT, PROVIDER_SECRETS_KEY: 'short' })).toThrow(/PROVIDER_SECRETS_KEY must be 64 hex digits/);
  });

  it("reads the device cookie's secret: required in production, a random one per process elsewhere, at least 32 characters", () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DEVICE_COOKIE_SECRET is required in production/);
    expect(loadConfig(PRODUCTION).auth).toMatchObject({ deviceCookieSecret: PRODUCTION_ENV.DEVICE_COOKIE_SECRET, deviceCookieSecure: true });
    const [one, another] = [loadConfig(DEVELOPMENT).auth, loadConfig(DEVELOPMENT).auth];
    expect(one.deviceCookieSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(one.deviceCookieSecret).not.toBe(another.deviceCookieSecret);
    expect(one.deviceCookieSecure).toBe(false);
    expect(() => loadConfig({ ...DEVELOPMENT, DEVICE_COOKIE_SECRET: 'too-short' })).toThrow(/DEVICE_COOKIE_SECRET must be at least 32 characters/);
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
    const config = loadConfig(DEVELOPMENT);
    expect(config.payments).toEqual({
      provider: 'sandbox',
      webhookSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
      withdrawReviewAbove: 100_000,
      payoutDelayMs: 2_000,
      payoutPollMs: 1_000,
      depositExpiryMs: 3_600_000,
      requestsPerPlayer: { limit: 30, windowSeconds: 3600 },
    });
    expect(loadConfig(DEVELOPMENT).payments.webhookSecret).not.toBe(config.payments.webhookSecret);
    expect(
      loadConfig({ ...DEVELOPMENT, PAYMENT_WEBHOOK_SECRET: 'a-long-shared-secret', WITHDRAW_REVIEW_ABOVE: '250000', PAYOUT_DELAY_MS: '500' }).payments,
    ).toMatchObject({
      webhookSecret: 'a-long-shared-secret',
      withdrawReviewAbove: 250_000,
      payoutDelayMs: 500,
    });
    expect(() => loadConfig({ ...DEVELOPMENT, PAYMENT_PROVIDER: 'acme-pay' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ ...DEVELOPMENT, PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...DEVELOPMENT, WITHDRAW_REVIEW_ABOVE: '1000.50' })).toThrow(/WITHDRAW_REVIEW_ABOVE/);
  });

  it.each(['0', '65536', '80.5', '-1'])('rejects PORT=%s', (port) => {
    expect(() => loadConfig({ ...DEVELOPMENT, PORT: port })).toThrow(ConfigError);
  });
});

describe('the mode and what production refuses', () => {
  it('refuses to start without NODE_ENV, and says how to run the demo and a real site', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: '8080' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([NODE_ENV_MISSING]);
    expect(NODE_ENV_MISSING).toMatch(/npm start/);
    expect(NODE_ENV_MISSING).toMatch(/NODE_ENV=production/);
  });

  it('lets the instant games offer an auto-bet outside production, and in production only when LICENCE_AUTO_PLAY=true', () => {
    expect(loadConfig(DEVELOPMENT).licence.autoPlay).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).licence.autoPlay).toBe(true);
    expect(loadConfig({ ...DEVELOPMENT, LICENCE_AUTO_PLAY: 'false' }).licence.autoPlay).toBe(false);
    expect(loadConfig(PRODUCTION).licence.autoPlay).toBe(false);
    expect(loadConfig({ ...PRODUCTION, LICENCE_AUTO_PLAY: 'true' }).licence.autoPlay).toBe(true);
    expect(() => loadConfig({ ...DEVELOPMENT, LICENCE_AUTO_PLAY: 'yes' })).toThrow('LICENCE_AUTO_PLAY must be true or false (got "yes")');
  });

  it('plays the games with sound for a player who never chose outside production, and in production only when LICENCE_SOUND_BY_DEFAULT=true', () => {
    expect(loadConfig(DEVELOPMENT).licence).toMatchObject({ autoPlay: true, soundByDefault: true });
    expect(loadConfig({ ...DEVELOPMENT, LICENCE_SOUND_BY_DEFAULT: 'false' }).licence).toMatchObject({ autoPlay: true, soundByDefault: false });
    expect(loadConfig(PRODUCTION).licence.soundByDefault).toBe(false);
    expect(loadConfig({ ...PRODUCTION, LICENCE_SOUND_BY_DEFAULT: 'true' }).licence.soundByDefault).toBe(true);
    expect(() => loadConfig({ ...DEVELOPMENT, LICENCE_SOUND_BY_DEFAULT: 'on' })).toThrow('LICENCE_SOUND_BY_DEFAULT must be true or false (got "on")');
  });

  it('runs under the Curaçao licence unless LICENCE_PROFILE names another, and a licence without autoplay wins over LICENCE_AUTO_PLAY', () => {
    expect(loadConfig(DEVELOPMENT).licence.profile.code).toBe('curacao');
    const ukgc = loadConfig({ ...DEVELOPMENT, LICENCE_PROFILE: 'ukgc', LICENCE_AUTO_PLAY: 'true' }).licence;
    expect(ukgc.profile.regulator).toBe('UK Gambling Commission');
    expect(ukgc.autoPlay).toBe(false);
    expect(loadConfig({ ...DEVELOPMENT, LICENCE_PROFILE: 'mga' }).licence.autoPlay).toBe(true);
    expect(() => loadConfig({ ...DEVELOPMENT, LICENCE_PROFILE: 'nevada' })).toThrow(
      'LICENCE_PROFILE must be one of curacao, mga, ukgc, ontario (got "nevada")',
    );
  });

  it('refuses in production a slot cycle shorter than the licence allows, as no licence we hold a profile for allows turbo', () => {
    // every seeded licence: 2.5 s (UKGC RTS 14), no quick spin
    for (const licence of ['curacao', 'mga', 'ukgc', 'ontario']) {
      expect(() => loadConfig({ ...PRODUCTION, LICENCE_PROFILE: licence, ORIGINALS_SLOT_MIN_SPIN_MS: '2499' })).toThrow(
        `ORIGINALS_SLOT_MIN_SPIN_MS below 2500 is refused in production: the ${licence} licence allows no quick spin (turbo)`,
      );
      expect(loadConfig({ ...PRODUCTION, LICENCE_PROFILE: licence, ORIGINALS_SLOT_MIN_SPIN_MS: '3000' }).originals.slotMinSpinMs).toBe(3000);
    }
    expect(loadConfig({ ...DEVELOPMENT, LICENCE_PROFILE: 'ukgc', ORIGINALS_SLOT_MIN_SPIN_MS: '1' }).originals.slotMinSpinMs).toBe(1);
  });

  it("leaves a supplier's open rounds to the supplier unless SUPPLIER_ROUND_VOID=true (the sweep refunds their stakes)", () => {
    expect(loadConfig(DEVELOPMENT).casino.supplierRoundVoid).toBe(false);
    expect(loadConfig(PRODUCTION).casino.supplierRoundVoid).toBe(false);
    expect(loadConfig({ ...DEVELOPMENT, SUPPLIER_ROUND_VOID: 'true' }).casino.supplierRoundVoid).toBe(true);
  });

  it('is a demo outside production, and in production only when ARENA_DEMO=true', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).demo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demo).toBe(true);
    expect(loadConfig({ ...PRODUCTION_ENV, ARENA_DEMO: 'true' }).demo).toBe(true);
  });

  it('refuses the sandbox payment provider in production unless the site is a declared demo', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER=sandbox is refused in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', ARENA_DEMO: 'false' })).toThrow(/ARENA_DEMO=true/);
    expect(loadConfig({ ...PRODUCTION_ENV, ARENA_DEMO: 'true' }).payments.provider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'development' }).payments.provider).toBe('sandbox');
  });

  it('believes forwarded addresses from no one by default, and from the TRUSTED_PROXIES listed', () => {
    expect(loadConfig(DEVELOPMENT).trustedProxies).toEqual([]);
    expect(loadConfig(PRODUCTION).trustedProxies).toEqual([]);
    expect(loadConfig({ ...PRODUCTION, TRUSTED_PROXIES: '172.28.0.10, 10.0.0.0/8,::1, fd00::/64' }).trustedProxies).toEqual([
      '172.28.0.10',
      '10.0.0.0/8',
      '::1',
      'fd00::/64',
    ]);
    for (const bad of ['lb', '10.0.0.0/33', '10.0.0.1/8/8', 'fd00::/129', '300.1.1.1', 'true']) {
      expect(() => loadConfig({ ...PRODUCTION, TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES/);
    }
  });
});
