// The lobby's first screen shows games: the first game row that always shows moves
// ahead of the banners and cards before it; the bonus-only row and empty top-games blocks do not
// count; everything else keeps its order.
import { describe, expect, it } from 'vitest';
import type { LobbyQuery } from '../../src/adapters/graphql/generated/graphql.ts';
import { gamesFirst } from '../../machines/first-page/lobby-order.ts';

type Item = LobbyQuery['lobby']['items'][number];

const banner = (id: string) => ({ __typename: 'BannerBlock', id }) as unknown as Item;
const card = (id: string) => ({ __typename: 'RaffleBlock', id }) as unknown as Item;
const row = (id: string, requiresBonus = false) =>
  ({ __typename: 'GameListRow', id, list: { requiresBonus } }) as unknown as Item;
const top = (id: string, games: number) =>
  ({ __typename: 'TopGamesBlock', id, games: Array.from({ length: games }) }) as unknown as Item;
const ids = (items: Item[]) => items.map((item) => (item as { id: string }).id);

describe('gamesFirst', () => {
  it('moves the first game row ahead of the banner and cards', () => {
    expect(ids(gamesFirst([banner('b'), card('c'), row('r1'), row('r2')]))).toEqual([
      'r1',
      'b',
      'c',
      'r2',
    ]);
  });

  it('skips the bonus-only row and an empty top-games block', () => {
    expect(
      ids(gamesFirst([banner('b'), row('bonus', true), top('empty', 0), top('top', 3), row('r')])),
    ).toEqual(['top', 'b', 'bonus', 'empty', 'r']);
  });

  it('keeps a lobby that already starts with games, or has none', () => {
    expect(ids(gamesFirst([row('r'), banner('b')]))).toEqual(['r', 'b']);
    expect(ids(gamesFirst([banner('b'), card('c')]))).toEqual(['b', 'c']);
  });
});
