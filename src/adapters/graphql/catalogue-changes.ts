// Live catalogue changes (Subscription.catalogueChanged), shared by every game list on the
// page: one subscription, many listeners. The WebSocket client is loaded on first use, so it
// is not part of the first render's JavaScript.
import type { CatalogueChange } from '../../../machines/game-list/game-list.machine.ts';
// Static: a dynamic import of the generated module would keep every document it holds.
import { CatalogueChangedDocument } from './generated/graphql.ts';
import { whenIdle } from '../when-idle.ts';

type Listener = (change: CatalogueChange) => void;

export interface CatalogueChangesOptions {
  url: string;
  accessToken: () => string | null;
  /** Runs before any listener hears of a change: drop cached reads so reloads fetch anew. */
  beforeListeners?: (change: CatalogueChange) => void;
}

export function createCatalogueChanges(options: CatalogueChangesOptions) {
  const listeners = new Set<Listener>();
  let started = false;

  async function start() {
    started = true;
    // The first screen's rows listen at once; the socket can wait for an idle period.
    await whenIdle();
    const { createSubscriptionClient } = await import('./ws-client.ts');
    const client = createSubscriptionClient(options);
    client.subscribe(CatalogueChangedDocument, ({ catalogueChanged }) => {
      options.beforeListeners?.(catalogueChanged);
      for (const listener of listeners) listener(catalogueChanged);
    });
  }

  return {
    listen(listener: Listener): () => void {
      listeners.add(listener);
      if (!started)
        void start().catch((error: unknown) =>
          console.warn('Live catalogue updates unavailable', error),
        );
      return () => listeners.delete(listener);
    },
  };
}

export type CatalogueChanges = ReturnType<typeof createCatalogueChanges>;
