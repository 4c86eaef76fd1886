// Embedded PostgreSQL (WASM) in a directory: the default storage, no server to install.
// One process may open the directory (see data-dir-lock.ts) and must close() it on exit.
import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
// Trigram similarity for the game search index (migration 019).
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Queryable, QueryResult, Store } from './store.ts';

type PgliteQueryable = Pick<PGlite | Transaction, 'query' | 'exec'>;

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
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
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
