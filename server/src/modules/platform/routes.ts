import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ApiReply, RemoteMap } from '@arena/contracts';
import { ok } from '../../http/envelope';

export const platformRoutes: FastifyPluginAsync<{ remotes: RemoteMap }> = async (app, { remotes }) => {
  // the shell finds remotes at run time (DESIGN.md): redeploying one = changing its URL here
  app.get('/remotes', async () => ok(remotes));

  // healthy = able to answer a query; a database failure becomes a 500 reply
  app.get('/health', async (): Promise<ApiReply> => {
    await app.db.execute(sql`SELECT 1`);
    return { success: true, message: '' };
  });
};
