// payment/* under /api (payment/detail, payment/deposit, payment/withdraw, and ours around
// them), the provider's webhook, the sandbox page's decision, and the sandbox payment page itself
// (outside /api: the player opens it in a new tab).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, providerEndpoints, RequestStatus } from '@arena/contracts';
import { done, ok } from '../../http/envelope';
import { idempotencyKey } from '../../http/idempotency-key';
import { routeSchema } from '../../http/route-schema';
import { resolveLocale } from '../../plugins/locale';
import { HttpError } from '../../http/errors';
import { keepRawJsonBody } from '../../security/provider-signature';
import { METHOD_REFUSALS } from './methods';
import { renderSandboxPage } from './page';
import { PAYMENT_MESSAGES } from './service';
import { PAYMENTS_INTERNALS } from './plugin';

const ROUTE_MESSAGES = {
  unknownProvider: 'The payment provider was not found.',
  badSignature: 'The signature is invalid.',
  staleSignature: 'The request has expired.',
  depositCreated: 'Your deposit request has been created.',
  withdrawReceived: 'Your withdrawal request has been received.',
  eventApplied: 'The event has been processed.',
  eventDuplicate: 'The event had already been processed.',
  paid: 'The payment was successful. You can close this page.',
  declined: 'The payment was declined. You can close this page.',
  processing: 'The payment is being processed. You can close this page.',
  refused: 'The payment could not be completed.',
  notYours: 'This payment belongs to another account.',
} as const;

/** our site as the player reached it: the payment page URL is on it */
const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { requests, methods, provider, financialActivities } = app[PAYMENTS_INTERNALS];

  app.post('/methods', { schema: routeSchema(endpoints.paymentMethods), preHandler: app.authenticate }, async (request) =>
    ok(await methods.list(request.body.type)),
  );

  app.post('/detail', { schema: routeSchema(endpoints.paymentDetail), preHandler: app.authenticate }, async (request) => {
    const form = await methods.form(request.body.id, request.body.type);
    if ('refused' in form) throw new HttpError(404, METHOD_REFUSALS[form.refused]);
    return ok(form.fields.map((field) => ({ ...field, label: request.t(field.label) })));
  });

  app.post('/deposit', { schema: routeSchema(endpoints.deposit), preHandler: app.authenticate }, async (request) => {
    const url = await requests.deposit({
      userId: request.player.userId,
      locale: request.locale,
      idempotencyKey: idempotencyKey(request),
      body: request.body,
      origin: origin(request),
    });
    return ok(url, request.t(ROUTE_MESSAGES.depositCreated));
  });

  app.post('/withdraw', { schema: routeSchema(endpoints.withdraw), preHandler: app.authenticate }, async (request) => {
    await requests.withdraw({
      userId: request.player.userId,
      locale: request.locale,
      idempotencyKey: idempotencyKey(request),
      body: request.body,
      origin: origin(request),
    });
    return done(request.t(ROUTE_MESSAGES.withdrawReceived));
  });

  app.post('/financialactivities', { schema: routeSchema(endpoints.financialActivities), preHandler: app.authenticate }, async (request) =>
    ok(await financialActivities(request.player.userId, request.body, request.locale)),
  );

  // the webhook's signature covers the bytes the provider sent: this scope keeps them beside the parsed body
  const webhookRoute: FastifyPluginAsyncTypebox = async (webhook) => {
    keepRawJsonBody(webhook);
    webhook.post(
      '/webhook/:provider',
      {
        schema: routeSchema(providerEndpoints.paymentWebhook),
        // before the body's schema: an unsigned caller learns nothing about what we accept
        preValidation: async (request) => {
          const { provider: name } = request.params;
          if (name !== provider.name) throw new HttpError(404, ROUTE_MESSAGES.unknownProvider);
          const verdict = provider.verifyWebhook(request.headers, request.rawBody ?? '');
          if (verdict === 'stale') throw new HttpError(401, ROUTE_MESSAGES.staleSignature);
          if (verdict !== 'ok') throw new HttpError(401, ROUTE_MESSAGES.badSignature);
        },
      },
      async (request) => {
        const outcome = await requests.applyEvent(request.body);
        return done(request.t(outcome === 'applied' ? ROUTE_MESSAGES.eventApplied : ROUTE_MESSAGES.eventDuplicate));
      },
    );
  };
  await app.register(webhookRoute);
};

/**
 * POST payment/sandbox/decision under /api: the sandbox page's Pay or Decline, registered only when the
 * sandbox is the provider (a demo site: config.ts refuses it elsewhere). The player's session decides
 * their own deposit only: a stranger who learns a reference cannot pay it.
 */
export const sandboxDecisionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { requests, sandbox } = app[PAYMENTS_INTERNALS];
  if (!sandbox) return;
  app.post('/sandbox/decision', { schema: routeSchema(providerEndpoints.sandboxDecision), preHandler: app.authenticate }, async (request) => {
    const { reference, decision } = request.body;
    const deposit = await requests.depositByReference(reference);
    if (!deposit) throw new HttpError(404, PAYMENT_MESSAGES.requestNotFound);
    if (deposit.userId !== request.player.userId) throw new HttpError(403, ROUTE_MESSAGES.notYours);
    if (deposit.status !== RequestStatus.Created && deposit.status !== RequestStatus.Pending) throw new HttpError(409, PAYMENT_MESSAGES.requestClosed);
    await requests.markPending(reference);
    const outcome = await sandbox.decide({ reference, amount: deposit.amount }, decision);
    if (outcome === 'refused') throw new HttpError(409, ROUTE_MESSAGES.refused);
    if (outcome === 'retrying') return done(request.t(ROUTE_MESSAGES.processing));
    return done(request.t(decision === 'pay' ? ROUTE_MESSAGES.paid : ROUTE_MESSAGES.declined));
  });
};

/** GET /payment/sandbox/:reference: the sandbox PSP's payment page. */
export const sandboxPageRoutes: FastifyPluginAsync = async (app) => {
  const { requests, sandbox } = app[PAYMENTS_INTERNALS];
  if (!sandbox) return;
  app.get<{ Params: { reference: string } }>('/:reference', async (request, reply) => {
    const deposit = await requests.depositByReference(request.params.reference);
    // the player's language when they asked for the deposit; the x-locale header otherwise
    const locale = deposit ? resolveLocale(deposit.locale) : request.locale;
    return reply
      .code(deposit ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(renderSandboxPage(deposit && { reference: request.params.reference, ...deposit }, locale, reply.documentNonce()));
  });
};
