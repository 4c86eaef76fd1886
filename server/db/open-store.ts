// Chooses the storage from the config. For PGlite the DATA_DIR lock is taken before the
// directory is touched and released after the database is closed.
import type { StorageConfig } from '../config.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { openPgliteStore } from './pglite-store.ts';
import { openPostgresStore } from './postgres-store.ts';
import type { Store } from './store.ts';

export interface OpenStoreOptions {
  /** DATA_DIR (parent of the PGlite directory) and how to name it in messages. */
  dataDir: string;
  dataDirLabel?: string;
  onPostgresIdleError?: (error: Error) => void;
}

export async function openStore(storage: StorageConfig, options: OpenStoreOptions): Promise<Store> {
  if (storage.kind === 'postgres') {
    return openPostgresStore({
      connectionString: storage.connectionString,
      ...(options.onPostgresIdleError ? { onIdleError: options.onPostgresIdleError } : {}),
    });
  }
  const lock = acquireDataDirLock(options.dataDir, options.dataDirLabel);
  let store: Store;
  try {
    store = await openPgliteStore(storage.dataDir);
  } catch (error) {
    lock.release();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    ...store,
    close() {
      closing ??= store.close().finally(() => lock.release());
      return closing;
    },
  };
}
