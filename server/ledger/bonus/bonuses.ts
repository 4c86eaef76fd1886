// Player bonuses (bonus money of claimed bonus money drops): created by the claim with the terms
// of that moment (bonus-terms.ts), changed by bets and wins (wagering.ts), expired by the
// scheduler through a ledger entry of their own.
import { randomUUID } from 'node:crypto';
import type { Queryable, Store } from '../../db/store.ts';
import { houseAccount, type AccountDirectory } from '../journal/accounts.ts';
import { balanceChange, playerAccountIds, type BalanceChange } from '../journal/balance-change.ts';
import { runEntry } from '../journal/ledger.ts';
import type { BonusStatus } from './bonus-status.ts';
import { contributionList, type BonusTerms, type GameType } from './bonus-terms.ts';
import { progressPercent, wageringProgressOf } from './wagering.ts';
import { readMinorUnits, readOptionalMinorUnits } from '../minor-units.ts';

export interface NewBonus {
  assignationId: string;
  playerId: string;
  currency: string;
  amount: number;
  factor: number;
  maxPayout: number | null;
  /** Seconds after the claim; null: no end. */
  expiresIn: number | null;
  terms: BonusTerms;
}

/** The bets needed to convert: amount × factor, at least one minor unit. */
export function wageringRequirement(amount: number, factor: number): number {
  return Math.max(1, Math.round(amount * factor));
}

/** The claim's Active bonus, written in the claim's ledger entry. */
export async function insertBonus(tx: Queryable, bonus: NewBonus): Promise<void> {
  await tx.query(
    `insert into player_bonuses (id, assignation_id, player_id, currency, status, amount, balance,
       wagering_requirement, max_payout, expires_at, max_bet, contributions, covering_share_bp)
     values ($1, $2, $3, $4, 'Active', $5, $5, $6, $7,
       case when $8::integer is null then null else now() + $8::integer * interval '1 second' end,
       $9, $10::jsonb, $11)`,
    [
      randomUUID(),
      bonus.assignationId,
      bonus.playerId,
      bonus.currency,
      bonus.amount,
      wageringRequirement(bonus.amount, bonus.factor),
      bonus.maxPayout,
      bonus.expiresIn,
      bonus.terms.maxBet,
      JSON.stringify(bonus.terms.contributions),
      bonus.terms.coveringShareBp,
    ],
  );
}

export type PlayerBonusView = {
  id: string;
  assignationId: string;
  name: string;
  status: BonusStatus;
  amount: number;
  currency: string;
  wageringRequirement: number;
  wagered: number;
  wageringProgress: number;
  maxPayout: number | null;
  expiresAt: string | null;
  terms: {
    maxBet: number;
    contributions: { gameType: GameType; percent: number }[];
    /** 0–1: a round whose bets cover this share of the outcomes or more counts nothing. */
    coveringBetShare: number;
  };
};

/** Viewer.bonuses: newest first. */
export async function playerBonuses(db: Queryable, playerId: string): Promise<PlayerBonusView[]> {
  const { rows } = await db.query<{
    id: string;
    assignation_id: string;
    name: string;
    status: BonusStatus;
    amount: number;
    currency: string;
    wagering_requirement: number;
    wagered: number;
    max_payout: number | null;
    expires_at: Date | null;
    max_bet: number;
    contributions: Record<string, number>;
    covering_share_bp: number;
  }>(
    `select b.id, b.assignation_id, r.name, b.status, b.amount, b.currency,
       b.wagering_requirement, b.wagered, b.max_payout, b.expires_at, b.max_bet,
       b.contributions, b.covering_share_bp
     from player_bonuses b
     join reward_assignations a on a.id = b.assignation_id
     join rewards r on r.id = a.reward_id
     where b.player_id = $1 order by b.created_at desc, b.id desc`,
    [playerId],
  );
  return rows.map((row) => {
    const requirement = readMinorUnits(row.wagering_requirement, `requirement of bonus ${row.id}`);
    const wagered = readMinorUnits(row.wagered, `wagered of bonus ${row.id}`);
    return {
      id: row.id,
      assignationId: row.assignation_id,
      name: row.name,
      status: row.status,
      amount: readMinorUnits(row.amount, `amount of bonus ${row.id}`),
      currency: row.currency,
      wageringRequirement: requirement,
      wagered,
      wageringProgress: row.status === 'Converted' ? 100 : progressPercent(wagered, requirement),
      maxPayout: readOptionalMinorUnits(row.max_payout, `maxPayout of bonus ${row.id}`),
      expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
      terms: {
        maxBet: Number(row.max_bet),
        contributions: contributionList(row.contributions),
        coveringBetShare: Number(row.covering_share_bp) / 10_000,
      },
    };
  });
}

export interface BonusLedger {
  store: Store;
  accounts: AccountDirectory;
}

type ExpiryResult = { change: BalanceChange | null };

/**
 * Expires an Active bonus past its end: its bonus money goes to the house. One ledger entry
 * keyed by the bonus, so processes that race on it expire it once; the change to announce, or
 * null when it was not due (converted, forfeited, or already expired).
 */
export async function expireBonus(
  ledger: BonusLedger,
  bonusId: string,
): Promise<{ change: BalanceChange; replayed: boolean } | null> {
  const { rows } = await ledger.store.query<{ player_id: string; currency: string }>(
    'select player_id, currency from player_bonuses where id = $1',
    [bonusId],
  );
  const bonus = rows[0];
  if (!bonus) return null;
  const player = await playerAccountIds(
    ledger.accounts,
    ledger.store,
    bonus.player_id,
    bonus.currency,
  );
  const [house] = await ledger.accounts.ids(ledger.store, [houseAccount(bonus.currency)]);
  const notDue = new Error('bonus not due');
  try {
    const { result, replayed } = await runEntry<ExpiryResult>(
      ledger.store,
      {
        key: `bonus:${bonusId}:expired`,
        request: JSON.stringify({ op: 'expireBonus', bonusId }),
        playerId: bonus.player_id,
        moneyType: 'BonusExpiry',
      },
      async ({ tx, lock }) => {
        await lock([player.real, player.bonus]);
        const locked = await tx.query<{ balance: number }>(
          `select balance from player_bonuses
           where id = $1 and status = 'Active' and expires_at <= now() for update`,
          [bonusId],
        );
        const row = locked.rows[0];
        // Rolled back with its key: nothing is written for a bonus that is not due.
        if (!row) throw notDue;
        const balance = readMinorUnits(row.balance, `balance of bonus ${bonusId}`);
        await tx.query(
          `update player_bonuses set status = 'Expired', balance = 0, updated_at = now()
           where id = $1`,
          [bonusId],
        );
        const progress = await wageringProgressOf(tx, bonus.player_id, bonus.currency);
        return {
          postings: [
            { accountId: player.bonus, amount: -balance },
            { accountId: house!, amount: balance },
          ],
          currency: bonus.currency,
          result: (balances) => ({
            change: balanceChange(
              bonus.player_id,
              bonus.currency,
              player,
              balances,
              balance,
              'BonusExpiry',
              progress,
            ),
          }),
        };
      },
    );
    return result.change ? { change: result.change, replayed } : null;
  } catch (error) {
    if (error === notDue) return null;
    throw error;
  }
}
