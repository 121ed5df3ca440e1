// The verification review's calls (@arena/contracts operatorKycEndpoints).
import type { KycDocumentStatus, OperatorKycDocument, OperatorKycReview } from '@arena/contracts';
import { http } from '../../../api/client';

export const kycApi = {
  /** the queue (pending, oldest first), or the documents of a status */
  documents: async (status: KycDocumentStatus): Promise<OperatorKycDocument[]> =>
    (await http.get<{ data: OperatorKycDocument[] }>('kyc/documents', { params: { status } })).data.data,
  /** the file, fetched in the operator's session (an address alone opens nothing); each view is audited */
  file: async (id: string): Promise<Blob> => (await http.get<Blob>(`kyc/documents/${id}/file`, { responseType: 'blob' })).data,
  review: async (id: string, review: OperatorKycReview): Promise<string> =>
    (await http.post<{ message: string }>(`kyc/documents/${id}/review`, review)).data.message,
};
