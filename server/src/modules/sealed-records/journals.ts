// The journals that are sealed, and each record's canonical content: one JSON text built by the
// database from the columns that are the record (every value as text, so no driver's number or date
// handling can change it), hashed with SHA-256. A ledger transaction's content includes its entries, so
// an edited entry breaks the transaction's seal too. Left out on purpose: a bet's rolled_back flag,
// which its later rollback sets (the rollback is a sealed record of its own).
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { SealedJournal as Journal } from '@arena/contracts';
import { rowsOf, type Db } from '../../db/client';

export { SEALED_JOURNALS as JOURNALS, type SealedJournal as Journal } from '@arena/contracts';

/** the first chain row's prev_hash */
export const GENESIS_HASH = '0'.repeat(64);

/** an audit entry is final once its outcome is written, or this long after it began (the action died mid-way) */
export const AUDIT_OPEN_MAX_MINUTES = 15;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** a chain row's hash: its predecessor's and its record's */
export const chainHash = (prevHash: string, recordHash: string) => sha256(prevHash + recordHash);

const micros = (column: string) => `(extract(epoch FROM ${column}) * 1000000)::bigint::text`;

const CONTENT: Record<Journal, { from: string; content: string }> = {
  ledger: {
    from: 'ledger_transactions r',
    content: `json_build_array(r.id::text, r.key, r.fingerprint, r.kind, r.user_id::text, r.amount::text, r.bonus_amount::text,
      r.bet_key, r.round_id, r.game_code, r.provider, r.reference, r.description, r.operator_id::text, r.balance_after::text,
      ${micros('r.created_at')},
      (SELECT json_agg(json_build_array(e.account_id::text, e.amount::text, e.balance_after::text) ORDER BY e.account_id)
         FROM ledger_entries e WHERE e.transaction_id = r.id))::text`,
  },
  operator_audit: {
    from: 'operator_audit r',
    content: `json_build_array(r.id::text, r.operator_id::text, r.action, r.subject, r.before, r.after, r.ip, ${micros('r.created_at')})::text`,
  },
};

export interface RecordContent {
  id: number;
  content: string;
}

const contentRows = async (db: Db, query: SQL): Promise<RecordContent[]> =>
  rowsOf<{ id: string; content: string }>(await db.execute(query)).map(({ id, content }) => ({ id: Number(id), content }));

/**
 * Records not sealed yet, oldest first: among the ids from `fromId` on (a transaction that commits late
 * has an id below ones already sealed, so the caller looks back a margin), final ones only.
 */
export function unsealedRecords(db: Db, journal: Journal, { fromId, openBefore, limit }: { fromId: number; openBefore: Date; limit: number }) {
  const { from, content } = CONTENT[journal];
  const final = journal === 'operator_audit' ? sql` AND (r.after IS NOT NULL OR r.created_at < ${openBefore.toISOString()}::timestamptz)` : sql``;
  return contentRows(
    db,
    sql`SELECT r.id::text AS id, ${sql.raw(content)} AS content FROM ${sql.raw(from)}
        WHERE r.id >= ${fromId} AND NOT EXISTS (SELECT 1 FROM record_chain c WHERE c.journal = ${journal} AND c.record_id = r.id)${final}
        ORDER BY r.id LIMIT ${limit}`,
  );
}

/** the records' content as it is now, by id (a deleted record is missing) */
export async function recordsNow(db: Db, journal: Journal, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { from, content } = CONTENT[journal];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await contentRows(db, sql`SELECT r.id::text AS id, ${sql.raw(content)} AS content FROM ${sql.raw(from)} WHERE r.id IN (${list})`);
  return new Map(rows.map(({ id, content: text }) => [id, text]));
}

/** how many records of the journal no chain row seals yet */
export async function unsealedCount(db: Db, journal: Journal): Promise<number> {
  const { from } = CONTENT[journal];
  const [row] = rowsOf<{ n: string }>(
    await db.execute(
      sql`SELECT count(*)::text AS n FROM ${sql.raw(from)} WHERE NOT EXISTS (SELECT 1 FROM record_chain c WHERE c.journal = ${journal} AND c.record_id = r.id)`,
    ),
  );
  return Number(row.n);
}
