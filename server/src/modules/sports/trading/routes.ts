// The trading desk's calls (operatorEndpoints, OPERATOR_ACCESS.sportsbook): events and their liability,
// an event's markets and prices, holds, margins, the result of an event the feed never settled, and the
// bet search. The session and the role are checked on request, before the query or body is validated;
// every change is audited in its own transaction. Correcting a result is ../bets/operator-routes.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OPERATOR_ACCESS, operatorEndpoints } from '@arena/contracts';
import { done, ok } from '../../../http/envelope';
import { coerceQueryAndParams } from '../../../http/query-coercion';
import { routeSchema } from '../../../http/route-schema';
import { HttpError } from '../../../http/errors';
import type { SportsTrading } from '../book';
import { EVENT_NOT_FOUND } from '../catalogue';
import { createTradingQueries } from './queries';

export const RESULT_ENTERED = 'The result has been entered: the markets are settled and the bets are being paid.';

/** `trading`: the catalogue's desk (app.sportsTrading by default); `defaultMarginBp`: SPORTS_MARGIN_BP */
export const sportsTradingRoutes: FastifyPluginAsyncTypebox<{ defaultMarginBp: number; trading?: SportsTrading }> = async (app, options) => {
  coerceQueryAndParams(app);
  const trading = options.trading ?? app.sportsTrading;
  const queries = createTradingQueries(app.db, options.defaultMarginBp);
  const { audit, authenticate, allow } = app.operators;
  const traders = { onRequest: [authenticate, allow(...OPERATOR_ACCESS.sportsbook)] };

  app.get('/events', { schema: routeSchema(operatorEndpoints.operatorSportsEvents), ...traders }, async (request) => ok(await queries.events(request.query)));

  app.get('/events/:id', { schema: routeSchema(operatorEndpoints.operatorSportsEvent), ...traders }, async (request) => {
    const detail = await queries.event(request.params.id, request.locale);
    if (!detail) throw new HttpError(404, EVENT_NOT_FOUND);
    return ok(detail);
  });

  app.post('/suspend', { schema: routeSchema(operatorEndpoints.operatorSportsSuspend), ...traders }, async (request) => {
    const { eventId, marketId, suspended } = request.body;
    const { operatorId } = request.operator;
    const subject = marketId === undefined ? `event:${eventId}` : `market:${marketId}`;
    await trading.suspend(request.body, (tx, change) =>
      audit.record(tx, { ip: request.ip, operatorId, action: suspended ? 'sports.suspend' : 'sports.resume', subject, ...change }),
    );
    return done(request.t(suspended ? 'Suspended: no bets are taken until it is resumed.' : 'Resumed: bets are taken again.'));
  });

  app.get('/margins', { schema: routeSchema(operatorEndpoints.operatorSportsMargins), ...traders }, async () => ok(await trading.margins()));

  app.post('/margins', { schema: routeSchema(operatorEndpoints.operatorSportsSetMargin), ...traders }, async (request) => {
    const { sportId, marketType } = request.body;
    const { operatorId } = request.operator;
    await trading.setMargin(request.body, (tx, change) =>
      audit.record(tx, { ip: request.ip, operatorId, action: 'sports.margin', subject: `margin:${sportId}:${marketType ?? '*'}`, ...change }),
    );
    return done(request.t('The margin has been saved and the open prices follow it.'));
  });

  app.post('/settle', { schema: routeSchema(operatorEndpoints.operatorSportsSettle), ...traders }, async (request) => {
    const { operatorId } = request.operator;
    await trading.enterResult(request.body, (tx, change) =>
      audit.record(tx, { ip: request.ip, operatorId, action: 'sports.result.enter', subject: `event:${request.body.eventId}`, ...change }),
    );
    return done(request.t(RESULT_ENTERED));
  });

  app.get('/bets', { schema: routeSchema(operatorEndpoints.operatorSportsBets), ...traders }, async (request) => ok(await queries.bets(request.query)));
};
