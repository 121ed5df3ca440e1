// One function per operator call (@arena/contracts operatorEndpoints), answering the reply's data.
import type {
  OperatorAccount,
  OperatorAccountRequest,
  OperatorAdjustmentRequest,
  OperatorAuditEntry,
  OperatorAuditQuery,
  OperatorChallenge,
  OperatorCreate,
  OperatorDashboard,
  OperatorMe,
  OperatorPlayer,
  OperatorPlayerSummary,
  OperatorSession,
  OperatorTotpEnrolment,
} from '@arena/contracts';
import { IDEMPOTENCY_KEY_HEADER } from '@arena/contracts';
import { http } from './client';

interface Reply<T> {
  success: true;
  message: string;
  data: T;
}

const data = async <T>(request: Promise<{ data: Reply<T> }>): Promise<T> => (await request).data.data;
const message = async (request: Promise<{ data: { message: string } }>): Promise<string> => (await request).data.message;

export const api = {
  login: (username: string, password: string) => data<OperatorChallenge>(http.post('login', { username, password })),
  enrol: (challenge: string) => data<OperatorTotpEnrolment>(http.post('totp/enrol', { challenge })),
  verify: (challenge: string, code: string) => data<OperatorSession>(http.post('totp/verify', { challenge, code })),
  logout: () => message(http.post('logout')),
  me: () => data<OperatorMe>(http.get('me')),
  dashboard: () => data<OperatorDashboard>(http.get('dashboard')),
  players: (q: string) => data<OperatorPlayerSummary[]>(http.get('players', { params: { q } })),
  player: (id: number) => data<OperatorPlayer>(http.get(`players/${id}`)),
  lockPlayer: (id: number, locked: boolean, reason: string) => message(http.post('players/lock', { id, locked, reason })),
  addNote: (id: number, text: string) => message(http.post('players/note', { id, text })),
  approveWithdrawal: (id: number) => message(http.post('withdrawals/approve', { id })),
  rejectWithdrawal: (id: number, reason: string) => message(http.post('withdrawals/reject', { id, reason })),
  operators: () => data<OperatorAccount[]>(http.get('operators')),
  /** a new admin is not made yet: `pendingId` is set and the message says it waits for a second admin */
  createOperator: async (operator: OperatorCreate) => (await http.post<Reply<{ id?: number; pendingId?: number }>>('operators', operator)).data,
  accountRequests: () => data<OperatorAccountRequest[]>(http.get('operators/requests')),
  decideAccountRequest: (id: number, approve: boolean) => message(http.post('operators/requests/decide', { id, approve })),
  disableOperator: (id: number, disabled: boolean) => message(http.post('operators/disable', { id, disabled })),
  resetTotp: (id: number) => message(http.post('operators/reset-totp', { id })),
  /** `key`: one per adjustment the operator means, so a retried request moves the money once */
  adjust: async (userId: number, amount: number, reason: string, key: string) =>
    (await http.post<Reply<{ balance: number; pendingId?: number }>>('adjust', { userId, amount, reason }, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } }))
      .data,
  adjustments: () => data<OperatorAdjustmentRequest[]>(http.get('adjustments')),
  decideAdjustment: (id: number, approve: boolean) => message(http.post('adjustments/decide', { id, approve })),
  audit: (query: OperatorAuditQuery) => data<OperatorAuditEntry[]>(http.get('audit', { params: query })),
};
