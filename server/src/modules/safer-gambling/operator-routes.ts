// The back office's safer gambling calls (operatorSaferGamblingEndpoints, OPERATOR_ACCESS.players): the
// review queue, one review with its interactions, recording an interaction and closing a review. Every
// change is audited in its own transaction (operators/audit.ts); a message also reaches the player as
// a notification.
import { and, asc, desc, eq, getTableColumns, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotificationType, OPERATOR_ACCESS, operatorEndpoints, type HarmReview } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { coerceQueryAndParams } from '../../http/query-coercion';
import { routeSchema } from '../../http/route-schema';
import { SAFER_GAMBLING_MESSAGES } from './record-interaction';
import { harmInteractions, harmReviews, players, type HarmReviewRow } from './schema';

/** the queue shows this many reviews at most */
const QUEUE_SIZE = 200;

const reviewOf = (row: HarmReviewRow & { username: string }): HarmReview => ({
  id: row.id,
  userId: row.userId,
  username: row.username,
  markers: row.markers,
  netDeposit30d: row.netDeposit30d,
  depositsPaused: row.depositsPaused,
  openedAt: row.openedAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
  outcome: row.outcome,
});

export const saferGamblingOperatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // the review's number and the player's id come as text
  coerceQueryAndParams(app);
  const { authenticate, allow, audit } = app.operators;
  const team = { onRequest: [authenticate, allow(...OPERATOR_ACCESS.players)] };
  const reviewColumns = { ...getTableColumns(harmReviews), username: players.username };

  app.get('/reviews', { schema: routeSchema(operatorEndpoints.operatorHarmReviews), ...team }, async (request) => {
    const { state, userId } = request.query;
    const rows = await app.db
      .select(reviewColumns)
      .from(harmReviews)
      .innerJoin(players, eq(players.id, harmReviews.userId))
      .where(
        and(
          state === 'open' ? isNull(harmReviews.closedAt) : state === 'closed' ? isNotNull(harmReviews.closedAt) : undefined,
          userId === undefined ? undefined : eq(harmReviews.userId, userId),
        ),
      )
      .orderBy(sql`${harmReviews.closedAt} IS NULL DESC`, desc(harmReviews.openedAt), desc(harmReviews.id))
      .limit(QUEUE_SIZE);
    return ok(rows.map(reviewOf));
  });

  app.get('/reviews/:id', { schema: routeSchema(operatorEndpoints.operatorHarmReview), ...team }, async (request) => {
    const [row] = await app.db
      .select(reviewColumns)
      .from(harmReviews)
      .innerJoin(players, eq(players.id, harmReviews.userId))
      .where(eq(harmReviews.id, request.params.id));
    if (!row) throw new HttpError(404, SAFER_GAMBLING_MESSAGES.noReview);
    const interactions = await app.db
      .select({
        id: harmInteractions.id,
        kind: harmInteractions.kind,
        body: harmInteractions.body,
        operator: sql<string>`(SELECT o.username FROM operators o WHERE o.id = ${harmInteractions.operatorId})`,
        createdAt: harmInteractions.createdAt,
      })
      .from(harmInteractions)
      .where(eq(harmInteractions.reviewId, row.id))
      .orderBy(asc(harmInteractions.id));
    return ok({
      review: reviewOf(row),
      closeNote: row.closeNote,
      interactions: interactions.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })),
    });
  });

  app.post('/reviews/:id/interactions', { schema: routeSchema(operatorEndpoints.operatorHarmInteraction), ...team }, async (request) => {
    const { kind, body } = request.body;
    const { userId } = await app.saferGambling.recordInteraction(audit, {
      reviewId: request.params.id,
      kind,
      body,
      operatorId: request.operator.operatorId,
      ip: request.ip,
    });
    if (kind === 'message')
      await app.notifications.notify(userId, {
        type: NotificationType.System,
        title: 'A message from our safer gambling team',
        note: '{message}',
        params: { message: body },
      });
    return { success: true as const, message: request.t(SAFER_GAMBLING_MESSAGES.recorded) };
  });

  app.post('/reviews/:id/close', { schema: routeSchema(operatorEndpoints.operatorHarmClose), ...team }, async (request) => {
    const { outcome, note } = request.body;
    await app.saferGambling.closeReview(audit, { reviewId: request.params.id, outcome, note, operatorId: request.operator.operatorId, ip: request.ip });
    return { success: true as const, message: request.t(SAFER_GAMBLING_MESSAGES.closed) };
  });
};
