// The balance answers from memory while it is unchanged; a change through the wallet is seen at once,
// on every instance.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { register } from '../../testing/players';
import { testConfig } from '../../testing/test-app';

const balance = async (app: FastifyInstance, headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/user/balance', headers })).json().data.balance;

const CREDIT = 5_000;

/** a player, and a cash credit through the wallet: the balance change under test */
async function creditedPlayer(app: FastifyInstance) {
  const player = await register(app);
  const userId = (await app.sessions.resolve(player.auth.token))!.userId;
  const credit = () => app.wallet.deposit({ userId, amount: CREDIT, key: `wallet-test:${userId}`, reference: 'test', description: 'test' });
  return { ...player, credit };
}

describe('wallet balance', () => {
  const config = testConfig();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(config);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the new balance at once after a credit', async () => {
    const { headers, auth, credit } = await creditedPlayer(app);
    expect(auth.balance).toBe(0);
    expect(await balance(app, headers)).toBe(0);
    await credit();
    expect(await balance(app, headers)).toBe(CREDIT);
  });

  if (process.env.DATABASE_URL && process.env.REDIS_URL) {
    it('answers the new balance at once on a second instance sharing the database and Redis', async () => {
      const other = await buildApp({ ...config, database: { ...config.database, dropOnClose: false } as typeof config.database });
      try {
        const { headers, credit } = await creditedPlayer(app);
        expect(await balance(other, headers)).toBe(0);
        await credit();
        // the announcement waits on the second instance's socket: one event-loop turn (see sessions.test.ts)
        await nextTurn();
        expect(await balance(other, headers)).toBe(CREDIT);
      } finally {
        await other.close();
      }
    });
  }
});
