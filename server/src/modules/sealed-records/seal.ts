// A sealing pass: the journal's final records not sealed yet, oldest first, each appended to the
// journal's chain. The head row is locked for the pass, so two servers sealing at once take turns
// instead of forking the chain.
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { AUDIT_OPEN_MAX_MINUTES, chainHash, sha256, unsealedRecords, type Journal } from './journals';
import { recordChain, recordChainHeads } from './schema';

/** records sealed per pass and journal; a backlog takes several passes */
export const SEAL_BATCH = 1_000;
/**
 * How far below the highest sealed id a pass still looks: ids are drawn when a transaction starts and
 * seen when it commits, so one that commits late sits below records already sealed. Far more
 * transactions than could start while one is open.
 */
export const SEAL_LOOKBACK_IDS = 100_000;

/** Seals what is final in `journal`; answers how many records it sealed. */
export async function sealJournal(db: Db, journal: Journal, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [head] = rowsOf<{ seq: string | null; hash: string }>(
      await tx.execute(sql`SELECT seq::text AS seq, hash FROM record_chain_heads WHERE journal = ${journal} FOR UPDATE`),
    );
    const [{ top }] = rowsOf<{ top: string | null }>(await tx.execute(sql`SELECT max(record_id)::text AS top FROM record_chain WHERE journal = ${journal}`));
    const records = await unsealedRecords(tx, journal, {
      fromId: Math.max(0, Number(top ?? 0) - SEAL_LOOKBACK_IDS),
      openBefore: new Date(now.getTime() - AUDIT_OPEN_MAX_MINUTES * 60_000),
      limit: SEAL_BATCH,
    });
    if (records.length === 0) return 0;
    let prevHash = head.hash;
    const rows = records.map(({ id, content }) => {
      const recordHash = sha256(content);
      const hash = chainHash(prevHash, recordHash);
      const row = { journal, recordId: id, recordHash, prevHash, hash, sealedAt: now };
      prevHash = hash;
      return row;
    });
    // one statement: the rows take their seq in this order
    const inserted = await tx.insert(recordChain).values(rows).returning({ seq: recordChain.seq });
    await tx
      .update(recordChainHeads)
      .set({ seq: Math.max(...inserted.map((row) => row.seq)), hash: prevHash })
      .where(eq(recordChainHeads.journal, journal));
    return records.length;
  });
}
