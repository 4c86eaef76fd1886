import { Trans, useLingui } from '@lingui/react/macro';
import { use } from 'react';
import { useApiServices } from '../../../runtime/app-actors.ts';
import { PAGE_TITLES } from '../../../runtime/page-titles.ts';
import { useShell } from '../../../runtime/shell-context.ts';
import { useDocumentTitle } from '../../../runtime/use-page-title.ts';
import { GameGrid } from '../GameGrid.tsx';
import { sliceTitle } from '../slice-title.ts';
import { useSliceContext } from '../use-slice-context.ts';
import styles from './Catalogue.module.css';

export const CATALOGUE_PAGE_SIZE = 30;

/** /game-category/{slug}/ */
export default function GameCategoryPage() {
  const { params } = useShell();
  const slug = params.slug ?? '';
  const { i18n } = useLingui();
  // The category's name, from the grid's own first read.
  const name = use(
    sliceTitle(
      useApiServices(),
      { kind: 'category', slug },
      CATALOGUE_PAGE_SIZE,
      useSliceContext(),
    ),
  );
  const title = name ?? i18n._(PAGE_TITLES.gameCategory!);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 id="category-title">{title}</h1>
      </div>
      <GameGrid
        key={slug}
        source={{ kind: 'category', slug }}
        pageSize={CATALOGUE_PAGE_SIZE}
        autoLoadSlices={2}
        labelledBy="category-title"
        emptyText={<Trans>There are no games in this category right now.</Trans>}
      />
    </div>
  );
}
