// The order of the lobby's items on its first screen (the first screen shows games).
// Pure, shared by the SPA's lobby (src/features/catalogue/lobby/LobbyPage.tsx) and the server's
// drawing of the same screen (server/http/first-paint.ts, decision 0047), so both put the same
// thing first and nothing jumps when the SPA takes over.

/** What the order looks at of a lobby item (the GraphQL `Lobby.items` union). */
export interface LobbyOrderItem {
  __typename: string;
  list?: { requiresBonus?: boolean | null } | null;
  games?: readonly unknown[] | null;
}

/** A game row that always shows: not the bonus-only list, not an empty top-games block. */
export const isShownGameRow = (item: LobbyOrderItem): boolean =>
  (item.__typename === 'GameListRow' && !item.list?.requiresBonus) ||
  (item.__typename === 'TopGamesBlock' && (item.games?.length ?? 0) > 0);

/**
 * The first game row that always shows moves ahead of the banners and cards before it; the
 * rest keep their order.
 */
export function gamesFirst<T extends LobbyOrderItem>(items: readonly T[]): T[] {
  const first = items.findIndex(isShownGameRow);
  if (first <= 0) return [...items];
  return [items[first]!, ...items.slice(0, first), ...items.slice(first + 1)];
}
