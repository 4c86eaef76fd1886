// `npm test` step on the production build:
// - the JavaScript a visitor downloads before the lobby route first renders (the entry chunk,
//   its static imports, the lobby page chunk and the default message catalog) stays within
//   the budget (issue #2: 110 KB gzip; 1 KB = 1000 bytes, as Vite reports);
// - no development-only code (the Stately inspector) is anywhere in the bundle.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 110_000;
const DIST = 'dist';
const LOBBY_ROUTE = ['src/features/lobby/LobbyPage.tsx', 'src/i18n/locales/en-GB.po'];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const files = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: was the lobby page moved?`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
for (const [key] of entries) visit(key);
for (const key of LOBBY_ROUTE) visit(key);

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
