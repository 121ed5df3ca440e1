// The back office's Arena Originals calls (operatorEndpoints, operator/games/originals…): each game's
// stake limits (the back office's over the configured defaults), the players' seed rotations and each
// slot's RTP variant in force (admin only: it sets what the players' stakes return).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { count, countDistinct, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { OPERATOR_ACCESS, ORIGINALS_GAMES, ORIGINALS_VARIANT_GAMES, operatorEndpoints, type OperatorOriginals } from '@arena/contracts';
import { SLOT_VARIANTS, slotVariant } from '@arena/provably-fair/slots';
import type { OriginalsConfig } from '../../config';
import { done, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { HttpError } from '../../http/errors';
import { users } from '../auth/plugin';
import { followGameSettings, originalsGameLimits, originalsGameVariants } from './game-settings';
import { originalsSeeds } from './schema';

export const LIMITS_INVALID = 'The minimum stake must not be above the maximum, and both must be set or both cleared.';
export const UNKNOWN_VARIANT = 'This game has no such certified RTP variant.';
/** the newest rotations the screen lists */
const LAST_ROTATIONS = 20;

export const originalsOperatorRoutes: FastifyPluginAsyncTypebox<{ config: OriginalsConfig }> = async (app, { config }) => {
  const { audit, authenticate, allow } = app.operators;
  const viewers = { onRequest: [authenticate, allow(...OPERATOR_ACCESS.games)] };
  const setters = { onRequest: [authenticate, allow(...OPERATOR_ACCESS.gameSettings)] };
  const { variants } = app.originals;
  const settings = await followGameSettings(app, config, variants);

  app.get('', { schema: routeSchema(operatorEndpoints.operatorOriginals), ...viewers }, async () => {
    const rotated = isNotNull(originalsSeeds.revealedAt);
    const [overrides, [totals], last] = await Promise.all([
      app.db.select({ game: originalsGameLimits.game }).from(originalsGameLimits),
      app.db
        .select({ total: count(), players: countDistinct(originalsSeeds.userId) })
        .from(originalsSeeds)
        .where(rotated),
      app.db
        .select({ username: users.username, serverSeedHash: originalsSeeds.serverSeedHash, nextNonce: originalsSeeds.nextNonce, at: originalsSeeds.revealedAt })
        .from(originalsSeeds)
        .innerJoin(users, eq(users.id, originalsSeeds.userId))
        .where(rotated)
        .orderBy(desc(originalsSeeds.revealedAt), desc(originalsSeeds.id))
        .limit(LAST_ROTATIONS),
    ]);
    const reply: OperatorOriginals = {
      games: ORIGINALS_GAMES.map((game) => ({
        game,
        minBet: config.limits[game].min,
        maxBet: config.limits[game].max,
        overridden: overrides.some((row) => row.game === game),
        defaults: { minBet: settings.defaults[game].min, maxBet: settings.defaults[game].max },
      })),
      rotations: {
        players: Number(totals.players),
        total: Number(totals.total),
        last: last.map(({ username, serverSeedHash, nextNonce, at }) => ({ username, serverSeedHash, rounds: nextNonce, at: at!.toISOString() })),
      },
    };
    return ok(reply);
  });

  app.post('/limits', { schema: routeSchema(operatorEndpoints.operatorSetOriginalsLimits), ...setters }, async (request) => {
    const { game, minBet, maxBet } = request.body;
    if ((minBet === null) !== (maxBet === null) || (minBet !== null && maxBet !== null && minBet > maxBet)) throw new HttpError(400, LIMITS_INVALID);
    await app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(originalsGameLimits).where(eq(originalsGameLimits.game, game)).for('update');
      if (minBet === null || maxBet === null) await tx.delete(originalsGameLimits).where(eq(originalsGameLimits.game, game));
      else
        await tx
          .insert(originalsGameLimits)
          .values({ game, minBet, maxBet })
          .onConflictDoUpdate({ target: originalsGameLimits.game, set: { minBet, maxBet, updatedAt: sql`now()` } });
      await audit.record(tx, {
        ip: request.ip,
        operatorId: request.operator.operatorId,
        action: 'games.originals.limits',
        subject: `originals:${game}`,
        before: before ? { minBet: before.minBet, maxBet: before.maxBet } : { defaults: true },
        after: minBet === null ? { defaults: true } : { minBet, maxBet },
      });
    });
    await settings.changed();
    return done(request.t('The limits have been saved.'));
  });

  app.get('/variants', { schema: routeSchema(operatorEndpoints.operatorOriginalsVariants), ...setters }, async () =>
    ok(
      ORIGINALS_VARIANT_GAMES.map((game) => ({
        game,
        inForce: variants[game],
        variants: SLOT_VARIANTS[game].map(({ id, machine }, index) => ({ id, rtpBasisPoints: Math.round(machine.rtp * 10_000), default: index === 0 })),
      })),
    ),
  );

  app.post('/variant', { schema: routeSchema(operatorEndpoints.operatorSetOriginalsVariant), ...setters }, async (request) => {
    const { game, variant } = request.body;
    if (!slotVariant(game, variant)) throw new HttpError(400, UNKNOWN_VARIANT);
    await app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(originalsGameVariants).where(eq(originalsGameVariants.game, game)).for('update');
      await tx
        .insert(originalsGameVariants)
        .values({ game, variant })
        .onConflictDoUpdate({ target: originalsGameVariants.game, set: { variant, updatedAt: sql`now()` } });
      await audit.record(tx, {
        ip: request.ip,
        operatorId: request.operator.operatorId,
        action: 'games.originals.variant',
        subject: `originals:${game}`,
        before: { variant: before?.variant ?? slotVariant(game)!.id },
        after: { variant },
      });
    });
    // the rounds that start from now play it; a round already open keeps the variant in its params
    await settings.changed();
    return done(request.t('The RTP variant has been put in force.'));
  });
};
