// The reports' calls (back office Reports screen; OPERATOR_ACCESS.reports): per UTC day of a range,
// revenue per product (stakes, wins, GGR, bonus cost, NGR), deposits and withdrawals, and the
// responsible-gambling interventions; each table also as CSV. Amounts are minor units.
import { Type, type Static } from '@sinclair/typebox';
import type { Endpoint } from '../endpoints';
import { dataReply, failureReplySchema as failure, literals } from '../schemas/envelope';

/** the longest range a report covers */
export const REPORT_MAX_DAYS = 366;
/** casino: providers' games; studio: Arena Originals; sports: our sportsbook */
export const REPORT_PRODUCTS = ['casino', 'studio', 'sports'] as const;
export type ReportProduct = (typeof REPORT_PRODUCTS)[number];
export const REPORT_TABLES = ['revenue', 'payments', 'protection'] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
export const operatorReportQuerySchema = Type.Object(
  {
    /** first UTC day, YYYY-MM-DD */
    from: day,
    /** last UTC day, inclusive */
    to: day,
  },
  { $id: 'OperatorReportQuery', additionalProperties: false },
);
export type OperatorReportQuery = Static<typeof operatorReportQuerySchema>;
export const operatorReportCsvQuerySchema = Type.Object(
  { table: literals(REPORT_TABLES), from: day, to: day },
  { $id: 'OperatorReportCsvQuery', additionalProperties: false },
);

export const operatorReportSchema = Type.Object(
  {
    /** a row per day and product, every day of the range */
    revenue: Type.Array(
      Type.Object(
        {
          day: Type.String(),
          product: literals(REPORT_PRODUCTS),
          stakes: Type.Integer(),
          wins: Type.Integer(),
          /** stakes − wins */
          ggr: Type.Integer(),
          /** the bonus money in the stakes less the bonus money in the wins: GGR the house did not earn in cash */
          bonusCost: Type.Integer(),
          /** ggr − bonusCost */
          ngr: Type.Integer(),
        },
        { additionalProperties: false },
      ),
    ),
    payments: Type.Array(
      Type.Object(
        {
          day: Type.String(),
          depositCount: Type.Integer(),
          deposits: Type.Integer(),
          withdrawalCount: Type.Integer(),
          withdrawals: Type.Integer(),
        },
        { additionalProperties: false },
      ),
    ),
    /** what players set or asked for themselves */
    protection: Type.Array(
      Type.Object(
        {
          day: Type.String(),
          /** deposit, loss and session limits set or raised (a raise waits, but was asked for) */
          limits: Type.Integer(),
          timeOuts: Type.Integer(),
          selfExclusions: Type.Integer(),
          closures: Type.Integer(),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'OperatorReport', additionalProperties: false },
);
export type OperatorReport = Static<typeof operatorReportSchema>;

export const operatorReportEndpoints = {
  operatorReport: {
    method: 'GET',
    path: 'operator/reports',
    result: 'data',
    summary: 'Revenue per day and product, deposits and withdrawals, responsible-gambling interventions over a range of days (reports)',
    auth: true,
    query: operatorReportQuerySchema,
    reply: { 200: dataReply(operatorReportSchema), 400: failure, 401: failure, 403: failure },
  },
  operatorReportCsv: {
    method: 'GET',
    path: 'operator/reports/csv',
    result: 'reply',
    summary: 'One table of the report as a CSV file (text/csv, with its filename) (reports)',
    auth: true,
    query: operatorReportCsvQuerySchema,
    reply: { 200: Type.String(), 400: failure, 401: failure, 403: failure },
  },
} as const satisfies Record<string, Endpoint>;
