import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { endpoints, type LicenceProfile, type RemoteMap } from '@arena/contracts';
import { done, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';

export const platformRoutes: FastifyPluginAsyncTypebox<{ remotes: RemoteMap; licence: LicenceProfile }> = async (app, { remotes, licence }) => {
  // the shell finds remotes at run time (docs/architecture.md): redeploying one = changing its URL here
  app.get('/remotes', { schema: routeSchema(endpoints.remoteMap) }, async () => ok(remotes));

  // the licence's rules (LICENCE_PROFILE): the pages show what it asks (session clock, net position), the server enforces it
  app.get('/licence', { schema: routeSchema(endpoints.licence) }, async () => ok(licence));

  // healthy = able to answer a query; a database failure becomes a 500 reply
  app.get('/health', { schema: routeSchema(endpoints.health) }, async () => {
    await app.db.execute(sql`SELECT 1`);
    return done('');
  });
};
