// The player profile's tabs and actions under /api/operator/players (area `players`): each tab asks the
// module that owns the data (wallet, game history, sportsbook, bonus, protection) the question the player
// would ask about themselves. Resetting the phone verification and sending a notification are audited.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotificationType, OPERATOR_ACCESS, operatorPlayerEndpoints } from '@arena/contracts';
import { done, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { createGameHistory } from '../game-rounds';
import { PROTECTION_MESSAGES } from '../protection/plugin';

/** a path parameter and a query string are text: /players/12/ledger?skip=0&take=20 reach the schema's integers as the numbers they spell */
async function numbersInUrl(request: FastifyRequest): Promise<void> {
  const params = request.params as Record<string, unknown>;
  if (typeof params.id === 'string' && /^\d{1,9}$/.test(params.id)) params.id = Number(params.id);
  const query = request.query as Record<string, unknown>;
  for (const name of ['skip', 'take']) if (typeof query[name] === 'string' && /^\d{1,6}$/.test(query[name])) query[name] = Number(query[name]);
}

/**
 * An operator's words go to the player as they were written: the stored title and note are placeholders
 * the renderer fills with the text (a notification's own title and note are translation keys).
 */
const OPERATOR_MESSAGE = { title: '{title}', note: '{text}' } as const;

export const operatorPlayerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { authenticate, allow, audit, players } = app.operators;
  const desk = { onRequest: [authenticate, allow(...OPERATOR_ACCESS.players)], preValidation: numbersInUrl };
  const gameHistory = createGameHistory(app.db, app.originals);

  app.get('/:id/ledger', { schema: routeSchema(operatorPlayerEndpoints.operatorPlayerLedger), ...desk }, async (request) => {
    await players.assertExists(request.params.id);
    return ok(await players.ledger(request.params.id, request.query));
  });

  app.get('/:id/rounds', { schema: routeSchema(operatorPlayerEndpoints.operatorPlayerRounds), ...desk }, async (request) => {
    await players.assertExists(request.params.id);
    return ok(await gameHistory(request.params.id, request.query, request.locale));
  });

  app.get('/:id/bets', { schema: routeSchema(operatorPlayerEndpoints.operatorPlayerBets), ...desk }, async (request) => {
    await players.assertExists(request.params.id);
    return ok(await app.sportsBetting.myBets(request.params.id, request.query, request.locale));
  });

  app.get('/:id/bonuses', { schema: routeSchema(operatorPlayerEndpoints.operatorPlayerBonuses), ...desk }, async (request) => {
    await players.assertExists(request.params.id);
    return ok(await app.bonus.mine(request.params.id, request.locale));
  });

  app.get('/:id/protection', { schema: routeSchema(operatorPlayerEndpoints.operatorPlayerProtection), ...desk }, async (request) => {
    await players.assertExists(request.params.id);
    return ok(await app.protection.settings(request.params.id));
  });

  app.post('/phone-reset', { schema: routeSchema(operatorPlayerEndpoints.operatorPlayerPhoneReset), ...desk }, async (request) => {
    const { id } = request.body;
    const { operatorId } = request.operator;
    await app.db.transaction(async (tx) => {
      const { before, after } = await players.resetPhoneVerification(tx, id);
      await audit.record(tx, { ip: request.ip, operatorId, action: 'player.phone_reset', subject: `player:${id}`, before, after });
    });
    return done(request.t("The player's phone verification has been reset."));
  });

  app.post(
    '/lift-self-exclusion',
    { schema: routeSchema(operatorPlayerEndpoints.operatorPlayerLiftSelfExclusion), onRequest: [authenticate, allow(...OPERATOR_ACCESS.playerLock)] },
    async (request) => {
      const { id } = request.body;
      await players.assertExists(id);
      const { reopensAt } = await app.protection.liftSelfExclusion(id);
      await audit.record(app.db, {
        ip: request.ip,
        operatorId: request.operator.operatorId,
        action: 'player.self_exclusion_lift',
        subject: `player:${id}`,
        before: null,
        after: { reopensAt },
      });
      return done(request.t(PROTECTION_MESSAGES.liftRequested, { date: reopensAt }));
    },
  );

  app.post('/notify', { schema: routeSchema(operatorPlayerEndpoints.operatorPlayerNotify), ...desk }, async (request) => {
    const { id, title, text } = request.body;
    const { operatorId } = request.operator;
    await players.assertExists(id);
    // recorded before it is sent: a notification the player got is always on the record
    await audit.record(app.db, { ip: request.ip, operatorId, action: 'player.notify', subject: `player:${id}`, before: null, after: { title, text } });
    await app.notifications.notify(id, { type: NotificationType.System, ...OPERATOR_MESSAGE, params: { title, text } });
    return done(request.t('The notification has been sent.'));
  });
};
