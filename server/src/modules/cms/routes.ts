import type { FastifyPluginAsync } from 'fastify';
import {
  contentListRequestSchema,
  menuListQuerySchema,
  siteOptionListRequestSchema,
  type ContentListRequest,
  type MenuListQuery,
} from '@arena/contracts';
import { ok } from '../../http/envelope';
import { HttpError, NOT_FOUND } from '../../plugins/errors';
import { createCmsRepository } from './repository';

const pageParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
};

export const cmsRoutes: FastifyPluginAsync = async (app) => {
  const cms = createCmsRepository(app.db);

  app.get('/languagelist', async () => ok(await cms.languages()));

  app.get('/translationlist', async (request) => ok(await cms.translations(request.locale)));

  app.post('/siteoptionlist', { schema: { body: siteOptionListRequestSchema } }, async () => ok(await cms.enabledSiteOptions()));

  app.get<{ Querystring: MenuListQuery }>('/menulist', { schema: { querystring: menuListQuerySchema } }, async (request) =>
    ok(await cms.menu(request.query.slug)),
  );

  app.get('/popup', async () => ok(await cms.activePopup(new Date())));

  app.get('/domainstatus', async () => {
    const domains = await cms.domains();
    if (!domains) throw new HttpError(404, NOT_FOUND);
    return ok(domains);
  });

  app.get('/categorylist', async (request) => ok(await cms.categories(request.locale)));

  app.post<{ Body: ContentListRequest }>('/contentlist', { schema: { body: contentListRequestSchema } }, async (request) => {
    const { categoryId, status } = request.body;
    return ok(await cms.contents(categoryId, status, request.locale));
  });

  app.get<{ Params: { id: string } }>('/page/:id', { schema: { params: pageParamsSchema } }, async (request) => {
    const page = await cms.page(Number(request.params.id), request.locale);
    if (!page) throw new HttpError(404, 'Page not found');
    return ok(page);
  });
};
