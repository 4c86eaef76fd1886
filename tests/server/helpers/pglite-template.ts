// PGlite directories for the server tests, copied from templates made once per test run
// (tests/server/global-setup.ts starts helpers/build-pglite-templates.ts). Creating a PGlite
// cluster runs initdb in WebAssembly, 5–10 s on this 2-core machine and over 30 s under load; a
// copy of a closed cluster opens in about a second. The templates are a cluster as initdb leaves
// it (`empty`) and one with every migration applied (`migrated`); the first open of a real data
// directory is still tested by storage.test.ts, the process tests and the end-to-end server.
import { existsSync, watch } from 'node:fs';
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { openPgliteStore } from '../../../server/db/pglite-store.ts';
import type { Store } from '../../../server/db/store.ts';

export type PgliteTemplate = 'empty' | 'migrated';

/** Where the templates are, and the markers the builder leaves when it is done. */
export interface PgliteTemplates extends Record<PgliteTemplate, string> {
  /** Exists once both templates are whole. */
  ready: string;
  /** Exists, holding the error, when the build failed. */
  failed: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: PgliteTemplates;
  }
}

let built: Promise<void> | undefined;

/** Settles once the run's templates are whole (at once after the first call), or fails. */
function templatesBuilt(templates: PgliteTemplates): Promise<void> {
  built ??= new Promise<void>((resolve, reject) => {
    // The markers appear by rename in this directory: watch it, then look, so none is missed.
    const watcher = watch(path.dirname(templates.ready));
    const check = () => {
      if (existsSync(templates.ready)) {
        watcher.close();
        resolve();
      } else if (existsSync(templates.failed)) {
        watcher.close();
        readFile(templates.failed, 'utf8').then(
          (why) => reject(new Error(`the PGlite templates were not built: ${why}`)),
          reject,
        );
      }
    };
    watcher.on('change', check);
    watcher.on('error', (error) => {
      watcher.close();
      reject(error);
    });
    check();
  });
  return built;
}

/**
 * Copies a template cluster to `dataDir` (which must not exist yet): the PGlite directory of a
 * store, or DATA_DIR/pglite of a server process that does not test its first start.
 */
export async function copyPgliteTemplate(dataDir: string, template: PgliteTemplate): Promise<void> {
  const templates = inject('pgliteTemplates');
  await templatesBuilt(templates);
  await cp(templates[template], dataDir, { recursive: true });
}

/** Opens a copy of a template cluster in `dataDir` (which must not exist yet). */
export async function openPgliteCopy(dataDir: string, template: PgliteTemplate): Promise<Store> {
  await copyPgliteTemplate(dataDir, template);
  return openPgliteStore(dataDir);
}
