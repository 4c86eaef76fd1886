import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  InvalidTokenFailure,
  refreshFailureReason,
  tokenRefreshMachine,
  type TokenRefreshEvent,
} from '../../machines/token-refresh/token-refresh.machine.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { tokenRefreshPaths } from './token-refresh.paths.ts';

describeMachinePaths('token refresh', tokenRefreshPaths.machine, tokenRefreshPaths.options);

describe('token refresh timing', () => {
  it('refreshes 30 s before expiry and announces expiry at 60 s, checking every 5 s', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const expiresAt = 300_000;
      const notified: number[] = [];
      const refreshed: number[] = [];
      const actor = createActor(
        tokenRefreshMachine.provide({
          actors: {
            clock: fromCallback<TokenRefreshEvent>(({ sendBack }) => {
              const timer = setInterval(
                () => sendBack({ type: 'clock.tick', now: Date.now() }),
                5_000,
              );
              return () => clearInterval(timer);
            }),
            refreshTokens: fromPromise(async () => {
              refreshed.push(Date.now());
              return Date.now() + 300_000;
            }),
          },
          actions: {
            notifyExpiring: () => notified.push(Date.now()),
            reportFailure: () => {},
          },
        }),
      ).start();
      actor.send({ type: 'token.updated', expiresAt });
      await vi.advanceTimersByTimeAsync(expiresAt);
      expect(notified).toEqual([240_000]);
      expect(refreshed).toEqual([270_000]);
      expect(actor.getSnapshot().context.expiresAt).toBe(570_000);
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('joins a running refresh instead of starting a second one (single flight)', async () => {
    let calls = 0;
    let resolve!: (expiry: number) => void;
    const actor = createActor(
      tokenRefreshMachine.provide({
        actors: {
          clock: fromCallback(() => () => {}),
          refreshTokens: fromPromise(() => {
            calls += 1;
            return new Promise<number>((done) => (resolve = done));
          }),
        },
      }),
    ).start();
    actor.send({ type: 'token.updated', expiresAt: Date.now() + 300_000 });
    actor.send({ type: 'token.refreshNow' });
    actor.send({ type: 'token.refreshNow' });
    resolve(Date.now() + 600_000);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('scheduled'));
    expect(calls).toBe(1);
  });

  it('maps refresh failures to the logout reasons of platform-core §8', () => {
    expect(refreshFailureReason(new InvalidTokenFailure('reused'))).toBe('SESSION_EXPIRED');
    expect(refreshFailureReason(new Error('network'))).toBe('JWT_EXPIRED');
    expect(refreshFailureReason(undefined)).toBe('JWT_EXPIRED');
  });
});
