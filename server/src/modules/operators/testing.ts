// For tests that need an operator's session: the login's two steps, with the authenticator's code
// computed from the operator's secret (enrolling one first when the operator has none); and a withdrawal
// waiting for an operator.
import { expect } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, RequestStatus, type OperatorChallenge, type OperatorSession, type OperatorTotpEnrolment } from '@arena/contracts';
import { bearer } from '../../testing/players';
import { verifyPlayer } from '../../testing/kyc';
import { byOperatorUsername } from './accounts';
import { operators } from './schema';
import { totpCode, totpStep } from './totp';

/** A code the server accepts at `now`: the earliest step of the drift window not used yet (so up to three logins per 30 s). */
export async function nextCode(app: FastifyInstance, operatorId: number, secret: string, now: number): Promise<string> {
  const [{ lastStep }] = await app.db.select({ lastStep: operators.totpLastStep }).from(operators).where(eq(operators.id, operatorId));
  const step = Math.max(totpStep(now) - 1, lastStep + 1);
  if (step > totpStep(now) + 1) throw new Error('no unused TOTP step left: advance the clock');
  return totpCode(secret, step);
}

/**
 * Logs `operator` in through the API (password, then TOTP) and returns the session; `now` is the app's
 * clock when it is not the real one (the real time is read when the code is made, after the slow password check).
 */
export async function operatorSession(app: FastifyInstance, operator: { username: string; password: string }, now?: number): Promise<OperatorSession> {
  const login = await app.inject({ method: 'POST', url: '/api/operator/login', payload: { username: operator.username, password: operator.password } });
  if (login.statusCode !== 200) throw new Error(`operator login failed: ${login.body}`);
  const { challenge, secondFactor } = login.json<{ data: OperatorChallenge }>().data;
  const [row] = await app.db.select({ id: operators.id, secret: operators.totpSecret }).from(operators).where(byOperatorUsername(operator.username));
  let secret = row.secret;
  if (secondFactor === 'enrol') {
    const enrol = await app.inject({ method: 'POST', url: '/api/operator/totp/enrol', payload: { challenge } });
    secret = enrol.json<{ data: OperatorTotpEnrolment }>().data.secret;
  }
  const code = await nextCode(app, row.id, secret!, now ?? Date.now());
  const verify = await app.inject({ method: 'POST', url: '/api/operator/totp/verify', payload: { challenge, code } });
  if (verify.statusCode !== 200) throw new Error(`operator second factor failed: ${verify.body}`);
  return verify.json<{ data: OperatorSession }>().data;
}

/** The bearer token of a fresh session of `operator`. */
export const operatorToken = async (app: FastifyInstance, operator: { username: string; password: string }, now?: number) =>
  (await operatorSession(app, operator, now)).token;

/**
 * Asserts that an operator call is refused without a session, to a player's token and to a login that
 * has not passed its second factor (401 each), and to `outsider`, an operator whose role may not make it
 * (403, saying so).
 */
export async function expectOperatorOnly(
  app: FastifyInstance,
  { method, path }: { method: 'GET' | 'POST'; path: string },
  { player, outsider, outsiderToken }: { player: string; outsider: { username: string; password: string }; outsiderToken: string },
): Promise<void> {
  const url = `/api/${path}`;
  const payload = method === 'POST' ? {} : undefined;
  const none = await app.inject({ method, url, payload });
  const asPlayer = await app.inject({ method, url, payload, headers: bearer(player) });
  const login = await app.inject({ method: 'POST', url: '/api/operator/login', payload: { username: outsider.username, password: outsider.password } });
  const asChallenge = await app.inject({ method, url, payload, headers: bearer(login.json<{ data: OperatorChallenge }>().data.challenge) });
  const asOutsider = await app.inject({ method, url, payload, headers: { ...bearer(outsiderToken), 'x-locale': 'en' } });
  expect([none.statusCode, asPlayer.statusCode, asChallenge.statusCode, asOutsider.statusCode]).toEqual([401, 401, 401, 403]);
  expect(asOutsider.json()).toEqual({ success: false, message: 'Your operator role does not allow this.' });
}

/**
 * A withdrawal of `amount` waiting for an operator: the player is funded through the wallet, then asks
 * for more than WITHDRAW_REVIEW_ABOVE (100,000 by default) through payment/withdraw, verified (KYC) first.
 */
export async function pendingWithdrawal(app: FastifyInstance, token: string, amount: number): Promise<number> {
  const { userId } = (await app.sessions.resolve(token))!;
  await app.wallet.deposit({ userId, amount, key: `test-funds:${userId}:${amount}`, reference: `test-funds-${userId}-${amount}`, description: 'test funds' });
  await verifyPlayer(app, userId);
  const res = await app.inject({
    method: 'POST',
    url: '/api/payment/withdraw',
    headers: { ...bearer(token), [IDEMPOTENCY_KEY_HEADER]: `withdraw-${userId}-${amount}` },
    payload: { id: 2, target: 'pay', detail: { Amount: amount, PaparaNo: '1234567890', AccountHolder: 'Ayşe Yılmaz' } },
  });
  if (res.statusCode !== 200) throw new Error(`withdrawal refused: ${res.body}`);
  const pending = await app.payments.listWithdrawals({ status: RequestStatus.Pending });
  return pending.find((withdrawal) => withdrawal.userId === userId && withdrawal.amount === amount)!.id;
}
