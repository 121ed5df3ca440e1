// The "Linked accounts" panel's calls (@arena/contracts operatorLinkedAccountEndpoints).
import type { LinkedAccounts } from '@arena/contracts';
import { http } from '../../../api/client';

export const linkedAccountsApi = {
  /** the player's cluster (the server audits each look) */
  linked: async (id: number): Promise<LinkedAccounts> => (await http.get<{ data: LinkedAccounts }>(`players/${id}/linked-accounts`)).data.data,
  restrict: async (id: number, restricted: boolean, reason: string): Promise<string> =>
    (await http.post<{ message: string }>(`players/${id}/bonus-restriction`, { restricted, reason })).data.message,
};
