// The back office's casino calls (operatorEndpoints, operator/games/…): the catalogue with its
// disabled games, a game's settings (enabled, order, art, categories) and the suppliers' credentials.
// The players' lobbies read the same tables on every request (no catalogue cache), so a change shows
// at once. A credential is written, never read back: the replies and the audit trail say only whether
// it is set.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  CASINO_PROVIDER_NAMES,
  OPERATOR_ACCESS,
  operatorEndpoints,
  PROVIDER_CREDENTIAL_FIELDS,
  type OperatorCasinoProvider,
  type OperatorGame,
  type OperatorGames,
  type OperatorGamesQuery,
  type OperatorGameUpdate,
  type ProviderCredentialField,
} from '@arena/contracts';
import type { CasinoSupplierConfig } from '../../config';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { done, ok } from '../../http/envelope';
import { coerceQueryAndParams } from '../../http/query-coercion';
import { routeSchema } from '../../http/route-schema';
import { HttpError } from '../../http/errors';
import { GAME_NOT_FOUND } from './routes';
import { gameSort } from './repository';
import type { ProviderCredentials } from './providers/credentials';
import { casinoCategories, casinoCategoryGames, casinoGameSettings, casinoGames, casinoProviderCredentials } from './schema';

export const UNKNOWN_CATEGORY = 'The category does not exist.';

/** at most the last 4 characters, and none of a value so short that 4 would give most of it away */
const lastFour = (value: string) => (value.length >= 12 ? value.slice(-4) : null);

export interface CasinoOperatorOptions {
  /** the environment's credentials per supplier (config.casino.providers); a supplier absent has none there */
  suppliers: Partial<Record<string, CasinoSupplierConfig>>;
  /** the credentials entered here: written sealed, read opened */
  credentials: ProviderCredentials;
}

async function catalogue(db: Db, { search, provider, category, skip = 0, take = 50 }: OperatorGamesQuery): Promise<OperatorGames> {
  const filters: SQL[] = [];
  const text = search?.trim();
  if (text) filters.push(or(ilike(casinoGames.name, `%${escapeLike(text)}%`), ilike(casinoGames.gameCode, `%${escapeLike(text)}%`))!);
  if (provider) filters.push(eq(casinoGames.providerName, provider));
  if (category)
    filters.push(
      inArray(
        casinoGames.gameCode,
        db.select({ gameCode: casinoCategoryGames.gameCode }).from(casinoCategoryGames).where(eq(casinoCategoryGames.categoryId, category)),
      ),
    );
  const where = and(...filters);
  const withSettings = eq(casinoGameSettings.gameCode, casinoGames.gameCode);
  const [rows, [{ total }], categories] = await Promise.all([
    db
      .select({
        gameCode: casinoGames.gameCode,
        name: casinoGames.name,
        providerName: casinoGames.providerName,
        system: casinoGames.system,
        image: sql<string | null>`coalesce(${casinoGameSettings.image}, ${casinoGames.image})`,
        isLive: casinoGames.isLive,
        enabled: sql<boolean>`coalesce(${casinoGameSettings.enabled}, true)`,
        sort: gameSort,
      })
      .from(casinoGames)
      .leftJoin(casinoGameSettings, withSettings)
      .where(where)
      .orderBy(asc(gameSort), asc(casinoGames.name), asc(casinoGames.gameCode))
      .limit(take)
      .offset(skip),
    db.select({ total: count() }).from(casinoGames).where(where),
    db.select({ id: casinoCategories.id, name: casinoCategories.name }).from(casinoCategories).orderBy(asc(casinoCategories.sort)),
  ]);
  const memberships =
    rows.length === 0
      ? []
      : await db
          .select({ gameCode: casinoCategoryGames.gameCode, categoryId: casinoCategoryGames.categoryId })
          .from(casinoCategoryGames)
          .where(
            inArray(
              casinoCategoryGames.gameCode,
              rows.map(({ gameCode }) => gameCode),
            ),
          );
  const games: OperatorGame[] = rows.map((row) => ({
    ...row,
    sort: Number(row.sort),
    categories: memberships.filter(({ gameCode }) => gameCode === row.gameCode).map(({ categoryId }) => categoryId),
  }));
  return { games, total, categories };
}

/** a game's settings as the audit trail records them */
async function gameState(tx: Db, gameCode: string) {
  const [game] = await tx
    .select({
      enabled: sql<boolean>`coalesce(${casinoGameSettings.enabled}, true)`,
      sort: gameSort,
      image: sql<string | null>`coalesce(${casinoGameSettings.image}, ${casinoGames.image})`,
      catalogue: { sort: casinoGames.sort, image: casinoGames.image },
    })
    .from(casinoGames)
    .leftJoin(casinoGameSettings, eq(casinoGameSettings.gameCode, casinoGames.gameCode))
    .where(eq(casinoGames.gameCode, gameCode))
    .for('update', { of: casinoGames });
  if (!game) return undefined;
  const categories = await tx
    .select({ id: casinoCategoryGames.categoryId })
    .from(casinoCategoryGames)
    .where(eq(casinoCategoryGames.gameCode, gameCode))
    .orderBy(asc(casinoCategoryGames.categoryId));
  return {
    state: { enabled: game.enabled, sort: Number(game.sort), image: game.image, categories: categories.map(({ id }) => id) },
    catalogue: game.catalogue,
  };
}

async function updateGame(tx: Db, { gameCode, enabled, sort, image, categories }: OperatorGameUpdate) {
  const found = await gameState(tx, gameCode);
  if (!found) throw new HttpError(404, GAME_NOT_FOUND);
  const { state: before, catalogue } = found;
  if (categories.length > 0) {
    const known = await tx.select({ id: casinoCategories.id }).from(casinoCategories).where(inArray(casinoCategories.id, categories));
    if (known.length !== categories.length) throw new HttpError(400, UNKNOWN_CATEGORY);
  }
  // the catalogue's own order and art are not pinned: a later catalogue update still reaches the game
  const values = { enabled, sort: sort === catalogue.sort ? null : sort, image: image === catalogue.image ? null : image, updatedAt: sql`now()` };
  await tx
    .insert(casinoGameSettings)
    .values({ gameCode, ...values })
    .onConflictDoUpdate({ target: casinoGameSettings.gameCode, set: values });
  await tx
    .delete(casinoCategoryGames)
    .where(and(eq(casinoCategoryGames.gameCode, gameCode), categories.length > 0 ? notInArray(casinoCategoryGames.categoryId, categories) : undefined));
  if (categories.length > 0)
    await tx
      .insert(casinoCategoryGames)
      .values(categories.map((categoryId) => ({ categoryId, gameCode, sort: catalogue.sort })))
      .onConflictDoNothing();
  return { before, after: { enabled, sort, image, categories: [...categories].sort((a, b) => a - b) } };
}

export const casinoOperatorRoutes: FastifyPluginAsyncTypebox<CasinoOperatorOptions> = async (app, { suppliers, credentials }) => {
  // the filters arrive as text: ?category=3 reaches the schema's integer as the number it spells
  coerceQueryAndParams(app);
  const { audit, authenticate, allow } = app.operators;
  // on request, before the body is validated: who may not edit learns nothing about the calls' input
  const catalogueDesk = { onRequest: [authenticate, allow(...OPERATOR_ACCESS.games)] };
  const settingsDesk = { onRequest: [authenticate, allow(...OPERATOR_ACCESS.gameSettings)] };

  app.get('', { schema: routeSchema(operatorEndpoints.operatorGames), ...catalogueDesk }, async (request) => ok(await catalogue(app.db, request.query)));

  app.post('/game', { schema: routeSchema(operatorEndpoints.operatorUpdateGame), ...catalogueDesk }, async (request) => {
    const { gameCode } = request.body;
    await app.db.transaction(async (tx) => {
      const { before, after } = await updateGame(tx, request.body);
      await audit.record(tx, {
        ip: request.ip,
        operatorId: request.operator.operatorId,
        action: 'games.game.update',
        subject: `game:${gameCode}`,
        before,
        after,
      });
    });
    return done(request.t('The game has been saved.'));
  });

  app.get('/providers', { schema: routeSchema(operatorEndpoints.operatorCasinoProviders), ...catalogueDesk }, async () => {
    const counts = await app.db
      .select({
        provider: casinoGames.providerName,
        games: count(),
        enabledGames: sql<number>`count(*) FILTER (WHERE coalesce(${casinoGameSettings.enabled}, true))`,
      })
      .from(casinoGames)
      .leftJoin(casinoGameSettings, eq(casinoGameSettings.gameCode, casinoGames.gameCode))
      .groupBy(casinoGames.providerName);
    const providers: OperatorCasinoProvider[] = CASINO_PROVIDER_NAMES.map((name) => {
      const counted = counts.find(({ provider }) => provider === name);
      return {
        name,
        games: Number(counted?.games ?? 0),
        enabledGames: Number(counted?.enabledGames ?? 0),
        credentials: PROVIDER_CREDENTIAL_FIELDS.map((field: ProviderCredentialField) => {
          const entered = credentials.entered(name)[field];
          const environment = suppliers[name]?.[field] ?? null;
          const value = entered ?? environment;
          return {
            field,
            set: value !== null,
            last4: value === null ? null : lastFour(value),
            source: entered !== undefined ? ('backoffice' as const) : environment !== null ? ('environment' as const) : null,
          };
        }),
      };
    });
    return ok(providers);
  });

  app.post('/providers/credential', { schema: routeSchema(operatorEndpoints.operatorSetProviderCredential), ...settingsDesk }, async (request) => {
    const { provider, field, value } = request.body;
    await app.db.transaction(async (tx) => {
      const key = and(eq(casinoProviderCredentials.provider, provider), eq(casinoProviderCredentials.field, field));
      const [before] = await tx.select({ provider: casinoProviderCredentials.provider }).from(casinoProviderCredentials).where(key).for('update');
      await credentials.write(tx, provider, field, value);
      // the value itself never enters the audit trail
      await audit.record(tx, {
        ip: request.ip,
        operatorId: request.operator.operatorId,
        action: value === null ? 'games.credential.clear' : 'games.credential.set',
        subject: `provider:${provider}:${field}`,
        before: { set: before !== undefined },
        after: { set: value !== null },
      });
    });
    await credentials.changed();
    return done(request.t(value === null ? 'The credential has been cleared.' : 'The credential has been saved.'));
  });
};
