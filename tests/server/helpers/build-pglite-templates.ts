// Builds the PGlite templates in their own process (started by tests/server/global-setup.ts), so
// initdb's seconds of synchronous WebAssembly never stall Vitest's main process while the first
// test files start. `node build-pglite-templates.ts <root>` leaves <root>/empty (a cluster as
// initdb leaves it) and <root>/migrated (every migration applied), then <root>/ready; on failure
// <root>/failed holds the error. Both markers appear by rename, so a marker that exists is whole.
import { cp, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { migrate } from '../../../server/db/migrate.ts';
import { openPgliteStore } from '../../../server/db/pglite-store.ts';

async function mark(root: string, name: 'ready' | 'failed', text: string): Promise<void> {
  const partial = path.join(root, `${name}.partial`);
  await writeFile(partial, text);
  await rename(partial, path.join(root, name));
}

const root = process.argv[2];
if (!root) throw new Error('usage: build-pglite-templates.ts <root>');
try {
  const empty = path.join(root, 'empty');
  const migrated = path.join(root, 'migrated');
  const store = await openPgliteStore(empty);
  await store.close();
  // A second cluster from the first, migrated: one initdb for both.
  await cp(empty, migrated, { recursive: true });
  const migrating = await openPgliteStore(migrated);
  await migrate(migrating);
  await migrating.close();
  await mark(root, 'ready', '');
} catch (error) {
  await mark(
    root,
    'failed',
    error instanceof Error ? (error.stack ?? error.message) : String(error),
  );
  process.exitCode = 1;
}
