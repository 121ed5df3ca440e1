// The integrity self-check's calls (operatorEndpoints, OPERATOR_ACCESS.audit): the components checked
// now, and an admin's acknowledgement of a mismatch (audited with the hashes), which brings its games back.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type LicenceProfile, OPERATOR_ACCESS, operatorEndpoints } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { coerceQueryAndParams } from '../../http/query-coercion';
import { routeSchema } from '../../http/route-schema';

export const NO_OPEN_ALERT = 'There is no open integrity alert with this number.';

export const integrityRoutes: FastifyPluginAsyncTypebox<{ licence: LicenceProfile }> = async (app, { licence }) => {
  // the alert's number comes in the path as text
  coerceQueryAndParams(app);
  const { authenticate, allow, audit } = app.operators;
  const admins = { onRequest: [authenticate, allow(...OPERATOR_ACCESS.audit)] };

  app.get('/integrity', { schema: routeSchema(operatorEndpoints.operatorIntegrity), ...admins }, async () => ok(await app.integrity.check()));

  // what the lab certifies against: the licence's rules as this server enforces them
  app.get('/licence', { schema: routeSchema(operatorEndpoints.operatorLicence), ...admins }, async () => ok(licence));

  app.post('/integrity/alerts/:id/acknowledge', { schema: routeSchema(operatorEndpoints.operatorIntegrityAcknowledge), ...admins }, async (request) => {
    const { operatorId } = request.operator;
    const { id } = request.params;
    const { reason } = request.body;
    const acknowledged = await app.db.transaction(async (tx) => {
      const alert = await app.integrity.acknowledge(tx, id, operatorId);
      if (alert) {
        await audit.record(tx, {
          ip: request.ip,
          operatorId,
          action: 'integrity.acknowledge',
          subject: `integrity-alert:${id}`,
          before: null,
          after: { ...alert, reason },
        });
      }
      return alert;
    });
    if (!acknowledged) throw new HttpError(404, NO_OPEN_ALERT);
    await app.integrity.refresh();
    return { success: true as const, message: request.t('Acknowledged: the games are back online.') };
  });
};
