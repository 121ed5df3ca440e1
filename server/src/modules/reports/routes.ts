// The reports' calls (operatorEndpoints, OPERATOR_ACCESS.reports): the day-by-day figures of a range as
// JSON for the screen, and each table as a CSV download. Reading a report changes nothing, so nothing
// is audited. The session and the role are checked on request, before the query is validated.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OPERATOR_ACCESS, REPORT_MAX_DAYS, operatorEndpoints } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { HttpError } from '../../http/errors';
import { reportCsv } from './csv';
import { daysOf, report } from './queries';

const BAD_RANGE = 'The report range is not valid: give real days, the first before the last.';
const RANGE_TOO_LONG = 'A report covers at most 366 days.';

/** a real calendar day (the schema checked the shape only: 2026-02-30 is refused here) */
const realDay = (day: string) => {
  const at = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(day);
};

function checkRange(from: string, to: string): void {
  if (!realDay(from) || !realDay(to) || from > to) throw new HttpError(400, BAD_RANGE);
  if (daysOf(from, to).length > REPORT_MAX_DAYS) throw new HttpError(400, RANGE_TOO_LONG);
}

export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { authenticate, allow } = app.operators;
  const readers = { onRequest: [authenticate, allow(...OPERATOR_ACCESS.reports)] };

  app.get('/reports', { schema: routeSchema(operatorEndpoints.operatorReport), ...readers }, async (request) => {
    const { from, to } = request.query;
    checkRange(from, to);
    return ok(await report(app.db, from, to));
  });

  app.get('/reports/csv', { schema: routeSchema(operatorEndpoints.operatorReportCsv), ...readers }, async (request, reply) => {
    const { table, from, to } = request.query;
    checkRange(from, to);
    const figures = await report(app.db, from, to);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="arena-${table}-${from}_${to}.csv"`)
      .send(reportCsv(table, figures[table]));
  });
};
