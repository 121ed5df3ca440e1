// Someone who knows an operator's password must not be able to guess the authenticator's code (issue 27,
// hole 6): every code tried counts against the account's login lock, across logins and challenges.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OperatorChallenge } from '@arena/contracts';
import { manualClock } from '../../clock';
import { buildTestApp } from '../../testing/test-app';
import { createOperator } from './accounts';
import { operatorAudit, operators } from './schema';
import { CHALLENGE_ENDED, CODE_REFUSED } from './second-factor';
import { nextCode, operatorToken } from './testing';
import { totpCode, totpStep } from './totp';

const MINUTE = 60_000;
/** shorter than a challenge's 5 minutes: a challenge could outlive the lock */
const LOCK_MINUTES = 1;
const MAX_FAILURES = 5;

describe('the second factor under a known password', () => {
  let app: FastifyInstance;
  const clock = manualClock(Date.UTC(2026, 10, 27, 9, 0, 0));
  let serial = 0;

  let ipCounter = 0;
  // the attacker sends every request from another address: only the account's count can stop them
  const post = (url: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/operator/${url}`,
      payload,
      headers: { 'x-locale': 'en' },
      remoteAddress: `10.27.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
    });
  /** an enrolled operator whose password the attacker knows */
  const victim = async () => {
    serial += 1;
    const operator = { username: `victim-${serial}`, password: `victim-password-${serial}`, role: 'admin' };
    await createOperator(app.db, operator);
    await operatorToken(app, operator, clock.now());
    const [row] = await app.db.select({ id: operators.id, secret: operators.totpSecret }).from(operators).where(eq(operators.username, operator.username));
    clock.advance(MINUTE);
    return { ...operator, id: row.id, secret: row.secret! };
  };
  const login = (operator: { username: string; password: string }) => post('login', { username: operator.username, password: operator.password });
  /** six digits the authenticator shows at no step of the drift window now */
  const wrongCodes = (secret: string, count: number) => {
    const now = totpStep(clock.now());
    const valid = new Set([now - 1, now, now + 1].map((step) => totpCode(secret, step)));
    const codes: string[] = [];
    for (let guess = 0; codes.length < count; guess += 1) {
      const code = String(guess).padStart(6, '0');
      if (!valid.has(code)) codes.push(code);
    }
    return codes;
  };
  const lockWithWrongPasswords = async (operator: { username: string }) => {
    for (let i = 0; i < MAX_FAILURES; i += 1) expect((await post('login', { username: operator.username, password: 'not-the-password' })).statusCode).toBe(400);
  };

  beforeAll(async () => {
    // the counters in this process: their windows run on the test's clock (Redis keeps its own time)
    app = await buildTestApp(
      { redisUrl: null },
      { ...process.env, LOGIN_LOCK_MINUTES: String(LOCK_MINUTES), LOGIN_MAX_FAILURES: String(MAX_FAILURES) },
      { clock },
    );
  });
  afterAll(async () => {
    await app.close();
  });

  it('checks at most LOGIN_MAX_FAILURES codes per lock window, however many logins, challenges and parallel guesses', async () => {
    const operator = await victim();
    const challenges: string[] = [];
    let checked = 0;
    const guesses = wrongCodes(operator.secret, 200)[Symbol.iterator]();
    for (let round = 0; round < 10; round += 1) {
      const opened = await login(operator);
      if (opened.statusCode === 200) challenges.push(opened.json<{ data: OperatorChallenge }>().data.challenge);
      // three codes at once on every challenge the attacker has ever been given
      const replies = await Promise.all(
        challenges.flatMap((challenge) => [1, 2, 3].map(() => post('totp/verify', { challenge, code: guesses.next().value as string }))),
      );
      for (const reply of replies) {
        const { message } = reply.json<{ message: string }>();
        // a checked and refused code, or one turned away unchecked: the challenge ended or the account locked
        if (reply.statusCode === 429) continue;
        expect([CODE_REFUSED, CHALLENGE_ENDED]).toContain(message);
        if (message === CODE_REFUSED) checked += 1;
      }
    }
    expect(checked).toBeLessThanOrEqual(MAX_FAILURES);
    // the trail agrees: one refused code audited per code checked
    const refusals = await app.db
      .select({ id: operatorAudit.id })
      .from(operatorAudit)
      .where(and(eq(operatorAudit.operatorId, operator.id), eq(operatorAudit.action, 'login.code_refused')));
    expect(refusals.length).toBe(checked);
    // the lock lifts after its window: the operator logs in with their authenticator again
    clock.advance(LOCK_MINUTES * MINUTE + 1000);
    const { challenge } = (await login(operator)).json<{ data: OperatorChallenge }>().data;
    expect((await post('totp/verify', { challenge, code: await nextCode(app, operator.id, operator.secret, clock.now()) })).statusCode).toBe(200);
  });

  it('refuses the right code while the account is locked', async () => {
    const operator = await victim();
    const { challenge } = (await login(operator)).json<{ data: OperatorChallenge }>().data;
    await lockWithWrongPasswords(operator);
    const during = await post('totp/verify', { challenge, code: await nextCode(app, operator.id, operator.secret, clock.now()) });
    expect(during.json()).toMatchObject({ success: false });
    expect(during.json()).not.toHaveProperty('data');
  });

  it('refuses a challenge opened before the lock once the lock is over', async () => {
    const operator = await victim();
    const { challenge } = (await login(operator)).json<{ data: OperatorChallenge }>().data;
    await lockWithWrongPasswords(operator);
    clock.advance(LOCK_MINUTES * MINUTE + 1000);
    const after = await post('totp/verify', { challenge, code: await nextCode(app, operator.id, operator.secret, clock.now()) });
    expect(after.json()).toEqual({ success: false, message: CHALLENGE_ENDED });
  });

  it('keeps one live challenge per operator: a new login ends the one before', async () => {
    const operator = await victim();
    const first = (await login(operator)).json<{ data: OperatorChallenge }>().data.challenge;
    const second = (await login(operator)).json<{ data: OperatorChallenge }>().data.challenge;
    const code = await nextCode(app, operator.id, operator.secret, clock.now());
    expect((await post('totp/verify', { challenge: first, code })).json()).toEqual({ success: false, message: CHALLENGE_ENDED });
    expect((await post('totp/verify', { challenge: second, code })).statusCode).toBe(200);
  });
});
