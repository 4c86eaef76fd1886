// Embedded PostgreSQL (WASM) in a directory: the default storage, no server to install.
// One process may open the directory (see data-dir-lock.ts) and must close() it on exit.
import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
// Trigram similarity for the game search index (migration 019).
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Queryable, QueryResult, Store } from './store.ts';

type PgliteQueryable = Pick<PGlite | Transaction, 'query' | 'exec'>;

/** PostgreSQL's type oid of bytea. */
const BYTEA = 17;

/**
 * bytea in and out without PGlite's defaults, which turn every byte into its own JS value: a
 * 10 MB document became an array of 10 million numbers and as many two-letter strings, hundreds
 * of MB and seconds of blocked event loop per upload (decision 0060). A parameter goes as the
 * bytes themselves (a typed array is bound in binary format); a result's hex text is decoded by
 * Buffer in one native call.
 */
const byteaSerializers = {
  [BYTEA]: (value: unknown) => {
    if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
    return value;
  },
};
const byteaParsers = {
  [BYTEA]: (text: string) => {
    const bytes = Buffer.from(text.slice(2), 'hex');
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  },
};

function wrap(db: PgliteQueryable): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await db.query<T>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await db.exec(sql);
    },
  };
}

/** Opens (creating on first use) the PGlite database in dataDir. */
export async function openPgliteStore(dataDir: string): Promise<Store> {
  await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    // PGlite's types for these say string in and out; a Uint8Array goes through as is.
    serializers: byteaSerializers as unknown as Record<number, (value: unknown) => string>,
    parsers: byteaParsers,
  });
  const queryable = wrap(db);
  let closing: Promise<void> | undefined;
  return {
    kind: 'pglite',
    query: queryable.query,
    exec: queryable.exec,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close() {
      closing ??= db.closed ? Promise.resolve() : db.close();
      return closing;
    },
  };
}
