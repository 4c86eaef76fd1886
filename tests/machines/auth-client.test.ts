import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  LOGIN_FAILED,
  authClientMachine,
  authClientState,
  type AuthUser,
} from '../../machines/auth-client/auth-client.machine.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { authClientPaths } from './auth-client.paths.ts';

describeMachinePaths('auth client', authClientPaths.machine, authClientPaths.options);

describe('auth client errors', () => {
  it("a redirect the library refuses shows the library's message (e.g. a tampered state)", async () => {
    const actor = createActor(
      authClientMachine.provide({
        actors: {
          initialise: fromPromise<AuthUser | null>(async () => {
            throw new Error('No matching state found in storage');
          }),
          userManagerEvents: fromCallback(() => () => {}),
        },
      }),
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(authClientState(actor.getSnapshot())).toBe('error');
    expect(actor.getSnapshot().context.error).toBe('No matching state found in storage');
  });

  it("a failure without a message is the generic 'Login failed'", async () => {
    const actor = createActor(
      authClientMachine.provide({
        actors: {
          initialise: fromPromise<AuthUser | null>(async () => {
            throw {};
          }),
          userManagerEvents: fromCallback(() => () => {}),
        },
      }),
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.error).toBe(LOGIN_FAILED);
  });
});
