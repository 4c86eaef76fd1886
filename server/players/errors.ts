// The caller's typed errors every layer may throw (platform-core §8): no usable sign-in, and a
// running subscription whose session has ended. Identity's own errors are identity/auth/errors.ts.
import { LobbyError } from '../errors.ts';

/** A bearer token is needed and missing or invalid: the client refreshes and retries once. */
export function authenticationFailure(): LobbyError {
  return new LobbyError('AuthenticationFailure', 'Sign in to do this.');
}

/**
 * A running subscription of a session that has ended. The message carries the legacy client's
 * cue, "session_destroyed_error" (platform-core §7), which ends the session on the client.
 */
export function sessionDestroyed(reason: string): LobbyError {
  return new LobbyError('SessionDestroyed', `session_destroyed_error: the session has ended.`, {
    details: { reason },
  });
}
