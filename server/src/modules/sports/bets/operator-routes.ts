// The trading desk's call (operatorEndpoints): correct an ended event's final result. The catalogue
// settles the event's markets again and the bets whose outcome changed are re-settled at once; the
// call and what it moved are in the audit log.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { operatorEndpoints } from '@arena/contracts';
import { ok } from '../../../http/envelope';
import { routeSchema } from '../../../http/route-schema';
import type { SportsBetting } from './service';

export const RESULT_CORRECTED = 'The result has been corrected and the bets re-settled.';

/** POST operator/sports/result (trading, admin). `betting`: as in sportsBetRoutes */
export const sportsOperatorRoutes: FastifyPluginAsyncTypebox<{ betting?: SportsBetting }> = async (app, options) => {
  const betting = options.betting ?? app.sportsBetting;
  const { audit, authenticate, allow } = app.operators;
  // on request, before the body is validated: who may not correct learns nothing about the call's input
  const traders = { onRequest: [authenticate, allow('admin', 'trading')] };

  app.post('/result', { schema: routeSchema(operatorEndpoints.operatorSportsResult), ...traders }, async (request) => {
    const { operatorId } = request.operator;
    const { outcome } = await audit.around({ operatorId, action: 'sports.result.correct', subject: `event:${request.body.eventId}` }, async () => {
      const outcome = await betting.correctResult(request.body, operatorId);
      return { before: null, after: { ...request.body, ...outcome }, outcome };
    });
    return ok(outcome, request.t(RESULT_CORRECTED));
  });
};
