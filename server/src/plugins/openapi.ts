// OpenAPI 3.1 of ./api/, built by @fastify/swagger from the route schemas (which are the endpoint
// table's): the document at /api/openapi.json, a readable page at /api/docs outside production.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { API_VERSION } from '@arena/contracts';
import { BEARER_SCHEME } from '../http/route-schema';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

const openapiPlugin: FastifyPluginAsync<{ docs: boolean }> = async (app, { docs }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Arena API',
        version: API_VERSION,
        description: 'Every reply is `{ success, message, data }`; a refusal is `{ success: false, message }` with the message to show the player.',
      },
      components: { securitySchemes: { [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', description: 'the session token of auth/login or auth/register' } } },
    },
    // the shell's document, the remotes' files, the hub and the dev pages are not the API
    transform: ({ schema, url }) => ({ schema: url.startsWith('/api/') ? schema : { ...schema, hide: true }, url }),
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

  if (docs) await app.register(swaggerUi, { routePrefix: DOCS_PATH, staticCSP: true });
};

export default fp(openapiPlugin, { name: 'arena-openapi' });
