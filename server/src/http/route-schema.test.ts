import { describe, expect, it } from '@jest/globals';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { endpoints } from '@arena/contracts';
import { ajvOptions } from '../plugins/validation';
import { routeSchema } from './route-schema';

describe('routeSchema', () => {
  it("maps the table's request, replies and session need onto Fastify's schema", () => {
    expect(routeSchema(endpoints.menuList)).toMatchObject({ querystring: endpoints.menuList.query, response: endpoints.menuList.reply, tags: ['cms'] });
    expect(routeSchema(endpoints.page)).toMatchObject({ params: endpoints.page.params });
    expect(routeSchema(endpoints.login)).toMatchObject({ body: endpoints.login.body });
    expect(routeSchema(endpoints.login)).not.toHaveProperty('security');
    expect(routeSchema(endpoints.balance)).toMatchObject({ security: [{ bearer: [] }] });
  });

  it('serializes replies by the schema: a field the table does not declare never leaves the server', async () => {
    const app = Fastify({ ajv: ajvOptions });
    const leaky = { balance: 500, passwordHash: 'argon2id$secret' };
    const routes: FastifyPluginAsyncTypebox = async (api) => {
      api.get('/balance', { schema: routeSchema(endpoints.balance) }, async () => ({ success: true as const, message: '', data: leaky }));
    };
    await app.register(routes);
    const res = await app.inject({ method: 'GET', url: '/balance' });
    await app.close();
    expect(res.json()).toEqual({ success: true, message: '', data: { balance: 500 } });
  });
});
