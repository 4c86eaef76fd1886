import { randomUUID } from 'node:crypto';
import { expect, type Page, type WebSocket } from '@playwright/test';
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

/** Every host the end-to-end tests open (support/origins.ts). */
const HOSTS = [
  'localhost',
  'est.localhost',
  'mga.localhost',
  'anj.localhost',
  'crc.localhost',
  'cos.localhost',
  'coralreef.localhost',
];

/** Subscriptions of the server to a pub/sub topic started so far under `tag` (test fixtures). */
async function startedOn(page: Page, topic: string, tag: string): Promise<number> {
  const response = await page.request.get(
    `${origin()}/dev/fixtures/subscriptions?topic=${topic}&tag=${tag}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { started: number }).started;
}

/**
 * Call before the page loads (or reloads); the function it returns resolves once the server
 * listens to its pub/sub `topic` for a subscription of THIS page's browser context: an event
 * published after that reaches the page, with no pause to guess how long the server takes. The
 * context's `fixtureTag` cookie tells its subscriptions apart from those of the tests running
 * beside it, which listen to the same topics.
 */
export async function serverSubscription(page: Page, topic: string): Promise<() => Promise<void>> {
  const tag = randomUUID();
  await page
    .context()
    .addCookies(HOSTS.map((host) => ({ name: 'fixtureTag', value: tag, url: origin(host) })));
  return async () => {
    await expect.poll(() => startedOn(page, topic, tag)).toBeGreaterThan(0);
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
 * Call before the page loads: records the page's sockets to the lobby's GraphQL endpoint (and
 * the subscriptions each sent) and to the jackpot service. `player()` says which sockets carried
 * a player subscription and which subscriptions each of them sent; `all()` counts the lobby
 * sockets opened, `jackpot()` the jackpot sockets open now (a reconnection replaces one).
 */
export function lobbySockets(page: Page) {
  const sockets: { url: string; operations: Set<string> }[] = [];
  const jackpot = new Set<WebSocket>();
  page.on('websocket', (socket) => {
    if (socket.url().includes('/jackpot-api/v1/events/')) {
      jackpot.add(socket);
      socket.on('close', () => jackpot.delete(socket));
    }
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
    jackpot: () => jackpot.size,
    player: () =>
      sockets
        .filter(({ operations }) =>
          PLAYER_SUBSCRIPTIONS.some((operation) => operations.has(operation)),
        )
        .map(({ operations }) => [...operations].sort()),
  };
}
