import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  DEBOUNCE_MS,
  MAX_RECENT_SEARCHES,
  addRecentSearch,
  moveHighlight,
  normaliseQuery,
  parseRecentSearches,
  searchMachine,
  type SearchResults,
} from '../../machines/search/search.machine.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { searchPaths } from './search.paths.ts';

describeMachinePaths('search', searchPaths.machine, searchPaths.options);

const hit = (slug: string) => ({ slug, name: slug, studioName: 'S', thumbnailUrl: '' });

function start(recent: string[] = []) {
  const openGame = vi.fn();
  const storeRecent = vi.fn();
  const asked: string[] = [];
  const actor = createActor(
    searchMachine.provide({
      actions: { openGame, storeRecent },
      actors: {
        search: fromPromise<SearchResults, { query: string }>(async ({ input }) => {
          asked.push(input.query);
          return { query: input.query, hits: [hit('a'), hit('b'), hit('c')], totalCount: 3 };
        }),
      },
    }),
    { input: { recent } },
  ).start();
  return { actor, openGame, storeRecent, asked };
}

describe('search machine', () => {
  it('asks once per pause in typing, with the normalised text', async () => {
    vi.useFakeTimers();
    try {
      const { actor, asked } = start();
      for (const query of ['b', 'bl', 'bla', 'blak  ', 'blak  jak']) {
        actor.send({ type: 'search.input', query });
        await vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 10);
      }
      expect(asked).toEqual([]);
      await vi.advanceTimersByTimeAsync(20);
      expect(asked).toEqual(['blak jak']);
      expect(actor.getSnapshot().value).toBe('ready');
      expect(actor.getSnapshot().context.hits).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves the highlight with the arrows, wrapping, and opens the game on Enter', async () => {
    vi.useFakeTimers();
    try {
      const { actor, openGame, storeRecent } = start(['roulette']);
      actor.send({ type: 'search.input', query: 'blak jak' });
      await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
      const highlighted = () => actor.getSnapshot().context.highlighted;
      actor.send({ type: 'search.next' });
      expect(highlighted()).toBe(0);
      actor.send({ type: 'search.previous' });
      expect(highlighted()).toBe(2);
      actor.send({ type: 'search.next' });
      expect(highlighted()).toBe(0);
      actor.send({ type: 'search.next' });
      actor.send({ type: 'search.choose' });
      expect(openGame).toHaveBeenCalledWith(expect.anything(), { slug: 'b' });
      expect(storeRecent).toHaveBeenLastCalledWith(expect.anything(), {
        recent: ['blak jak', 'roulette'],
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs a highlighted recent search on Enter and clears the recent searches', async () => {
    const { actor, asked, storeRecent } = start(['roulette', 'blackjack']);
    actor.send({ type: 'search.previous' });
    expect(actor.getSnapshot().context.highlighted).toBe(1);
    actor.send({ type: 'search.choose' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(asked).toEqual(['blackjack']);
    expect(actor.getSnapshot().context.query).toBe('blackjack');
    actor.send({ type: 'search.clearRecent' });
    expect(actor.getSnapshot().context.recent).toEqual([]);
    expect(storeRecent).toHaveBeenLastCalledWith(expect.anything(), { recent: [] });
  });
});

describe('recent searches', () => {
  it('keeps the newest first, without duplicates in any case, at most six', () => {
    let recent: string[] = [];
    for (const q of [
      'roulette',
      'Blackjack',
      ' blackjack ',
      'x',
      'a',
      'b b',
      'cc',
      'dd',
      'ee',
      'ff',
    ])
      recent = addRecentSearch(recent, q);
    expect(recent).toHaveLength(MAX_RECENT_SEARCHES);
    // Texts under two letters are not remembered; the older spelling gave way to the newer.
    expect(recent).toEqual(['ff', 'ee', 'dd', 'cc', 'b b', 'blackjack']);
    expect(addRecentSearch(['Roulette'], 'roulette')).toEqual(['roulette']);
  });

  it('reads back only strings from storage', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('{')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["roulette", 3, "x", "  live   roulette "]')).toEqual([
      'roulette',
      'live roulette',
    ]);
  });

  it('normalises and wraps', () => {
    expect(normaliseQuery('  blak   jak ')).toBe('blak jak');
    expect(normaliseQuery('x'.repeat(200))).toHaveLength(100);
    expect(moveHighlight(-1, 3, 1)).toBe(0);
    expect(moveHighlight(-1, 3, -1)).toBe(2);
    expect(moveHighlight(2, 3, 1)).toBe(0);
    expect(moveHighlight(0, 0, 1)).toBe(-1);
  });
});
