import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { FIRST_PAGE_READS_FILE } from './machines/first-page/first-page.ts';
import { FIRST_PAGE_READS } from './src/adapters/graphql/first-page-reads.ts';

// The API server runs on 3001 during `npm run dev`; Vite serves the SPA with hot reload.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const apiPaths = [
  '/api',
  '/healthz',
  '/lobby-graphql',
  '/realms',
  '/v1',
  '/demo-games',
  '/internal-api',
];

// Codegen's client preset writes every document as `new TypedDocumentString(…)` and cannot
// mark it pure; without the mark, importing one document ships them all (decision 0016).
const pureGraphQLDocuments: Plugin = {
  name: 'lobby:pure-graphql-documents',
  transform: {
    filter: { id: /generated(-session)?[\\/]graphql\.ts$/ },
    handler: (code) =>
      code.replaceAll('= new TypedDocumentString(', '= /*#__PURE__*/ new TypedDocumentString('),
  },
};

// The first paint's reads, for the server to answer inside index.html (decision 0038).
const firstPageReads: Plugin = {
  name: 'lobby:first-page-reads',
  apply: 'build',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: FIRST_PAGE_READS_FILE,
      source: JSON.stringify(FIRST_PAGE_READS),
    });
  },
};

// The built files also as .br (quality 11) and .gz, served as they are (server/http/spa.ts): the
// best ratio, paid once at build time rather than per request at the server's quality 5.
const precompressed = compression({
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
  include: /\.(js|css|html|svg|json|txt|webmanifest)$/,
  threshold: 1024,
  skipIfLargerOrEqual: true,
  logLevel: 'silent',
});

export default defineConfig({
  plugins: [
    pureGraphQLDocuments,
    firstPageReads,
    react(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    precompressed,
  ],
  build: {
    manifest: true,
    // Every browser the ES2022 target allows supports <link rel=modulepreload> natively.
    modulePreload: { polyfill: false },
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything the first paint needs in one chunk: one gzip stream compresses better
        // than a dozen small shared chunks (decision 0016).
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: Object.fromEntries(
      apiPaths.map((p) => [p, { target: apiTarget, ws: true, changeOrigin: false }]),
    ),
  },
});
