// The same storage contract on PGlite (always) and PostgreSQL (when DATABASE_URL is set).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FEATURE_TOGGLES } from '../../machines/lobby-settings/settings.ts';
import { loadBrands } from '../../server/brands/brand-repository.ts';
import { DEMO_BRANDS } from '../../server/brands/demo-brands.ts';
import { seedDemoBrands } from '../../server/brands/seed.ts';
import { MigrationError, loadMigrations, migrate } from '../../server/db/migrate.ts';
import { openPgliteStore } from '../../server/db/pglite-store.ts';
import { openPostgresStore } from '../../server/db/postgres-store.ts';
import type { Store } from '../../server/db/store.ts';
import { openPgliteCopy, type PgliteTemplate } from './helpers/pglite-template.ts';
import { makeTempDir, type TempDir } from './helpers/temp-dir.ts';
import {
  DATABASE_URL,
  createTestSchema,
  describePostgres,
  type TestSchema,
} from './helpers/postgres.ts';

interface Backend {
  /** Opens a store on fresh storage: empty, or with every migration applied. */
  open(template: PgliteTemplate): Promise<Store>;
  /** Opens a second store on the same storage as the last open(). */
  openAgain(): Promise<Store>;
  cleanup(): Promise<void>;
}

// The contract starts each PGlite test from a copy of one of the run's clusters (as initdb leaves
// it, or with every migration applied: helpers/pglite-template.ts), about a second instead of
// initdb's 5–10 s and the migrations' 3–10 s a test; the first open of a new data directory,
// initdb and migrations included, has its own test below.
function pgliteBackend(): Backend {
  let dir: TempDir | undefined;
  return {
    async open(template) {
      dir = await makeTempDir('pglite');
      return openPgliteCopy(path.join(dir.path, 'pglite'), template);
    },
    openAgain() {
      if (!dir) throw new Error('open() first');
      return openPgliteStore(path.join(dir.path, 'pglite'));
    },
    async cleanup() {
      await dir?.remove();
    },
  };
}

function postgresBackend(): Backend {
  let schema: TestSchema | undefined;
  const connect = () => {
    if (!DATABASE_URL || !schema) throw new Error('no schema');
    return openPostgresStore({ connectionString: DATABASE_URL, schema: schema.name });
  };
  return {
    async open(template) {
      schema = await createTestSchema();
      const store = await connect();
      if (template === 'migrated') await migrate(store);
      return store;
    },
    openAgain: connect,
    async cleanup() {
      await schema?.drop();
    },
  };
}

function storeContract(kind: 'pglite' | 'postgres', makeBackend: () => Backend): void {
  let backend: Backend;
  let store: Store;
  const opened: Store[] = [];

  const eachOn = (template: PgliteTemplate) => {
    beforeEach(async () => {
      backend = makeBackend();
      store = await backend.open(template);
      opened.push(store);
    });
    afterEach(async () => {
      for (const s of opened.splice(0)) await s.close();
      await backend.cleanup();
    });
  };

  describe('on an empty database', () => {
    eachOn('empty');

    it(`reports its kind (${kind}) and answers select 1`, async () => {
      expect(store.kind).toBe(kind);
      const { rows } = await store.query<{ one: number }>('select 1 as one');
      expect(rows).toEqual([{ one: 1 }]);
    });

    it('applies every migration once and records it', async () => {
      const files = await loadMigrations();
      const first = await migrate(store);
      expect(first.applied.map((m) => m.version)).toEqual(files.map((m) => m.version));
      const second = await migrate(store);
      expect(second.applied).toEqual([]);
      expect(second.unknownVersions).toEqual([]);
      const { rows } = await store.query<{ version: number; name: string }>(
        'select version, name from schema_migrations order by version',
      );
      expect(rows).toEqual(files.map((m) => ({ version: m.version, name: m.name })));
    });

    it('refuses a migration that changed after it was applied', async () => {
      // Two migrations of its own: the checksum check is the subject, not the project's files
      // (which 'applies every migration once' runs).
      const dir = await makeTempDir('migrations');
      try {
        await writeFile(path.join(dir.path, '001_first.sql'), 'create table first_table (id int);');
        await writeFile(path.join(dir.path, '002_second.sql'), 'create table second (id int);');
        expect((await migrate(store, dir.path)).applied.map((m) => m.version)).toEqual([1, 2]);
        const file = path.join(dir.path, '001_first.sql');
        await writeFile(file, `${await readFile(file, 'utf8')}\n-- edited\n`);
        await expect(migrate(store, dir.path)).rejects.toThrow(MigrationError);
        await expect(migrate(store, dir.path)).rejects.toThrow(/changed after it was applied/);
      } finally {
        await dir.remove();
      }
    });

    it('rolls a failing migration back completely', async () => {
      const dir = await makeTempDir('migrations');
      try {
        await writeFile(path.join(dir.path, '001_first.sql'), 'create table first_table (id int);');
        await writeFile(
          path.join(dir.path, '002_broken.sql'),
          'create table half_done (id int);\ninsert into no_such_table values (1);',
        );
        await expect(migrate(store, dir.path)).rejects.toThrow(/no_such_table/);
        const { rows } = await store.query<{ first: boolean; half: boolean }>(
          `select to_regclass('first_table') is not null as first, to_regclass('half_done') is not null as half`,
        );
        expect(rows[0]).toEqual({ first: true, half: false });
        const recorded = await store.query<{ version: number }>(
          'select version from schema_migrations',
        );
        expect(recorded.rows.map((r) => r.version)).toEqual([1]);
      } finally {
        await dir.remove();
      }
    });

    it('rejects badly named migration files', async () => {
      const dir = await makeTempDir('migrations');
      try {
        await writeFile(path.join(dir.path, '1_bad.sql'), 'select 1;');
        await expect(loadMigrations(dir.path)).rejects.toThrow(/NNN_lower_snake_name/);
      } finally {
        await dir.remove();
      }
    });

    it('commits a transaction, and rolls it back when the callback throws', async () => {
      await store.exec('create table t (id int primary key, label text)');
      await store.transaction(async (tx) => {
        await tx.query('insert into t values ($1, $2)', [1, 'kept']);
      });
      await expect(
        store.transaction(async (tx) => {
          await tx.query('insert into t values ($1, $2)', [2, 'discarded']);
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      const { rows } = await store.query('select id, label from t order by id');
      expect(rows).toEqual([{ id: 1, label: 'kept' }]);
    });

    it('reads values the same way on both backends', async () => {
      const { rows } = await store.query(
        `select $1::int8 as small, 9007199254740993::int8 as big, count(*) as n,
              '12.50'::numeric as amount, '2024-02-29'::date as day,
              $2::text[] as list, $3::jsonb as doc, null::text as nothing`,
        [42, ['a', 'b'], JSON.stringify({ x: [1, 2] })],
      );
      expect(rows[0]).toEqual({
        small: 42,
        big: 9007199254740993n,
        n: 1,
        amount: '12.50',
        day: new Date('2024-02-29T00:00:00Z'),
        list: ['a', 'b'],
        doc: { x: [1, 2] },
        nothing: null,
      });
      const update = await store.query('select 1 where false');
      expect(update.rows).toEqual([]);
    });

    it('counts affected rows', async () => {
      await store.exec('create table c (id int); insert into c values (1), (2), (3);');
      const { rowCount } = await store.query('update c set id = id + 10 where id > $1', [1]);
      expect(rowCount).toBe(2);
    });
  });

  describe('with every migration applied', () => {
    eachOn('migrated');

    it('seeds the five demo brands idempotently, one per licence, one default', async () => {
      await seedDemoBrands(store);
      const before = await store.query<{ brand: string; updated_at: Date }>(
        'select brand, updated_at from brands order by brand',
      );
      await seedDemoBrands(store);
      const after = await store.query<{ brand: string; updated_at: Date }>(
        'select brand, updated_at from brands order by brand',
      );
      // Unchanged rows keep their updated_at.
      expect(after.rows).toEqual(before.rows);

      const brands = await loadBrands(store);
      expect(brands.map((b) => b.key)).toEqual([
        'aurora',
        'coralreef',
        'kingfisher',
        'nordlys',
        'puravida',
      ]);
      expect(new Set(brands.map((b) => b.license)).size).toBe(5);
      expect(brands.filter((b) => b.isDefault).map((b) => b.key)).toEqual(['aurora']);
      for (const brand of brands) {
        expect(Object.keys(brand.featureToggles).sort()).toEqual([...FEATURE_TOGGLES].sort());
        expect(brand).toEqual(DEMO_BRANDS.find((d) => d.key === brand.key));
      }
    });

    it('restores the demo default when another brand was made default', async () => {
      await seedDemoBrands(store);
      await store.query(`update brands set is_default = (brand = 'nordlys')`);
      await seedDemoBrands(store);
      const { rows } = await store.query<{ brand: string }>(
        'select brand from brands where is_default',
      );
      expect(rows).toEqual([{ brand: 'aurora' }]);
    });

    it('enforces the brand constraints', async () => {
      await seedDemoBrands(store);
      await expect(
        store.query(`update brands set license = 'xxx' where brand = 'aurora'`),
      ).rejects.toThrow();
      await expect(
        store.query(`update brands set is_default = true where brand = 'nordlys'`),
      ).rejects.toThrow();
    });

    it('keeps data across close and reopen', async () => {
      await seedDemoBrands(store);
      await store.close();
      await store.close(); // idempotent
      const reopened = await backend.openAgain();
      opened.push(reopened);
      const { rows } = await reopened.query<{ n: number }>('select count(*) as n from brands');
      expect(rows[0]?.n).toBe(5);
      expect((await migrate(reopened)).applied).toEqual([]);
    });
  });
}

describe('storage on PGlite', () => {
  storeContract('pglite', pgliteBackend);

  it('creates a new data directory on its first open (initdb), and opens it again with its data', async () => {
    const dir = await makeTempDir('pglite');
    try {
      const dataDir = path.join(dir.path, 'pglite');
      const store = await openPgliteStore(dataDir);
      try {
        expect(store.kind).toBe('pglite');
        await store.exec("create table kept (label text); insert into kept values ('first open');");
      } finally {
        await store.close();
      }
      const reopened = await openPgliteStore(dataDir);
      try {
        const { rows } = await reopened.query('select label from kept');
        expect(rows).toEqual([{ label: 'first open' }]);
      } finally {
        await reopened.close();
      }
    } finally {
      await dir.remove();
    }
  });
});

describePostgres('storage on PostgreSQL', () => {
  storeContract('postgres', postgresBackend);

  it('lets several processes migrate and seed the same database at once', async () => {
    const schema = await createTestSchema();
    const stores = await Promise.all(
      Array.from({ length: 4 }, () =>
        openPostgresStore({ connectionString: DATABASE_URL ?? '', schema: schema.name }),
      ),
    );
    try {
      const reports = await Promise.all(stores.map((s) => migrate(s)));
      const files = await loadMigrations();
      // Each migration was applied by exactly one of them (numeric order: 010 after 007).
      expect(reports.flatMap((r) => r.applied.map((m) => m.version)).sort((a, b) => a - b)).toEqual(
        files.map((m) => m.version),
      );
      await Promise.all(stores.map((s) => seedDemoBrands(s)));
      const { rows } = await stores[0]!.query<{ n: number }>('select count(*) as n from brands');
      expect(rows[0]?.n).toBe(5);
    } finally {
      await Promise.all(stores.map((s) => s.close()));
      await schema.drop();
    }
  });

  it('survives the server dropping a connection in the middle of a transaction', async () => {
    const lost: Error[] = [];
    const store = await openPostgresStore({
      connectionString: DATABASE_URL ?? '',
      onIdleError: (error) => lost.push(error),
    });
    const killer = await openPostgresStore({ connectionString: DATABASE_URL ?? '' });
    try {
      const inside = store.transaction(async (tx) => {
        const { rows } = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
        await killer.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        // The connection's 'error' arrives while no statement runs (a restart, a crash): before
        // the fix nobody listened for it and the process ended with an uncaught exception.
        const deadline = Date.now() + 5_000;
        while (lost.length === 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await tx.query('select 1');
      });
      await expect(inside).rejects.toThrow();
      expect(lost.length).toBeGreaterThan(0);
      // The broken connection was not returned to the pool: the next query works.
      const { rows } = await store.query<{ one: number }>('select 1 as one');
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await store.close();
      await killer.close();
    }
  });

  it('fails to open with a clear error when the server is unreachable', async () => {
    await expect(
      openPostgresStore({ connectionString: 'postgres://postgres@127.0.0.1:1/none' }),
    ).rejects.toThrow(/ECONNREFUSED/);
  });
});
