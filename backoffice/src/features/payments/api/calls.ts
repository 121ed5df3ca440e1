// The payments desk's calls (@arena/contracts operatorPaymentEndpoints), answering the reply's data.
import type {
  OperatorPaymentFieldsUpdate,
  OperatorPaymentMethod,
  OperatorPaymentMethodUpdate,
  OperatorPaymentQueueQuery,
  OperatorPaymentRequest,
  OperatorPaymentSettingsView,
} from '@arena/contracts';
import { http } from '../../../api/client';

const data = async <T>(request: Promise<{ data: { data: T } }>): Promise<T> => (await request).data.data;
const message = async (request: Promise<{ data: { message: string } }>): Promise<string> => (await request).data.message;

export type QueueKind = 'deposits' | 'withdrawals';

export const paymentsApi = {
  queue: (kind: QueueKind, query: OperatorPaymentQueueQuery) => data<OperatorPaymentRequest[]>(http.get(`payments/${kind}`, { params: query })),
  methods: () => data<OperatorPaymentMethod[]>(http.get('payments/methods')),
  saveMethod: (update: OperatorPaymentMethodUpdate) => message(http.post('payments/methods', update)),
  saveFields: (update: OperatorPaymentFieldsUpdate) => message(http.post('payments/methods/fields', update)),
  settings: () => data<OperatorPaymentSettingsView>(http.get('payments/settings')),
  saveSettings: (withdrawReviewAbove: number) => message(http.post('payments/settings', { withdrawReviewAbove })),
};
