// The retention purge against records written here with their dates, on a clock passed in: at
// 2031-06-01 under a five-year licence the cutoff is 2026-06-01, and each record's fate is written out
// by hand from that date. The ledger's journal and the audit trail are compared row for row before and
// after: nothing of theirs is touched. A second pass finds nothing; and nothing runs unless asked.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { SessionStatus } from '@arena/contracts';
import { loadConfig } from '../../config';
import { fundedPlayer } from '../../testing/players';
import { PRODUCTION_ENV } from '../../testing/production-env';
import { buildTestApp, testConfig } from '../../testing/test-app';
import { sessions } from '../auth/schema';
import { kycDocuments } from '../kyc/schema';
import { accountSignals } from '../multi-accounting/schema';
import { playerProtection } from '../protection/schema';
import { retentionCutoff } from './purge-expired-records';

const NOW = Date.parse('2031-06-01T00:00:00Z');
const at = (iso: string) => new Date(iso);
/** 32 hex digits, as the document store names its files */
const fileName = () => randomUUID().replace(/-/g, '');

describe('records retention', () => {
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'arena-retention-'));
    const config = testConfig();
    // Curaçao: records kept five years
    app = await buildTestApp({ kyc: { ...config.kyc, documentsDir: dir } });
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('counts the licence’s years back on the calendar', () => {
    expect(retentionCutoff(NOW, 5).toISOString()).toBe('2026-06-01T00:00:00.000Z');
    expect(retentionCutoff(NOW, 7).toISOString()).toBe('2024-06-01T00:00:00.000Z');
    // a leap day has no twin five years on: the day after it
    expect(retentionCutoff(Date.parse('2032-02-29T12:00:00Z'), 5).toISOString()).toBe('2027-03-01T12:00:00.000Z');
  });

  it('is off unless RECORDS_PURGE=true, in production too', () => {
    expect(testConfig().records.purge).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, ARENA_DEMO: 'true' }).records.purge).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, ARENA_DEMO: 'true', RECORDS_PURGE: 'true' }).records.purge).toBe(true);
  });

  it('purges only what is past the cutoff and the law lets go, keeps the ledger and the audit trail, and a rerun does nothing', async () => {
    const closedBefore = await fundedPlayer(app, 10_000); // closed 2026-05-01: past retention
    const closedAfter = await fundedPlayer(app, 10_000); // closed 2026-07-01: not yet
    const open = await fundedPlayer(app, 10_000); // never closed
    const ids = [closedBefore.userId, closedAfter.userId, open.userId];
    await app.db.insert(playerProtection).values([
      { userId: closedBefore.userId, closedAt: at('2026-05-01T00:00:00Z'), closureReason: 'other' },
      { userId: closedAfter.userId, closedAt: at('2026-07-01T00:00:00Z'), closureReason: 'other' },
    ]);

    const document = async (userId: number, uploadedAt: string) => {
      const name = fileName();
      await writeFile(path.join(dir, name), 'a scanned passport');
      const [row] = await app.db
        .insert(kycDocuments)
        .values({
          id: randomUUID(),
          userId,
          kind: 'identity',
          status: 'approved',
          contentType: 'application/pdf',
          size: 18,
          sha256: '0'.repeat(64),
          fileName: name,
          uploadedAt: at(uploadedAt),
        })
        .returning();
      return row;
    };
    const gone = await document(closedBefore.userId, '2026-04-01T00:00:00Z');
    const goneToo = await document(closedBefore.userId, '2026-04-15T00:00:00Z');
    const uploadedLate = await document(closedBefore.userId, '2026-06-15T00:00:00Z'); // after the cutoff
    const notClosedLongEnough = await document(closedAfter.userId, '2026-04-01T00:00:00Z');
    const accountOpen = await document(open.userId, '2020-01-01T00:00:00Z');

    const session = (userId: number, lastSeenAt: string) =>
      app.db
        .insert(sessions)
        .values({
          userId,
          tokenHash: Buffer.from(randomUUID()),
          status: SessionStatus.Expired,
          ip: '203.0.113.7',
          userAgent: 'Mozilla/5.0 (test)',
          fingerprint: 'fp-1',
          createdAt: at(lastSeenAt),
          lastSeenAt: at(lastSeenAt),
        })
        .returning({ id: sessions.id })
        .then(([row]) => row.id);
    const oldSession = await session(open.userId, '2026-05-31T23:59:59Z');
    const recentSession = await session(open.userId, '2026-06-01T00:00:01Z');

    const signal = (userId: number, kind: 'device' | 'ip' | 'fingerprint' | 'national_id' | 'address' | 'instrument', lastSeen: string) =>
      app.db.insert(accountSignals).values({ userId, kind, key: `${kind}-${userId}`, firstSeen: at('2020-01-01T00:00:00Z'), lastSeen: at(lastSeen) });
    for (const kind of ['device', 'ip', 'fingerprint', 'national_id', 'address', 'instrument'] as const)
      await signal(open.userId, kind, '2026-05-01T00:00:00Z');
    await signal(closedAfter.userId, 'device', '2026-07-01T00:00:00Z');

    const rows = async (query: ReturnType<typeof sql>) => ((await app.db.execute(query)) as { rows: unknown[] }).rows;
    const ledger = () => rows(sql`SELECT * FROM ledger_transactions WHERE user_id IN (${sql.join(ids, sql`, `)}) ORDER BY id`);
    const audit = () =>
      rows(
        sql`SELECT (SELECT count(*)::int FROM operator_audit) AS audit, (SELECT count(*)::int FROM record_chain) AS chain, (SELECT count(*)::int FROM ledger_entries) AS entries`,
      );
    const [ledgerBefore, auditBefore] = [await ledger(), await audit()];

    const report = await app.recordsRetention.purge(NOW);
    // the seeded site's records are all younger than the cutoff: only the ones written here are old
    expect(report).toEqual({ cutoff: '2026-06-01T00:00:00.000Z', sessionsAnonymised: 1, signalsDeleted: 3, documentFilesDeleted: 2 });

    const documents = await app.db.select().from(kycDocuments).where(inArray(kycDocuments.userId, ids)).orderBy(asc(kycDocuments.uploadedAt));
    const fate = Object.fromEntries(documents.map((row) => [row.id, [row.filePurgedAt?.toISOString() ?? null, existsSync(path.join(dir, row.fileName))]]));
    expect(fate).toEqual({
      [gone.id]: ['2031-06-01T00:00:00.000Z', false],
      [goneToo.id]: ['2031-06-01T00:00:00.000Z', false],
      [uploadedLate.id]: [null, true],
      [notClosedLongEnough.id]: [null, true],
      [accountOpen.id]: [null, true],
    });
    // a purged document's file is not served to an operator any more; its row still tells what was checked
    expect(await app.kyc.file(gone.id)).toBeNull();
    expect((await app.kyc.file(accountOpen.id))?.bytes.toString()).toBe('a scanned passport');

    const sessionRows = await app.db
      .select()
      .from(sessions)
      .where(inArray(sessions.id, [oldSession, recentSession]))
      .orderBy(asc(sessions.id));
    expect(sessionRows.map((row) => [row.id, row.ip, row.userAgent, row.fingerprint])).toEqual([
      [oldSession, '', '', null],
      [recentSession, '203.0.113.7', 'Mozilla/5.0 (test)', 'fp-1'],
    ]);

    // the signals written here (registration records its own, seen now: kept)
    const signals = (await app.db.select().from(accountSignals).where(inArray(accountSignals.userId, ids))).filter(
      (row) => row.key === `${row.kind}-${row.userId}`,
    );
    expect(signals.map((row) => `${row.userId}:${row.kind}`).sort()).toEqual(
      [`${open.userId}:national_id`, `${open.userId}:address`, `${open.userId}:instrument`, `${closedAfter.userId}:device`].sort(),
    );

    expect(ledgerBefore).toHaveLength(3);
    expect(await ledger()).toEqual(ledgerBefore);
    expect(await audit()).toEqual(auditBefore);
    expect(await app.wallet.balance(closedBefore.userId)).toBe(10_000);

    expect(await app.recordsRetention.purge(NOW)).toEqual({
      cutoff: '2026-06-01T00:00:00.000Z',
      sessionsAnonymised: 0,
      signalsDeleted: 0,
      documentFilesDeleted: 0,
    });
    // the closure itself is a record too: kept
    const [row] = await app.db.select().from(playerProtection).where(eq(playerProtection.userId, closedBefore.userId));
    expect(row.closedAt?.toISOString()).toBe('2026-05-01T00:00:00.000Z');
  });
});
