// What the back office's "Linked accounts" panel shows of a player: their cluster's accounts, each with
// the signals that link it and since when, the accounts that share only the browser's fingerprint (a
// hint), and the cluster's bonus restriction.
import { sql } from 'drizzle-orm';
import type { LinkedAccounts } from '@arena/contracts';
import { rowsOf, type Db } from '../../../db/client';
import { clusterOf } from './cluster-of';

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );

export async function showLinkedAccounts(on: Db, userId: number): Promise<LinkedAccounts> {
  const cluster = await clusterOf(on, userId);
  const ids = idList(cluster.accounts);
  const people = rowsOf<{ id: number; username: string; usercode: string; created_at: string | Date }>(
    await on.execute(sql`SELECT id, username, usercode, created_at FROM users WHERE id IN (${ids})`),
  );
  const byId = new Map(people.map((p) => [Number(p.id), p]));
  const accounts = cluster.accounts.flatMap((id) => {
    const person = byId.get(id);
    if (!person) return [];
    const links = cluster.edges
      .filter((edge) => edge.from === id)
      .map((edge) => ({ kind: edge.kind, with: edge.to, since: edge.since.toISOString() }))
      .sort((a, b) => a.since.localeCompare(b.since) || a.with - b.with);
    return [{ id, username: person.username, usercode: person.usercode, registeredAt: new Date(person.created_at).toISOString(), links }];
  });
  const hints = rowsOf<{ id: number; username: string; usercode: string }>(
    await on.execute(sql`
      SELECT DISTINCT u.id, u.username, u.usercode FROM account_signals s
      JOIN account_signals o ON o.kind = 'fingerprint' AND o.key = s.key AND o.user_id NOT IN (${ids})
      JOIN users u ON u.id = o.user_id
      WHERE s.kind = 'fingerprint' AND s.user_id IN (${ids})
      ORDER BY u.id LIMIT 50`),
  ).map((row) => ({ id: Number(row.id), username: row.username, usercode: row.usercode }));
  const [mark] = rowsOf<{ reason: string; by: string; at: string | Date }>(
    await on.execute(sql`
      SELECT r.reason, o.username AS by, r.restricted_at AS at FROM bonus_restrictions r JOIN operators o ON o.id = r.restricted_by
      WHERE r.user_id IN (${ids}) ORDER BY r.restricted_at DESC LIMIT 1`),
  );
  return {
    accounts,
    hints,
    restriction: mark ? { reason: mark.reason, by: mark.by, at: new Date(mark.at).toISOString() } : null,
    truncated: cluster.truncated,
  };
}
