import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { register } from '../../testing/players';
import { buildTestApp, testConfig } from '../../testing/test-app';
import { createHttpSmsGateway } from './providers';

describe('dev outbox', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists sent SMS and e-mail newest first, as JSON and as a page', async () => {
    const { headers, body } = await register(app);
    await app.inject({ method: 'POST', url: '/api/customer/updatephone', payload: { step: 1, phone: body.phone }, headers });
    await app.inject({ method: 'POST', url: '/api/auth/sendresetpassword', payload: { username: body.username } });
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const [mail, sms] = res.json().data;
    expect(mail).toEqual({
      id: expect.any(Number),
      channel: 'email',
      to: body.email,
      subject: 'Şifre sıfırlama kodu',
      body: expect.stringMatching(/\d{6}/),
      createdAt: expect.any(String),
    });
    expect(sms).toMatchObject({ channel: 'sms', to: body.phone, subject: '' });

    const page = await app.inject({ method: 'GET', url: '/dev/outbox', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(body.email);
    expect(page.body).toContain(mail.body);
  });
});

describe('dev outbox in production', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ ...testConfig(), env: 'production', devOutbox: false });
  });
  afterAll(async () => {
    await app.close();
  });

  it('does not exist', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/outbox', headers: { accept: 'text/html' } })).statusCode).toBe(404);
  });
});

describe('HTTP SMS gateway', () => {
  it('POSTs {to, text} as JSON and fails on a non-2xx answer', async () => {
    const received: unknown[] = [];
    let status = 200;
    const server = createServer((request: IncomingMessage, response) => {
      let data = '';
      request.on('data', (chunk) => (data += chunk));
      request.on('end', () => {
        received.push({ method: request.method, type: request.headers['content-type'], body: JSON.parse(data) });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const gateway = createHttpSmsGateway(`http://127.0.0.1:${(server.address() as AddressInfo).port}/send`);
      await gateway.send({ to: '905551112233', text: 'code 123456' });
      expect(received).toEqual([{ method: 'POST', type: 'application/json', body: { to: '905551112233', text: 'code 123456' } }]);
      status = 502;
      await expect(gateway.send({ to: '905551112233', text: 'x' })).rejects.toThrow('502');
    } finally {
      server.close();
    }
  });
});
