// The payout queue is the database: a withdrawal due while the server was down is paid by the next
// server that starts on the same database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, TransactionType, type FinancialActivities } from '@arena/contracts';
import { buildApp } from '../../app';
import { manualClock } from '../../clock';
import type { DatabaseConfig } from '../../config';
import { register } from '../../testing/players';
import { verifyPlayer } from '../../testing/kyc';
import { testConfig } from '../../testing/test-app';

it('pays a withdrawal that fell due while no server ran, once the next one starts', async () => {
  const base = testConfig();
  const dataDir = base.database.kind === 'pglite' ? await mkdtemp(path.join(tmpdir(), 'arena-payouts-')) : null;
  const database = (dropOnClose: boolean): DatabaseConfig =>
    base.database.kind === 'pglite' ? { kind: 'pglite', dataDir: dataDir! } : { ...base.database, dropOnClose };
  const clock = manualClock(Date.parse('2026-11-05T09:00:00.000Z'));
  const config = { ...base, payments: { ...base.payments, payoutDelayMs: 2_000, payoutPollMs: 20 } };
  let app: FastifyInstance = await buildApp({ ...config, database: database(false) }, { clock });
  try {
    const { headers, auth } = await register(app);
    await verifyPlayer(app, (await app.sessions.resolve(auth.token))!.userId);
    const call = (url: string, payload: object, extra: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: `/api/payment/${url}`, payload, headers: { ...headers, ...extra } });
    const deposit = await call('deposit', { id: 2, target: 'pay', detail: { Amount: 40_000, PaparaNo: '1234567890' } }, { [IDEMPOTENCY_KEY_HEADER]: 'd1' });
    const reference = (deposit.json().data as string).split('/').pop()!;
    await call('sandbox/decision', { reference, decision: 'pay' });
    const withdraw = await call(
      'withdraw',
      { id: 2, target: 'pay', detail: { Amount: 30_000, PaparaNo: '1234567890', AccountHolder: 'Ayşe Yılmaz' } },
      { [IDEMPOTENCY_KEY_HEADER]: 'w1' },
    );
    expect(withdraw.statusCode).toBe(200);
    const withdrawal = async () =>
      ((await call('financialactivities', { type: TransactionType.Withdraw, skip: 0, take: 1 })).json().data as FinancialActivities).items[0].status;

    await app.close();
    clock.advance(2_000);
    app = await buildApp({ ...config, database: database(true) }, { clock });
    for (let waited = 0; (await withdrawal()) !== 'confirmed' && waited < 5_000; waited += 20) await sleep(20);
    expect(await withdrawal()).toBe('confirmed');
    expect((await app.notifications.page((await app.sessions.resolve(headers.authorization.slice(7)))!.userId, 'en', 0, 1))[0].title).toBe('Withdrawal paid');
  } finally {
    await app.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
});
