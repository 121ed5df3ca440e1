import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { HttpError, NOT_FOUND } from '../../http/errors';
import { createCmsRepository } from './repository';
import { revalidated } from './revalidation';

const PROMOTION_NOT_FOUND = 'Promotion not found';

export const cmsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cms = createCmsRepository(app.db);
  const { content } = app.cms;

  app.get('/languagelist', { schema: routeSchema(endpoints.languageList) }, async () => ok(await cms.languages()));

  app.get('/translationlist', { schema: routeSchema(endpoints.translationList) }, async (request) => ok(await cms.translations(request.locale)));

  app.post('/siteoptionlist', { schema: routeSchema(endpoints.siteOptionList) }, async () => ok(await cms.enabledSiteOptions()));

  app.get('/menulist', { schema: routeSchema(endpoints.menuList) }, async (request) => ok(await cms.menu(request.query.slug)));

  app.get('/popup', { schema: routeSchema(endpoints.popup) }, async () => ok(await cms.activePopup(new Date())));

  app.get('/domainstatus', { schema: routeSchema(endpoints.domainStatus) }, async () => {
    const domains = await cms.domains();
    if (!domains) throw new HttpError(404, NOT_FOUND);
    return ok(domains);
  });

  app.get('/categorylist', { schema: routeSchema(endpoints.categoryList) }, async (request, reply) =>
    revalidated(request, reply, ok(await content.categories(request.locale))),
  );

  app.post('/contentlist', { schema: routeSchema(endpoints.contentList) }, async (request) => {
    const { categoryId, status } = request.body;
    return ok(await content.contents(categoryId, status, request.locale));
  });

  app.get('/page/:id', { schema: routeSchema(endpoints.page) }, async (request, reply) => {
    const page = await content.page(Number(request.params.id), request.locale);
    if (!page) throw new HttpError(404, 'Page not found');
    return revalidated(request, reply, ok(page));
  });

  // a POST answer is never kept by the browser: these answer from the server's cache only
  app.post('/sliderlist', { schema: routeSchema(endpoints.sliderList) }, async (request) => ok(await content.sliderBanners(request.body.slug, request.locale)));

  app.get('/videoinfo', { schema: routeSchema(endpoints.videoInfo) }, async (request, reply) => {
    const video = await content.videoInfo(request.locale);
    if (!video) throw new HttpError(404, NOT_FOUND);
    return revalidated(request, reply, ok(video));
  });

  app.get('/promotions', { schema: routeSchema(endpoints.promotions) }, async (request, reply) =>
    revalidated(request, reply, ok(await content.promotions(request.locale))),
  );

  app.get('/promotion/:slug', { schema: routeSchema(endpoints.promotion) }, async (request, reply) => {
    const promotion = await content.promotion(request.params.slug, request.locale);
    if (!promotion) throw new HttpError(404, PROMOTION_NOT_FOUND);
    return revalidated(request, reply, ok(promotion));
  });
};
