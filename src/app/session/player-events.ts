// The signed-in player's one live connection (the lobby's `playerEvents` actor,
// machines/lobby/lobby.machine.ts): one graphql-ws client on /lobby-graphql carrying every player
// subscription of platform-core §7, each answer mapped to a typed PlayerEvent. Loaded after
// sign-in only; disposing it closes the socket.
//
// SessionDestroyed ends this session (LOGGED_IN_FROM_ANOTHER_DEVICE when the player signed in
// elsewhere), and so does the legacy `session_destroyed_error` message; PlayerUpdated carries
// isAccountClosed, the changed areas and the account status; balanceUpdated, rewardUpdated and
// CustomerPopUpAdded go to the wallet, the reward list and compliance through the lobby.
import type { PlayerEvent } from '../../../machines/lobby/player-events.ts';
import {
  CustomerPopUpAddedDocument,
  PlayerUpdatedDocument,
  RewardsContextSubscriptionDocument,
  SessionDestroyedDocument,
  WalletBalanceUpdatedDocument,
} from '../../adapters/graphql/generated-session/graphql.ts';
import {
  createSubscriptionClient,
  type SubscriptionClient,
} from '../../adapters/graphql/ws-client.ts';
import { toRewardUpdate } from '../../runtime/reward-list.ts';

/** The legacy error message that also means "this session was destroyed" (platform-core §7). */
export const SESSION_DESTROYED_ERROR = 'session_destroyed_error';

export interface PlayerEventsOptions {
  /** The lobby GraphQL WebSocket (ws:// or wss://…/lobby-graphql). */
  socketUrl: string;
  /** The bearer in connection_init, read at every (re)connection. */
  accessToken: () => string | null;
  /** The session this tab holds (the legacy message names none). */
  sessionId: () => string | null;
}

/** Subscribes to every player event on `client`; returns the function that ends them all. */
export function listenToPlayerEvents(
  client: Pick<SubscriptionClient, 'subscribe'>,
  sessionId: () => string | null,
  send: (event: PlayerEvent) => void,
): () => void {
  const stops = [
    client.subscribe(
      SessionDestroyedDocument,
      ({ sessionDestroyed }) =>
        send({
          type: 'player.sessionDestroyed',
          sessionId: sessionDestroyed.sessionId,
          reason: sessionDestroyed.reason,
        }),
      (messages) => {
        const current = sessionId();
        if (current && messages.some((message) => message.includes(SESSION_DESTROYED_ERROR)))
          send({ type: 'player.sessionDestroyed', sessionId: current });
      },
    ),
    client.subscribe(PlayerUpdatedDocument, ({ playerUpdated }) =>
      send({
        type: 'player.updated',
        changed: playerUpdated.changed,
        isAccountClosed: playerUpdated.isAccountClosed,
        accountStatus: playerUpdated.accountStatus ?? null,
      }),
    ),
    client.subscribe(WalletBalanceUpdatedDocument, ({ balanceUpdated }) =>
      send({ type: 'player.balanceUpdated', ...balanceUpdated }),
    ),
    client.subscribe(RewardsContextSubscriptionDocument, ({ rewardUpdated }) =>
      send({ type: 'player.rewardUpdated', update: toRewardUpdate(rewardUpdated) }),
    ),
    client.subscribe(CustomerPopUpAddedDocument, ({ customerPopUpAdded }) =>
      send({ type: 'player.popUpAdded', popUpIds: customerPopUpAdded.popUpIdsAdded }),
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/** Opens the player's connection and listens; the returned function closes the socket. */
export function openPlayerEvents(
  options: PlayerEventsOptions,
  send: (event: PlayerEvent) => void,
): () => void {
  const client = createSubscriptionClient({
    url: options.socketUrl,
    accessToken: options.accessToken,
    // graphql-ws sends the waiting subscriptions right after it announces the connection: told
    // a task later, the lobby knows they are on the wire before the wallet reads its balance.
    onConnected: () => setTimeout(() => send({ type: 'player.connected' }), 0),
    onClosed: () => send({ type: 'player.disconnected' }),
  });
  const stop = listenToPlayerEvents(client, options.sessionId, send);
  return () => {
    stop();
    client.dispose();
  };
}
