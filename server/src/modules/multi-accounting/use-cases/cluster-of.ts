// The cluster of an account: every account reachable from it through shared signals (a connected
// component), found breadth-first from the stored signals, one query per hop.
//
// Why computed when asked and not kept (a union-find table): links also end. An address changes, an
// address ages out of its window, a signal shared by one account too many turns common and stops
// linking; a kept union can only merge, so it would go on joining accounts that nothing joins any more,
// or need rebuilding from the signals anyway. Asked at a claim, a deposit match's grant and an
// operator's view, the walk costs one indexed query per hop of a cluster that is a handful of accounts.
import { sql, type SQL } from 'drizzle-orm';
import type { AccountSignalKind } from '@arena/contracts';
import { rowsOf, type Db } from '../../../db/client';

/** the signals that link accounts: the browser's fingerprint is the client's own word and never does */
export type LinkingKind = Exclude<AccountSignalKind, 'fingerprint'>;

/**
 * How many accounts one signal may be seen on and still link them. Past it the signal is something
 * many people share, and linking through it would pour strangers into one cluster:
 * - device: a family's computer, yes; an internet café's or a shop's demo device, no;
 * - ip: a household or a small office; a mobile carrier's shared (CGNAT) or a café's address is more;
 * - instrument: a shared family account at most; past that it is a payment agent's;
 * - national_id: registration refuses a taken one, so two already mean a person; many mean a placeholder;
 * - address: a household; a block of flats written without the flat's number is larger.
 */
export const COMMON_SIGNAL_CAP: Record<LinkingKind, number> = { device: 5, ip: 5, instrument: 5, national_id: 5, address: 8 };

/**
 * An address links two accounts only when each was seen on it within this of the other: providers hand
 * a released address to someone else, and a household's address months apart is no longer theirs.
 */
export const IP_LINK_WINDOW_MS = 7 * 24 * 3600 * 1000;

/** the most accounts one answer follows: beyond it the cluster is flagged truncated (and no bonus is paid to it anyway) */
export const MAX_CLUSTER = 200;

/** one shared signal between two accounts, since the later of them had it */
export interface Edge {
  from: number;
  to: number;
  kind: LinkingKind;
  since: Date;
}

export interface Cluster {
  /** the account asked about first, then the others in the order found */
  accounts: number[];
  /** every link of every account of the cluster (each link once per direction) */
  edges: Edge[];
  truncated: boolean;
}

const LINKING = Object.keys(COMMON_SIGNAL_CAP) as LinkingKind[];
const capOf: SQL = sql.join([sql`CASE s.kind`, ...LINKING.map((kind) => sql`WHEN ${kind} THEN ${COMMON_SIGNAL_CAP[kind]}::int`), sql`END`], sql` `);

/** the links of the accounts in `frontier` to any other account */
async function hop(on: Db, frontier: number[]): Promise<Edge[]> {
  const ids = sql.join(
    frontier.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const window = sql`${IP_LINK_WINDOW_MS / 1000}::int * interval '1 second'`;
  const rows = rowsOf<{ from_id: number; to_id: number; kind: LinkingKind; since: string | Date }>(
    await on.execute(sql`
      SELECT s.user_id AS from_id, o.user_id AS to_id, s.kind, MIN(GREATEST(s.first_seen, o.first_seen)) AS since
      FROM account_signals s
      JOIN account_signals o ON o.kind = s.kind AND o.key = s.key AND o.user_id <> s.user_id
      WHERE s.user_id IN (${ids})
        AND s.kind IN (${sql.join(
          LINKING.map((kind) => sql`${kind}`),
          sql`, `,
        )})
        AND (s.kind <> 'ip' OR (o.first_seen <= s.last_seen + ${window} AND s.first_seen <= o.last_seen + ${window}))
        AND (SELECT count(*) FROM account_signals c WHERE c.kind = s.kind AND c.key = s.key) <= ${capOf}
      GROUP BY s.user_id, o.user_id, s.kind
      ORDER BY s.user_id, o.user_id, s.kind`),
  );
  return rows.map((row) => ({ from: Number(row.from_id), to: Number(row.to_id), kind: row.kind, since: new Date(row.since) }));
}

export async function clusterOf(on: Db, userId: number): Promise<Cluster> {
  const accounts = [userId];
  const seen = new Set(accounts);
  const edges: Edge[] = [];
  let truncated = false;
  let frontier = [userId];
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const edge of await hop(on, frontier)) {
      edges.push(edge);
      if (seen.has(edge.to)) continue;
      if (seen.size >= MAX_CLUSTER) {
        truncated = true;
        continue;
      }
      seen.add(edge.to);
      accounts.push(edge.to);
      next.push(edge.to);
    }
    frontier = next;
  }
  return { accounts, edges: edges.filter((edge) => seen.has(edge.to)), truncated };
}
