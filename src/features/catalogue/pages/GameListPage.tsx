import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useShell } from '../../../runtime/shell-context.ts';
import { PAGE_TITLES } from '../../../runtime/page-titles.ts';
import { ROW_SLICE_SIZE } from '../GameRow.tsx';
import { SliceGridPage } from './GridPage.tsx';

const FALLBACK_TITLE = msg`Game list`;

/** /game-list/{slug}/ and the fixed lists (/slots/, /live-casino/ …). */
export default function GameListPage() {
  const { route, params } = useShell();
  const fixedList = route?.id.startsWith('fixedList.') ? route.id : undefined;
  return (
    <SliceGridPage
      kind="list"
      slug={fixedList ? fixedList.slice('fixedList.'.length) : (params.slug ?? '')}
      pageSize={ROW_SLICE_SIZE}
      titleId="list-title"
      // A curated list is titled with its (translated) name; the fixed lists keep the
      // route table's titles, which are their names.
      fixedTitle={fixedList ? PAGE_TITLES[fixedList] : undefined}
      fallbackTitle={FALLBACK_TITLE}
      emptyText={<Trans>There are no games in this list right now.</Trans>}
    />
  );
}
