// The player's side of safer gambling (saferGamblingEndpoints): their lifetime net deposit and the
// team's messages, and the 12 months' history as a CSV file. Each reads the session's own player only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, historyCsvEndpoint } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';

export const saferGamblingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/account', { schema: routeSchema(endpoints.saferGamblingAccount), onRequest: app.authenticate }, async (request) =>
    ok(await app.saferGambling.account(request.player.userId)),
  );

  app.get('/history.csv', { schema: routeSchema(historyCsvEndpoint), onRequest: app.authenticate }, async (request, reply) => {
    const csv = await app.saferGambling.historyCsv(request.player.userId, request.locale);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="arena-history-12-months.csv"')
      .send(csv);
  });
};
