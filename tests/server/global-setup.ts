// Once per run of the server tests: the PGlite templates that helpers/pglite-template.ts copies.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../server/db/migrate.ts';
import { openPgliteStore } from '../../server/db/pglite-store.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(path.join(tmpdir(), 'lobby-pglite-templates-'));
  const empty = path.join(root, 'empty');
  const migrated = path.join(root, 'migrated');
  const store = await openPgliteStore(empty);
  await store.close();
  // A second cluster from the first, migrated: one initdb for both.
  await cp(empty, migrated, { recursive: true });
  const migrating = await openPgliteStore(migrated);
  await migrate(migrating);
  await migrating.close();
  project.provide('pgliteTemplates', { empty, migrated });
  return () => rm(root, { recursive: true, force: true });
}
