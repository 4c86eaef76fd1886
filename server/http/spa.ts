// Serves the built SPA from DIST_DIR: hashed assets cached forever, other files briefly, and
// index.html (with the brand's settings and the first page's data inlined) for every page
// route the SPA handles.
import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toLobbySettings, type Environment } from '../brands/brand.ts';
import { isApiPath } from './api-paths.ts';
import { FIRST_PAGE_DATA_ELEMENT_ID } from '../../machines/first-page/first-page.ts';
import { answerFirstPage, firstPageReadsLoader } from './first-page-data.ts';
import { inlineJson, inlineSettings } from './inline-settings.ts';
import { renderFirstPaint, withFirstPaint } from './first-paint.ts';
import type { BrandOfRequest } from './request-brand.ts';
import { HttpError } from './errors.ts';
import { pageStatusOf } from './page-status.ts';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const SHORT_CACHE = 'public, max-age=600';

/** Replies with the SPA page when the request is a page navigation; false when it is not. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export interface SpaOptions {
  distDir: string;
  brandOf: BrandOfRequest;
  environment: Environment;
}

/** Registers static files; undefined (and nothing registered) when DIST_DIR has no index.html. */
export async function registerSpa(
  app: FastifyInstance,
  options: SpaOptions,
): Promise<SpaFallback | undefined> {
  const distDir = path.resolve(options.distDir);
  const indexFile = path.join(distDir, 'index.html');
  if (!(await isFile(indexFile))) {
    app.log.info(
      `No index.html in ${distDir}: serving the APIs only (run "npm run build", or use Vite in development).`,
    );
    return undefined;
  }
  const assetsDir = path.join(distDir, 'assets') + path.sep;

  await app.register(fastifyStatic, {
    root: distDir,
    // index.html always goes through the fallback, which inlines the settings; directories
    // are never listed or served.
    index: false,
    // The build's .br/.gz copies are answers to their file's own address, not addresses.
    allowedPath: (pathname) =>
      pathname !== '/index.html' && !pathname.endsWith('/') && !/\.(br|gz)$/.test(pathname),
    dotfiles: 'ignore',
    // The build's .br/.gz beside each file (vite.config.ts), chosen by Accept-Encoding; the
    // compression hook leaves an encoded answer alone.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      // Vite puts content-hashed files in assets/: a new build means new names.
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE_CACHE : SHORT_CACHE);
    },
  });

  const loadIndex = indexHtmlLoader(indexFile);
  const loadFirstPageReads = firstPageReadsLoader(distDir);
  return async (request, reply) => {
    if (!isPageNavigation(request)) return false;
    const [html, brand, reads] = await Promise.all([
      loadIndex(),
      options.brandOf(request),
      loadFirstPageReads(),
    ]);
    const settings = toLobbySettings(brand, options.environment);
    const answers =
      request.method === 'GET' ? await answerFirstPage(app, request, settings, reads) : [];
    // The lobby's first screen as static HTML (decision 0047).
    const paint = renderFirstPaint(settings, answers);
    const page = inlineSettings(paint ? withFirstPaint(html, paint) : html, settings);
    await reply
      // 404 for an unknown address, 500 for the error page, with the SPA's page.
      .code(pageStatusOf(request.url, settings.defaultLocale, settings.featureToggles))
      .type('text/html; charset=utf-8')
      // no-cache: the page names the current hashed assets and the current settings.
      .header('cache-control', 'no-cache')
      // The inlined first-page data depends on the locale cookie, the country and the device.
      .header('vary', 'brand, cookie, sec-ch-ua-mobile, x-country-code, x-country-subdivision')
      .send(answers.length > 0 ? inlineJson(page, FIRST_PAGE_DATA_ELEMENT_ID, answers) : page);
    return true;
  };
}

/** GET/HEAD of a non-API, non-file path by a client that accepts HTML. */
function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname === '/index.html') return true;
  if (isApiPath(pathname) || pathname.startsWith('/assets/')) return false;
  // A dot in the last segment means a file (favicon.ico, app.js.map): a missing file is a 404.
  if ((pathname.split('/').pop() ?? '').includes('.')) return false;
  const accept = request.headers.accept;
  return accept === undefined || /text\/html|application\/xhtml\+xml|\*\/\*/.test(accept);
}

/** Reads index.html again only when the file changed (a rebuild while the server runs). */
function indexHtmlLoader(file: string): () => Promise<string> {
  let cached: { mtimeMs: number; size: number; html: string } | undefined;
  return async () => {
    try {
      const info = await stat(file);
      if (!cached || cached.mtimeMs !== info.mtimeMs || cached.size !== info.size) {
        cached = { mtimeMs: info.mtimeMs, size: info.size, html: await readFile(file, 'utf8') };
      }
      return cached.html;
    } catch (error) {
      throw new HttpError(503, 'spa_unavailable', 'The SPA build is not available.', {
        cause: error,
      });
    }
  };
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
