// Shared by the catalogue tests: a migrated, seeded store on PGlite or PostgreSQL (own schema),
// a GraphQLContext built by hand, and graphql() over the real SDL with the catalogue resolvers.
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as GraphQLModule from 'graphql';
import type { ExecutionResult } from 'graphql';
import { createSessionGuard } from '../../../server/players/session-guard.ts';
import { DEMO_BRANDS } from '../../../server/brands/demo-brands.ts';
import { seedDemoBrands } from '../../../server/brands/seed.ts';
import { catalogueResolvers } from '../../../server/catalogue/resolvers.ts';
import { seedDemoCatalogue } from '../../../server/catalogue/seed.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { openPostgresStore } from '../../../server/db/postgres-store.ts';
import type { QueryResult, Store } from '../../../server/db/store.ts';
import type { GraphQLContext, RequestCountry } from '../../../server/graphql/context.ts';
import { LobbyError } from '../../../server/errors.ts';
import { MinorUnitsScalar } from '../../../server/ledger/minor-units-scalar.ts';
import { createLobbySchema } from '../../../server/graphql/schema.ts';
import { createInProcessPubSub } from '../../../server/pubsub/in-process-pubsub.ts';
import { DATABASE_URL, createTestSchema } from './postgres.ts';
import { openPgliteCopy } from './pglite-template.ts';
import { makeTempDir } from './temp-dir.ts';

export type BackendKind = 'pglite' | 'postgres';

export interface TestStore {
  store: Store;
  /** Opens another store on the same database (PostgreSQL only). */
  openAgain(): Promise<Store>;
  cleanup(): Promise<void>;
}

/** An empty, migrated store with the demo brands (not the catalogue). */
export async function openMigratedStore(
  kind: BackendKind,
  tempPrefix = 'catalogue',
): Promise<TestStore> {
  if (kind === 'pglite') {
    const dir = await makeTempDir(tempPrefix);
    const store = await openPgliteCopy(path.join(dir.path, 'pglite'), 'migrated');
    await seedDemoBrands(store);
    return {
      store,
      openAgain: () => Promise.reject(new Error('PGlite has one connection')),
      async cleanup() {
        await store.close();
        await dir.remove();
      },
    };
  }
  if (!DATABASE_URL) throw new Error('DATABASE_URL is not set');
  const schema = await createTestSchema();
  const connect = () =>
    openPostgresStore({ connectionString: DATABASE_URL!, schema: schema.name, maxConnections: 4 });
  const store = await connect();
  await migrate(store);
  await seedDemoBrands(store);
  return {
    store,
    openAgain: connect,
    async cleanup() {
      await store.close();
      await schema.drop();
    },
  };
}

export async function openSeededStore(kind: BackendKind): Promise<TestStore> {
  const opened = await openMigratedStore(kind);
  await seedDemoCatalogue(opened.store);
  return opened;
}

/** Counts the statements a store runs, to check the number of queries per operation. */
export function countingStore(store: Store): { store: Store; count: () => number } {
  let queries = 0;
  return {
    store: {
      ...store,
      query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
        queries++;
        return store.query<T>(sql, params);
      },
    },
    count: () => queries,
  };
}

export interface ContextOptions {
  brand?: string;
  locale?: string;
  country?: Partial<RequestCountry>;
}

export function contextFor(store: Store, options: ContextOptions = {}): GraphQLContext {
  const brand = DEMO_BRANDS.find((b) => b.key === (options.brand ?? 'aurora'));
  if (!brand) throw new Error(`no demo brand ${options.brand}`);
  const pubsub = createInProcessPubSub();
  return {
    store,
    pubsub,
    // Idle until a player subscription registers, which these visitor contexts never do.
    sessionGuard: createSessionGuard({ store, pubsub, log: { warn: () => undefined } }),
    brand,
    locale: options.locale ?? brand.defaultLocale.replace('_', '-'),
    country: { countryCode: 'MT', subDivision: null, ipCountryCode: 'MT', ...options.country },
    viewer: { kind: 'visitor' },
    clientAddress: '127.0.0.1',
    traceId: 'test-trace',
  };
}

const schema = createLobbySchema({ ...catalogueResolvers, MinorUnits: MinorUnitsScalar });
// The graphql instance graphql-yoga built the schema with: Node loads graphql's CommonJS
// build for packages, while Vite would hand this file the ES module build, a second copy
// that refuses the schema ("Cannot use GraphQLSchema from another module or realm").
const { graphql } = createRequire(import.meta.url)('graphql') as typeof GraphQLModule;

export async function run<T = Record<string, unknown>>(
  context: GraphQLContext,
  source: string,
  variableValues: Record<string, unknown> = {},
): Promise<ExecutionResult<T>> {
  return (await graphql({
    schema,
    source,
    variableValues,
    contextValue: context,
  })) as ExecutionResult<T>;
}

/** The data of a result that must not have errors. */
export async function data<T = Record<string, unknown>>(
  context: GraphQLContext,
  source: string,
  variableValues: Record<string, unknown> = {},
): Promise<T> {
  const result = await run<T>(context, source, variableValues);
  if (result.errors?.length) {
    throw new Error(`unexpected errors: ${result.errors.map((e) => e.message).join('; ')}`);
  }
  if (!result.data) throw new Error('no data');
  return result.data;
}

/** The LobbyError types (reasons[0] when present, as the client reads them) of a result. */
export function errorTypes(result: ExecutionResult): string[] {
  return (result.errors ?? []).map((error) => {
    const original = error.originalError;
    if (original instanceof LobbyError) return original.reasons?.[0] ?? original.type;
    return `untyped: ${error.message}`;
  });
}

export function lobbyErrorTypes(result: ExecutionResult): string[] {
  return (result.errors ?? []).map((error) => {
    const original = error.originalError;
    return original instanceof LobbyError ? original.type : `untyped: ${error.message}`;
  });
}
