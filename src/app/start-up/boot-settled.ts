// Resolves when the brand's settings and the first catalog have arrived or failed: what Boot
// (App.tsx) waits for before it renders the app. main.tsx renders only then, so the first render
// is the app's, inside a transition that React slices. Rendered earlier, Boot showed its splash
// and the catalog's arrival re-rendered the whole app as one synchronous update (an external
// store's change is never a transition): a 100+ ms task at 4× CPU (decision 0047).
import { waitFor } from 'xstate';
import type { AppActors } from '../../runtime/app-actors.ts';
import {
  selectActiveLocale,
  selectCatalogFailed,
  selectSettings,
  selectSettingsFailed,
} from '../selectors.ts';

export async function bootSettled(
  actors: Pick<AppActors, 'lobbySettings' | 'localeCatalog'>,
): Promise<void> {
  await Promise.all([
    waitFor(actors.lobbySettings, (s) => selectSettings(s) !== null || selectSettingsFailed(s)),
    waitFor(actors.localeCatalog, (s) => selectActiveLocale(s) !== null || selectCatalogFailed(s)),
  ]).catch(() => {
    // An actor that stopped or threw: Boot shows what went wrong; render now.
  });
}
