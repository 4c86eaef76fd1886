// Bonus money on a player as a claimed bonus money drop leaves it (server/rewards/claim.ts): a
// Credited assignation, the bonus row and house → bonus account in one ledger entry. For tests
// that need bets on the TypeScript bet plan (players with bonus money).
import { randomUUID } from 'node:crypto';
import type { Store } from '../../../server/db/store.ts';
import { houseAccount, type AccountDirectory } from '../../../server/ledger/journal/accounts.ts';
import { playerAccountIds } from '../../../server/ledger/journal/balance-change.ts';
import { termsAtGrant } from '../../../server/ledger/bonus/bonus-terms.ts';
import { insertBonus } from '../../../server/ledger/bonus/bonuses.ts';
import { runEntry } from '../../../server/ledger/journal/ledger.ts';

export async function grantBonusMoney(
  s: { store: Store; accounts: AccountDirectory },
  playerId: string,
  amount: number,
): Promise<void> {
  const rewardId = randomUUID();
  const assignationId = randomUUID();
  await s.store.query(
    `insert into rewards (id, type, name, kind, claim_type, starts_at, amount, currency,
       wagering_requirement_factor)
     values ($1, 'BonusMoneyDrop', 'test bonus', 'Incentive', 'manual', now(), $2, 'EUR', 200)`,
    [rewardId, amount],
  );
  await s.store.query(
    `insert into reward_assignations (id, reward_id, player_id, status, auto_claim, starts_at,
       credited_at)
     values ($1, $2, $3, 'Credited', false, now(), now())`,
    [assignationId, rewardId, playerId],
  );
  const accounts = await playerAccountIds(s.accounts, s.store, playerId, 'EUR');
  const [house] = await s.accounts.ids(s.store, [houseAccount('EUR')]);
  await runEntry(
    s.store,
    {
      key: `test-bonus:${assignationId}`,
      request: JSON.stringify({ assignationId }),
      playerId,
      moneyType: 'RewardCredit',
    },
    async ({ tx, lock }) => {
      await lock([accounts.real, accounts.bonus]);
      await insertBonus(tx, {
        assignationId,
        playerId,
        currency: 'EUR',
        amount,
        factor: 200,
        maxPayout: null,
        expiresIn: null,
        terms: termsAtGrant('EUR', 1_000_000),
      });
      return {
        postings: [
          { accountId: house!, amount: -amount },
          { accountId: accounts.bonus, amount },
        ],
        currency: 'EUR',
        result: () => ({ assignationId }),
      };
    },
  );
}
