// The sealed records' calls (operatorEndpoints operatorRecordChains, operatorRecordChainCsv).
import type { RecordChainReport, SealedJournal } from '@arena/contracts';
import { downloadFile, http } from '../../../api/client';

export const recordsApi = {
  chains: async (): Promise<RecordChainReport[]> => (await http.get<{ data: RecordChainReport[] }>('records/chains')).data.data,
  /** one chain with every hash, as the regulator receives it */
  downloadChain: (journal: SealedJournal): Promise<void> => downloadFile('records/chain.csv', { journal }, `arena-chain-${journal}.csv`),
};
