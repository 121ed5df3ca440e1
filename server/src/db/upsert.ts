import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';

/**
 * An upsert's SET: every column of `table` but the conflict key's takes the proposed row's value
 * (`excluded.<column>`), so a row written again ends as written. `only` limits it to the columns a
 * statement writes.
 */
export function proposedValues<T extends PgTable>(table: T, key: readonly string[], only?: readonly string[]): PgUpdateSetSource<T> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([property]) => !key.includes(property) && (!only || only.includes(property)))
      .map(([property, column]) => [property, sql.raw(`excluded."${column.name}"`)]),
  ) as PgUpdateSetSource<T>;
}
