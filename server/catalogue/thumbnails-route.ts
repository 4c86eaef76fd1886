// Generated artwork (server/catalogue/artwork.ts), drawn on request:
//   GET /thumbnails/games/{slug}/{160|240|320|480|640}.svg   game thumbnails, 4:3
//   GET /thumbnails/studios/{slug}.svg                        studio logos
//   GET /thumbnails/banners/{key}.svg                         content-block backgrounds
// URLs carry a version (?v=) that changes with the picture, so responses are immutable. Every
// other path under /thumbnails/ is a JSON 404, never the SPA page.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  isThumbnailWidth,
  renderBanner,
  renderGameThumbnail,
  renderStudioLogo,
} from './artwork.ts';
import type { Store } from '../db/store.ts';
import { notFoundBody } from '../http/errors.ts';
import { IMMUTABLE_CACHE } from '../http/spa.ts';

const SLUG = /^[a-z0-9][a-z0-9-]{0,95}$/;
const SVG_FILE = /^([a-z0-9][a-z0-9-]{0,95})\.svg$/;
const WIDTH_FILE = /^(\d{3})\.svg$/;

// An SVG opened as a document gets no script, no external load, no form, whatever it holds.
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', IMMUTABLE_CACHE)
    .header('content-security-policy', SVG_CSP)
    .header('x-content-type-options', 'nosniff')
    .send(svg);
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('cache-control', 'no-store').send(notFoundBody());
}

export function registerThumbnails(app: FastifyInstance, store: Store): void {
  app.get<{ Params: { slug: string; file: string } }>(
    '/thumbnails/games/:slug/:file',
    async (request, reply) => {
      const { slug, file } = request.params;
      const width = Number(WIDTH_FILE.exec(file)?.[1]);
      if (!SLUG.test(slug) || !isThumbnailWidth(width)) return notFound(reply);
      const { rows } = await store.query<{ name: string; art_seed: number; studio_name: string }>(
        `select g.name, g.art_seed, s.name as studio_name
           from games g join studios s on s.id = g.studio_id where g.slug = $1`,
        [slug],
      );
      const game = rows[0];
      if (!game) return notFound(reply);
      const art = { name: game.name, studioName: game.studio_name, artSeed: game.art_seed };
      return sendSvg(reply, renderGameThumbnail(art, width));
    },
  );

  app.get<{ Params: { file: string } }>('/thumbnails/studios/:file', async (request, reply) => {
    const slug = SVG_FILE.exec(request.params.file)?.[1];
    if (!slug) return notFound(reply);
    const { rows } = await store.query<{ name: string; art_seed: number }>(
      'select name, art_seed from studios where slug = $1',
      [slug],
    );
    const studio = rows[0];
    if (!studio) return notFound(reply);
    return sendSvg(reply, renderStudioLogo(studio.name, studio.art_seed));
  });

  app.get<{ Params: { file: string } }>('/thumbnails/banners/:file', async (request, reply) => {
    const key = SVG_FILE.exec(request.params.file)?.[1];
    if (!key || key.length > 64) return notFound(reply);
    return sendSvg(reply, renderBanner(key));
  });

  app.get('/thumbnails/*', async (_request, reply) => notFound(reply));
}
