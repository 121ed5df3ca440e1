import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  operatorEndpoints,
  type OperatorAuditEntry,
  type OperatorCampaign,
  type OperatorGrantedBonus,
  type WageringTerms,
} from '@arena/contracts';
import { auditLedger, HEALTHY } from '../../testing/ledger';
import { bearer, fundedPlayer, register } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';
import { users } from '../auth/plugin';
import { createOperator } from '../operators/accounts';
import { expectOperatorOnly, operatorToken } from '../operators/testing';
import { playerBonuses } from './schema';

const RISK = { username: 'bonus-risk', password: 'risk-password-1', role: 'risk' };
const ADMIN = { username: 'bonus-admin', password: 'admin-password-1', role: 'admin' };
const EDITOR = { username: 'bonus-editor', password: 'editor-password-1', role: 'content' };

const TERMS: WageringTerms = { multiplier: 10, contributions: { slots: 10_000, table: 1_000, live: 0, sports: 10_000 }, minOdds: 150, maxBet: 5_000, days: 7 };
const calls = Object.values(operatorEndpoints).filter(({ path }) => path.startsWith('operator/bonuses'));

describe('operator bonuses API', () => {
  let app: FastifyInstance;
  let risk: string;
  let admin: string;
  let editor: string;
  let player: string;
  let sequence = 0;

  const as = (token: string) => ({ ...bearer(token), 'x-locale': 'en' });
  const newestAudit = async () =>
    ((await app.inject({ method: 'GET', url: '/api/operator/audit', headers: bearer(admin) })).json().data as OperatorAuditEntry[])[0];
  const campaign = (overrides: Partial<OperatorCampaign> = {}): OperatorCampaign => ({
    slug: `operator-test-${(sequence += 1)}`,
    kind: 'trial',
    title: { tr: 'Operatör bonusu', en: 'Operator bonus' },
    description: { tr: 'Deneme', en: 'Test' },
    code: null,
    percent: null,
    minDeposit: null,
    maxAmount: 5_000,
    spins: null,
    spinValue: null,
    gameCode: null,
    cashbackDays: null,
    wagering: TERMS,
    newPlayerDays: 30,
    firstDepositOnly: false,
    oncePer: 'player',
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: null,
    claimDays: 7,
    enabled: true,
    sort: 0,
    ...overrides,
  });
  const save = (payload: OperatorCampaign) => app.inject({ method: 'POST', url: '/api/operator/bonuses/campaigns', headers: as(risk), payload });
  const created = async (overrides: Partial<OperatorCampaign> = {}) => {
    const res = await save(campaign(overrides));
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { id: number } }>().data.id;
  };
  const grant = (payload: object, key: string | null) =>
    app.inject({ method: 'POST', url: '/api/operator/bonuses/grant', headers: { ...as(risk), ...(key && { [IDEMPOTENCY_KEY_HEADER]: key }) }, payload });
  const username = async (userId: number) => (await app.db.select({ username: users.username }).from(users).where(eq(users.id, userId)))[0].username;

  beforeAll(async () => {
    app = await buildTestApp();
    for (const operator of [RISK, ADMIN, EDITOR]) await createOperator(app.db, operator);
    risk = await operatorToken(app, RISK);
    admin = await operatorToken(app, ADMIN);
    editor = await operatorToken(app, EDITOR);
    player = (await register(app)).auth.token;
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(calls)('$method $path: 401 for a player token and a login without its second factor, 403 for the content role', async (call) => {
    await expectOperatorOnly(app, call, { player, outsider: EDITOR, outsiderToken: editor });
  });

  it('creates and changes a campaign with its schedule, eligibility and wagering, each change audited', async () => {
    const fields = campaign({ code: 'WELCOME', endsAt: new Date(Date.now() + 86_400_000).toISOString() });
    const id = await created(fields);
    expect(await newestAudit()).toMatchObject({ operator: RISK.username, action: 'bonus.campaign.create', subject: `campaign:${id}`, before: null });
    const changed = { ...fields, id, wagering: { ...TERMS, multiplier: 20 }, enabled: false };
    expect((await save(changed)).statusCode).toBe(200);
    expect(await newestAudit()).toMatchObject({
      action: 'bonus.campaign.update',
      before: { wagering: { multiplier: 10 } },
      after: { wagering: { multiplier: 20 } },
    });
    const listed = (await app.inject({ method: 'GET', url: '/api/operator/bonuses/campaigns', headers: as(risk) })).json<{ data: OperatorCampaign[] }>().data;
    expect(listed.find((row) => row.id === id)).toEqual(changed);

    expect((await save({ ...campaign(), slug: fields.slug })).json()).toEqual({ success: false, message: 'A campaign with this slug already exists.' });
    expect((await save(campaign({ endsAt: fields.startsAt }))).statusCode).toBe(400);
    expect((await save(campaign({ kind: 'deposit_match' }))).json()).toEqual({ success: false, message: 'The campaign is missing the terms of its kind.' });
    // a free bet's winnings are paid as cash: terms promising wagering would not be what it pays
    const freeBet = campaign({ kind: 'free_bet', maxAmount: 10_000, wagering: { ...TERMS, multiplier: 3 } });
    expect((await save(freeBet)).json()).toEqual({ success: false, message: 'A free bet pays its winnings as cash: its wagering multiplier must be 0.' });
    expect((await save({ ...freeBet, wagering: { ...TERMS, multiplier: 0 } })).statusCode).toBe(200);
    expect((await save({ ...campaign(), id: 999_999 })).statusCode).toBe(404);
  });

  it('grants a campaign to a player once under retries, through the wallet, and audits it', async () => {
    const campaignId = await created();
    const { userId } = await fundedPlayer(app, 0);
    expect((await grant({ userId, campaignId, reason: 'Goodwill' }, null)).statusCode).toBe(400);

    const replies = await Promise.all([1, 2, 3].map(() => grant({ userId, campaignId, reason: 'Goodwill' }, `grant-${userId}`)));
    expect(replies.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(replies.map((res) => res.json<{ data: OperatorGrantedBonus }>().data.id));
    expect(ids.size).toBe(1);
    expect(replies[0].json().data).toMatchObject({ userId, campaignId, status: 'active', amount: 5_000, wageringRequired: 50_000 });
    expect(await app.wallet.bonusBalance(userId)).toBe(5_000);
    expect(await app.db.select().from(playerBonuses).where(eq(playerBonuses.userId, userId))).toHaveLength(1);
    const audit = await newestAudit();
    expect(audit).toMatchObject({ action: 'bonus.grant', subject: `player:${userId}`, after: { campaignId, amount: 5_000, reason: 'Goodwill' } });

    expect((await grant({ userId, campaignId: campaignId + 1, reason: 'Goodwill' }, `grant-${userId}`)).statusCode).toBe(409);
    expect((await grant({ userId, campaignId, reason: 'Again' }, `grant-${userId}-2`)).json()).toEqual({
      success: false,
      message: 'The player already has an open bonus. It must end or be forfeited first.',
    });
    expect((await grant({ userId: 999_999, campaignId, reason: 'Nobody' }, 'grant-nobody')).statusCode).toBe(404);
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('a campaign without a fixed amount needs the amount from the operator', async () => {
    const campaignId = await created({ kind: 'cashback', percent: 1_000, cashbackDays: 7, maxAmount: 10_000 });
    const { userId } = await fundedPlayer(app, 0);
    expect((await grant({ userId, campaignId, reason: 'Goodwill' }, `cashback-${userId}`)).json()).toEqual({
      success: false,
      message: 'Enter the bonus amount for this campaign.',
    });
    expect((await grant({ userId, campaignId, amount: 2_500, reason: 'Goodwill' }, `cashback-${userId}-2`)).json().data).toMatchObject({ amount: 2_500 });
  });

  it('lists granted bonuses by status and player, and forfeits one: its bonus money is removed', async () => {
    const campaignId = await created();
    const { userId } = await fundedPlayer(app, 0);
    const bonus = (await grant({ userId, campaignId, reason: 'Goodwill' }, `forfeit-${userId}`)).json<{ data: OperatorGrantedBonus }>().data;
    const list = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/operator/bonuses?${query}`, headers: as(risk) })).json<{ data: OperatorGrantedBonus[] }>().data;
    const name = await username(userId);
    expect((await list(`status=active&player=${name}`)).map(({ id }) => id)).toEqual([bonus.id]);

    const forfeit = () =>
      app.inject({ method: 'POST', url: '/api/operator/bonuses/forfeit', headers: as(risk), payload: { id: bonus.id, reason: 'Bonus abuse' } });
    expect((await forfeit()).json()).toEqual({ success: true, message: 'The bonus has been forfeited.' });
    expect(await app.wallet.bonusBalance(userId)).toBe(0);
    expect(await newestAudit()).toMatchObject({
      action: 'bonus.forfeit',
      subject: `player:${userId}`,
      before: { bonusId: bonus.id, status: 'active' },
      after: { status: 'forfeited', removed: 5_000, reason: 'Bonus abuse' },
    });
    expect((await forfeit()).statusCode).toBe(400);
    expect((await list(`status=forfeited&player=${name}`)).map(({ id }) => id)).toEqual([bonus.id]);
    expect(await list(`status=active&player=${name}`)).toEqual([]);
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });
});
