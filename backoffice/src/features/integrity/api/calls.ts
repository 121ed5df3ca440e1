// The integrity screen's calls (@arena/contracts operatorIntegrityEndpoints).
import type { IntegrityReport } from '@arena/contracts';
import { http } from '../../../api/client';

export const integrityApi = {
  /** every critical component hashed now against the release manifest */
  report: async (): Promise<IntegrityReport> => (await http.get<{ data: IntegrityReport }>('integrity')).data.data,
  acknowledge: async (alertId: number, reason: string): Promise<string> =>
    (await http.post<{ message: string }>(`integrity/alerts/${alertId}/acknowledge`, { reason })).data.message,
};
