// The balance answers from memory while it is unchanged; a change through the wallet is seen at once,
// on every instance.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { lastCode, register } from '../../testing/players';
import { testConfig } from '../../testing/test-app';
import { SEED_TRIAL_BONUS_AMOUNT } from '../bonus/seed';

const balance = async (app: FastifyInstance, headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/user/balance', headers })).json().data.balance;

/** a player whose trial bonus credit is the balance change under test */
async function verifiedPlayer(app: FastifyInstance) {
  const player = await register(app);
  const { headers, body } = player;
  await app.inject({ method: 'POST', url: '/api/customer/updatephone', payload: { step: 1, phone: body.phone }, headers });
  const code = await lastCode(app, body.phone);
  await app.inject({ method: 'POST', url: '/api/customer/updatephone', payload: { step: 2, phone: body.phone, code }, headers });
  return player;
}

const claimTrialBonus = (app: FastifyInstance, headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/bonus/definetrialbonus', headers });

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
    const { headers, auth } = await verifiedPlayer(app);
    expect(auth.balance).toBe(0);
    expect(await balance(app, headers)).toBe(0);
    expect((await claimTrialBonus(app, headers)).json()).toMatchObject({ success: true });
    expect(await balance(app, headers)).toBe(SEED_TRIAL_BONUS_AMOUNT);
  });

  if (process.env.DATABASE_URL && process.env.REDIS_URL) {
    it('answers the new balance at once on a second instance sharing the database and Redis', async () => {
      const other = await buildApp({ ...config, database: { ...config.database, dropSchemaOnClose: false } as typeof config.database });
      try {
        const { headers } = await verifiedPlayer(app);
        expect(await balance(other, headers)).toBe(0);
        await claimTrialBonus(app, headers);
        // the announcement waits on the second instance's socket: one event-loop turn (see sessions.test.ts)
        await nextTurn();
        expect(await balance(other, headers)).toBe(SEED_TRIAL_BONUS_AMOUNT);
      } finally {
        await other.close();
      }
    });
  }
});
