import { describe, expect, it } from '@jest/globals';
import { buildTestApp } from '../../testing/test-app';

describe('platform routes', () => {
  it('GET /api/platform/remotes serves the configured remote map, with env overrides', async () => {
    const app = await buildTestApp({}, { ...process.env, REMOTE_CASINO_URL: 'https://cdn.example.com/casino/7/mf-manifest.json' });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/platform/remotes' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: '',
        data: {
          casino: 'https://cdn.example.com/casino/7/mf-manifest.json',
          sports: '/remotes/sports/mf-manifest.json',
          account: '/remotes/account/mf-manifest.json',
          payments: '/remotes/payments/mf-manifest.json',
          cms: '/remotes/cms/mf-manifest.json',
        },
      });

      const health = await app.inject({ method: 'GET', url: '/api/platform/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ success: true });
    } finally {
      await app.close();
    }
  });
});
