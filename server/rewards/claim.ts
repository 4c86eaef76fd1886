// Claiming: the player's rules in front (own assignation, not blocked, phone verified unless the
// brand switches that off), then one ledger entry keyed `reward:{assignationId}` that locks the
// assignation row, checks it is still claimable, credits and marks it Credited. The key makes a
// double claim, a hundred concurrent ones or an automatic credit racing the player's claim
// credit once (the others read the first one's result); the row lock makes a claim racing the
// expiry job end in exactly one of Credited or Expired.
import type { Brand } from '../brands/brand.ts';
import type { Store } from '../db/store.ts';
import { findPlayerById } from '../players/players.ts';
import type { PubSub } from '../pubsub/pubsub.ts';
import { houseAccount, type AccountDirectory } from '../ledger/journal/accounts.ts';
import {
  balanceChange,
  playerAccountIds,
  type BalanceChange,
} from '../ledger/journal/balance-change.ts';
import { runEntry, type Posting } from '../ledger/journal/ledger.ts';
import { restrictionsOf } from '../ledger/limits/restrictions.ts';
import { requireNoBreak } from '../players/breaks.ts';
import { findAssignationView, type PlayerRewardView } from './assignations.ts';
import { termsAtGrant } from '../ledger/bonus/bonus-terms.ts';
import { insertBonus } from '../ledger/bonus/bonuses.ts';
import { findReward, isUuidText } from './definitions.ts';
import { notClaimable, rewardError, rewardErrorType } from './errors.ts';
import { publishRewardUpdate } from './events.ts';
import { insertGrant } from '../ledger/bonus/free-spin-grants.ts';
import type { RewardStatus } from './model.ts';
import { assertRewardTransition } from './transitions.ts';
import { wageringProgressOf } from '../ledger/bonus/wagering.ts';

export interface RewardsDeps {
  store: Store;
  pubsub: PubSub;
  /** The wallet's account directory (server/ledger/journal/accounts.ts). */
  accounts: AccountDirectory;
  allBrands: () => Promise<Brand[]>;
  onPublishError?: ((error: unknown) => void) | undefined;
}

/** What the claim's ledger entry stores and a replay reads back. */
type CreditResult = {
  assignationId: string;
  /** Set when money moved: announced through balanceUpdated. */
  change: BalanceChange | null;
};

const CLAIMABLE: readonly RewardStatus[] = ['Unclaimed', 'FailedProcessing'];

/** The player claims one of their rewards (Mutation.claimReward). */
export async function claimReward(
  deps: RewardsDeps,
  playerId: string,
  assignationId: string,
): Promise<PlayerRewardView> {
  const entry = isUuidText(assignationId)
    ? await findAssignationView(deps.store, assignationId)
    : undefined;
  if (!entry || entry.playerId !== playerId) {
    throw rewardError('RewardNotFound', 'There is no such reward.');
  }
  // A second claim answers with the credited entry (the schema's promise), blocked or not.
  if (entry.status === 'Credited') return entry;
  const player = await findPlayerById(deps.store, playerId);
  if (!player) throw rewardError('RewardNotFound', 'There is no such reward.');
  if ((await restrictionsOf(deps.store, playerId)).rewardsBlocked) {
    throw rewardError('RewardsBlocked', 'Rewards are blocked on this account.');
  }
  // No reward claims on a time-out or self-exclusion.
  await requireNoBreak(deps.store, playerId);
  if (!player.isPhoneNumberVerified && !(await phoneCheckOff(deps, player.brand))) {
    throw rewardError('PhoneVerificationRequired', 'Verify your phone number to claim rewards.');
  }
  if (!CLAIMABLE.includes(entry.status)) throw notClaimable(entry.status);
  try {
    await creditAssignation(deps, assignationId);
  } catch (error) {
    // Credited between our read and the lock (by the scheduler's automatic claim): same answer.
    if (!(rewardErrorType(error) === 'RewardNotClaimable' && (await isCredited(deps, entry)))) {
      throw error;
    }
  }
  const credited = await findAssignationView(deps.store, assignationId);
  if (!credited) throw rewardError('RewardNotFound', 'There is no such reward.');
  return credited;
}

async function isCredited(deps: RewardsDeps, entry: PlayerRewardView): Promise<boolean> {
  return (await findAssignationView(deps.store, entry.assignationId))?.status === 'Credited';
}

async function phoneCheckOff(deps: RewardsDeps, brandKey: string): Promise<boolean> {
  const brand = (await deps.allBrands()).find((b) => b.key === brandKey);
  return brand?.featureToggles.DisablePhoneVerificationForRewards === true;
}

/**
 * Credits a claimable assignation through the ledger and, when this call did it (not a replay),
 * announces balanceUpdated and rewardUpdated after the commit. Also the scheduler's automatic
 * claim. Throws RewardNotClaimable when the locked row is no longer claimable.
 */
export async function creditAssignation(
  deps: RewardsDeps,
  assignationId: string,
): Promise<{ replayed: boolean }> {
  const { rows } = await deps.store.query<{ reward_id: string; player_id: string }>(
    'select reward_id, player_id from reward_assignations where id = $1',
    [assignationId],
  );
  const assignation = rows[0];
  if (!assignation) throw rewardError('RewardNotFound', 'There is no such reward.');
  const [reward, player] = await Promise.all([
    findReward(deps.store, assignation.reward_id),
    findPlayerById(deps.store, assignation.player_id),
  ]);
  if (!reward || !player) throw rewardError('RewardNotFound', 'There is no such reward.');
  // Accounts are created outside the ledger transaction (server/ledger/journal/accounts.ts).
  const currency = reward.currency ?? player.currency;
  const accounts = await playerAccountIds(deps.accounts, deps.store, player.id, currency);
  const [house] = await deps.accounts.ids(deps.store, [houseAccount(currency)]);

  const { result, replayed } = await runEntry<CreditResult>(
    deps.store,
    {
      key: `reward:${assignationId}`,
      request: JSON.stringify({ op: 'creditReward', assignationId }),
      playerId: player.id,
      moneyType: 'RewardCredit',
    },
    async ({ tx, lock }) => {
      const locked = await tx.query<{ status: RewardStatus; claimable: boolean; started: boolean }>(
        `select status, (expires_at is null or expires_at > now()) as claimable,
           starts_at <= now() as started
         from reward_assignations where id = $1 for update`,
        [assignationId],
      );
      const row = locked.rows[0];
      if (!row) throw rewardError('RewardNotFound', 'There is no such reward.');
      let from = row.status;
      // Started, but the scheduler has not written Unclaimed yet: the claim does both steps.
      if (from === 'Scheduled' && row.started) {
        assertRewardTransition('Scheduled', 'Unclaimed');
        from = 'Unclaimed';
      }
      if (!CLAIMABLE.includes(from)) throw notClaimable(row.status);
      if (!row.claimable) throw notClaimable('Expired');
      assertRewardTransition(from, 'Credited');
      await tx.query(
        `update reward_assignations set status = 'Credited', credited_at = now(), updated_at = now()
         where id = $1`,
        [assignationId],
      );

      await lock([accounts.real, accounts.bonus]);
      const postings: Posting[] = [];
      let moneyTo: 'real' | 'bonus' | undefined;
      if (reward.type === 'MoneyDrop') {
        postings.push(
          { accountId: house!, amount: -reward.amount! },
          { accountId: accounts.real, amount: reward.amount! },
        );
        moneyTo = 'real';
      } else if (reward.type === 'BonusMoneyDrop') {
        postings.push(
          { accountId: house!, amount: -reward.amount! },
          { accountId: accounts.bonus, amount: reward.amount! },
        );
        moneyTo = 'bonus';
        await insertBonus(tx, {
          assignationId,
          playerId: player.id,
          currency,
          amount: reward.amount!,
          factor: reward.wageringRequirementFactor!,
          maxPayout: reward.maxPayout,
          expiresIn: reward.bonusExpiresIn,
          terms: termsAtGrant(currency, reward.maxBet),
        });
      } else {
        await insertGrant(tx, {
          assignationId,
          playerId: player.id,
          gameSlug: reward.gameSlug!,
          currency,
          spins: reward.freeSpinsAmount!,
          value: reward.spinValue!,
          betLevel: reward.betLevel!,
        });
      }
      const progress = moneyTo ? await wageringProgressOf(tx, player.id, currency) : 0;
      return {
        postings,
        currency,
        result: (balances) => ({
          assignationId,
          change: moneyTo
            ? balanceChange(
                player.id,
                currency,
                accounts,
                balances,
                reward.amount!,
                'RewardCredit',
                progress,
              )
            : null,
        }),
      };
    },
  );
  if (!replayed) {
    if (result.change) {
      deps.pubsub
        .publish('balanceUpdated', result.change)
        .catch((error: unknown) => deps.onPublishError?.(error));
    }
    await publishRewardUpdate(deps, assignationId);
  }
  return { replayed };
}
