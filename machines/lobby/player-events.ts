// What the signed-in player's one live connection reports (platform-core §7 subscriptions), as
// the `playerEvents` actor sends them to the lobby (lobby.machine.ts). src/app opens the
// connection (one graphql-ws client) and maps each subscription's data to one of these.
import type { RewardUpdate } from '../reward-list/reward-list.ts';
import type { BalanceUpdate } from '../wallet/wallet.machine.ts';

/** PlayerUpdated's account status (the AccountClosed banner reads it). */
export interface PlayerAccountStatus {
  status: string;
  cause: string | null;
  reopenByCustomerAllowed: boolean;
}

export type PlayerEvent =
  /** The connection is open and its subscriptions are on their way (again, after a drop). */
  | { type: 'player.connected' }
  /** The connection closed; it opens again by itself. */
  | { type: 'player.disconnected' }
  /**
   * SessionDestroyed, or the legacy `session_destroyed_error` message (then for the session this
   * tab holds, without a reason).
   */
  | { type: 'player.sessionDestroyed'; sessionId: string; reason?: string }
  /** PlayerUpdated: `changed` names the areas that changed (empty from an older server). */
  | {
      type: 'player.updated';
      changed: readonly string[];
      isAccountClosed: boolean;
      accountStatus: PlayerAccountStatus | null;
    }
  /** balanceUpdated: the wallet's live balance. */
  | ({ type: 'player.balanceUpdated' } & BalanceUpdate)
  /** rewardUpdated (RewardsContextSubscription). */
  | { type: 'player.rewardUpdated'; update: RewardUpdate }
  /** CustomerPopUpAdded. */
  | { type: 'player.popUpAdded'; popUpIds: readonly string[] };

/** The player events components follow (the lobby emits them): the balance's updates. */
export type FollowedPlayerEvent = Extract<PlayerEvent, { type: 'player.balanceUpdated' }>;
