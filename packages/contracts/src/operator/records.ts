// Sealed records' calls (OPERATOR_ACCESS.audit): the state of each hash chain the ledger's journal and
// the audit trail are sealed into, verified on request, and a chain as CSV for a regulator.
import { Type, type Static } from '@sinclair/typebox';
import type { Endpoint } from '../endpoints';
import { dataReply, failureReplySchema as failure, literals } from '../schemas/envelope';

export const SEALED_JOURNALS = ['ledger', 'operator_audit'] as const;
export type SealedJournal = (typeof SEALED_JOURNALS)[number];

export const recordChainReportSchema = Type.Object(
  {
    journal: literals(SEALED_JOURNALS),
    sealed: Type.Integer(),
    unsealed: Type.Integer(),
    headSeq: Type.Union([Type.Integer(), Type.Null()]),
    /** SHA-256 hex of the chain's last row: publish it, and a later check proves nothing before it changed */
    headHash: Type.String(),
    problems: Type.Array(Type.String()),
  },
  { $id: 'RecordChainReport', additionalProperties: false },
);
export type RecordChainReport = Static<typeof recordChainReportSchema>;

export const recordChainCsvQuerySchema = Type.Object({ journal: literals(SEALED_JOURNALS) }, { $id: 'RecordChainCsvQuery', additionalProperties: false });

export const operatorRecordEndpoints = {
  operatorRecordChains: {
    method: 'GET',
    path: 'operator/records/chains',
    result: 'data',
    summary: 'Each sealed journal verified now: records sealed and not yet, the head hash, what is wrong (admin)',
    auth: true,
    reply: { 200: dataReply(Type.Array(recordChainReportSchema)), 401: failure, 403: failure },
  },
  operatorRecordChainCsv: {
    method: 'GET',
    path: 'operator/records/chain.csv',
    result: 'reply',
    summary: "One journal's chain as a CSV file with every row's hashes, for a regulator (admin)",
    auth: true,
    query: recordChainCsvQuerySchema,
    reply: { 200: Type.String(), 400: failure, 401: failure, 403: failure },
  },
} as const satisfies Record<string, Endpoint>;
