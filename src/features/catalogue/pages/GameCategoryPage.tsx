import { Trans } from '@lingui/react/macro';
import { PAGE_TITLES } from '../../../runtime/page-titles.ts';
import { useShell } from '../../../runtime/shell-context.ts';
import { SliceGridPage } from './GridPage.tsx';

export const CATALOGUE_PAGE_SIZE = 30;

/** /game-category/{slug}/ */
export default function GameCategoryPage() {
  const { params } = useShell();
  return (
    <SliceGridPage
      kind="category"
      slug={params.slug ?? ''}
      pageSize={CATALOGUE_PAGE_SIZE}
      titleId="category-title"
      fallbackTitle={PAGE_TITLES.gameCategory!}
      emptyText={<Trans>There are no games in this category right now.</Trans>}
    />
  );
}
