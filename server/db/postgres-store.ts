// PostgreSQL through a pg.Pool: for several server processes behind a load balancer, and for
// concurrency tests (PGlite serialises transactions, so races never show there).
import { createHash } from 'node:crypto';
import pg from 'pg';
import { parseInt8, type Queryable, type QueryResult, type Store } from './store.ts';

export interface PostgresStoreOptions {
  connectionString: string;
  /** Sets search_path for every connection (tests use a fresh schema each). */
  schema?: string;
  maxConnections?: number;
  /** Logged instead of crashing the process when an idle connection dies. */
  onIdleError?: (error: Error) => void;
}

// Match PGlite's parsing so the same code reads the same values on both backends.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8) return parseInt8;
    // PGlite reads `date` as midnight UTC; pg's default uses the local time zone.
    if (oid === pg.types.builtins.DATE) return (text: string) => new Date(`${text}T00:00:00Z`);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

// Named statements are planned once per connection instead of on every call: planning cost
// more than running the catalogue's page queries (bench/list-of-games-slice.ts). Names come
// from the SQL text, so the same text always reuses its plan. The cap bounds what each
// connection keeps if some code ever builds SQL text dynamically; past it, statements run
// unnamed as before.
const MAX_NAMED_STATEMENTS = 500;
const statementNames = new Map<string, string>();

function statementName(sql: string): string | undefined {
  const known = statementNames.get(sql);
  if (known || statementNames.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
  statementNames.set(sql, name);
  return name;
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const name = params.length > 0 ? statementName(sql) : undefined;
      const result = await client.query(
        name ? { name, text: sql, values: params } : { text: sql, values: params },
      );
      return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

function withoutClient(error: Error): Error {
  if (!('client' in error)) return error;
  const copy = new Error(error.message, { cause: error.cause });
  copy.name = error.name;
  if (error.stack) copy.stack = error.stack;
  return Object.assign(copy, { code: (error as { code?: unknown }).code });
}

/** Connects a pool and checks the connection with `select 1`, so a bad URL fails at start. */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<Store> {
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) {
    throw new Error(`Invalid schema name "${options.schema}".`);
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    // Without a timeout a query waits forever when the server is unreachable.
    connectionTimeoutMillis: 5_000,
    types,
    ...(options.schema === undefined ? {} : { options: `-c search_path=${options.schema}` }),
  });
  // pg-pool hangs the client on the error (err.client): log the error, not the connection.
  pool.on('error', (error) => options.onIdleError?.(withoutClient(error)));
  const queryable = wrap(pool);
  try {
    await queryable.query('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    kind: 'postgres',
    query: queryable.query,
    exec: queryable.exec,
    async transaction(fn) {
      const client = await pool.connect();
      // The pool listens for errors of idle connections only. A checked-out connection that the
      // server drops between two statements (a restart, a crash) emits 'error' with nobody
      // listening, which would end the process; the next statement fails by itself, so here
      // the error only has to be kept, and the connection destroyed on release.
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost = error;
        options.onIdleError?.(error);
      };
      client.on('error', onLost);
      const release = (error?: Error) => {
        client.removeListener('error', onLost);
        client.release(error ?? lost);
      };
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        release();
        return result;
      } catch (error) {
        // A failed rollback means the connection is broken: destroy it instead of reusing it.
        const rollbackError = await client.query('rollback').then(
          () => undefined,
          (e: unknown) => (e instanceof Error ? e : new Error(String(e))),
        );
        release(rollbackError);
        throw error;
      }
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}
