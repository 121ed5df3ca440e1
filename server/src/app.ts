import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { bonusRoutes } from './modules/bonus/routes';
import { casinoRoutes } from './modules/casino/routes';
import { cmsRoutes } from './modules/cms/routes';
import { platformRoutes } from './modules/platform/routes';
import dbPlugin from './plugins/db';
import errorsPlugin, { frameworkErrors } from './plugins/errors';
import localePlugin from './plugins/locale';
import staticPlugin from './plugins/static';
import { ajvOptions } from './plugins/validation';

/** The whole server, ready to listen (or to be exercised with inject() in tests). */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    ajv: ajvOptions,
    frameworkErrors,
    // behind a reverse proxy the client address and protocol come from X-Forwarded-*
    trustProxy: config.env === 'production',
  });

  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(dbPlugin, { database: config.database });

  await app.register(
    async (api) => {
      await api.register(cmsRoutes, { prefix: '/cms' });
      await api.register(casinoRoutes, { prefix: '/casino' });
      await api.register(bonusRoutes, { prefix: '/bonus' });
      await api.register(platformRoutes, { prefix: '/platform', remotes: config.remotes });
    },
    { prefix: '/api' },
  );

  await app.register(staticPlugin, config.paths);
  return app;
}
