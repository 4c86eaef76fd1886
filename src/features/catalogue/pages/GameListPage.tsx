import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useShell } from '../../../runtime/shell-context.ts';
import { PAGE_TITLES } from '../../../runtime/page-titles.ts';
import { ROW_SLICE_SIZE } from '../GameRow.tsx';
import { GameGrid } from '../GameGrid.tsx';
import { usePageTitle } from '../../../runtime/use-page-title.ts';
import styles from './Catalogue.module.css';

const FALLBACK_TITLE = msg`Game list`;

/** /game-list/{slug}/ and the fixed lists (/slots/, /live-casino/ …). */
export default function GameListPage() {
  const { route, params } = useShell();
  const slug = route?.id.startsWith('fixedList.')
    ? route.id.slice('fixedList.'.length)
    : (params.slug ?? '');
  const title = usePageTitle((route && PAGE_TITLES[route.id]) ?? FALLBACK_TITLE);
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
