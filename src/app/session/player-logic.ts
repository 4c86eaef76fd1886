// The logic of the signed-in player's actors that are not in the first paint, with their effects:
// the lobby's root loads this module when a player signs in and spawns them (machines/lobby
// PlayerLogic). Visitors never download it.
//
// - The reward list (machines/reward-list): loadRewards is the Rewards query (platform-core §7:
//   ascending, last 500, Unclaimed and Scheduled); claimReward the claimReward mutation of one
//   assignation. Its live updates (rewardUpdated) are routed to it by the lobby.
// - The session's live protection (the reality check, the session limit): protection-logic.ts.
// - The jackpot (its settings and socket): jackpot-logic.ts; the raffle: raffle-logic.ts;
//   compliance (banners, pop-ups, guards): compliance-logic.ts.
import { fromPromise } from 'xstate';
import type { PlayerLogic } from '../../../machines/lobby/lobby.machine.ts';
import {
  fromClaimReward,
  rewardListMachine,
} from '../../../machines/reward-list/reward-list.machine.ts';
import { lobbyWalletMachine } from '../../../machines/lobby/lobby-wallet.ts';
import { lowFundsMachine } from '../../../machines/low-funds/low-funds.machine.ts';
import type { GraphQLClient } from '../../adapters/graphql/client.ts';
import type { PlatformHandle } from '../../runtime/platform-actors.ts';
import {
  ClaimRewardDocument,
  RewardsDocument,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { toListReward } from '../../runtime/reward-list.ts';
import { complianceLogic, type ComplianceOptions } from '../compliance/compliance-logic.ts';
import { jackpotLogic, type JackpotLogicOptions } from '../jackpot/jackpot-logic.ts';
import { protectionLogic, type ProtectionOptions } from '../protection/protection-logic.ts';
import { raffleLogic, type RaffleLogicOptions } from '../raffle/raffle-logic.ts';
import { walletEffects } from './wallet-effects.ts';

/** platform-core §9: rewards fetch limit. */
export const REWARDS_FETCH_LIMIT = 500;

export type PlayerLogicOptions = WalletLogicOptions &
  ProtectionOptions &
  JackpotLogicOptions &
  RaffleLogicOptions &
  ComplianceOptions;

export function playerLogic(options: PlayerLogicOptions): PlayerLogic {
  return {
    ...walletLogic(options),
    rewardList: rewardListLogic(options),
    protection: protectionLogic(options),
    jackpot: jackpotLogic(options),
    raffle: raffleLogic(options),
    compliance: complianceLogic(options),
  };
}

interface WalletLogicOptions {
  api: () => GraphQLClient;
  /** Toasts and the quick-deposit dialog. */
  platform: PlatformHandle;
}

/** The wallet (the balance read, money toasts) and the low-funds prompt: wallet-effects.ts. */
export function walletLogic(options: WalletLogicOptions) {
  const effects = walletEffects(options);
  return {
    wallet: lobbyWalletMachine.provide({
      actors: { loadWallet: fromPromise(effects.loadWallet) },
      actions: {
        showMoneyToast: (_, toast) => effects.showMoneyToast(toast),
        rememberToastForReload: effects.rememberToastForReload,
      },
    }),
    lowFunds: lowFundsMachine.provide({
      actions: {
        openQuickDeposit: effects.openQuickDeposit,
        setDepositDialogFlag: effects.setDepositDialogFlag,
      },
    }),
  };
}

export function rewardListLogic(options: { api: () => GraphQLClient }) {
  return rewardListMachine.provide({
    actors: {
      loadRewards: fromPromise(async ({ input }) => {
        const { viewer } = await options.api().request(RewardsDocument, {
          statuses: [...input.statuses],
          sortBy: 'assignedAt',
          ascending: true,
          last: REWARDS_FETCH_LIMIT,
        });
        return viewer.playerRewards.map(toListReward);
      }),
      // The machine reads the error's type (ApiError `data.type`: RewardsBlocked…).
      claimReward: fromClaimReward(async ({ assignationId }) => {
        const { claimReward } = await options.api().request(ClaimRewardDocument, { assignationId });
        return toListReward(claimReward);
      }),
    },
  });
}
