// Helpers for tests that need players: a valid registration, logging in, reading the dev outbox.
import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { TERMS_VERSION, type AuthData, type RegisterRequest } from '@arena/contracts';
import { verifyPlayer } from './kyc';

let sequence = 0;

/** every test player's password (registration() uses it unless told otherwise) */
export const PLAYER_PASSWORD = 'Arena-secret-1';

/** A registration that passes every rule; each call gets a fresh username, e-mail, phone and ID. */
export function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  sequence += 1;
  const n = String(sequence).padStart(6, '0');
  return {
    name: 'Ayşe',
    surname: 'Yılmaz',
    username: `player${n}`,
    email: `player${n}@example.com`,
    phone: `90532${n}`,
    PersonalNo: `10000${n}`,
    country: 235,
    currencyId: 1,
    birthDate: '1990-05-17',
    trialBonus: 1,
    password: PLAYER_PASSWORD,
    password2: PLAYER_PASSWORD,
    termsVersion: TERMS_VERSION,
    adult: true,
    ...overrides,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let registrations = 0;

export async function register(app: FastifyInstance, overrides: Partial<RegisterRequest> = {}, headers: InjectOptions['headers'] = {}) {
  const body = registration(overrides);
  // each from its own address (198.18.0.0/15, the benchmarking range), under the per-address sign-up limit
  registrations += 1;
  const remoteAddress = `198.18.${Math.floor(registrations / 250) % 250}.${registrations % 250}`;
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers, remoteAddress });
  expect(res.json()).toMatchObject({ success: true });
  const auth = res.json().data as AuthData;
  return { body, auth, headers: bearer(auth.token), remoteAddress };
}

/**
 * A registered player with `balance` minor units deposited (none for 0), verified (KYC) so that a
 * withdrawal is not refused for that: their user id and session headers.
 */
export async function fundedPlayer(app: FastifyInstance, balance: number) {
  const { auth, headers } = await register(app);
  const userId = (await app.sessions.resolve(auth.token))!.userId;
  const key = `test-deposit-${randomUUID()}`;
  if (balance > 0) await app.wallet.deposit({ userId, amount: balance, key, reference: key, description: 'test' });
  await verifyPlayer(app, userId);
  return { userId, headers };
}

export async function login(app: FastifyInstance, username: string, password: string, headers: InjectOptions['headers'] = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, headers });
}

/** The 6-digit code in the newest outbox message to `to`. */
export async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  const message = (res.json().data as { to: string; body: string }[]).find((m) => m.to === to);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}
