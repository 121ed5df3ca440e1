// The sealed records' calls (operatorEndpoints, OPERATOR_ACCESS.audit): every chain verified now, and
// one chain as CSV with its hashes for a regulator. Reading changes nothing, so nothing is audited.
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OPERATOR_ACCESS, operatorEndpoints } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { recordChain } from './schema';

const CSV_HEADER = 'seq,journal,record_id,record_hash,prev_hash,hash,sealed_at';

export const sealedRecordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { authenticate, allow } = app.operators;
  const admins = { onRequest: [authenticate, allow(...OPERATOR_ACCESS.audit)] };

  app.get('/records/chains', { schema: routeSchema(operatorEndpoints.operatorRecordChains), ...admins }, async () => {
    const { journals } = await app.sealedRecords.verify();
    return ok(journals);
  });

  app.get('/records/chain.csv', { schema: routeSchema(operatorEndpoints.operatorRecordChainCsv), ...admins }, async (request, reply) => {
    const { journal } = request.query;
    const rows = await app.db.select().from(recordChain).where(eq(recordChain.journal, journal)).orderBy(asc(recordChain.seq));
    // every value is a number, a fixed name, a hex hash or a timestamp: nothing to quote
    const lines = [CSV_HEADER, ...rows.map((r) => [r.seq, r.journal, r.recordId, r.recordHash, r.prevHash, r.hash, r.sealedAt.toISOString()].join(','))];
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="arena-chain-${journal}.csv"`)
      .send(`${lines.join('\r\n')}\r\n`);
  });
};
