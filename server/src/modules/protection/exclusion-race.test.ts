// A time-out and the bets a player keeps placing while it is being set: they serialize on the player's
// lock, so no bet is taken after the time-out began and every bet after it is refused. Meaningful on
// PostgreSQL (DATABASE_URL), where the bets and the time-out run on separate connections at once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { TRANSLATIONS } from '../../i18n/translations';
import { register } from '../../testing/players';
import { testConfig } from '../../testing/test-app';
import { ledgerTransactions, WalletRefusal } from '../wallet/plugin';
import { playerProtection } from './schema';
import { PROTECTION_MESSAGES } from './service';

describe('a time-out set while bets arrive', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // the system clock: the time-out's start and the ledger's stamps are then on one time
    app = await buildApp(testConfig());
  });
  afterAll(async () => {
    await app.close();
  });

  it('takes no bet after the time-out began and refuses every later one with the time-out message', async () => {
    const { body, auth } = await register(app);
    const userId = (await app.sessions.resolve(auth.token))!.userId;
    await app.wallet.deposit({ userId, amount: 1_000_000, key: randomUUID(), reference: 'test', description: 'test' });
    const bet = () =>
      app.wallet.bet({ userId, amount: 100, key: randomUUID(), roundId: randomUUID(), gameCode: 'test-slot', provider: 'test' }).then(
        () => 'taken' as const,
        (error: unknown) => error,
      );

    // bets keep coming, a few milliseconds apart, while the time-out is being set, and a few after it
    let set = false;
    const timeOut = app
      .inject({
        method: 'POST',
        url: '/api/protection/time-out',
        payload: { days: 1, password: body.password },
        headers: { authorization: `Bearer ${auth.token}`, 'x-locale': 'en' },
      })
      .finally(() => {
        set = true;
      });
    const outcomes: Promise<unknown>[] = [];
    while (!set) {
      outcomes.push(bet());
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    for (let i = 0; i < 5; i += 1) outcomes.push(bet());
    expect((await timeOut).json()).toEqual({ success: true, message: 'Your time-out has started.' });
    const settled = await Promise.all(outcomes);

    const [protection] = await app.db.select().from(playerProtection).where(eq(playerProtection.userId, userId));
    const startedAt = protection.exclusionStartedAt!.getTime();
    const taken = await app.db
      .select({ createdAt: ledgerTransactions.createdAt })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.kind, 'bet')));
    expect(taken.filter(({ createdAt }) => createdAt.getTime() > startedAt)).toEqual([]);
    expect(taken).toHaveLength(settled.filter((outcome) => outcome === 'taken').length);

    const refused = settled.filter((outcome) => outcome !== 'taken');
    expect(refused.length).toBeGreaterThanOrEqual(5);
    for (const refusal of refused) expect(refusal).toEqual(expect.objectContaining({ reason: PROTECTION_MESSAGES.inTimeOut, status: 403 }));
    expect(refused[0]).toBeInstanceOf(WalletRefusal);
    // the player reads it in their language
    expect(TRANSLATIONS.tr[PROTECTION_MESSAGES.inTimeOut]).toBeDefined();
  });
});
