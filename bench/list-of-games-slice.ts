// ListOfGamesSlice throughput and latency from one real server process.
//
//   ./node_modules/.bin/node bench/list-of-games-slice.ts                  # PGlite, fresh DATA_DIR
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
//     ./node_modules/.bin/node bench/list-of-games-slice.ts                # PostgreSQL
//   options: --duration <s> (default 20)  --connections <n> (default 16)  --warmup <s> (default 3)
//            --no-response-cache  measure execution (SQL + resolvers) rather than the shared
//                                 answers visitors get (server/graphql/response-cache.ts)
//
// Starts `node server/main.ts` (LOG_LEVEL=warn, so per-request log lines do not dominate),
// waits for /healthz, collects real cursors by walking a few lists, then runs autocannon
// against POST /lobby-graphql with the spec's operation (first 10, rotating lists, cursors and
// brand headers) and prints p50/p99 latency and requests/s. The server is stopped at the end.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startBenchServer } from './support/server.ts';
import { ListOfGamesSliceDocument } from '../src/adapters/graphql/generated/graphql.ts';

// The SPA's own operation (src/features/catalogue/queries), so the bench measures what
// players' browsers send.
const QUERY = ListOfGamesSliceDocument.toString();

const LISTS = ['slots', 'hot-games', 'live-casino', 'megaways', 'bonus', 'table-games'];
const BRANDS = [
  { brand: 'aurora', currency: 'EUR' },
  { brand: 'nordlys', currency: 'EUR' },
  { brand: 'puravida', currency: 'USD' },
];
const PAGES_PER_LIST = 5;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '16' },
    warmup: { type: 'string', default: '3' },
    'no-response-cache': { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const warmup = Number(values.warmup);
const responseCache = !values['no-response-cache'];

interface SliceRequest {
  brand: string;
  body: string;
}

function sliceBody(list: string, currency: string, after: string | null): string {
  return JSON.stringify({
    operationName: 'ListOfGamesSlice',
    query: QUERY,
    variables: {
      first: 10,
      after,
      listOfGamesSlug: list,
      thumbnailSize: 'W320',
      currencyCode: currency,
    },
  });
}

interface SliceResponse {
  data?: {
    listOfGames: { games: { pageInfo: { hasNextPage: boolean; endCursor: string | null } } } | null;
  };
  errors?: { message: string }[];
}

/** Real cursors: the first PAGES_PER_LIST pages of every list, for every brand. */
async function collectRequests(base: string): Promise<SliceRequest[]> {
  const requests: SliceRequest[] = [];
  for (const { brand, currency } of BRANDS) {
    for (const list of LISTS) {
      let after: string | null = null;
      for (let page = 0; page < PAGES_PER_LIST; page++) {
        const body = sliceBody(list, currency, after);
        const response = await fetch(`${base}/lobby-graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', brand },
          body,
        });
        const result = (await response.json()) as SliceResponse;
        if (!response.ok || result.errors) {
          throw new Error(
            `ListOfGamesSlice failed (${response.status}): ${JSON.stringify(result.errors ?? result)}`,
          );
        }
        requests.push({ brand, body });
        const pageInfo = result.data?.listOfGames?.games.pageInfo;
        if (!pageInfo?.hasNextPage) break;
        after = pageInfo.endCursor;
      }
    }
  }
  return requests;
}

function runAutocannon(base: string, requests: SliceRequest[], seconds: number) {
  let next = 0;
  return autocannon({
    url: `${base}/lobby-graphql`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const chosen = requests[next++ % requests.length]!;
          return {
            ...request,
            headers: { 'content-type': 'application/json', brand: chosen.brand },
            body: chosen.body,
          };
        },
      },
    ],
  });
}

const startedAt = performance.now();
const server = await startBenchServer({
  GRAPHQL_RESPONSE_CACHE: responseCache ? 'on' : 'off',
});
const { base, storage } = server;
console.log(`server ready in ${Math.round(performance.now() - startedAt)} ms (${storage})`);

try {
  const requests = await collectRequests(base);
  console.log(
    `${requests.length} distinct requests (${LISTS.length} lists × ${BRANDS.length} brands, cursors)`,
  );
  if (warmup > 0) await runAutocannon(base, requests, warmup);
  const result = await runAutocannon(base, requests, duration);
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    [
      `ListOfGamesSlice on ${storage}, response cache ${responseCache ? 'on' : 'off'}: ${connections} connections, ${duration} s`,
      `  requests/s  ${result.requests.average.toFixed(0)} (total ${result.requests.total})`,
      `  latency     p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms`,
      `  failures    ${failed} (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
    ].join('\n'),
  );
  if (failed > 0) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await server.stop();
}
