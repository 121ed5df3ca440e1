// GET sports/sports, sports/events, sports/event/:id, sports/highlights, sports/settings: the sportsbook's
// landing pages and the home page's sports rail read these, so while the feed runs (config.drive) a list
// reply is kept for one publish interval — no staler than the live updates — instead of being read again
// per visitor.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@arena/contracts';
import type { SportsConfig } from '../../../config';
import { ok } from '../../../http/envelope';
import { coerceQueryAndParams } from '../../../http/query-coercion';
import { routeSchema } from '../../../http/route-schema';
import { HttpError } from '../../../http/errors';
import { createCatalogueReader } from './reader';
import { EVENT_NOT_FOUND } from './service';

/** keeps each reply for `ttlMs` (0: never kept); a few hundred keys at most (filters × languages) */
function replyCache(ttlMs: number) {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    if (ttlMs === 0) return load();
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value as Promise<T>;
    if (entries.size > 500) entries.clear();
    const value = load();
    entries.set(key, { at: now, value });
    value.catch(() => entries.delete(key));
    return value;
  };
}

export const sportsCatalogueRoutes: FastifyPluginAsyncTypebox<{ config: SportsConfig }> = async (app, { config }) => {
  coerceQueryAndParams(app);
  const reader = createCatalogueReader(app.db);
  const cached = replyCache(config.drive ? config.publishIntervalMs : 0);

  app.get('/sports', { schema: routeSchema(endpoints.sportsList) }, async (request) =>
    ok(await cached(`sports:${request.locale}`, () => reader.sports(request.locale))),
  );

  app.get('/events', { schema: routeSchema(endpoints.sportEvents) }, async (request) =>
    ok(await cached(`events:${request.locale}:${JSON.stringify(request.query)}`, () => reader.events(request.query, request.locale))),
  );

  app.get('/highlights', { schema: routeSchema(endpoints.sportHighlights) }, async (request) =>
    ok(await cached(`highlights:${request.locale}`, () => reader.highlights(request.locale))),
  );

  app.get('/event/:id', { schema: routeSchema(endpoints.sportEvent) }, async (request) => {
    const detail = await cached(`event:${request.locale}:${request.params.id}`, () => reader.event(request.params.id, request.locale));
    if (!detail) throw new HttpError(404, EVENT_NOT_FOUND);
    return ok(detail);
  });

  app.get('/settings', { schema: routeSchema(endpoints.sportsSettings) }, async () =>
    ok({
      mode: config.mode,
      minStake: config.minStake,
      maxStake: config.maxStake,
      maxPayout: config.maxPayout,
      maxSelections: config.maxSelections,
      liveDelayMs: config.liveDelayMs,
    }),
  );
};
