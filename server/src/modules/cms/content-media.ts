// The content's generated media (scripts/make-content-media.mjs): banner art, promotion images and the
// casino video with its poster, under /media/{banners,promotions,video}/. Unlike the site's other media
// (revalidated on every use) they are kept a week: a new picture gets a new file name, so a kept one is
// never wrong for long; the ETag revalidates after. The video answers byte ranges (the browser seeks and streams).
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

export const CONTENT_MEDIA_FOLDERS = ['banners', 'promotions', 'video'] as const;

const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

export const contentMediaRoutes: FastifyPluginAsync<{ media: string }> = async (app, { media }) => {
  for (const folder of CONTENT_MEDIA_FOLDERS) {
    await app.register(fastifyStatic, {
      root: path.join(media, folder),
      prefix: `/media/${folder}/`,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('Cache-Control', CACHE_CONTROL);
      },
    });
  }
};
