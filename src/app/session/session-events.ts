// Live session events (platform-core §7 subscriptions): SessionDestroyed ends this session
// (LOGGED_IN_FROM_ANOTHER_DEVICE when the player signed in elsewhere), PlayerUpdated carries
// isAccountClosed. They share the signed-in session's socket (session-effects.ts) with the
// wallet's balance updates. Loaded after sign-in only.
import type { SubscriptionClient } from '../../adapters/graphql/ws-client.ts';
import {
  PlayerUpdatedDocument,
  SessionDestroyedDocument,
} from '../../adapters/graphql/generated-session/graphql.ts';
import type { SessionEvent } from '../../../machines/session/session.machine.ts';

/** The legacy error message that also means "this session was destroyed" (platform-core §7). */
export const SESSION_DESTROYED_ERROR = 'session_destroyed_error';

export function listenToSessionEvents(options: {
  client: SubscriptionClient;
  sessionId: () => string | null;
  send: (event: SessionEvent) => void;
}): () => void {
  const { client } = options;
  const stopDestroyed = client.subscribe(
    SessionDestroyedDocument,
    ({ sessionDestroyed }) =>
      options.send({
        type: 'session.destroyed',
        sessionId: sessionDestroyed.sessionId,
        reason: sessionDestroyed.reason,
      }),
    (messages) => {
      const sessionId = options.sessionId();
      if (sessionId && messages.some((message) => message.includes(SESSION_DESTROYED_ERROR)))
        options.send({ type: 'session.destroyed', sessionId });
    },
  );
  const stopUpdated = client.subscribe(PlayerUpdatedDocument, ({ playerUpdated }) =>
    options.send({ type: 'session.playerUpdated', isAccountClosed: playerUpdated.isAccountClosed }),
  );
  return () => {
    stopDestroyed();
    stopUpdated();
  };
}
