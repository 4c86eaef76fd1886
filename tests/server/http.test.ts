// The HTTP surface with inject(), against a real PGlite store and a temporary dist/.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INLINE_SETTINGS_ELEMENT_ID,
  type LobbySettings,
} from '../../machines/lobby-settings/settings.ts';
import { parseLobbySettings } from '../../machines/lobby-settings/parse-settings.ts';
import { buildServer } from '../../server/app.ts';
import { upsertBrand } from '../../server/brands/brand-repository.ts';
import { DEMO_BRANDS } from '../../server/brands/demo-brands.ts';
import { seedDemoBrands } from '../../server/brands/seed.ts';
import { openPgliteCopy } from './helpers/pglite-template.ts';
import type { Store } from '../../server/db/store.ts';
import { BASE_CSP, extendCsp, serializeCsp } from '../../server/http/content-security-policy.ts';
import { jsonForScript } from '../../server/http/inline-settings.ts';
import { makeTempDir, type TempDir } from './helpers/temp-dir.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const SECRET = 'secret-outside-dist-7f3a9c';
const APP_JS = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`;
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Lobby</title>
    <script type="module" crossorigin src="/assets/app-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let root: TempDir;
let distDir: string;
let store: Store;
let app: FastifyInstance;

beforeAll(async () => {
  root = await makeTempDir('http');
  distDir = path.join(root.path, 'dist');
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(distDir, 'assets', 'app-abc123.js'), APP_JS);
  await writeFile(path.join(distDir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  await writeFile(path.join(distDir, 'robots.txt'), 'User-agent: *\n');
  await writeFile(path.join(distDir, '.env'), SECRET);
  await writeFile(path.join(root.path, 'secret.txt'), SECRET);
  store = await openPgliteCopy(path.join(root.path, 'data', 'pglite'), 'migrated');
  await seedDemoBrands(store);
  // No brand cache: tests change brands and expect the next request to see them.
  app = await buildServer({ store, distDir, brandCacheMs: 0 });
});

afterAll(async () => {
  await app?.close();
  await store?.close();
  await root?.remove();
});

function inlinedSettings(html: string): LobbySettings {
  const match = new RegExp(
    `<script type="application/json" id="${INLINE_SETTINGS_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  if (!match?.[1]) throw new Error('no inlined settings');
  return JSON.parse(match[1]) as LobbySettings;
}

describe('GET /healthz', () => {
  it('answers 200 with the storage kind and the pub/sub status', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', storage: 'pglite', pubsub: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the store fails', async () => {
    const failing: Store = {
      kind: 'postgres',
      query: () => Promise.reject(new Error('connection refused')),
      exec: () => Promise.reject(new Error('connection refused')),
      transaction: () => Promise.reject(new Error('connection refused')),
      close: () => Promise.resolve(),
    };
    const broken = await buildServer({ store: failing, distDir });
    try {
      const res = await broken.inject('/healthz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', storage: 'postgres', pubsub: 'ok' });
      // Brand-dependent responses fail clearly too, without leaking the cause.
      const settings = await broken.inject('/api/lobby-settings');
      expect(settings.statusCode).toBe(503);
      expect(settings.json()).toEqual({
        error: 'storage_unavailable',
        message: 'Brands could not be read.',
      });
      expect((await broken.inject({ url: '/games/', headers: HTML })).statusCode).toBe(503);
    } finally {
      await broken.close();
    }
  });
});

describe('GET /api/lobby-settings', () => {
  it.each([
    ['localhost:3000', 'aurora', 'mga'],
    ['127.0.0.1:3000', 'aurora', 'mga'],
    ['mga.localhost:3000', 'aurora', 'mga'],
    ['www.est.localhost:3000', 'nordlys', 'est'],
    ['lobby.anj.localhost', 'kingfisher', 'anj'],
    ['cos.localhost', 'puravida', 'cos'],
    ['crc.localhost', 'coralreef', 'crc'],
    ['nordlys.localhost', 'nordlys', 'est'],
    ['unknown.example.com', 'aurora', 'mga'],
    ['not a host!', 'aurora', 'mga'],
  ])('host %s → %s (%s)', async (host, brand, license) => {
    const res = await app.inject({ url: '/api/lobby-settings', headers: { host } });
    expect(res.statusCode).toBe(200);
    const settings = res.json<LobbySettings>();
    expect(settings.brand).toBe(brand);
    expect(settings.license).toBe(license);
    expect(settings.environment).toBe('development');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toContain('brand');
  });

  it('answers the brand named by the brand header, else the host brand', async () => {
    const byHeader = await app.inject({
      url: '/api/lobby-settings',
      headers: { host: 'localhost', brand: 'kingfisher' },
    });
    expect(byHeader.json<LobbySettings>().brand).toBe('kingfisher');
    const unknownHeader = await app.inject({
      url: '/api/lobby-settings',
      headers: { host: 'est.localhost', brand: 'nope' },
    });
    expect(unknownHeader.json<LobbySettings>().brand).toBe('nordlys');
  });

  it.each(DEMO_BRANDS.map((b) => b.key))(
    'serves settings of %s that the SPA accepts',
    async (key) => {
      const res = await app.inject({ url: '/api/lobby-settings', headers: { brand: key } });
      expect(parseLobbySettings(res.json())).not.toBeNull();
    },
  );

  it('returns the full settings contract', async () => {
    const res = await app.inject({
      url: '/api/lobby-settings',
      headers: { host: 'cos.localhost' },
    });
    const demo = DEMO_BRANDS.find((b) => b.key === 'puravida');
    expect(res.json()).toEqual({
      brand: 'puravida',
      siteDataName: 'Pura Vida Bets',
      title: demo?.title,
      operator: 'Lobby Demo Ltd',
      environment: 'development',
      license: 'cos',
      defaultCurrency: 'USD',
      defaultLocale: 'en_CA',
      featureToggles: demo?.featureToggles,
      abTests: demo?.abTests,
      lobbyLayout: 'default',
      theme: demo?.theme,
    });
  });
});

describe('security headers', () => {
  it.each([
    '/',
    '/healthz',
    '/api/lobby-settings',
    '/api/nope',
    '/assets/app-abc123.js',
    '/assets/none.js',
  ])('are on %s', async (url) => {
    const res = await app.inject({ url, headers: HTML });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('builds the CSP from one extendable module', () => {
    const extended = extendCsp(BASE_CSP, {
      'font-src': ['https://fonts.example.com'],
      'object-src': ["'self'"],
    });
    expect(extended['font-src']).toEqual(["'self'", 'data:', 'https://fonts.example.com']);
    expect(extended['object-src']).toEqual(["'self'"]);
    expect(BASE_CSP['font-src']).toEqual(["'self'", 'data:']);
    expect(serializeCsp(BASE_CSP)).toContain("object-src 'none'; base-uri 'none'");
  });
});

describe('SPA', () => {
  it('serves hashed assets with a one-year immutable cache', async () => {
    const res = await app.inject('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(APP_JS);
  });

  it('serves other static files with a short cache', async () => {
    for (const url of ['/favicon.ico', '/robots.txt']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=600');
    }
  });

  it.each([
    '/',
    '/games/',
    '/games/starburst/',
    '/en/profile/limits/',
    '/internal/anything/',
    '/index.html',
    '/?locale=fi',
  ])('answers the page %s with index.html and the settings inlined', async (url) => {
    const res = await app.inject({ url, headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(inlinedSettings(res.body).brand).toBe('aurora');
    // Inlined inside <head>, before it closes.
    expect(res.body.indexOf(`id="${INLINE_SETTINGS_ELEMENT_ID}"`)).toBeLessThan(
      res.body.indexOf('</head>'),
    );
  });

  it.each([
    ['mga.localhost:3000', 'aurora'],
    ['www.est.localhost:3000', 'nordlys'],
    ['lobby.anj.localhost:3000', 'kingfisher'],
    ['puravida.localhost', 'puravida'],
    ['crc.localhost', 'coralreef'],
    ['somewhere.else', 'aurora'],
  ])('inlines the settings of the host brand (%s → %s)', async (host, brand) => {
    const res = await app.inject({ url: '/rewards/', headers: { ...HTML, host } });
    const inlined = inlinedSettings(res.body);
    expect(inlined.brand).toBe(brand);
    const api = await app.inject({ url: '/api/lobby-settings', headers: { host } });
    expect(inlined).toEqual(api.json());
  });

  it('escapes the inlined JSON so it cannot close the script element', async () => {
    const evilName = '</script><script>alert(1)</script><!--';
    await upsertBrand(store, {
      ...DEMO_BRANDS[1]!,
      key: 'evil',
      isDefault: false,
      hostnames: ['evil.localhost'],
      siteDataName: evilName,
    });
    try {
      const res = await app.inject({ url: '/', headers: { ...HTML, host: 'evil.localhost' } });
      expect(res.body).not.toContain('<script>alert(1)');
      expect(res.body.match(/<\/script>/g)?.length).toBe(2); // ours and Vite's module script
      expect(inlinedSettings(res.body).siteDataName).toBe(evilName);
    } finally {
      await store.query(`delete from brands where brand = 'evil'`);
    }
    expect(jsonForScript({ s: '<&>\u2028\u2029' })).toBe(
      '{"s":"\\u003c\\u0026\\u003e\\u2028\\u2029"}',
    );
  });

  it('answers HEAD for pages without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/games/', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it.each([
    ['/assets/missing-123.js', HTML],
    ['/assets/', HTML],
    ['/missing.png', HTML],
    ['/.env', HTML],
    ['/api/nope', HTML],
    ['/api', HTML],
    ['/realms/aurora/unknown', HTML],
    ['/v1/nothing', HTML],
    ['/demo-games/x/', HTML],
    ['/brands/aurora/', HTML],
    ['/games/', { accept: 'application/json' }],
  ])('answers %s with a JSON 404, not index.html', async (url, headers) => {
    const res = await app.inject({ url, headers });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Not Found' });
    expect(res.body).not.toContain(SECRET);
  });

  it('answers other methods on pages with 404', async () => {
    const res = await app.inject({ method: 'POST', url: '/games/', headers: HTML, payload: {} });
    expect(res.statusCode).toBe(404);
  });

  it('serves only the APIs when DIST_DIR has no index.html', async () => {
    const empty = await makeTempDir('no-dist');
    const apiOnly = await buildServer({ store, distDir: empty.path });
    try {
      expect((await apiOnly.inject({ url: '/', headers: HTML })).statusCode).toBe(404);
      expect((await apiOnly.inject('/healthz')).statusCode).toBe(200);
      expect((await apiOnly.inject('/api/lobby-settings')).statusCode).toBe(200);
    } finally {
      await apiOnly.close();
      await empty.remove();
    }
  });
});

describe('compression', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses text responses with %s', async (encoding, decompress) => {
    for (const url of ['/assets/app-abc123.js', '/api/lobby-settings', '/games/']) {
      const res = await app.inject({ url, headers: { ...HTML, 'accept-encoding': encoding } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe(encoding);
      expect(decompress(res.rawPayload).length).toBeGreaterThan(res.rawPayload.length);
      expect(String(res.headers.vary).toLowerCase(), url).toContain('accept-encoding');
      if (url !== '/assets/app-abc123.js') expect(String(res.headers.vary), url).toContain('brand');
    }
  });

  it("serves the build's precompressed .br and .gz as they are, chosen by Accept-Encoding", async () => {
    // Marked so that the test sees the file from the build, not one the server compressed.
    const js = 'export const built = 1;\n'.repeat(200);
    await writeFile(path.join(distDir, 'assets', 'pre-def456.js'), js);
    await writeFile(path.join(distDir, 'assets', 'pre-def456.js.br'), brotliCompressSync(js));
    await writeFile(path.join(distDir, 'assets', 'pre-def456.js.gz'), gzipSync(js));
    for (const [encoding, expected] of [
      ['br', brotliCompressSync(js)],
      ['gzip', gzipSync(js)],
    ] as const) {
      const res = await app.inject({
        url: '/assets/pre-def456.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.equals(expected)).toBe(true);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const plain = await app.inject({
      url: '/assets/pre-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
    // The compressed copies are not addresses of their own.
    expect((await app.inject('/assets/pre-def456.js.br')).statusCode).toBe(404);
  });

  it('sends uncompressed content to clients that do not ask for compression', async () => {
    const res = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(APP_JS);
  });
});

describe('brand assets', () => {
  it.each(DEMO_BRANDS.map((b) => b.key))('serves the generated images of %s', async (key) => {
    const brand = DEMO_BRANDS.find((b) => b.key === key)!;
    for (const url of [brand.theme.logo, brand.theme.logoDesktop, brand.theme.favicons[0]!.href]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(res.body).toContain(brand.theme.colors.primary);
      expect(res.body).toContain(`<title>${brand.siteDataName}</title>`);
    }
    const icon = await app.inject(brand.theme.appleTouchIcon);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it.each(['/brands/nope/logo.svg', '/brands/aurora/other.svg', '/brands/aurora/logo.svg/x'])(
    '404s %s',
    async (url) => {
      expect((await app.inject({ url, headers: HTML })).statusCode).toBe(404);
    },
  );
});

describe('bad input never causes a 500 or leaks files', () => {
  const paths = [
    '/%',
    '/%E0%A4%A',
    '/games/%ZZ/',
    '/assets/%E0%A4%A.js',
    '/a%2Fb',
    '/assets%2Fapp-abc123.js',
    '/..',
    '/../secret.txt',
    '/%2e%2e/',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e%5csecret.txt',
    '//secret.txt',
    '/%00',
    '/assets/app-abc123.js%00.png',
    '/games/%00/',
    `/${'a'.repeat(10_000)}`,
    `/games/${'b'.repeat(5_000)}/`,
    `/assets/${'c'.repeat(5_000)}.js`,
    `/api/lobby-settings?${'q=1&'.repeat(3_000)}`,
    '/.env',
    '/%2eenv',
    '/assets/.%2e/secret.txt',
  ];

  it.each(paths.map((p) => [p.length > 60 ? `${p.slice(0, 60)}… (${p.length} chars)` : p, p]))(
    '%s',
    async (_label, url) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({ method, url, headers: HTML });
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
        expect(res.body).not.toContain(SECRET);
        if (res.statusCode === 200 && method === 'GET') {
          // The only 200 allowed is the SPA page (which shows its not-found page).
          expect(res.body).toContain('<div id="root"></div>');
        } else if (res.statusCode !== 200) {
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
        }
        expect(res.headers['content-security-policy']).toBeDefined();
      }
    },
  );

  it('rejects very long URLs with 414', async () => {
    const res = await app.inject({ url: `/${'a'.repeat(10_000)}`, headers: HTML });
    expect(res.statusCode).toBe(414);
  });

  it('survives a missing or garbage Host header', async () => {
    for (const host of ['', ':::', 'x'.repeat(1000), '../../etc/passwd', 'ñandú.localhost']) {
      const res = await app.inject({ url: '/', headers: { ...HTML, host } });
      expect(res.statusCode, host).toBe(200);
      expect(inlinedSettings(res.body).brand).toBe('aurora');
    }
  });
});
