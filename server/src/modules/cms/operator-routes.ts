// The content operators' calls (operatorEndpoints, operator/content/…): the content role or an admin
// edits banners, promotions, pages, popups, footer categories, translations, site options and the top
// notice. Each change and its audit entry commit in one transaction; then the public content caches
// are dropped, so the site shows the change at once.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { OPERATOR_ACCESS, operatorEndpoints } from '@arena/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { done, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { createOperatorContentService, type Change } from './operator-content';

const SAVED = 'The content has been saved.';

export const operatorContentRoutes: FastifyPluginAsyncTypebox<{ clock: Clock }> = async (app, { clock }) => {
  const { audit, authenticate, allow } = app.operators;
  // on request, before the body is validated: who may not edit learns nothing about the calls' input
  const editors = { onRequest: [authenticate, allow(...OPERATOR_ACCESS.content)] };
  const content = createOperatorContentService(clock);

  /** runs `change` with its audit entry in one transaction, then lets the site see it */
  async function apply<T>(request: FastifyRequest, action: string, subject: string, change: (tx: Db) => Promise<Change<T>>): Promise<Change<T>> {
    const result = await app.db.transaction(async (tx) => {
      const changed = await change(tx);
      await audit.record(tx, {
        ip: request.ip,
        operatorId: request.operator.operatorId,
        action: `content.${subject}.${action}`,
        subject: `${subject}:${changed.id}`,
        before: changed.before,
        after: changed.after,
      });
      return changed;
    });
    await app.cms.invalidateContent();
    return result;
  }

  app.get('', { schema: routeSchema(operatorEndpoints.operatorContent), ...editors }, async () => ok(await content.snapshot(app.db)));

  app.get('/translations', { schema: routeSchema(operatorEndpoints.operatorTranslations), ...editors }, async () => ok(await content.translations(app.db)));

  app.post('/banner', { schema: routeSchema(operatorEndpoints.operatorSaveBanner), ...editors }, async (request) => {
    const saved = await apply(request, 'save', 'banner', (tx) => content.saveBanner(tx, request.body));
    return ok({ id: Number(saved.id) }, request.t(SAVED));
  });

  app.post('/promotion', { schema: routeSchema(operatorEndpoints.operatorSavePromotion), ...editors }, async (request) => {
    const saved = await apply(request, 'save', 'promotion', (tx) => content.savePromotion(tx, request.body));
    return ok({ id: Number(saved.id) }, request.t(SAVED));
  });

  app.post('/page', { schema: routeSchema(operatorEndpoints.operatorSavePage), ...editors }, async (request) => {
    const saved = await apply(request, 'save', 'page', (tx) => content.savePage(tx, request.body));
    return ok({ id: Number(saved.id) }, request.t(SAVED));
  });

  app.post('/popup', { schema: routeSchema(operatorEndpoints.operatorSavePopup), ...editors }, async (request) => {
    const saved = await apply(request, 'save', 'popup', (tx) => content.savePopup(tx, request.body));
    return ok({ id: Number(saved.id) }, request.t(SAVED));
  });

  app.post('/publish', { schema: routeSchema(operatorEndpoints.operatorPublishContent), ...editors }, async (request) => {
    const { kind, id, published } = request.body;
    await apply(request, published ? 'publish' : 'unpublish', kind, (tx) => content.publish(tx, kind, id, published));
    return done(request.t(published ? 'The content has been published.' : 'The content has been unpublished.'));
  });

  app.post('/reorder', { schema: routeSchema(operatorEndpoints.operatorReorderContent), ...editors }, async (request) => {
    const { kind, ids } = request.body;
    await apply(request, 'reorder', kind, (tx) => (kind === 'banner' ? content.reorderBanners(tx, ids) : content.reorderPromotions(tx, ids)));
    return done(request.t('The order has been saved.'));
  });

  app.post('/delete', { schema: routeSchema(operatorEndpoints.operatorDeleteContent), ...editors }, async (request) => {
    const { kind, id } = request.body;
    await apply(request, 'delete', kind, (tx) => content.remove(tx, kind, id));
    return done(request.t('The content has been deleted.'));
  });

  app.post('/category-pages', { schema: routeSchema(operatorEndpoints.operatorSaveCategoryPages), ...editors }, async (request) => {
    const { categoryId, pageIds } = request.body;
    await apply(request, 'save', 'category', (tx) => content.saveCategoryPages(tx, categoryId, pageIds));
    return done(request.t(SAVED));
  });

  app.post('/translation', { schema: routeSchema(operatorEndpoints.operatorSaveTranslation), ...editors }, async (request) => {
    await apply(request, 'save', 'translation', (tx) => content.saveTranslation(tx, request.body));
    return done(request.t(SAVED));
  });

  app.post('/translation/delete', { schema: routeSchema(operatorEndpoints.operatorDeleteTranslation), ...editors }, async (request) => {
    await apply(request, 'delete', 'translation', (tx) => content.deleteTranslation(tx, request.body.key));
    return done(request.t('The content has been deleted.'));
  });

  app.post('/site-option', { schema: routeSchema(operatorEndpoints.operatorSaveSiteOption), ...editors }, async (request) => {
    await apply(request, 'save', 'site-option', (tx) => content.saveSiteOption(tx, request.body));
    return done(request.t(SAVED));
  });

  app.post('/site-option/delete', { schema: routeSchema(operatorEndpoints.operatorDeleteSiteOption), ...editors }, async (request) => {
    await apply(request, 'delete', 'site-option', (tx) => content.deleteSiteOption(tx, request.body.key));
    return done(request.t('The content has been deleted.'));
  });

  app.post('/domains', { schema: routeSchema(operatorEndpoints.operatorSaveDomains), ...editors }, async (request) => {
    await apply(request, 'save', 'domains', (tx) => content.saveDomains(tx, request.body));
    return done(request.t(SAVED));
  });
};
