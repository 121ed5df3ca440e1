import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import {
  bingoEndpoints,
  endpoints,
  historyCsvEndpoint,
  liveBetEndpoints,
  operatorEndpoints,
  originalsBlackjackEndpoints,
  originalsEndpoints,
  originalsLiveEndpoints,
  originalsPlayEndpoints,
  providerEndpoints,
  type Endpoint,
} from '@arena/contracts';
import { parsePolicy } from '../testing/csp';
import { buildTestApp } from '../testing/test-app';
import { DOCS_PATH, OPENAPI_PATH } from './openapi';

interface Operation {
  summary?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: object } }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
  security?: object[];
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** `cms/page/:id` as OpenAPI writes it: `/api/cms/page/{id}` */
const openapiPath = (endpoint: Endpoint) => `/api/${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
// the player's calls, the back office's (/api/operator/), the providers' (webhooks, seamless wallet) and the studio's
const table: [string, Endpoint][] = Object.entries({
  ...endpoints,
  ...operatorEndpoints,
  ...providerEndpoints,
  ...originalsEndpoints,
  ...originalsPlayEndpoints,
  ...originalsBlackjackEndpoints,
  ...originalsLiveEndpoints,
  ...liveBetEndpoints,
  ...bingoEndpoints,
  historyCsv: historyCsvEndpoint,
});

describe('OpenAPI', () => {
  let app: FastifyInstance;
  let doc: Document;
  beforeAll(async () => {
    app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    doc = res.json<Document>();
  });
  afterAll(() => app.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
    );

  it('is OpenAPI 3.1 of the API only', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('serves every call of the endpoint table, and nothing that is not in one of the tables', () => {
    const served = operations().map(({ method, path }) => `${method} ${path}`);
    const call = (endpoint: Endpoint) => `${endpoint.method} ${openapiPath(endpoint)}`;
    expect(served).toEqual(expect.arrayContaining(table.map(([, endpoint]) => call(endpoint))));
    const known = new Set(table.map(([, endpoint]) => call(endpoint)));
    expect(served.filter((operation) => !known.has(operation))).toEqual([]);
  });

  it('declares a reply schema for every /api route, and a body schema for every POST', () => {
    for (const { method, path, operation } of operations()) {
      expect({ route: `${method} ${path}`, reply: operation.responses['200']?.content?.['application/json']?.schema !== undefined }).toEqual({
        route: `${method} ${path}`,
        reply: true,
      });
      if (method === 'POST')
        expect({ route: path, body: operation.requestBody?.content['application/json']?.schema !== undefined }).toEqual({ route: path, body: true });
    }
  });

  it.each(table)("registers %s with the table's request schema, refusals and security", (_name, endpoint) => {
    const operation = doc.paths[openapiPath(endpoint)][endpoint.method.toLowerCase()];
    const inputs = (where: string) =>
      (operation.parameters ?? [])
        .filter((p) => p.in === where)
        .map((p) => p.name)
        .sort();
    expect(inputs('query')).toEqual(Object.keys(endpoint.query?.properties ?? {}).sort());
    expect(inputs('path')).toEqual(Object.keys(endpoint.params?.properties ?? {}).sort());
    expect(Object.keys(operation.requestBody?.content['application/json'].schema.properties ?? {})).toEqual(Object.keys(endpoint.body?.properties ?? {}));
    expect(Object.keys(operation.responses).sort()).toEqual(Object.keys(endpoint.reply).sort());
    expect(operation.security !== undefined).toBe(endpoint.auth === true);
  });

  it('has a readable page outside production', async () => {
    const res = await app.inject({ method: 'GET', url: `${DOCS_PATH}/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it("gives the page the site's policy with inline styles allowed (Swagger UI injects one), and nothing else", async () => {
    const site = parsePolicy((await app.inject({ method: 'GET', url: OPENAPI_PATH })).headers['content-security-policy']);
    const [page, asset] = await Promise.all([`${DOCS_PATH}/`, `${DOCS_PATH}/static/swagger-initializer.js`].map((url) => app.inject({ method: 'GET', url })));
    for (const res of [page, asset]) {
      expect(res.statusCode).toBe(200);
      expect(parsePolicy(res.headers['content-security-policy'])).toEqual({ ...site, 'style-src': [...site['style-src'], "'unsafe-inline'"] });
    }
    expect(site['style-src']).not.toContain("'unsafe-inline'");
    expect(site['script-src']).not.toContain("'unsafe-inline'");
  });
});

describe('OpenAPI in production', () => {
  it('serves the document of the player API alone (no back-office, provider or dev route), and not the page', async () => {
    const app = await buildTestApp({ env: 'production' });
    try {
      const res = await app.inject({ method: 'GET', url: OPENAPI_PATH });
      expect(res.statusCode).toBe(200);
      const paths = Object.keys(res.json<Document>().paths);
      const notForPlayers = Object.values({ ...operatorEndpoints, ...providerEndpoints }).map(openapiPath);
      expect(paths.filter((path) => notForPlayers.includes(path) || path.startsWith('/api/dev/'))).toEqual([]);
      for (const endpoint of Object.values(endpoints).filter(({ path }) => !path.startsWith('dev/'))) expect(paths).toContain(openapiPath(endpoint));
      expect((await app.inject({ method: 'GET', url: `${DOCS_PATH}/` })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
