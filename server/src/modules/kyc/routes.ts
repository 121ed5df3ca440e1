// The player's verification under /api/customer/kyc: their state and documents, and an upload. A player
// names no document by its id here: nothing of theirs, or of another player's, is ever served back.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, KYC_MAX_BYTES } from '@arena/contracts';
import { done, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';

/** a document as base64 in JSON: its size × 4/3, and room for the rest of the body */
const UPLOAD_BODY_LIMIT = Math.ceil(KYC_MAX_BYTES / 3) * 4 + 64 * 1024;

export const kycRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get('/kyc', { schema: routeSchema(endpoints.kycStatus) }, async (request) => ok(await app.kyc.status(request.player.userId, request.locale)));

  app.post('/kyc/documents', { schema: routeSchema(endpoints.kycUpload), bodyLimit: UPLOAD_BODY_LIMIT }, async (request) => {
    await app.rateLimiter.consume('kyc-upload', { limit: 20, windowSeconds: 3600 }, request.player.userId);
    await app.kyc.upload(request.player.userId, request.body.kind, request.body.content);
    return done(request.t('Your document has been received and will be reviewed.'));
  });
};
