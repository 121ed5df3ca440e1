import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, count, eq } from 'drizzle-orm';
import { casinoGames } from '../modules/casino/schema';
import { countries, translations } from '../modules/cms/schema';
import { TURKIYE_ID } from '../modules/cms/seed/countries';
import { emptyTestDatabase } from '../testing/test-app';
import { openDatabase, type Database } from './client';
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
