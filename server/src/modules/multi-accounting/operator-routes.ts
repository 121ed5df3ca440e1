// The back office's view of a player's cluster and its bonus restriction (operatorLinkedAccountEndpoints,
// OPERATOR_ACCESS.playerLock: risk and admin). Both are audited: who looked at whose links is itself a
// record a regulator may ask for, and the restriction changes what the whole cluster may claim.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OPERATOR_ACCESS, operatorEndpoints } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { coerceQueryAndParams } from '../../http/query-coercion';
import { routeSchema } from '../../http/route-schema';

export const RESTRICTED = 'The linked accounts are now bonus restricted.';
export const UNRESTRICTED = 'The bonus restriction of the linked accounts is lifted.';

export const multiAccountingOperatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // the player's id comes in the path as text
  coerceQueryAndParams(app);
  const { authenticate, allow, audit, players } = app.operators;
  const risk = { onRequest: [authenticate, allow(...OPERATOR_ACCESS.playerLock)] };

  app.get('/:id/linked-accounts', { schema: routeSchema(operatorEndpoints.operatorLinkedAccounts), ...risk }, async (request) => {
    const { id } = request.params;
    await players.assertExists(id);
    const linked = await app.db.transaction(async (tx) => {
      const view = await app.multiAccounting.linkedAccounts(id, tx);
      await audit.record(tx, {
        ip: request.ip,
        operatorId: request.operator.operatorId,
        action: 'player.linked_accounts.view',
        subject: `player:${id}`,
        before: null,
        after: { accounts: view.accounts.map((account) => account.id) },
      });
      return view;
    });
    return ok(linked);
  });

  app.post('/:id/bonus-restriction', { schema: routeSchema(operatorEndpoints.operatorBonusRestriction), ...risk }, async (request) => {
    const { id } = request.params;
    const { operatorId } = request.operator;
    await players.assertExists(id);
    await app.db.transaction(async (tx) => {
      const change = await app.multiAccounting.restrictBonuses(tx, id, request.body, operatorId);
      await audit.record(tx, {
        ip: request.ip,
        operatorId,
        action: request.body.restricted ? 'player.bonus_restrict' : 'player.bonus_unrestrict',
        subject: `player:${id}`,
        before: { restricted: change.before },
        after: { restricted: change.restricted ? change.accounts : [], accounts: change.accounts, reason: change.reason },
      });
    });
    return { success: true as const, message: request.t(request.body.restricted ? RESTRICTED : UNRESTRICTED) };
  });
};
