// Hub88's Wallet API contract: signed calls in, signed HTTP 200 answers with RS_* statuses out, money
// through the wallet exactly once per transaction_uuid.
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLedger, HEALTHY } from '../../../../testing/ledger';
import { fundedPlayer } from '../../../../testing/players';
import { buildTestApp } from '../../../../testing/test-app';
import { LAUNCH_SESSION_IDLE_MINUTES } from '../../launch-sessions';
import { HUB88_SIGNATURE_HEADER, signBody, verifyBody } from './signature';
import { HUB88_GAME, hub88TestSetup, openLaunchSession, usercodeOf } from './test-setup';

const setup = hub88TestSetup();
const hub88Key = createPrivateKey(setup.hub88PrivateKey);
const ourKey = createPublicKey(setup.ourPublicKey);
/** 1 TRY in Hub88 units (× 100 000); 1 kuruş is 1 000 */
const TRY = 100_000;

describe('Hub88 wallet API', () => {
  let app: FastifyInstance;
  let user: string;
  let userId: number;
  let token: string;

  const post = (path: string, payload: string, signature: string | null = signBody(hub88Key, payload)) =>
    app.inject({
      method: 'POST',
      url: `/hub88${path}`,
      payload,
      headers: { 'content-type': 'application/json', ...(signature === null ? {} : { [HUB88_SIGNATURE_HEADER]: signature }) },
    });
  const call = async (path: string, body: Record<string, unknown>) => {
    const res = await post(path, JSON.stringify({ user, token, request_uuid: randomUUID(), ...body }));
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const round = () => ({ round: randomUUID(), game_code: HUB88_GAME, currency: 'TRY' });
  const bet = (body: Record<string, unknown>) => call('/transaction/bet', { transaction_uuid: randomUUID(), ...round(), ...body });
  const balance = async () => (await call('/user/balance', { game_code: HUB88_GAME })).balance as number;

  beforeAll(async () => {
    app = await buildTestApp({ hub88: setup.config });
    ({ userId } = await fundedPlayer(app, 10_000));
    user = usercodeOf(userId);
    token = await openLaunchSession(app, userId);
  });
  afterAll(async () => {
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
    await app.close();
  });

  it('answers user/info and user/balance (100.00 TRY = 10 000 000 units), echoing request_uuid, signed with our key', async () => {
    const payload = JSON.stringify({ user, token, request_uuid: 'req-1', game_code: HUB88_GAME });
    const res = await post('/user/balance', payload);
    expect(res.json()).toEqual({ user, status: 'RS_OK', request_uuid: 'req-1', currency: 'TRY', balance: 100 * TRY });
    expect(verifyBody(ourKey, res.body, res.headers[HUB88_SIGNATURE_HEADER])).toBe(true);
    expect(await call('/user/info', {})).toMatchObject({
      user,
      status: 'RS_OK',
      currency: 'TRY',
      balance: 100 * TRY,
      sub_partner_id: 'arena-test',
      birth_date: '1990-05-17',
    });
  });

  it('refuses a missing, wrong-key or tampered signature with RS_ERROR_INVALID_SIGNATURE and moves nothing', async () => {
    const payload = JSON.stringify({ user, token, request_uuid: 'req-2', transaction_uuid: randomUUID(), ...round(), amount: 1_000 * 1_000 });
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    for (const res of [
      await post('/transaction/bet', payload, null),
      await post('/transaction/bet', payload, 'bm90IGEgc2lnbmF0dXJl'),
      await post('/transaction/bet', payload, signBody(stranger, payload)),
      await post('/transaction/bet', payload.replace('"amount":1000000', '"amount":2000000'), signBody(hub88Key, payload)),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user, status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: 'req-2' });
    }
    expect(await balance()).toBe(100 * TRY);
  });

  it('refuses an unknown token, another player’s token, a wrong currency, an unknown game, bad syntax and types', async () => {
    expect((await call('/user/balance', { token: 'no-such-token' })).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await bet({ token: 'no-such-token', amount: TRY })).status).toBe('RS_ERROR_INVALID_TOKEN');
    const other = await fundedPlayer(app, 0);
    expect((await bet({ token: await openLaunchSession(app, other.userId), amount: TRY })).status).toBe('RS_ERROR_INVALID_TOKEN');
    // another aggregator's launch session is no Hub88 token
    expect((await bet({ token: await openLaunchSession(app, userId, 'egtdigital_egtdigital_kashmir_gold', 'Egt Digital'), amount: TRY })).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    expect(await bet({ currency: 'EUR', amount: TRY })).toMatchObject({ status: 'RS_ERROR_WRONG_CURRENCY', balance: 100 * TRY });
    expect((await bet({ game_code: 'softgamings_tvbet_lucky_7', amount: TRY })).status).toBe('RS_ERROR_INVALID_GAME');
    expect((await bet({ amount: undefined })).status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect((await bet({ amount: '100000' })).status).toBe('RS_ERROR_WRONG_TYPES');
    // 0.001 TRY is no whole kuruş
    expect((await bet({ amount: 100 })).status).toBe('RS_ERROR_WRONG_TYPES');
    const broken = await post('/transaction/bet', '{"user":');
    expect(broken.json()).toEqual({ user: '', status: 'RS_ERROR_WRONG_SYNTAX', request_uuid: '' });
    expect(await balance()).toBe(100 * TRY);
  });

  it('plays a round: the bet takes the stake, the win pays, both answer the balance', async () => {
    const before = await balance();
    const placed = { transaction_uuid: randomUUID(), ...round(), amount: 5 * TRY };
    expect(await bet(placed)).toMatchObject({ user, status: 'RS_OK', currency: 'TRY', balance: before - 5 * TRY });
    const won = await call('/transaction/win', {
      ...placed,
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: placed.transaction_uuid,
      round_closed: true,
      amount: 12.5 * TRY,
    });
    expect(won).toMatchObject({ status: 'RS_OK', balance: before + 7.5 * TRY });
    expect(await balance()).toBe(before + 7.5 * TRY);
  });

  it('answers a repeated bet with its first answer and moves nothing; another bet under its transaction_uuid is a duplicate', async () => {
    const before = await balance();
    const body = { transaction_uuid: randomUUID(), ...round(), amount: 2 * TRY };
    const first = await bet(body);
    const again = await bet(body);
    expect(again).toMatchObject({ status: 'RS_OK', balance: first.balance });
    expect(await balance()).toBe(before - 2 * TRY);
    expect(await bet({ ...body, amount: 3 * TRY })).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: before - 2 * TRY });
  });

  it('refuses a bet beyond the balance with RS_ERROR_NOT_ENOUGH_MONEY and the balance', async () => {
    const before = await balance();
    expect(await bet({ amount: before + 1_000 })).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', currency: 'TRY', balance: before });
    expect(await balance()).toBe(before);
  });

  it('rolls a bet back once, refunding its stake; a win for it then does not exist', async () => {
    const before = await balance();
    const body = { transaction_uuid: randomUUID(), ...round(), amount: 4 * TRY };
    await bet(body);
    const rollback = { transaction_uuid: randomUUID(), reference_transaction_uuid: body.transaction_uuid, round: body.round, game_code: HUB88_GAME };
    expect(await call('/transaction/rollback', rollback)).toMatchObject({ status: 'RS_OK', balance: before });
    expect(await call('/transaction/rollback', rollback)).toMatchObject({ status: 'RS_OK', balance: before });
    expect(await balance()).toBe(before);
    const win = { transaction_uuid: randomUUID(), reference_transaction_uuid: body.transaction_uuid, ...round(), amount: TRY };
    expect(await call('/transaction/win', win)).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: before });
  });

  it('answers RS_OK to a rollback before its bet, and then refuses the late bet', async () => {
    const before = await balance();
    const late = randomUUID();
    const rollback = { transaction_uuid: randomUUID(), reference_transaction_uuid: late, round: 'r-late', game_code: HUB88_GAME };
    expect(await call('/transaction/rollback', rollback)).toMatchObject({ status: 'RS_OK', balance: before });
    expect(await bet({ transaction_uuid: late, amount: TRY })).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: before });
    expect(await balance()).toBe(before);
  });

  it('refuses a win without its bet with RS_ERROR_TRANSACTION_DOES_NOT_EXIST and pays nothing', async () => {
    const before = await balance();
    const win = { transaction_uuid: randomUUID(), reference_transaction_uuid: randomUUID(), ...round(), amount: 50 * TRY };
    expect(await call('/transaction/win', win)).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: before });
    expect(await balance()).toBe(before);
  });

  it('refuses balance and bets with a token left unused too long (RS_ERROR_TOKEN_EXPIRED), still pays the win of a round it opened', async () => {
    const stale = await openLaunchSession(app, userId);
    const opened = { transaction_uuid: randomUUID(), ...round(), amount: TRY };
    expect(await bet({ ...opened, token: stale })).toMatchObject({ status: 'RS_OK' });
    const before = await balance();
    // every use restarts the idle time: a token in play does not expire
    const idle = (minutes: number) =>
      app.db.execute(sql`UPDATE casino_launch_sessions SET last_used_at = now() - make_interval(mins => ${minutes}) WHERE token = ${stale}`);
    await idle(LAUNCH_SESSION_IDLE_MINUTES - 5);
    expect(await call('/user/balance', { token: stale, game_code: HUB88_GAME })).toMatchObject({ status: 'RS_OK', balance: before });
    await idle(LAUNCH_SESSION_IDLE_MINUTES + 1);
    expect(await call('/user/balance', { token: stale, game_code: HUB88_GAME })).toEqual(expect.objectContaining({ status: 'RS_ERROR_TOKEN_EXPIRED' }));
    expect(await bet({ token: stale, amount: TRY })).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED' });
    expect(await balance()).toBe(before);
    const win = {
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: opened.transaction_uuid,
      round: opened.round,
      game_code: HUB88_GAME,
      currency: 'TRY',
      amount: 3 * TRY,
    };
    expect(await call('/transaction/win', { ...win, token: stale })).toMatchObject({ status: 'RS_OK', balance: before + 3 * TRY });
  });
});
