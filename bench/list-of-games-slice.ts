// Uncached ListOfGamesSlice against a trivial GraphQL query through the same server stack: the
// same server process, the same number of keep-alive connections from autocannon, the same
// brand headers, alternating in short segments (bench/support/segments.ts). The ratio of
// their throughputs is the figure that means something on a shared machine (decision 0034);
// the goal is ≥ 0.5 (§4). PGlite always, PostgreSQL too when DATABASE_URL is set.
//
//   ./node_modules/.bin/node bench/list-of-games-slice.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test ./node_modules/.bin/node bench/list-of-games-slice.ts
//   options: --connections <n> (default 16)  --response-cache  (measure the shared visitors'
//            answers of server/graphql/response-cache.ts instead of execution)
//   environment: BENCH_PAIRS (default 8), BENCH_SEGMENT_SECONDS (default 1.5), BENCH_PROFILE_DIR
//
// The slices are the SPA's own operation (first 10) over six lists, three brands and real
// cursors collected by walking the first pages; the trivial query is
// `{ countryContext { countryCode } }`, answered from the request's headers and the cached brand.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cpuProfArgs, profileDir, profileWindow } from './support/profiling.ts';
import { record, rowFrom } from './support/results.ts';
import { alternate, segmentPlan } from './support/segments.ts';
import { startBenchServer, storages, type StorageName } from './support/server.ts';
import { ListOfGamesSliceDocument } from '../src/adapters/graphql/generated/graphql.ts';

const QUERY = ListOfGamesSliceDocument.toString();
const TRIVIAL = 'query Trivial { countryContext { countryCode } }';

const LISTS = ['slots', 'hot-games', 'live-casino', 'megaways', 'bonus', 'table-games'];
const BRANDS = [
  { brand: 'aurora', currency: 'EUR' },
  { brand: 'nordlys', currency: 'EUR' },
  { brand: 'puravida', currency: 'USD' },
];
const PAGES_PER_LIST = 5;
const GOAL = 0.5;

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '16' },
    'response-cache': { type: 'boolean', default: false },
  },
});
const connections = Number(values.connections);
const responseCache = values['response-cache'];
const plan = segmentPlan({ pairs: 8, seconds: 1.5 });

interface GraphQLRequest {
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
async function collectSlices(base: string): Promise<GraphQLRequest[]> {
  const requests: GraphQLRequest[] = [];
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

const trivialRequests: GraphQLRequest[] = BRANDS.map(({ brand }) => ({
  brand,
  body: JSON.stringify({ operationName: 'Trivial', query: TRIVIAL }),
}));

/** One segment: requests/s over `seconds`; throws when any request failed. */
async function load(base: string, requests: GraphQLRequest[], seconds: number): Promise<number> {
  let next = 0;
  const result = await autocannon({
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
  // autocannon ends a segment by closing its connections; the server still works through the
  // requests they had sent. /healthz's `select 1` queues behind that work (on PGlite literally):
  // the next segment starts on an idle server instead of paying for this one's leftovers.
  const health = await fetch(`${base}/healthz`);
  await health.arrayBuffer();
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) {
    throw new Error(
      `${failed} failed requests (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
    );
  }
  return result.requests.total / result.duration;
}

async function measure(storage: StorageName): Promise<void> {
  const label = `ListOfGamesSlice ${responseCache ? 'cached' : 'uncached'} (${storage})`;
  const profiling = profileDir() !== undefined;
  const profileName = `catalogue-${storage.toLowerCase()}`;
  const server = await startBenchServer({
    storage,
    env: { GRAPHQL_RESPONSE_CACHE: responseCache ? 'on' : 'off' },
    nodeArgs: cpuProfArgs(profileName),
  });
  try {
    const slices = await collectSlices(server.base);
    console.log(
      `${label}: ${slices.length} distinct slices, ${connections} connections, ${plan.pairs} × (${plan.seconds} s + ${plan.seconds} s)`,
    );
    await load(server.base, slices, 2);
    if (profiling) {
      // Only the benchmark's own work in the profile.
      const rate = await profileWindow(profileName, () =>
        load(server.base, slices, plan.pairs * plan.seconds),
      );
      console.log(`  profiled: ${rate.toFixed(0)} req/s`);
      return;
    }
    await load(server.base, trivialRequests, 2);
    const alternation = await alternate(
      plan.pairs,
      () => load(server.base, slices, plan.seconds),
      () => load(server.base, trivialRequests, plan.seconds),
      (index, slice, trivial) =>
        console.log(
          `  pair ${index + 1}: slice ${slice.toFixed(0)} req/s, trivial ${trivial.toFixed(0)} req/s, ratio ${(slice / trivial).toFixed(2)}`,
        ),
    );
    record(
      rowFrom(
        {
          benchmark: label,
          unit: 'req/s',
          floorLabel: 'trivial query',
          ...(responseCache ? {} : { goal: GOAL }),
        },
        alternation,
      ),
    );
  } finally {
    await server.stop();
  }
}

try {
  for (const storage of storages()) await measure(storage);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
