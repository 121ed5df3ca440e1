import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { endpoints, type RemoteMap } from '@arena/contracts';
import { done, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';

export const platformRoutes: FastifyPluginAsyncTypebox<{ remotes: RemoteMap }> = async (app, { remotes }) => {
  // the shell finds remotes at run time (docs/architecture.md): redeploying one = changing its URL here
  app.get('/remotes', { schema: routeSchema(endpoints.remoteMap) }, async () => ok(remotes));

  // healthy = able to answer a query; a database failure becomes a 500 reply
  app.get('/health', { schema: routeSchema(endpoints.health) }, async () => {
    await app.db.execute(sql`SELECT 1`);
    return done('');
  });
};
