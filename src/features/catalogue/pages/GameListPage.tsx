import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { use } from 'react';
import { useApiServices } from '../../../runtime/app-actors.ts';
import { useShell } from '../../../runtime/shell-context.ts';
import { PAGE_TITLES } from '../../../runtime/page-titles.ts';
import { ROW_SLICE_SIZE } from '../GameRow.tsx';
import { GameGrid } from '../GameGrid.tsx';
import { useDocumentTitle } from '../../../runtime/use-page-title.ts';
import { sliceTitle } from '../slice-title.ts';
import { useSliceContext } from '../use-slice-context.ts';
import styles from './Catalogue.module.css';

const FALLBACK_TITLE = msg`Game list`;

/** /game-list/{slug}/ and the fixed lists (/slots/, /live-casino/ …). */
export default function GameListPage() {
  const { route, params } = useShell();
  const slug = route?.id.startsWith('fixedList.')
    ? route.id.slice('fixedList.'.length)
    : (params.slug ?? '');
  const { i18n } = useLingui();
  // A curated list is titled with its (translated) name; the fixed lists keep the
  // route table's titles, which are their names.
  const fixedTitle = route?.id.startsWith('fixedList.') ? PAGE_TITLES[route.id] : undefined;
  const name = use(
    sliceTitle(useApiServices(), { kind: 'list', slug }, ROW_SLICE_SIZE, useSliceContext()),
  );
  const title = fixedTitle ? i18n._(fixedTitle) : (name ?? i18n._(FALLBACK_TITLE));
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 id="list-title">{title}</h1>
      </div>
      <GameGrid
        key={slug}
        source={{ kind: 'list', slug }}
        pageSize={ROW_SLICE_SIZE}
        autoLoadSlices={2}
        labelledBy="list-title"
        emptyText={<Trans>There are no games in this list right now.</Trans>}
      />
    </div>
  );
}
