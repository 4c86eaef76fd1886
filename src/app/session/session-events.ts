// Live session events (platform-core §7 subscriptions): SessionDestroyed ends this session
// (LOGGED_IN_FROM_ANOTHER_DEVICE when the player signed in elsewhere), PlayerUpdated carries
// isAccountClosed. One socket per signed-in session, authenticated with the access token in
// the connection parameters; closed when the session ends. Loaded after sign-in only.
import { createSubscriptionClient } from '../../adapters/graphql/ws-client.ts';
import {
  PlayerUpdatedDocument,
  SessionDestroyedDocument,
} from '../../adapters/graphql/generated-session/graphql.ts';
import type { SessionEvent } from '../../../machines/session/session.machine.ts';

/** The legacy error message that also means "this session was destroyed" (platform-core §7). */
export const SESSION_DESTROYED_ERROR = 'session_destroyed_error';

export function listenToSessionEvents(options: {
  url: string;
  accessToken: () => string | null;
  sessionId: () => string | null;
  send: (event: SessionEvent) => void;
}): () => void {
  const client = createSubscriptionClient({ url: options.url, accessToken: options.accessToken });
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
    client.dispose();
  };
}
