import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { openDatabase } from './client';

describe('openDatabase (PGlite)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'arena-client-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates the whole data folder on a fresh clone (./.data does not exist yet)', async () => {
    const dataDir = path.join(root, '.data', 'pglite');
    expect(existsSync(path.dirname(dataDir))).toBe(false);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await database.scriptTransaction((tx) => tx.query<{ two: number }>('select 1 + 1 as two'));
      expect(rows).toEqual([{ two: 2 }]);
      expect(existsSync(dataDir)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
