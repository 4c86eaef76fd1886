import { Trans } from '@lingui/react/macro';
import { PAGE_TITLES } from '../../../runtime/page-titles.ts';
import { useShell } from '../../../runtime/shell-context.ts';
import { usePageTitle } from '../../../runtime/use-page-title.ts';
import { GameGrid } from '../GameGrid.tsx';
import styles from './Catalogue.module.css';

export const CATALOGUE_PAGE_SIZE = 30;

/** /game-category/{slug}/ */
export default function GameCategoryPage() {
  const { params } = useShell();
  const slug = params.slug ?? '';
  const title = usePageTitle(PAGE_TITLES.gameCategory!);
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
