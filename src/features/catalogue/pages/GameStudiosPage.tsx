import { use } from 'react';
import { GameStudiosDocument } from '../../../adapters/graphql/generated/graphql.ts';
import { useApiServices } from '../../../runtime/app-actors.ts';
import { PAGE_TITLES } from '../../../runtime/page-titles.ts';
import { useShell } from '../../../runtime/shell-context.ts';
import { CatalogueIndex } from './CatalogueIndex.tsx';

/** /game-studio/: every studio with games available here. */
export default function GameStudiosPage() {
  const { settings } = useShell();
  const services = useApiServices();
  const { gameStudios } = use(services.read(GameStudiosDocument, { license: settings.license }));
  const entries = gameStudios.map((studio) => ({
    id: studio.id,
    name: studio.name,
    to: `/game-studio/${studio.slug}/`,
    imageUrl: studio.imageUrl,
    gameCount: studio.gameCount,
  }));
  return <CatalogueIndex title={PAGE_TITLES.gameStudios!} entries={entries} />;
}
