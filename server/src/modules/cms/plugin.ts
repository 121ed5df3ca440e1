// The cms module's public surface for other modules: `app.cms` (reference data they show or check).
import { asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { countries } from './schema';

export interface Country {
  id: number;
  name: string;
}

export type CmsService = ReturnType<typeof createCmsService>;

function createCmsService(db: Db) {
  return {
    /** by name, for the registration form */
    countries: (): Promise<Country[]> => db.select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.name)),

    async countryName(id: number): Promise<string | undefined> {
      const [row] = await db.select({ name: countries.name }).from(countries).where(eq(countries.id, id)).limit(1);
      return row?.name;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    cms: CmsService;
  }
}

export default fp(
  async (app) => {
    app.decorate('cms', createCmsService(app.db));
  },
  { name: 'arena-cms', dependencies: ['arena-db'] },
);
