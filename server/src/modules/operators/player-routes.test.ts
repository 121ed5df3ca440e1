// The player profile's tabs and actions in the back office: each tab reads the owning module, the
// phone verification reset and the notification are audited, and the notification reaches the player once.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  HUB_COMMANDS,
  type GameHistoryReply,
  type MyBetsReply,
  type OperatorAuditEntry,
  type OperatorPlayer,
  type OperatorPlayerLedger,
  type PlayerBonuses,
  type ProtectionSettings,
} from '@arena/contracts';
import { manualClock } from '../../clock';
import { bearer, fundedPlayer } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';
import { users } from '../auth/plugin';
import { createOperator } from './accounts';
import { operatorToken } from './testing';

const SUPPORT = { username: 'desk-support', password: 'support-password-1', role: 'support' };
const ADMIN = { username: 'desk-admin', password: 'admin-password-1', role: 'admin' };
const CONTENT = { username: 'desk-content', password: 'content-password-1', role: 'content' };

describe('player profile tabs and actions', () => {
  let app: FastifyInstance;
  const clock = manualClock(Date.UTC(2026, 10, 24, 12, 0, 0));
  let support: string;
  let admin: string;
  let content: string;

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    app.inject({ method, url: `/api/operator/${url}`, headers: { ...bearer(token), 'x-locale': 'en' }, ...(payload && { payload }) });
  const data = async <T>(url: string, token = support) => {
    const res = await call('GET', url, token);
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    return res.json<{ data: T }>().data;
  };
  const auditOf = async (action: string) => (await call('GET', `audit?action=${action}`, admin)).json<{ data: OperatorAuditEntry[] }>().data;

  beforeAll(async () => {
    app = await buildTestApp({}, undefined, { clock });
    for (const operator of [SUPPORT, ADMIN, CONTENT]) await createOperator(app.db, operator);
    support = await operatorToken(app, SUPPORT, clock.now());
    admin = await operatorToken(app, ADMIN, clock.now());
    content = await operatorToken(app, CONTENT, clock.now());
  });
  afterAll(async () => {
    await app.close();
  });

  it('shows the balances and pages through the ledger', async () => {
    const { userId } = await fundedPlayer(app, 0);
    for (let i = 1; i <= 3; i += 1)
      await app.wallet.deposit({ userId, amount: i * 1_000, key: `ledger-${userId}-${i}`, reference: `ledger-${i}`, description: 'test' });
    const profile = await data<OperatorPlayer>(`players/${userId}`);
    expect(profile).toMatchObject({ balance: 6_000, bonusBalance: 0 });
    const page = await data<OperatorPlayerLedger>(`players/${userId}/ledger?skip=1&take=1`);
    expect(page).toEqual({ total: 3, items: [expect.objectContaining({ kind: 'deposit', amount: 2_000 })] });
    expect((await call('GET', `players/${userId}/ledger?skip=0&take=500`, support)).statusCode).toBe(400);
  });

  it('answers the rounds, bets, bonuses and limits tabs from their modules, 404 for no player, 403 for a role without players', async () => {
    const { userId } = await fundedPlayer(app, 10_000);
    expect(await data<GameHistoryReply>(`players/${userId}/rounds?skip=0&take=10`)).toEqual({ rounds: [], total: 0 });
    expect(await data<MyBetsReply>(`players/${userId}/bets?status=settled&skip=0&take=10`)).toEqual({ items: [], total: 0 });
    expect(await data<PlayerBonuses>(`players/${userId}/bonuses`)).toMatchObject({ bonusBalance: 0, active: [], past: [] });
    expect(await data<ProtectionSettings>(`players/${userId}/protection`)).toMatchObject({ limits: [], exclusion: null });
    for (const tab of ['ledger?skip=0&take=5', 'rounds?skip=0&take=5', 'bets?status=open&skip=0&take=5', 'bonuses', 'protection']) {
      expect((await call('GET', `players/999999/${tab}`, support)).statusCode).toBe(404);
      expect((await call('GET', `players/${userId}/${tab}`, content)).statusCode).toBe(403);
    }
  });

  it('resets the phone verification, audited with before and after', async () => {
    const { userId } = await fundedPlayer(app, 0);
    await app.db.update(users).set({ smsVerified: true }).where(eq(users.id, userId));
    const res = await call('POST', 'players/phone-reset', support, { id: userId });
    expect(res.json()).toEqual({ success: true, message: "The player's phone verification has been reset." });
    expect((await app.db.select({ smsVerified: users.smsVerified }).from(users).where(eq(users.id, userId)))[0].smsVerified).toBe(false);
    expect((await auditOf('player.phone_reset'))[0]).toMatchObject({
      operator: 'desk-support',
      subject: `player:${userId}`,
      before: { smsVerified: true },
      after: { smsVerified: false },
    });
    expect((await call('POST', 'players/phone-reset', support, { id: 999_999 })).statusCode).toBe(404);
    expect((await call('POST', 'players/phone-reset', content, { id: userId })).statusCode).toBe(403);
  });

  it('sends a notification once, pushed live, as written (no placeholders filled from it), audited', async () => {
    const { userId } = await fundedPlayer(app, 0);
    const pushed = jest.spyOn(app.hub, 'send');
    const res = await call('POST', 'players/notify', support, { id: userId, title: 'Your documents', text: 'Please upload your ID {amount} again.' });
    expect(res.json()).toEqual({ success: true, message: 'The notification has been sent.' });
    const sent = pushed.mock.calls.filter(([customerId, command]) => customerId === userId && command === HUB_COMMANDS.notification);
    expect(sent).toHaveLength(1);
    pushed.mockRestore();
    // newest first, above the welcome notification every new player gets
    const [latest, ...older] = await app.notifications.page(userId, 'tr', 0, 10);
    expect(latest).toMatchObject({ title: 'Your documents', note: 'Please upload your ID {amount} again.', isRead: false });
    expect((await auditOf('player.notify'))[0]).toMatchObject({
      operator: 'desk-support',
      subject: `player:${userId}`,
      after: { title: 'Your documents', text: 'Please upload your ID {amount} again.' },
    });
    expect((await call('POST', 'players/notify', support, { id: userId, title: 'x', text: 'too short title' })).statusCode).toBe(400);
    expect((await call('POST', 'players/notify', support, { id: 999_999, title: 'Hello', text: 'Nobody home' })).statusCode).toBe(404);
    expect(await app.notifications.page(userId, 'en', 0, 10)).toHaveLength(older.length + 1);
  });
});
