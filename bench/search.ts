// The game search: the index-backed, typo-tolerant ranked search of migration 019
// (server/catalogue/game-search.ts, one page of 12 as the overlay asks) against the substring
// LIKE scan it replaced, on the seeded demo catalogue in PGlite, in alternating pairs so load
// on this shared machine hits both alike. Read the ratio, not the absolute times.
//
//   ./node_modules/.bin/node bench/search.ts [rounds]
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import {
  GAME_COLUMNS,
  availableSql,
  loadGamePage,
  migrate,
  openPgliteStore,
  seedDemoBrands,
  seedDemoCatalogue,
} from './support/platform.ts';

const QUERIES = ['blackjack', 'blak jak', 'rou', 'megaways', 'live roulette', 'tidepool'];
const rounds = Number(process.argv[2] ?? 40);
const scope = { license: 'mga' as const, countryCode: 'MT', subDivision: null };

const dir = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
const store = await openPgliteStore(path.join(dir, 'pglite'));
try {
  await migrate(store);
  await seedDemoBrands(store);
  await seedDemoCatalogue(store);

  const indexed = (q: string) =>
    loadGamePage(store, { sequence: { kind: 'search', query: q }, scope, first: 12 });
  // The query before Games (game-pages.ts at aa7936d): substring LIKE on name and studio.
  const like = (q: string) =>
    store.query(
      `select ${GAME_COLUMNS}, g.popularity as key from games g join studios s on s.id = g.studio_id
        where (lower(g.name) like $4 or lower(s.name) like $4) and g.popularity > $5
          and ${availableSql('g', 1, 2, 3)} order by g.popularity limit $6`,
      [scope.license, scope.countryCode, '', `%${q.toLowerCase()}%`, -2147483648, 13],
    );

  const time = async (fn: () => Promise<unknown>) => {
    const start = performance.now();
    await fn();
    return performance.now() - start;
  };
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
  // Warm both (plans, caches).
  for (const q of QUERIES) await Promise.all([indexed(q), like(q)]);

  const rows: string[] = [];
  for (const q of QUERIES) {
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < rounds; i++) {
      a.push(await time(() => indexed(q)));
      b.push(await time(() => like(q)));
    }
    const found = (await indexed(q)).edges.length;
    const likeFound = (await like(q)).rows.length;
    rows.push(
      `${q.padEnd(14)} ranked ${median(a).toFixed(2).padStart(6)} ms (${String(found).padStart(2)} found)` +
        `   like ${median(b).toFixed(2).padStart(6)} ms (${String(likeFound).padStart(2)} found)` +
        `   ratio ${(median(a) / median(b)).toFixed(2)}`,
    );
  }
  console.log(`search, PGlite, median of ${rounds} pairs, first page of 12:`);
  for (const row of rows) console.log(`  ${row}`);
} finally {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}
