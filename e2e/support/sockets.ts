import type { Page } from '@playwright/test';

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
