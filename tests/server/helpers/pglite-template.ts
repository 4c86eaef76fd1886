// PGlite directories for the server tests, copied from templates made once per test run
// (tests/server/global-setup.ts). Creating a PGlite cluster runs initdb in WebAssembly, 5–10 s
// on this 2-core machine and over 30 s under load; a copy of a closed cluster opens in about a
// second. The templates are a cluster as initdb leaves it (`empty`) and one with every
// migration applied (`migrated`); the first open of a real data directory is still tested by
// storage.test.ts, the process tests and the end-to-end server.
import { cp } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPgliteStore } from '../../../server/db/pglite-store.ts';
import type { Store } from '../../../server/db/store.ts';

export type PgliteTemplate = 'empty' | 'migrated';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: Record<PgliteTemplate, string>;
  }
}

/** Opens a copy of a template cluster in `dataDir` (which must not exist yet). */
export async function openPgliteCopy(dataDir: string, template: PgliteTemplate): Promise<Store> {
  await cp(inject('pgliteTemplates')[template], dataDir, { recursive: true });
  return openPgliteStore(dataDir);
}
