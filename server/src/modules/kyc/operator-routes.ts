// The back office's review of verification documents under /api/operator/kyc (OPERATOR_ACCESS.kyc): the
// queue, a document's file (only in an operator's session; each view audited) and the decision (audited
// before it is carried out, so none happens unrecorded).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OPERATOR_ACCESS, operatorEndpoints } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { routeSchema } from '../../http/route-schema';
import { KYC_MESSAGES } from './context';

export const kycOperatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { authenticate, allow, audit } = app.operators;
  const reviewers = { onRequest: [authenticate, allow(...OPERATOR_ACCESS.kyc)] };

  app.get('/kyc/documents', { schema: routeSchema(operatorEndpoints.operatorKycDocuments), ...reviewers }, async (request) =>
    ok(await app.kyc.documents(request.query.status)),
  );

  app.get('/kyc/documents/:id/file', { schema: routeSchema(operatorEndpoints.operatorKycDocumentFile), ...reviewers }, async (request, reply) => {
    const { id } = request.params;
    const file = await app.kyc.file(id);
    if (!file) throw new HttpError(404, KYC_MESSAGES.documentNotFound);
    await audit.record(app.db, {
      ip: request.ip,
      operatorId: request.operator.operatorId,
      action: 'kyc.view',
      subject: `kyc-document:${id}`,
      before: null,
      after: { userId: file.userId },
    });
    // shown in the back office's frame or image only; a PDF's scripts run nowhere. The bytes as they
    // are: the reply's schema types a body, which a file is not (Fastify sends a Buffer unserialized)
    return (reply as FastifyReply)
      .type(file.contentType)
      .header('Content-Disposition', 'inline; filename="document"')
      .header('Content-Security-Policy', "sandbox; default-src 'none'")
      .send(file.bytes);
  });

  app.post('/kyc/documents/:id/review', { schema: routeSchema(operatorEndpoints.operatorKycReview), ...reviewers }, async (request) => {
    const { id } = request.params;
    await audit.around({ ip: request.ip, operatorId: request.operator.operatorId, action: `kyc.${request.body.decision}`, subject: `kyc-document:${id}` }, () =>
      app.kyc.review(id, request.body, request.operator.operatorId),
    );
    return { success: true as const, message: request.t(request.body.decision === 'approve' ? 'The document is approved.' : 'The document is rejected.') };
  });
};
