// Production refuses what is only for demos, and says why; a declared demo in production keeps the
// sandbox's decision to the depositing player's session, shows no dev routes and maps only the player
// API. Attacked as someone who read the repository: its public defaults must open nothing.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../src/config';
import { PRODUCTION_ENV } from '../src/testing/production-env';
import { testConfig } from '../src/testing/test-app';
import { underAttack } from './harness';

const refusal = (env: NodeJS.ProcessEnv): string => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return 'started';
};

describe('production refuses at start', () => {
  it('a server with no mode, rather than falling into development', () => {
    expect(refusal({})).toMatch(/NODE_ENV is not set/);
  });

  it('the sandbox payment page, the simulated feed and the casino simulator on a site that is no declared demo', () => {
    const message = refusal({ ...PRODUCTION_ENV });
    expect(message).toMatch(/PAYMENT_PROVIDER=sandbox is refused in production/);
    expect(message).toMatch(/SPORTSBOOK_MODE=own is refused in production/);
    expect(refusal({ ...PRODUCTION_ENV, ARENA_DEMO: 'true', CASINO_SIMULATOR: 'true' })).toMatch(/CASINO_SIMULATOR is refused/);
  });

  it('every secret or seed the repository makes public', () => {
    const demo = { ...PRODUCTION_ENV, ARENA_DEMO: 'true' };
    expect(refusal({ ...demo, SPORTS_FEED_SEED: '20261124' })).toMatch(/SPORTS_FEED_SEED/);
    expect(refusal({ ...demo, ORIGINALS_CHAIN_KEY: testConfig().originals.live.chainKey! })).toMatch(/ORIGINALS_CHAIN_KEY is the development key/);
    expect(refusal({ ...demo, PROVIDER_SECRETS_KEY: testConfig().casino.credentialsKey! })).toMatch(/PROVIDER_SECRETS_KEY is the development key/);
    expect(refusal({ NODE_ENV: 'production', ARENA_DEMO: 'true' })).toMatch(/DEVICE_COOKIE_SECRET is required in production/);
    // and no game supplier's wallet secret is known to production unless it is configured
    expect(loadConfig(demo).wallet.providerSecrets).toEqual({});
  });
});

describe('a declared demo running in production', () => {
  const production = loadConfig({
    ...PRODUCTION_ENV,
    ARENA_DEMO: 'true',
    ORIGINALS_CHAIN_KEY: randomBytes(32).toString('hex'),
    SPORTS_FEED_DRIVE: 'false',
    LIVE_ROUNDS_DRIVE: 'false',
    LOG_LEVEL: 'silent',
  });
  const { database, redisUrl, redisPrefix } = testConfig();
  const target = underAttack({ ...production, database, redisUrl, redisPrefix });

  it('lets no one but the depositing player pay their sandbox deposit', async () => {
    const owner = await target.player();
    const stranger = await target.player();
    const reference = await target.startDeposit(owner, 25_000_00);
    const decide = (token?: string) => target.call('POST', 'payment/sandbox/decision', { body: { reference, decision: 'pay' }, token });
    expect((await decide()).status).toBe(401);
    expect((await decide(stranger.token)).status).toBe(403);
    expect(await target.balance(owner)).toBe(0);
    expect(await target.balance(stranger)).toBe(0);
    expect((await decide(owner.token)).status).toBe(200);
  });

  it('answers no dev route, maps only the player API and lets no cache keep a reply', async () => {
    expect((await target.call('GET', 'dev/outbox')).status).toBe(404);
    expect((await target.call('POST', 'dev/protection/advance', { body: { hours: 48 } })).status).toBe(404);
    const document = (await fetch(`${target.base}/api/openapi.json`).then((res) => res.json())) as { paths: Record<string, unknown> };
    const paths = Object.keys(document.paths);
    expect(paths).toContain('/api/auth/login');
    expect(paths.filter((p) => /\/api\/(operator|dev|wallet)\//.test(p) || p.includes('/webhook/') || p.includes('/sandbox/'))).toEqual([]);
    const player = await target.player();
    const profile = await target.call('GET', 'customer/profile', { token: player.token });
    expect(profile.status).toBe(200);
    expect(profile.headers.get('cache-control')).toBe('no-store');
  });
});
