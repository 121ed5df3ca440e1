// The Reports screen's calls (operatorEndpoints operatorReport, operatorReportCsv).
import type { OperatorReport, ReportTable } from '@arena/contracts';
import { http } from '../../../api/client';

export const reportsApi = {
  report: async (from: string, to: string): Promise<OperatorReport> =>
    (await http.get<{ data: OperatorReport }>('reports', { params: { from, to } })).data.data,

  /** the server's CSV of one table, saved under the name the server gives it */
  async downloadCsv(table: ReportTable, from: string, to: string): Promise<void> {
    const reply = await http.get<Blob>('reports/csv', { params: { table, from, to }, responseType: 'blob' });
    const disposition = String(reply.headers['content-disposition'] ?? '');
    const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `arena-${table}-${from}_${to}.csv`;
    const url = URL.createObjectURL(reply.data);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    URL.revokeObjectURL(url);
  },
};
