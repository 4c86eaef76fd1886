// The storage seam: every service talks to PostgreSQL-compatible SQL through this interface,
// backed by embedded PGlite (one process, DATA_DIR) or a real PostgreSQL pool (DATABASE_URL).

export type StorageKind = 'pglite' | 'postgres';

export interface QueryResult<T> {
  rows: T[];
  /** Rows inserted, updated or deleted (0 for a SELECT on PGlite; use rows.length there). */
  rowCount: number;
}

export interface Queryable {
  /** One statement with $1… parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Store extends Queryable {
  readonly kind: StorageKind;
  /**
   * Runs fn inside BEGIN … COMMIT on one connection; rolls back and rethrows when fn throws.
   * PGlite runs one transaction at a time; PostgreSQL runs them concurrently.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Waits for running queries, then releases the database. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * int8 values become numbers when they fit in a double, else bigint: PGlite does this by
 * default and the PostgreSQL store is configured to match, so counts and minor-unit amounts
 * read the same on both backends.
 */
export function parseInt8(text: string): number | bigint {
  const value = BigInt(text);
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(value)
    : value;
}
