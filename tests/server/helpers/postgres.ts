// PostgreSQL for the server tests: runs when DATABASE_URL reaches a server, is skipped with a
// visible note otherwise, and fails loudly when REQUIRE_SERVICES=1 (CI must not skip silently).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, it } from 'vitest';

export const DATABASE_URL = process.env.DATABASE_URL?.trim() || undefined;
export const REQUIRE_SERVICES = process.env.REQUIRE_SERVICES === '1';

async function unavailableReason(): Promise<string | undefined> {
  if (!DATABASE_URL) return 'DATABASE_URL is not set';
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return `PostgreSQL at DATABASE_URL is unreachable (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Why the PostgreSQL tests cannot run here, or undefined when they can. */
export const postgresUnavailable = await unavailableReason();

/**
 * describe() for tests that need PostgreSQL. Skipped with a console note when it is not
 * available; with REQUIRE_SERVICES=1 a failing test takes the suite's place instead.
 */
export function describePostgres(name: string, body: () => void): void {
  if (postgresUnavailable && REQUIRE_SERVICES) {
    describe(name, () => {
      it('needs PostgreSQL (REQUIRE_SERVICES=1)', () => {
        throw new Error(`REQUIRE_SERVICES=1 but ${postgresUnavailable}.`);
      });
    });
    return;
  }
  if (postgresUnavailable) {
    console.warn(
      `[server tests] skipping "${name}": ${postgresUnavailable}. ` +
        'Set DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run them.',
    );
  }
  describe.skipIf(postgresUnavailable !== undefined)(name, body);
}

export interface TestSchema {
  name: string;
  drop(): Promise<void>;
}

/** A fresh schema per test, so runs never see each other's tables. */
export async function createTestSchema(): Promise<TestSchema> {
  if (!DATABASE_URL) throw new Error('DATABASE_URL is not set');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(`create schema ${name}`);
  } finally {
    await client.end();
  }
  return {
    name,
    async drop() {
      const dropper = new pg.Client({ connectionString: DATABASE_URL });
      await dropper.connect();
      try {
        await dropper.query(`drop schema if exists ${name} cascade`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** The DATABASE_URL with search_path set to the test schema (for server processes). */
export function urlWithSchema(base: string, schema: string): string {
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

export type StoreKind = 'pglite' | 'postgres';

/**
 * The stores this run proves the server on: PostgreSQL when DATABASE_URL is set (CI), else
 * embedded PGlite; TEST_STORES=pglite,postgres runs both (the store-conformance project always
 * does, so the embedded default stays proven on every run).
 */
export function storesOfThisRun(
  env: Record<string, string | undefined> = process.env,
): StoreKind[] {
  const listed = env.TEST_STORES?.split(',')
    .map((kind) => kind.trim())
    .filter((kind): kind is StoreKind => kind === 'pglite' || kind === 'postgres');
  if (listed && listed.length > 0) return listed;
  return env.DATABASE_URL?.trim() || REQUIRE_SERVICES ? ['postgres'] : ['pglite'];
}

const STORE_NAMES: Record<StoreKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/**
 * A suite once per store of this run (storesOfThisRun), named `{name} on {store}`; on PostgreSQL
 * through describePostgres, so an unreachable server skips or, under REQUIRE_SERVICES, fails.
 */
export function describeStores(name: string, suite: (kind: StoreKind) => void): void {
  for (const kind of storesOfThisRun()) {
    const title = `${name} on ${STORE_NAMES[kind]}`;
    if (kind === 'postgres') describePostgres(title, () => suite(kind));
    else describe(title, () => suite(kind));
  }
}
