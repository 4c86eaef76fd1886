import { use } from 'react';
import { GameCategoriesDocument } from '../../../adapters/graphql/generated/graphql.ts';
import { useApiServices } from '../../../runtime/app-actors.ts';
import { PAGE_TITLES } from '../../../runtime/page-titles.ts';
import { useShell } from '../../../runtime/shell-context.ts';
import { CatalogueIndex } from './CatalogueIndex.tsx';

/** /game-category/ */
export default function GameCategoriesPage() {
  const { settings } = useShell();
  const services = useApiServices();
  const { gameCategories } = use(
    services.read(GameCategoriesDocument, { license: settings.license }),
  );
  const entries = gameCategories.map((category) => ({
    id: category.id,
    name: category.name,
    to: `/game-category/${category.slug}/`,
  }));
  return <CatalogueIndex title={PAGE_TITLES.gameCategories!} entries={entries} />;
}
