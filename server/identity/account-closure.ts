// Closing an account: open lobbies hear playerUpdated (isAccountClosed), then every session of
// the player ends (ACCOUNT_CLOSED). Operator tooling and self-exclusion will call this.
import type { Store } from '../db/store.ts';
import type { PubSub } from '../pubsub/pubsub.ts';
import { closePlayerAccount } from '../players/players.ts';
import type { Sessions } from './sessions.ts';

export async function closeAccount(
  deps: { store: Store; pubsub: PubSub; sessions: Sessions },
  playerId: string,
  cause: string | null,
): Promise<boolean> {
  const closed = await closePlayerAccount(deps.store, playerId, cause);
  if (!closed) return false;
  await deps.pubsub.publish('playerUpdated', {
    playerId,
    isAccountClosed: true,
    changed: ['accountStatus'],
  });
  await deps.sessions.endAllOf(playerId, 'ACCOUNT_CLOSED');
  return true;
}
