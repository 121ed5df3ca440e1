// OpenAPI 3.1 of ./api/, built by @fastify/swagger from the route schemas (which are the endpoint
// table's): the document at /api/openapi.json (in production the player API only), a readable page at
// /api/docs outside production.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { API_VERSION } from '@arena/contracts';
import { BEARER_SCHEME } from '../http/route-schema';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * The page's policy: the site's (helmet's header, as every reply has) with inline styles allowed,
 * because Swagger UI injects a <style> of its own. Only this page, only outside production; its
 * scripts stay as strict as the site's.
 */
export function docsPolicy(sitePolicy: string): string {
  return sitePolicy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => (directive.split(/\s+/)[0] === 'style-src' ? `${directive} 'unsafe-inline'` : directive))
    .join('; ');
}

/** the back office's, the providers' (seamless wallet, webhooks, the sandbox PSP) and the dev aids' routes: not the player API */
const NOT_THE_PLAYER_API = /^\/api\/(operator|wallet|dev)\/|^\/api\/payment\/(webhook|sandbox)\//;

export interface OpenapiOptions {
  /** the readable page at /api/docs (outside production) */
  docs: boolean;
  /** the document describes the player API alone (production: no map of the back office and provider routes) */
  playerApiOnly: boolean;
}

const openapiPlugin: FastifyPluginAsync<OpenapiOptions> = async (app, { docs, playerApiOnly }) => {
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
    transform: ({ schema, url }) => {
      const shown = url.startsWith('/api/') && !(playerApiOnly && NOT_THE_PLAYER_API.test(url));
      return { schema: shown ? schema : { ...schema, hide: true }, url };
    },
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

  // transformStaticCSP rewrites the header of the page's own routes only (the plugin is encapsulated)
  if (docs) await app.register(swaggerUi, { routePrefix: DOCS_PATH, transformStaticCSP: docsPolicy });
};

export default fp(openapiPlugin, { name: 'arena-openapi' });
