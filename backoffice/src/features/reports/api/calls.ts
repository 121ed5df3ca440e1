// The Reports screen's calls (operatorEndpoints operatorReport, operatorReportCsv).
import type { OperatorReport, ReportTable } from '@arena/contracts';
import { downloadFile, http } from '../../../api/client';

export const reportsApi = {
  report: async (from: string, to: string): Promise<OperatorReport> =>
    (await http.get<{ data: OperatorReport }>('reports', { params: { from, to } })).data.data,

  /** the server's CSV of one table, saved under the name the server gives it */
  downloadCsv: (table: ReportTable, from: string, to: string): Promise<void> =>
    downloadFile('reports/csv', { table, from, to }, `arena-${table}-${from}_${to}.csv`),
};
