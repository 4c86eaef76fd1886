import { expect, type Page } from '@playwright/test';
import { origin } from './origins.ts';

/**
 * Resolves once one of the page's sockets has sent the GraphQL subscription naming `operation`.
 * Call it before the page loads (it listens for sockets opened from then on). The server
 * registers a subscription as it reads that frame, so an event published after this resolves
 * reaches the page; one published before it would reach no open lobby.
 */
export function subscriptionSent(page: Page, operation: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes(operation)) resolve();
      }),
    );
  });
}

/** Subscriptions of the server to a pub/sub topic started so far (the test-fixtures stand-in). */
async function startedOn(page: Page, topic: string): Promise<number> {
  const response = await page.request.get(`${origin()}/dev/fixtures/subscriptions?topic=${topic}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { started: number }).started;
}

/**
 * Call before the page loads; the function it returns resolves once the page has sent the
 * subscription naming `operation` AND the server listens to its pub/sub `topic` for it: an event
 * published after that reaches the page, with no pause to guess how long the server takes.
 */
export async function serverSubscription(
  page: Page,
  operation: string,
  topic: string,
): Promise<() => Promise<void>> {
  const before = await startedOn(page, topic);
  const sent = subscriptionSent(page, operation);
  return async () => {
    await sent;
    await expect.poll(() => startedOn(page, topic)).toBeGreaterThan(before);
  };
}

/** Every subscription of the signed-in player, on its one live connection (machines/lobby). */
export const PLAYER_SUBSCRIPTIONS = [
  'SessionDestroyed',
  'PlayerUpdated',
  'WalletBalanceUpdated',
  'RewardsContextSubscription',
  'CustomerPopUpAdded',
] as const;

/**
 * Call before the page loads: records the page's sockets to the lobby's GraphQL endpoint and the
 * subscriptions each sent. `player()` says how many sockets carried a player subscription and
 * which subscriptions each of them sent; `all()` counts the lobby sockets opened.
 */
export function lobbySockets(page: Page) {
  const sockets: { url: string; operations: Set<string> }[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/lobby-graphql')) return;
    const entry = { url: socket.url(), operations: new Set<string>() };
    sockets.push(entry);
    socket.on('framesent', ({ payload }) => {
      const name = /"type":"subscribe".*?subscription (\w+)/.exec(String(payload))?.[1];
      if (name) entry.operations.add(name);
    });
  });
  return {
    all: () => sockets.length,
    player: () =>
      sockets
        .filter(({ operations }) =>
          PLAYER_SUBSCRIPTIONS.some((operation) => operations.has(operation)),
        )
        .map(({ operations }) => [...operations].sort()),
  };
}
