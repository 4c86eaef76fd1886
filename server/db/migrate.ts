// Applies server/db/migrations/NNN_name.sql in order, each in its own transaction, and records
// them in schema_migrations. An advisory lock held for each transaction makes processes that
// start together on one PostgreSQL take turns instead of racing (PGlite has one process anyway).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable, Store } from './store.ts';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationReport {
  applied: Migration[];
  /** Versions recorded in the database that this code does not know (a newer release ran). */
  unknownVersions: number[];
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

const FILE_PATTERN = /^(\d{3})_([a-z0-9_]+)\.sql$/;
// Keyed on the schema so parallel test schemas do not wait for each other.
const LOCK_SQL = `select pg_advisory_xact_lock(hashtext('lobby:migrations:' || current_schema()))`;

export async function loadMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_PATTERN.exec(file);
    if (!match?.[1] || !match[2]) {
      throw new MigrationError(`Migration file ${file} must be named NNN_lower_snake_name.sql.`);
    }
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version)) {
      throw new MigrationError(`Two migration files share version ${match[1]}.`);
    }
    // Normalised line endings: a Windows checkout must not look like an edited migration.
    const sql = (await readFile(path.join(dir, file), 'utf8')).replace(/\r\n/g, '\n');
    const checksum = createHash('sha256').update(sql).digest('hex');
    migrations.push({ version, name: match[2], sql, checksum });
  }
  return migrations;
}

interface AppliedRow {
  version: number;
  name: string;
  checksum: string;
}

export async function migrate(
  store: Store,
  dir: string = MIGRATIONS_DIR,
): Promise<MigrationReport> {
  const migrations = await loadMigrations(dir);
  await store.transaction(async (tx) => {
    await tx.query(LOCK_SQL);
    const { rows } = await tx.query<{ exists: boolean }>(
      `select to_regclass('schema_migrations') is not null as exists`,
    );
    if (!rows[0]?.exists) {
      await tx.exec(`create table schema_migrations (
        version integer primary key,
        name text not null,
        checksum text not null,
        applied_at timestamptz not null default now()
      )`);
    }
  });

  const applied: Migration[] = [];
  for (const migration of migrations) {
    const ran = await store.transaction(async (tx) => {
      await tx.query(LOCK_SQL);
      const recorded = await findApplied(tx, migration.version);
      if (recorded) {
        assertUnchanged(migration, recorded);
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query(
        `insert into schema_migrations (version, name, checksum) values ($1, $2, $3)`,
        [migration.version, migration.name, migration.checksum],
      );
      return true;
    });
    if (ran) applied.push(migration);
  }

  const known = new Set(migrations.map((m) => m.version));
  const { rows } = await store.query<{ version: number }>(
    'select version from schema_migrations order by version',
  );
  return { applied, unknownVersions: rows.map((r) => r.version).filter((v) => !known.has(v)) };
}

async function findApplied(tx: Queryable, version: number): Promise<AppliedRow | undefined> {
  const { rows } = await tx.query<AppliedRow>(
    'select version, name, checksum from schema_migrations where version = $1',
    [version],
  );
  return rows[0];
}

function assertUnchanged(migration: Migration, recorded: AppliedRow): void {
  if (recorded.checksum !== migration.checksum || recorded.name !== migration.name) {
    const file = `${String(migration.version).padStart(3, '0')}_${migration.name}.sql`;
    throw new MigrationError(
      `Migration ${file} was changed after it was applied (recorded as "${recorded.name}"). ` +
        'Applied migrations are immutable: add a new migration instead.',
    );
  }
}
