import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PAGE_TITLES } from '../../../runtime/page-titles.ts';
import { usePageTitle } from '../../../runtime/use-page-title.ts';
import { CATALOGUE_PAGE_SIZE } from './GameCategoryPage.tsx';
import { GridPage } from './GridPage.tsx';
import styles from './Catalogue.module.css';

const SEARCH_DEBOUNCE_MS = 300;

/** /games/: every game, with a search that lives in the URL (?q=) so results can be shared. */
export default function GamesPage() {
  const { t } = useLingui();
  const title = usePageTitle(PAGE_TITLES.games!);
  const { pathname, search: locationSearch } = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(locationSearch).get('q') ?? '';
  const [text, setText] = useState(query);

  useEffect(() => {
    if (text.trim() === query) return;
    const timer = setTimeout(() => {
      const params = new URLSearchParams(window.location.search);
      if (text.trim()) params.set('q', text.trim());
      else params.delete('q');
      const search = params.toString();
      void navigate(search ? `${pathname}?${search}` : pathname, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query, pathname, navigate]);

  return (
    <GridPage
      titleId="games-title"
      title={title}
      gridKey={query}
      source={{ kind: 'search', query }}
      pageSize={CATALOGUE_PAGE_SIZE}
      autoLoadSlices={2}
      emptyText={<Trans>No games match “{query}”.</Trans>}
    >
      <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="game-search">
          <Trans>Search games</Trans>
        </label>
        <input
          id="game-search"
          type="search"
          value={text}
          placeholder={t`Game or studio name`}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </form>
    </GridPage>
  );
}
