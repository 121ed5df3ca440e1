// Arena Originals in e2e: the admin an Originals spec's server is started with, and funding a player
// through the operator API (an admin's adjustment under an Idempotency-Key), as a real operator would.
import { expect, type APIRequestContext } from '@playwright/test';

export const STUDIO_OPERATOR = { username: 'e2e-studio-admin', password: 'Studio-Admin-Secret-42', role: 'admin' };
/** the server env that lets a spec log in as STUDIO_OPERATOR (OPERATOR_BOOTSTRAP is refused in production) */
export const STUDIO_SERVER_ENV = {
  NODE_ENV: 'development',
  OPERATOR_BOOTSTRAP: `${STUDIO_OPERATOR.username}:${STUDIO_OPERATOR.password}:${STUDIO_OPERATOR.role}`,
};

/** Credits the player `amount` (minor units) through the operator API. */
export async function fund(request: APIRequestContext, base: string, usercode: string, amount: number): Promise<void> {
  const login = await request.post(`${base}/api/operator/login`, { data: { username: STUDIO_OPERATOR.username, password: STUDIO_OPERATOR.password } });
  expect(login.status(), await login.text()).toBe(200);
  const token = (await login.json()).data.token as string;
  const adjust = await request.post(`${base}/api/operator/adjust`, {
    headers: { Authorization: `Bearer ${token}`, 'idempotency-key': `fund-${usercode}` },
    data: { userId: Number(usercode.slice(1)), amount, reason: 'e2e studio funds' },
  });
  expect(adjust.status(), await adjust.text()).toBe(200);
}
