import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/test-app';
import { SEED_TRIAL_BONUS_AMOUNT } from './seed';

describe('bonus routes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('GET /api/bonus/trialbonusamount returns the amount in minor units', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/bonus/trialbonusamount' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '', data: { amount: SEED_TRIAL_BONUS_AMOUNT } });
    expect(Number.isInteger(res.json().data.amount)).toBe(true);
  });
});
