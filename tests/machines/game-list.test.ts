import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  gameListMachine,
  showsMoreLink,
  type GameListEvent,
  type GameSlice,
  type LoadSliceInput,
} from '../../machines/game-list/game-list.machine.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { gameListPaths, tile } from './game-list.paths.ts';

describeMachinePaths('game list', gameListPaths.machine, gameListPaths.options);

// A list of 7 games served 2 at a time, as the server's cursor pagination does.
function pagedServer() {
  const all = Array.from({ length: 7 }, (_, i) => tile(i));
  const calls: (string | null)[] = [];
  const loadSlice = fromPromise<GameSlice | null, LoadSliceInput>(async ({ input }) => {
    calls.push(input.after);
    const start = input.after === null ? 0 : Number(input.after) + 1;
    const games = all.slice(start, start + input.first);
    const end = start + games.length - 1;
    return {
      title: 'Slots',
      games,
      hasNextPage: end < all.length - 1,
      endCursor: String(end),
      totalCount: all.length,
    };
  });
  // Stands in for the subscription: the test pushes catalogue changes through `publish`.
  let publish: (change: { gameSlugs: string[]; listSlugs: string[] }) => void = () => {};
  const watchCatalogue = fromCallback<GameListEvent>(({ sendBack }) => {
    publish = (change) => sendBack({ type: 'list.catalogueChanged', ...change });
    return () => {};
  });
  return {
    calls,
    actors: { loadSlice, watchCatalogue },
    publish: (change: { gameSlugs: string[]; listSlugs: string[] }) => publish(change),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('scroll-loading up to the second slice, then show more', () => {
  it('loads one more slice by scrolling, then only on show more', async () => {
    const server = pagedServer();
    const actor = createActor(gameListMachine.provide({ actors: server.actors }), {
      input: { source: { kind: 'list', slug: 'slots' }, pageSize: 2, autoLoadSlices: 2 },
    }).start();
    await settle();
    expect(actor.getSnapshot().context.games).toHaveLength(2);
    expect(showsMoreLink(actor.getSnapshot().context)).toBe(false);

    actor.send({ type: 'list.nearEnd' });
    await settle();
    expect(actor.getSnapshot().context.games.map((g) => g.id)).toEqual(['g0', 'g1', 'g2', 'g3']);
    expect(showsMoreLink(actor.getSnapshot().context)).toBe(true);

    // A third slice never loads by scrolling.
    actor.send({ type: 'list.nearEnd' });
    await settle();
    expect(actor.getSnapshot().context.slices).toBe(2);

    actor.send({ type: 'list.showMore' });
    await settle();
    actor.send({ type: 'list.showMore' });
    await settle();
    const { context } = actor.getSnapshot();
    expect(context.games.map((g) => g.id)).toEqual(['g0', 'g1', 'g2', 'g3', 'g4', 'g5', 'g6']);
    expect(context.hasNextPage).toBe(false);
    expect(showsMoreLink(context)).toBe(false);
    expect(server.calls).toEqual([null, '1', '3', '5']);
  });

  it('a studio page (autoLoadSlices 0) loads only on its button', async () => {
    const server = pagedServer();
    const actor = createActor(gameListMachine.provide({ actors: server.actors }), {
      input: { source: { kind: 'studio', slug: 'aurora-games' }, pageSize: 2, autoLoadSlices: 0 },
    }).start();
    await settle();
    actor.send({ type: 'list.nearEnd' });
    await settle();
    expect(server.calls).toEqual([null]);
    expect(showsMoreLink(actor.getSnapshot().context)).toBe(true);
  });
});

describe('live catalogue changes', () => {
  it('reloads a list whose games changed and ignores unrelated changes', async () => {
    const server = pagedServer();
    const actor = createActor(gameListMachine.provide({ actors: server.actors }), {
      input: { source: { kind: 'list', slug: 'slots' }, pageSize: 2, autoLoadSlices: 2 },
    }).start();
    await settle();
    server.publish({ gameSlugs: ['game-99'], listSlugs: ['roulette'] });
    await settle();
    expect(server.calls).toEqual([null]);
    server.publish({ gameSlugs: ['game-1'], listSlugs: [] });
    await settle();
    expect(server.calls).toEqual([null, null]);
    server.publish({ gameSlugs: [], listSlugs: ['slots'] });
    await settle();
    expect(server.calls).toEqual([null, null, null]);
    expect(actor.getSnapshot().context.games).toHaveLength(2);
  });
});
