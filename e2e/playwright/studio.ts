// Journeys' shared set-up: a server with an operator bootstrapped (with a known authenticator secret),
// that operator's session (password, then a TOTP code), and a player funded through the operator API
// (an admin's adjustment, under an Idempotency-Key).
import type { APIRequestContext, Page } from '@playwright/test';
import { totpCode, totpStep } from '../../server/src/modules/operators/totp';
import { expect, newPlayerSession, startLoggedIn } from './fixtures';

export const STUDIO_OPERATOR = { username: 'e2e-studio-admin', password: 'Studio-Admin-Secret-42', role: 'admin' };
/** every bootstrapped e2e operator's authenticator secret (base32): the journeys compute its codes */
export const E2E_OPERATOR_TOTP = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** A server env that bootstraps `operator` (refused in production) with the e2e authenticator. */
export const operatorServerEnv = (operator: { username: string; password: string; role: string }) => ({
  NODE_ENV: 'development',
  OPERATOR_BOOTSTRAP: `${operator.username}:${operator.password}:${operator.role}`,
  OPERATOR_BOOTSTRAP_TOTP: E2E_OPERATOR_TOTP,
  // the journeys fund every player through this one admin: far more in a day than one admin may move alone
  ADJUST_APPROVAL_ABOVE: '1000000000',
});

/** the server's env for a studio journey */
export const STUDIO_SERVER_ENV = operatorServerEnv(STUDIO_OPERATOR);

// a code is good once: one session per server and operator, shared by the worker's tests
const sessions = new Map<string, Promise<string>>();

/** The operator's session token on the server at `base`: the password answers a challenge, a TOTP code completes it. */
export function operatorToken(request: APIRequestContext, base: string, operator: { username: string; password: string } = STUDIO_OPERATOR): Promise<string> {
  const id = `${base} ${operator.username}`;
  const known = sessions.get(id);
  if (known) return known;
  const opened = (async () => {
    const login = await request.post(`${base}/api/operator/login`, { data: { username: operator.username, password: operator.password } });
    expect(login.status(), await login.text()).toBe(200);
    const { challenge } = (await login.json()).data as { challenge: string };
    const verified = await request.post(`${base}/api/operator/totp/verify`, { data: { challenge, code: totpCode(E2E_OPERATOR_TOTP, totpStep(Date.now())) } });
    expect(verified.status(), await verified.text()).toBe(200);
    return (await verified.json()).data.token as string;
  })();
  sessions.set(id, opened);
  opened.catch(() => sessions.delete(id));
  return opened;
}

/** Credits the player `amount` minor units through the operator API. */
export async function fund(request: APIRequestContext, base: string, usercode: string, amount: number): Promise<void> {
  const token = await operatorToken(request, base);
  const adjust = await request.post(`${base}/api/operator/adjust`, {
    headers: { Authorization: `Bearer ${token}`, 'idempotency-key': `fund-${usercode}` },
    data: { userId: Number(usercode.slice(1)), amount, reason: 'e2e studio funds' },
  });
  expect(adjust.status(), await adjust.text()).toBe(200);
}

/** A new player, funded with `funds` minor units and logged in on `page`, opens the studio's page `path` (`dice?lang=en`). */
export async function openAsFundedPlayer(page: Page, request: APIRequestContext, base: string, path: string, funds: number): Promise<void> {
  const session = await newPlayerSession(request, base);
  await fund(request, base, (JSON.parse(session) as { usercode: string }).usercode, funds);
  await startLoggedIn(page, session);
  await page.goto(`${base}/originals/${path}`);
}

/** a JPEG's and a PDF's first bytes: what the server's document check recognises */
export const KYC_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('e2e identity document')]);
export const KYC_PDF = Buffer.from('%PDF-1.7\ne2e proof of address\n%%EOF');

/**
 * Verifies the player (KYC) through the API, as a withdrawal needs: the player uploads an identity
 * document and a proof of address, `operator` (a role of OPERATOR_ACCESS.kyc) approves both.
 */
export async function verifyThroughApi(request: APIRequestContext, base: string, playerToken: string, operator: { username: string; password: string }) {
  const asPlayer = { Authorization: `Bearer ${playerToken}` };
  for (const [kind, bytes] of [
    ['identity', KYC_JPEG],
    ['address', KYC_PDF],
  ] as const) {
    const upload = await request.post(`${base}/api/customer/kyc/documents`, { headers: asPlayer, data: { kind, content: bytes.toString('base64') } });
    expect(upload.status(), await upload.text()).toBe(200);
  }
  const status = await request.get(`${base}/api/customer/kyc`, { headers: asPlayer });
  const { documents } = (await status.json()).data as { documents: { id: string; status: string }[] };
  const headers = { Authorization: `Bearer ${await operatorToken(request, base, operator)}` };
  for (const { id } of documents.filter((document) => document.status === 'pending')) {
    const review = await request.post(`${base}/api/operator/kyc/documents/${id}/review`, { headers, data: { decision: 'approve' } });
    expect(review.status(), await review.text()).toBe(200);
  }
}
