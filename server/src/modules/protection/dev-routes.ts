// POST /api/dev/protection/advance: development and test servers only (registered with the dev outbox).
// A journey through a 24-hour cooling-off or an exclusion's end would otherwise wait for real time.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@arena/contracts';
import type { shiftableClock } from '../../clock';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';

export const protectionDevRoutes: FastifyPluginAsyncTypebox<{ clock: ReturnType<typeof shiftableClock> }> = async (app, { clock }) => {
  app.post('/advance', { schema: routeSchema(endpoints.devProtectionAdvance) }, async (request) => {
    clock.shift(request.body.hours * 3600_000);
    return ok({ now: new Date(clock.now()).toISOString() });
  });
};
