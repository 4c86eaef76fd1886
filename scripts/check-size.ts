// `npm test` step on the production build:
// - the JavaScript a visitor downloads before the lobby route first renders (the entry chunk,
//   its static imports, the lobby page chunk and the default message catalog) stays within
//   the budget (130 KB gzip, up from the first 110 KB for the design card's
//   react-router and graphql-request; 1 KB = 1000 bytes, as Vite reports; decision 0038);
// - no development-only code (the Stately inspector) is anywhere in the bundle.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 130_000;
const DIST = 'dist';
// The default catalog loads beside the first paint; the lobby page ships in the initial chunk.
const LOBBY_ROUTE = ['src/i18n/locales/en-GB.po'];

interface ManifestChunk {
  file: string;
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

const files = new Set<string>();
const visitFile = (file: string) => {
  if (files.has(file)) return;
  files.add(file);
  const key = keyOfFile.get(file);
  for (const imported of (key && manifest[key]?.imports) || []) {
    const chunk = manifest[imported];
    if (chunk) visitFile(chunk.file);
  }
};
// What index.html loads before anything renders: its module scripts and module preloads
// (the initial chunk has no `isEntry` in the manifest since decision 0016 groups it).
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const loaded = [
  ...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+\.js)"/g),
  ...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/([^"]+\.js)"/g),
].map((match) => match[1] as string);
if (loaded.length === 0) throw new Error('dist/index.html loads no module script');
for (const file of loaded) visitFile(file);
for (const key of LOBBY_ROUTE) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: was the catalog moved?`);
  visitFile(chunk.file);
}

let total = 0;
const rows = [...files].map((file) => {
  const gzip = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
  total += gzip;
  return { file, gzip };
});
for (const { file, gzip } of rows.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`${(gzip / 1000).toFixed(2).padStart(8)} KB  ${file}`);
}
const verdict = total <= BUDGET_BYTES ? '✓' : '✗';
console.log(
  `${verdict} lobby route initial JS: ${(total / 1000).toFixed(2)} KB gzip of ${BUDGET_BYTES / 1000} KB budget`,
);

// The inspector talks to stately.ai; its client must never ship to players.
const DEV_ONLY_MARKERS = ['stately.ai/inspect', '@statelyai/inspect', 'createBrowserInspector'];
const leaks = readdirSync(join(DIST, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .filter((file) => {
    const code = readFileSync(join(DIST, 'assets', file), 'utf8');
    return DEV_ONLY_MARKERS.some((marker) => code.includes(marker));
  });
if (leaks.length > 0)
  console.log(`✗ the Stately inspector is in the production bundle: ${leaks.join(', ')}`);
else console.log('✓ no inspector code in the production bundle');

if (total > BUDGET_BYTES || leaks.length > 0) process.exit(1);
