// A time-out and the bets a player keeps placing while it is being set: they serialize on the player's
// lock, so no bet is taken after the time-out began and every bet after it is refused. Meaningful on
// PostgreSQL (DATABASE_URL), where the bets and the time-out run on separate connections at once.
// A player with no protection row bets in one statement that checks the mark that creating the row puts
// on their cash account (migrations/280_ledger_guarded_accounts.sql): the mark holds a bet on an instance
// that never heard of the time-out, and one that waited on the player's lock while the row was written.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { rowsOf } from '../../db/client';
import { TRANSLATIONS } from '../../i18n/translations';
import { register } from '../../testing/players';
import { testConfig } from '../../testing/test-app';
import { ledgerAccounts, ledgerTransactions, WalletRefusal } from '../wallet/plugin';
import { playerProtection } from './schema';
import { PROTECTION_MESSAGES } from './service';

describe('a time-out set while bets arrive', () => {
  const config = testConfig();
  let app: FastifyInstance;

  beforeAll(async () => {
    // the system clock: the time-out's start and the ledger's stamps are then on one time
    app = await buildApp(config);
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

  const funded = async () => {
    const { body, auth, headers } = await register(app);
    const userId = (await app.sessions.resolve(auth.token))!.userId;
    await app.wallet.deposit({ userId, amount: 10_000, key: randomUUID(), reference: 'test', description: 'test' });
    return { userId, password: body.password, headers: { ...headers, 'x-locale': 'en' } };
  };
  const bet = (on: FastifyInstance, userId: number) =>
    on.wallet.bet({ userId, amount: 100, key: randomUUID(), roundId: randomUUID(), gameCode: 'test-slot', provider: 'test' });
  const isMarked = async (userId: number) =>
    (
      await app.db
        .select({ guarded: ledgerAccounts.guarded })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'cash')))
    )[0].guarded;
  const betsOf = async (userId: number) =>
    (
      await app.db
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.kind, 'bet')))
    ).length;

  it("marks the cash account when the protection row is created, and the marked player's bets are checked and taken", async () => {
    const player = await funded();
    await bet(app, player.userId);
    expect(await isMarked(player.userId)).toBe(false);
    // a reality check creates the row and holds no bet: the marked player's bets go to the guard and pass
    const set = await app.inject({ method: 'POST', url: '/api/protection/reality-check', payload: { minutes: 30 }, headers: player.headers });
    expect(set.json()).toMatchObject({ success: true });
    expect(await isMarked(player.userId)).toBe(true);
    await bet(app, player.userId);
    await bet(app, player.userId);
    expect(await betsOf(player.userId)).toBe(3);
    expect(await app.wallet.balance(player.userId)).toBe(10_000 - 3 * 100);
    // over every player of the file: a protection row and a marked cash account go together
    const [{ unmarked, stray }] = rowsOf<{ unmarked: number; stray: number }>(
      await app.db.execute(sql`
        SELECT COUNT(*) FILTER (WHERE p.user_id IS NOT NULL AND NOT a.guarded)::int AS unmarked,
               COUNT(*) FILTER (WHERE p.user_id IS NULL AND a.guarded)::int AS stray
        FROM ledger_accounts a LEFT JOIN player_protection p ON p.user_id = a.user_id
        WHERE a.kind = 'cash'`),
    );
    expect({ unmarked, stray }).toEqual({ unmarked: 0, stray: 0 });
  });

  if (process.env.DATABASE_URL) {
    describe('on an instance that never hears of the time-out', () => {
      // the same database, no pub/sub to the first instance: its `held` set never learns of the player
      let deaf: FastifyInstance;
      beforeAll(async () => {
        deaf = await buildApp({ ...config, redisUrl: null, database: { ...config.database, dropOnClose: false } as typeof config.database });
      });
      afterAll(async () => {
        await deaf.close();
      });

      /** players for whom another guard applies to every bet (as a bonus's does): their bets are transactions of several statements */
      const alsoGuarded = new Set<number>();
      beforeAll(() => {
        deaf.wallet.addGuard({ name: 'test-other-guard', applies: ({ userId }) => alsoGuarded.has(userId), check: async () => {} });
      });

      it.each([
        ['alone in its statement', false],
        ['in a transaction another guard asks about', true],
      ])('refuses the bets after it, a bet %s', async (_, otherGuard) => {
        const player = await funded();
        if (otherGuard) alsoGuarded.add(player.userId);
        await bet(deaf, player.userId);
        const timeOut = await app.inject({
          method: 'POST',
          url: '/api/protection/time-out',
          payload: { days: 1, password: player.password },
          headers: player.headers,
        });
        expect(timeOut.json()).toMatchObject({ success: true });
        await expect(bet(deaf, player.userId)).rejects.toMatchObject({ reason: PROTECTION_MESSAGES.inTimeOut, status: 403 });
        await expect(bet(deaf, player.userId)).rejects.toMatchObject({ reason: PROTECTION_MESSAGES.inTimeOut, status: 403 });
        expect(await betsOf(player.userId)).toBe(1);
      });

      it("refuses a bet that waited on the player's lock while their first exclusion was written", async () => {
        const player = await funded();
        await bet(deaf, player.userId);
        let waited: Promise<unknown> | undefined;
        await app.wallet.transaction(async (tx, ops) => {
          // as use-cases/start-exclusion.ts sets one: the player's lock, then their protection row (created here)
          await ops.spendable(player.userId);
          const now = Date.now();
          await tx
            .insert(playerProtection)
            .values({ userId: player.userId, exclusionKind: 'time_out', exclusionStartedAt: new Date(now), exclusionUntil: new Date(now + 86_400_000) });
          waited = bet(deaf, player.userId).then(
            () => 'taken',
            (error: unknown) => error,
          );
          // commit only once the bet's statement is blocked on the lock this transaction holds
          for (let tries = 0; ; tries += 1) {
            const [{ blocked }] = rowsOf<{ blocked: number }>(
              await app.db.execute(sql`SELECT COUNT(*)::int AS blocked FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`),
            );
            if (blocked > 0) break;
            if (tries === 500) throw new Error('the bet never waited on the lock');
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        });
        expect(await waited).toEqual(expect.objectContaining({ reason: PROTECTION_MESSAGES.inTimeOut, status: 403 }));
        expect(await betsOf(player.userId)).toBe(1);
      });
    });
  }
});
