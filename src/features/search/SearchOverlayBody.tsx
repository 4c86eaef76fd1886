// The body of the `search` overlay: a combobox whose results come from the first
// letters typed (machines/search: debounced searchGames), arrow keys through the results, Enter
// opens the game, Escape closes the overlay (the dialog's own rule). With no text, the list is
// the player's recent searches (this browser's local storage), which can be cleared.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { fromPromise } from 'xstate';
import { thumbnailSizeFor } from '../../../machines/catalogue/thumbnail-size.ts';
import {
  SEARCH_RESULT_LIMIT,
  normaliseQuery,
  parseRecentSearches,
  searchMachine,
  selectSearch,
  type SearchResults,
} from '../../../machines/search/search.machine.ts';
import { SearchOverlayDocument } from '../../adapters/graphql/generated-session/graphql.ts';
import { LocalLink } from '../../components/LocalLink.tsx';
import { useApiServices } from '../../runtime/app-actors.ts';
import { useLocalNavigate } from '../../runtime/navigation.ts';
import { useShell } from '../../runtime/shell-context.ts';
import { usePlatformActors } from '../../runtime/use-platform.ts';
import styles from './Search.module.css';

/** Local storage key of the recent searches (this browser only). */
export const RECENT_SEARCHES_KEY = 'lobby.recentSearches';

function readRecent(): string[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return [];
  }
}

function writeRecent(recent: readonly string[]) {
  try {
    if (recent.length === 0) window.localStorage.removeItem(RECENT_SEARCHES_KEY);
    else window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(recent));
  } catch {
    // Storage refused (private mode, quota): recent searches last for this overlay only.
  }
}

export default function SearchOverlayBody() {
  const { t } = useLingui();
  const { api } = useApiServices();
  const { settings } = useShell();
  const { overlays } = usePlatformActors();
  const navigate = useLocalNavigate();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const close = () => overlays.send({ type: 'overlay.close', reason: 'programmatic' });

  const actor = useActorRef(
    searchMachine.provide({
      actors: {
        search: fromPromise<SearchResults, { query: string }>(async ({ input, signal }) => {
          const { searchGames } = await api.request(
            SearchOverlayDocument,
            {
              query: input.query,
              first: SEARCH_RESULT_LIMIT,
              thumbnailSize: thumbnailSizeFor(160, window.devicePixelRatio),
              license: settings.license,
            },
            { signal },
          );
          return {
            query: input.query,
            totalCount: searchGames.totalCount,
            hits: searchGames.edges.map(({ node }) => ({
              slug: node.slug,
              name: node.name,
              studioName: node.studio.name,
              thumbnailUrl: node.thumbnail.url,
            })),
          };
        }),
      },
      actions: {
        openGame: (_, { slug }) => {
          close();
          navigate(`/games/${slug}/`);
        },
        storeRecent: (_, { recent }) => writeRecent(recent),
      },
    }),
    { input: { recent: readRecent() } },
  );
  const state = useSelector(actor, selectSearch);
  const blank = normaliseQuery(state.query) === '';
  const query = state.resultsFor ?? '';
  const optionId = (index: number) => `${listId}-${index}`;

  // The highlighted option stays in view while the arrows move through a long list.
  useEffect(() => {
    if (state.highlighted < 0) return;
    document.getElementById(optionId(state.highlighted))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      actor.send({ type: event.key === 'ArrowDown' ? 'search.next' : 'search.previous' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      actor.send({ type: 'search.choose' });
    }
  };

  const busy = state.status === 'typing' || state.status === 'searching';
  const expanded = blank ? state.recent.length > 0 : state.hits.length > 0;
  return (
    <div className={styles.body}>
      <input
        ref={input}
        className={styles.input}
        type="search"
        role="combobox"
        aria-label={t`Search games`}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={state.highlighted >= 0 ? optionId(state.highlighted) : undefined}
        aria-busy={busy}
        placeholder={t`Game or studio`}
        autoComplete="off"
        spellCheck={false}
        autoFocus
        value={state.query}
        onChange={(event) => actor.send({ type: 'search.input', query: event.target.value })}
        onKeyDown={onKeyDown}
      />
      {blank ? (
        <div className={styles.recent}>
          {state.recent.length > 0 && (
            <div className={styles.recentHeading}>
              <h3 id={`${listId}-recent`}>
                <Trans>Recent searches</Trans>
              </h3>
              <button
                type="button"
                className={styles.clear}
                data-clear-recent
                onClick={() => {
                  actor.send({ type: 'search.clearRecent' });
                  input.current?.focus();
                }}
              >
                <Trans>Clear</Trans>
              </button>
            </div>
          )}
          <ul
            id={listId}
            role="listbox"
            aria-labelledby={`${listId}-recent`}
            className={styles.list}
          >
            {state.recent.map((term, index) => (
              <li
                key={term}
                id={optionId(index)}
                role="option"
                aria-selected={index === state.highlighted}
                className={styles.recentOption}
                onPointerMove={() => actor.send({ type: 'search.highlight', index })}
                onClick={() => {
                  actor.send({ type: 'search.useRecent', query: term });
                  input.current?.focus();
                }}
              >
                {term}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          <ul id={listId} role="listbox" aria-label={t`Games found`} className={styles.list}>
            {state.hits.map((hit, index) => (
              <li
                key={hit.slug}
                id={optionId(index)}
                role="option"
                aria-selected={index === state.highlighted}
                className={styles.option}
                data-search-result={hit.slug}
                onPointerMove={() => actor.send({ type: 'search.highlight', index })}
                onClick={() => {
                  actor.send({ type: 'search.opened', slug: hit.slug });
                  close();
                  navigate(`/games/${hit.slug}/`);
                }}
              >
                <img src={hit.thumbnailUrl} alt="" width={64} height={48} />
                <span className={styles.name}>{hit.name}</span>
                <span className={styles.studio}>{hit.studioName}</span>
              </li>
            ))}
          </ul>
          <p className={styles.status} role="status">
            {state.status === 'failed' ? (
              <Trans>Search is not available right now. Try again.</Trans>
            ) : state.status === 'ready' && state.hits.length === 0 ? (
              // The /games/ page's text, reused.
              <Trans>No games match “{query}”.</Trans>
            ) : state.status === 'ready' ? (
              <Plural value={state.totalCount} one="# game found" other="# games found" />
            ) : null}
          </p>
          {state.status === 'ready' && state.totalCount > state.hits.length && (
            <LocalLink
              className={styles.all}
              to={`/games/?q=${encodeURIComponent(normaliseQuery(state.query))}`}
              onClick={close}
            >
              <Trans>Show all {state.totalCount} results</Trans>
            </LocalLink>
          )}
        </>
      )}
    </div>
  );
}
