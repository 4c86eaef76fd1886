import { Trans } from '@lingui/react/macro';
import { use } from 'react';
import { GameStudioDocument } from '../../../adapters/graphql/generated/graphql.ts';
import { useApiServices } from '../../../runtime/app-actors.ts';
import { useShell } from '../../../runtime/shell-context.ts';
import NotFoundPage from '../../../components/NotFoundPage.tsx';
import { useDocumentTitle } from '../../../runtime/use-page-title.ts';
import { useSliceContext } from '../use-slice-context.ts';
import { GridPage } from './GridPage.tsx';
import styles from './Catalogue.module.css';

/** programmes §9: the studio's "load more" fetches 30 games at a time. */
export const STUDIO_LOAD_MORE = 30;

/** /game-studio/{slug}/: the studio's logo and name, and its games with a load-more button. */
export default function GameStudioPage() {
  const { params } = useShell();
  const slug = params.slug ?? '';
  const services = useApiServices();
  const sliceContext = useSliceContext();
  // The first page comes from the same cached read the grid uses, so this costs no request.
  const { gameStudio } = use(
    services.read(GameStudioDocument, {
      first: STUDIO_LOAD_MORE,
      after: null,
      slug,
      thumbnailSize: sliceContext.thumbnailSize,
      license: sliceContext.license,
      currencyCode: sliceContext.currencyCode,
      locale: sliceContext.locale,
    }),
  );
  useDocumentTitle(gameStudio?.name ?? '');
  if (!gameStudio) return <NotFoundPage />;
  const studio = gameStudio.name;
  return (
    <GridPage
      titleId="studio-title"
      title={studio}
      logo={<img src={gameStudio.imageUrl} alt="" width={56} height={56} />}
      gridKey={slug}
      source={{ kind: 'studio', slug }}
      pageSize={STUDIO_LOAD_MORE}
      autoLoadSlices={0}
      emptyText={<Trans>This studio has no games available here.</Trans>}
    >
      <p className={styles.lead}>
        <Trans>Discover all {studio} games</Trans>
      </p>
    </GridPage>
  );
}
