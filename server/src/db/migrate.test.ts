import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, count, eq, sql } from 'drizzle-orm';
import { casinoGames } from '../modules/casino/schema';
import { countries, translations } from '../modules/cms/schema';
import { TURKIYE_ID } from '../modules/cms/seed/countries';
import { emptyTestDatabase } from '../testing/test-app';
import { openDatabase, rowsOf, type Database } from './client';
import { migrate } from './migrate';
import { seed } from '../seed';

describe('migrations and seed', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase(emptyTestDatabase());
  });
  afterAll(async () => {
    await database.close();
  });

  it('applies every migration once, then nothing on the second run', async () => {
    // every file of migrations/ in order (listed from disk: modules add migrations concurrently)
    const files = readdirSync(path.resolve(__dirname, '../../migrations')).filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file));
    const versions = files.sort().map((file) => file.replace(/\.sql$/, ''));
    expect(versions.slice(0, 4)).toEqual(['001_cms', '002_casino', '003_bonus', '004_players']);
    expect(await migrate(database)).toEqual(versions);
    expect(await migrate(database)).toEqual([]);
  });

  it("calls off the open fixtures of the simulator's former time slots, voiding what they offer (290)", async () => {
    const { db } = database;
    const rows = async <T>(query: string) => rowsOf<T>(await db.execute(sql.raw(query)));
    const [{ id: competition }] = await rows<{ id: number }>(
      "INSERT INTO sports_competitions (sport_id, feed_ref, name, country, sort) VALUES ('football', 'tr-super-lig', 'Süper Lig', 'TR', 0) RETURNING id",
    );
    // a former slot's fixture, open and ended, and one of today's rounds
    const event = async (ref: string, status: string) => {
      const [{ id }] = await rows<{ id: number }>(
        `INSERT INTO sports_events (sport_id, competition_id, feed_ref, home, away, starts_at, status) VALUES ('football', ${competition}, '${ref}', 'A', 'B', now(), '${status}') RETURNING id`,
      );
      const [{ id: market }] = await rows<{ id: number }>(
        `INSERT INTO sports_markets (event_id, type, main, status, sort) VALUES (${id}, 'btts', true, 'open', 0) RETURNING id`,
      );
      await rows(`INSERT INTO sports_selections (market_id, event_id, outcome, price, fair_price, result, sort) VALUES
        (${market}, ${id}, 'yes', 190, 200, NULL, 0), (${market}, ${id}, 'no', 190, 200, 'lost', 1)`);
      return id;
    };
    const old = await event('sim-0a1b2c3d-2962880-1', 'live');
    const oldEnded = await event('sim-0a1b2c3d-2962870-0', 'ended');
    const current = await event('sim-0a1b2c3d-tr-super-lig-6926-3', 'prematch');
    const migration = readFileSync(path.resolve(__dirname, '../../migrations/290_sports_feed_old_fixtures.sql'), 'utf8');
    await db.execute(sql.raw(migration));
    const state = async (id: number) =>
      (
        await rows<{ status: string; market: string; version: number; results: string }>(
          `SELECT e.status, m.status AS market, m.settlement_version AS version, string_agg(coalesce(s.result, '-'), ',' ORDER BY s.sort) AS results
           FROM sports_events e JOIN sports_markets m ON m.event_id = e.id JOIN sports_selections s ON s.market_id = m.id WHERE e.id = ${id} GROUP BY e.status, m.status, m.settlement_version`,
        )
      )[0];
    // a result already written stays: a lost early leg is lost
    expect(await state(old)).toEqual({ status: 'cancelled', market: 'void', version: 1, results: 'void,lost' });
    expect(await state(oldEnded)).toEqual({ status: 'ended', market: 'open', version: 0, results: '-,lost' });
    expect(await state(current)).toEqual({ status: 'prematch', market: 'open', version: 0, results: '-,lost' });
    for (const table of ['sports_selections', 'sports_markets', 'sports_events', 'sports_competitions']) await rows(`DELETE FROM ${table}`);
  });

  it('seeds an empty database once and leaves a seeded one alone', async () => {
    expect(await seed(database.db)).toBe(true);
    const [before] = await database.db.select({ total: count() }).from(translations);
    expect(await seed(database.db)).toBe(false);
    const [after] = await database.db.select({ total: count() }).from(translations);
    expect(after.total).toBe(before.total);
    expect(before.total).toBeGreaterThan(100);
  });

  it('gives an already seeded site the keys a newer interface added, keeping edited texts', async () => {
    await database.db.delete(translations).where(eq(translations.key, 'Login'));
    await database.db
      .update(translations)
      .set({ value: 'Oturum Aç' })
      .where(and(eq(translations.key, 'Sign Up'), eq(translations.locale, 'tr')));
    expect(await seed(database.db)).toBe(false);
    const rows = await database.db.select().from(translations).where(eq(translations.locale, 'tr'));
    const tr = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    expect(tr['Login']).toBe('Giriş Yap');
    expect(tr['Sign Up']).toBe('Oturum Aç');
  });

  it('seeds Türkiye with id 235 (the registration form default)', async () => {
    const [turkiye] = await database.db.select().from(countries).where(eq(countries.id, TURKIYE_ID));
    expect(turkiye).toEqual({ id: 235, iso2: 'TR', name: 'Türkiye' });
    const [{ total }] = await database.db.select({ total: count() }).from(countries);
    expect(total).toBeGreaterThan(50);
  });

  it('seeds a catalogue of at least 60 games', async () => {
    const [{ total }] = await database.db.select({ total: count() }).from(casinoGames);
    expect(total).toBeGreaterThanOrEqual(60);
  });

  it('stores the same translation keys for tr and en', async () => {
    const keysOf = async (locale: string) =>
      (await database.db.select({ key: translations.key }).from(translations).where(eq(translations.locale, locale))).map(({ key }) => key).sort();
    expect(await keysOf('tr')).toEqual(await keysOf('en'));
  });
});
