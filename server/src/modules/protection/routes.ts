// The player's protection calls (POST/GET /api/protection/...): limits, reality check, time-out,
// self-exclusion, closure and the activity statement. The enforcement itself is the wallet guard.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@arena/contracts';
import { done, ok } from '../../http/envelope';
import { coerceQueryAndParams } from '../../http/query-coercion';
import { routeSchema } from '../../http/route-schema';
import { PROTECTION_MESSAGES } from './service';

/** periods a statement shows when the player does not say */
const STATEMENT_COUNT = 12;

export const protectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // the statement's count arrives as text
  coerceQueryAndParams(app);
  const { protection } = app;
  // the session is checked before the query or body: a caller without one learns nothing about them
  const player = { onRequest: app.authenticate };

  app.get('/settings', { ...player, schema: routeSchema(endpoints.protectionSettings) }, async (request) =>
    ok(await protection.settings(request.player.userId)),
  );

  app.post('/limit', { ...player, schema: routeSchema(endpoints.setLimit) }, async (request) => {
    const { userId } = request.player;
    const { kind, period, amount } = request.body;
    const message = await protection.setLimit(userId, kind, period, amount);
    return ok(await protection.settings(userId), request.t(message, { hours: String(protection.licence.limits.increaseCoolingOffHours) }));
  });

  app.post('/limit/confirm', { ...player, schema: routeSchema(endpoints.confirmLimit) }, async (request) => {
    const { userId } = request.player;
    await protection.confirmLimit(userId, request.body.kind, request.body.period);
    return ok(await protection.settings(userId), request.t(PROTECTION_MESSAGES.limitConfirmed));
  });

  app.post('/reality-check', { ...player, schema: routeSchema(endpoints.setRealityCheck) }, async (request) => {
    const { userId } = request.player;
    await protection.setRealityCheck(userId, request.body.minutes);
    return ok(await protection.settings(userId), request.t(PROTECTION_MESSAGES.realityCheckSaved));
  });

  app.get('/session', { ...player, schema: routeSchema(endpoints.playSession) }, async (request) =>
    ok(await protection.playSession(request.player.userId, request.player.sessionId)),
  );

  app.post('/time-out', { ...player, schema: routeSchema(endpoints.timeOut) }, async (request) => {
    await protection.timeOut(request.player.userId, request.body.password, request.body.days);
    return done(request.t(PROTECTION_MESSAGES.timeOutStarted));
  });

  app.post('/self-exclusion', { ...player, schema: routeSchema(endpoints.selfExclusion) }, async (request) => {
    await protection.selfExclude(request.player.userId, request.body.password, request.body.months);
    return done(request.t(PROTECTION_MESSAGES.selfExclusionStarted));
  });

  app.post('/close-account', { ...player, schema: routeSchema(endpoints.closeAccount) }, async (request) => {
    const { reason, note, password } = request.body;
    await protection.closeAccount(request.player.userId, password, reason, note);
    return done(request.t(PROTECTION_MESSAGES.accountClosed));
  });

  app.get('/statement', { ...player, schema: routeSchema(endpoints.activityStatement) }, async (request) =>
    ok(await protection.statement(request.player.userId, request.query.period, request.query.count ?? STATEMENT_COUNT)),
  );
};
