// Walks each journal's chain from its first row: every row must name its predecessor's hash, hash to
// what it says, seal a record that still exists with the content it had, and end at the head. Anchors
// (head hashes published earlier: printed by audit:verify, in the back office's export) must still be
// in the chain: a chain alone proves nothing against whoever rewrites its tail along with the records.
import { asc, eq, and, gt } from 'drizzle-orm';
import type { RecordChainReport } from '@arena/contracts';
import type { Db } from '../../db/client';
import { GENESIS_HASH, JOURNALS, chainHash, recordsNow, sha256, unsealedCount, type Journal } from './journals';
import { recordChain, recordChainHeads } from './schema';

const PAGE = 1_000;

/** `unsealed`: the last seconds' ledger moves, audit entries still under way; `problems`: one line each, empty when the chain holds */
export type ChainReport = RecordChainReport;

export async function verifyJournal(db: Db, journal: Journal): Promise<ChainReport> {
  const problems: string[] = [];
  let prevHash = GENESIS_HASH;
  let lastSeq = 0;
  let sealed = 0;
  for (;;) {
    const page = await db
      .select()
      .from(recordChain)
      .where(and(eq(recordChain.journal, journal), gt(recordChain.seq, lastSeq)))
      .orderBy(asc(recordChain.seq))
      .limit(PAGE);
    if (page.length === 0) break;
    const now = await recordsNow(
      db,
      journal,
      page.map((row) => row.recordId),
    );
    for (const row of page) {
      if (row.prevHash !== prevHash) problems.push(`chain row ${row.seq}: does not follow the row before it`);
      if (row.hash !== chainHash(row.prevHash, row.recordHash)) problems.push(`chain row ${row.seq}: its hash is not its content's`);
      const content = now.get(row.recordId);
      if (content === undefined) problems.push(`record ${row.recordId}: deleted after it was sealed`);
      else if (sha256(content) !== row.recordHash) problems.push(`record ${row.recordId}: changed after it was sealed`);
      prevHash = row.hash;
      lastSeq = row.seq;
      sealed += 1;
    }
  }
  const [head] = await db.select().from(recordChainHeads).where(eq(recordChainHeads.journal, journal));
  if (!head) problems.push('the chain has no head row');
  else if (head.hash !== prevHash || (head.seq ?? 0) !== lastSeq)
    problems.push(`the head (row ${head.seq ?? 'none'}) is not the chain's last row (${lastSeq || 'none'})`);
  return { journal, sealed, unsealed: await unsealedCount(db, journal), headSeq: head?.seq ?? null, headHash: head?.hash ?? prevHash, problems };
}

/** every journal's report; `anchors`: head hashes published earlier, each of which must still be in a chain */
export async function verifyChains(db: Db, anchors: string[] = []): Promise<{ journals: ChainReport[]; missingAnchors: string[] }> {
  const journals: ChainReport[] = [];
  for (const journal of JOURNALS) journals.push(await verifyJournal(db, journal));
  const missingAnchors: string[] = [];
  for (const anchor of anchors) {
    const found = await db.select({ seq: recordChain.seq }).from(recordChain).where(eq(recordChain.hash, anchor)).limit(1);
    if (found.length === 0 && anchor !== GENESIS_HASH) missingAnchors.push(anchor);
  }
  return { journals, missingAnchors };
}
