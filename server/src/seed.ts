// Fills an empty database with the demo site. Safe to call on every start. It sits beside app.ts, which
// hands it to the database plugin: it knows the modules whose seeds it runs, the database layer does not.
import { count, sql } from 'drizzle-orm';
import { seedCasino } from './modules/casino/seed';
import { seedCms, seedContent, seedTranslations } from './modules/cms/seed';
import { languages } from './modules/cms/schema';
import type { Db } from './db/client';

/** Returns true when it seeded, false when the database already had content. */
export async function seed(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // two servers starting together on one PostgreSQL: the second waits, then sees the data
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('arena.seed'))`);
    const [{ total }] = await tx.select({ total: count() }).from(languages);
    if (total > 0) {
      // an existing site still gains the keys a newer interface needs, the home page's content, and the catalogue's new games and art
      await seedTranslations(tx);
      await seedContent(tx);
      await seedCasino(tx);
      return false;
    }
    await seedCms(tx);
    await seedContent(tx);
    await seedCasino(tx);
    return true;
  });
}
