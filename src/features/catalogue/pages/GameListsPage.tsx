import { use } from 'react';
import { ListsOfGamesDocument } from '../../../adapters/graphql/generated/graphql.ts';
import { useApiServices } from '../../../runtime/app-actors.ts';
import { PAGE_TITLES } from '../../../runtime/page-titles.ts';
import { useShell } from '../../../runtime/shell-context.ts';
import { CatalogueIndex } from './CatalogueIndex.tsx';

/** /game-list/: every list of the brand. The bonus list shows only with bonus enabled. */
export default function GameListsPage() {
  const { settings } = useShell();
  const services = useApiServices();
  const { listsOfGames } = use(services.read(ListsOfGamesDocument, { license: settings.license }));
  const entries = listsOfGames
    .filter((list) => !list.requiresBonus)
    .map((list) => ({ id: list.id, name: list.name, to: `/game-list/${list.slug}/` }));
  return <CatalogueIndex title={PAGE_TITLES.gameLists!} entries={entries} />;
}
