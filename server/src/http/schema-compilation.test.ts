import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';
import { ajvOptions } from '../plugins/validation';
import { coerceQueryAndParams } from './query-coercion';
import { schemaCompilation } from './schema-compilation';

/** a bare app with this compilation, as buildApp makes it */
function appWithCompilation() {
  const compilation = schemaCompilation();
  const app = Fastify({ ajv: ajvOptions, schemaController: { compilersFactory: compilation.compilersFactory } });
  app.decorate('schemaCompilation', compilation);
  return app;
}

describe('every route schema of the whole app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
  });
  afterAll(() => app.close());

  // the guard that compiling at start-up used to be: a schema that cannot compile fails here, not in a request
  it('compiles', () => {
    expect(() => app.schemaCompilation.compileEverySchema()).not.toThrow();
  });
});

describe('schemas compiled on first use', () => {
  it('validate and serialize as compiled ones: the reasons of a refusal, and no undeclared field out', async () => {
    const app = appWithCompilation();
    app.post(
      '/stake',
      {
        schema: {
          body: { type: 'object', required: ['amount'], properties: { amount: { type: 'integer', minimum: 1 } }, additionalProperties: false },
          response: { 200: { type: 'object', properties: { amount: { type: 'integer' } } } },
        },
      },
      async (request) => ({ ...(request.body as object), secret: 'never sent' }),
    );
    await app.ready();
    const refused = await app.inject({ method: 'POST', url: '/stake', payload: { amount: 0 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/amount/);
    const accepted = await app.inject({ method: 'POST', url: '/stake', payload: { amount: 5 } });
    expect(accepted.json()).toEqual({ amount: 5 });
    await app.close();
  });

  it("a scope's own validator (query coercion) compiles on first use too, and coerces", async () => {
    const app = appWithCompilation();
    await app.register(async (scope) => {
      coerceQueryAndParams(scope);
      scope.get(
        '/take',
        { schema: { querystring: { type: 'object', properties: { take: { type: 'integer', maximum: 50 } } } } },
        async (request) => request.query,
      );
    });
    await app.ready();
    expect((await app.inject({ url: '/take?take=20' })).json()).toEqual({ take: 20 });
    expect((await app.inject({ url: '/take?take=51' })).statusCode).toBe(400);
    await app.close();
  });

  it('a schema that cannot compile is named when everything is compiled', async () => {
    const app = appWithCompilation();
    app.get('/broken', { schema: { querystring: { type: 'object', properties: { at: { type: 'nonsense' } } } } }, async () => ({}));
    await app.ready();
    expect(() => app.schemaCompilation.compileEverySchema()).toThrow(/GET \/broken querystring/);
    await app.close();
  });
});
