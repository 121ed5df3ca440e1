// Opens the database, brings its schema up to date, seeds an empty one (with the app's seed), and closes it
// with the app.
import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { migrate } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp<{ database: DatabaseConfig; seed: (db: Db) => Promise<boolean> }>(
  async (app, { database: config, seed }) => {
    const database = await openDatabase(config);
    try {
      const applied = await migrate(database);
      if (applied.length > 0) app.log.info({ migrations: applied }, 'migrations applied');
      if (await seed(database.db)) app.log.info('empty database seeded with the demo site');
    } catch (error) {
      // a failed boot never reaches onClose: release the pool / data dir here
      await database.close();
      throw error;
    }
    app.addHook('onClose', () => database.close());
    app.decorate('db', database.db);
  },
  { name: 'arena-db' },
);
