// A report's table as CSV (RFC 4180): a header row of the column names, then one line per row.
// Amounts stay integer minor units, named so in the header, as every figure of the report is.
import type { OperatorReport, ReportTable } from '@arena/contracts';

const COLUMNS: { [T in ReportTable]: [header: string, column: keyof OperatorReport[T][number]][] } = {
  revenue: [
    ['day', 'day'],
    ['product', 'product'],
    ['stakes_minor', 'stakes'],
    ['wins_minor', 'wins'],
    ['ggr_minor', 'ggr'],
    ['bonus_cost_minor', 'bonusCost'],
    ['ngr_minor', 'ngr'],
  ],
  payments: [
    ['day', 'day'],
    ['deposit_count', 'depositCount'],
    ['deposits_minor', 'deposits'],
    ['withdrawal_count', 'withdrawalCount'],
    ['withdrawals_minor', 'withdrawals'],
  ],
  protection: [
    ['day', 'day'],
    ['limits', 'limits'],
    ['time_outs', 'timeOuts'],
    ['self_exclusions', 'selfExclusions'],
    ['closures', 'closures'],
  ],
};

/** quoted where the value needs it; none of ours does today, but a product or day name never breaks a line */
const cell = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function reportCsv<T extends ReportTable>(table: T, rows: OperatorReport[T]): string {
  const columns = COLUMNS[table];
  const lines = [
    columns.map(([header]) => header).join(','),
    ...(rows as Record<string, string | number>[]).map((row) => columns.map(([, column]) => cell(row[column as string])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
