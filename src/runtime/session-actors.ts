// The player's session as features see it: the lobby's root with the session and token-refresh
// actors, and the sign-in hand-over. The player's own actors are the root's (useSystemActor in
// system.ts). src/app/session/ starts them with their effects.
import type { ActorRefFrom } from 'xstate';
import type { LobbyActor } from '../../machines/lobby/lobby.machine.ts';
import type { SignInFlow, sessionMachine } from '../../machines/session/session.machine.ts';
import type { tokenRefreshMachine } from '../../machines/token-refresh/token-refresh.machine.ts';

/** What a sign-in page hands over once the server has issued tokens. */
export interface SignedInTokens {
  flow: SignInFlow;
  accessToken: string;
  /** Custom flow only. */
  refreshToken: string | null;
  /** Epoch ms. */
  expiresAt: number;
  /** The session id: the `sid` claim of the lobby JWT or of the identity provider's ID token. */
  sessionId: string;
}

export interface SessionActors {
  /** The lobby's root actor (machines/lobby): the session and the player's live events. */
  lobby: LobbyActor;
  session: ActorRefFrom<typeof sessionMachine>;
  tokenRefresh: ActorRefFrom<typeof tokenRefreshMachine>;
  /** The bearer for API requests and the subscription socket. */
  accessToken: () => string | null;
  /** The GraphQL client's 401 path: refresh once (joining a running refresh); true if it did. */
  refreshAfterAuthFailure: () => Promise<boolean>;
  /** After a sign-in page got tokens: store them, load the player, enter LOGGED_IN. */
  signIn: (tokens: SignedInTokens) => Promise<void>;
}
