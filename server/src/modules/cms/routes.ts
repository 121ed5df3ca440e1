import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { HttpError, NOT_FOUND } from '../../plugins/errors';
import { createCmsRepository } from './repository';

export const cmsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cms = createCmsRepository(app.db);

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

  app.get('/categorylist', { schema: routeSchema(endpoints.categoryList) }, async (request) => ok(await cms.categories(request.locale)));

  app.post('/contentlist', { schema: routeSchema(endpoints.contentList) }, async (request) => {
    const { categoryId, status } = request.body;
    return ok(await cms.contents(categoryId, status, request.locale));
  });

  app.get('/page/:id', { schema: routeSchema(endpoints.page) }, async (request) => {
    const page = await cms.page(Number(request.params.id), request.locale);
    if (!page) throw new HttpError(404, 'Page not found');
    return ok(page);
  });
};
