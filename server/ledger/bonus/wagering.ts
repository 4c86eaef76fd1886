// Bonus wagering, inside the casino round's ledger entry (server/ledger/rounds/rounds.ts calls it with
// the entry's transaction after locking the player's accounts, only when the bonus account holds
// money: players without a bonus pay nothing for this).
//
// While the player holds bonus money, a round whose bets pass the smallest max bet of their
// Active bonuses is refused (BonusMaxBetExceeded) before anything is written. A bet takes real
// money first, then bonus money, from the oldest Active bonus first (each bonus's `balance` is
// its share of the bonus account). The bet counts toward the oldest Active bonus's requirement
// by that bonus's terms (bonus-terms.ts): its game type's percent, nothing for a round whose
// bets cover most outcomes (the game says how many). When wagered reaches the requirement, that
// bonus converts: its bonus money becomes real money up to maxPayout, the excess goes to the
// house. A bonus whose money runs out before that is Forfeited. A win pays back to the bonus the
// share of the round's bets that bonus money paid, so bonus money cannot turn into real money
// without being wagered.
import type { Queryable } from '../../db/store.ts';
import type { PlayerAccountIds } from '../journal/balance-change.ts';
import { bonusMaxBetExceeded, walletError } from '../errors.ts';
import type { Posting } from '../journal/ledger.ts';
import { contributionOf, type BetCoverage, type BonusTerms } from './bonus-terms.ts';
import type { BonusStatus } from './bonus-status.ts';
import { readMinorUnits, readOptionalMinorUnits } from '../minor-units.ts';

export interface WageringScope {
  /** The ledger entry's transaction. */
  tx: Queryable;
  playerId: string;
  currency: string;
  accounts: PlayerAccountIds;
  /** The house account of the currency. */
  house: number;
  /** The player's balances as locked by the entry, before its postings. */
  balances: ReadonlyMap<number, number>;
}

export interface Wager {
  postings: Posting[];
  /** balanceUpdated's wageringProgress: 0–100, one decimal. */
  wageringProgress: number;
}

interface ActiveBonus {
  id: string;
  balance: number;
  requirement: number;
  wagered: number;
  maxPayout: number | null;
  terms: BonusTerms;
  status: BonusStatus;
  paidOut: number | null;
  changed: boolean;
}

/** Percent of the requirement met, rounded down to one decimal (100 only when it is met). */
export function progressPercent(wagered: number, requirement: number): number {
  if (requirement <= 0 || wagered >= requirement) return 100;
  return Math.floor((wagered / requirement) * 1000) / 10;
}

/** The player's Active bonuses, oldest first, locked (after the accounts: the ledger's order). */
async function lockActiveBonuses(
  tx: Queryable,
  playerId: string,
  currency: string,
): Promise<ActiveBonus[]> {
  const { rows } = await tx.query<{
    id: string;
    balance: number;
    wagering_requirement: number;
    wagered: number;
    max_payout: number | null;
    max_bet: number;
    contributions: Record<string, number>;
    covering_share_bp: number;
  }>(
    `select id, balance, wagering_requirement, wagered, max_payout, max_bet, contributions,
       covering_share_bp
     from player_bonuses
     where player_id = $1 and currency = $2 and status = 'Active'
     order by created_at, id for update`,
    [playerId, currency],
  );
  return rows.map((row) => ({
    id: row.id,
    balance: readMinorUnits(row.balance, `balance of bonus ${row.id}`),
    requirement: readMinorUnits(row.wagering_requirement, `requirement of bonus ${row.id}`),
    wagered: readMinorUnits(row.wagered, `wagered of bonus ${row.id}`),
    maxPayout: readOptionalMinorUnits(row.max_payout, `maxPayout of bonus ${row.id}`),
    terms: {
      maxBet: readMinorUnits(row.max_bet, `maxBet of bonus ${row.id}`),
      contributions: row.contributions,
      coveringShareBp: Number(row.covering_share_bp),
    },
    status: 'Active',
    paidOut: null,
    changed: false,
  }));
}

async function saveBonuses(tx: Queryable, bonuses: readonly ActiveBonus[]): Promise<void> {
  const changed = bonuses.filter((b) => b.changed);
  if (changed.length === 0) return;
  await tx.query(
    `update player_bonuses b set balance = d.balance, wagered = d.wagered, status = d.status,
       paid_out = d.paid_out, updated_at = now()
     from unnest($1::uuid[], $2::bigint[], $3::bigint[], $4::text[], $5::bigint[])
       as d(id, balance, wagered, status, paid_out)
     where b.id = d.id`,
    [
      changed.map((b) => b.id),
      changed.map((b) => b.balance),
      changed.map((b) => b.wagered),
      changed.map((b) => b.status),
      changed.map((b) => b.paidOut),
    ],
  );
}

function move(postings: Posting[], from: number, to: number, amount: number): void {
  if (amount <= 0) return;
  postings.push({ accountId: from, amount: -amount }, { accountId: to, amount });
}

function progressOfOldest(bonuses: readonly ActiveBonus[]): number {
  const oldest = bonuses.find((b) => b.status === 'Active');
  return oldest ? progressPercent(oldest.wagered, oldest.requirement) : 0;
}

/** The round's bets so far (this one included) and its game's type (null: not in the catalogue). */
async function roundOf(
  tx: Queryable,
  roundId: string,
): Promise<{ bet: number; gameType: string | null }> {
  const { rows } = await tx.query<{ bet: number; game_type: string | null }>(
    `select r.bet, g.game_type from game_rounds r left join games g on g.slug = r.game_slug
     where r.id = $1`,
    [roundId],
  );
  const row = rows[0];
  return { bet: Number(row?.bet ?? 0), gameType: row?.game_type ?? null };
}

/**
 * The postings of a bet of `amount` on round `roundId`, and the bonuses it changes. `coverage`:
 * how many outcomes the round's bets pay on, from games that know (the roulette).
 */
export async function wagerBet(
  scope: WageringScope,
  roundId: string,
  amount: number,
  coverage?: BetCoverage,
): Promise<Wager> {
  const { tx, accounts, house, balances } = scope;
  const bonuses = await lockActiveBonuses(tx, scope.playerId, scope.currency);
  const round = await roundOf(tx, roundId);
  // The round as a whole: a game that splits a round into several bets gets the same limit.
  const maxBet = Math.min(...bonuses.map((bonus) => bonus.terms.maxBet));
  if (round.bet > maxBet) {
    throw bonusMaxBetExceeded(maxBet, scope.currency);
  }
  const real = balances.get(accounts.real) ?? 0;
  const bonusMoney = balances.get(accounts.bonus) ?? 0;
  const fromReal = Math.min(amount, real);
  const fromBonus = amount - fromReal;
  if (fromBonus > bonusMoney) {
    throw walletError('InsufficientFunds', 'The balance is too low for this amount.', {
      accountId: accounts.real,
    });
  }
  const postings: Posting[] = [];
  move(postings, accounts.real, house, fromReal);
  move(postings, accounts.bonus, house, fromBonus);
  if (fromBonus > 0) {
    await tx.query('update game_rounds set bonus_bet = bonus_bet + $2 where id = $1', [
      roundId,
      fromBonus,
    ]);
  }

  let left = fromBonus;
  for (const bonus of bonuses) {
    const take = Math.min(left, bonus.balance);
    if (take === 0) continue;
    bonus.balance -= take;
    bonus.changed = true;
    left -= take;
  }
  let progress: number | undefined;
  const current = bonuses[0];
  if (current) {
    current.wagered += contributionOf(current.terms, round.gameType, amount, coverage);
    current.changed = true;
    if (current.wagered >= current.requirement) {
      // Converted, even with nothing left: the player met the requirement.
      const payout = Math.min(current.balance, current.maxPayout ?? current.balance);
      move(postings, accounts.bonus, accounts.real, payout);
      move(postings, accounts.bonus, house, current.balance - payout);
      current.paidOut = payout;
      current.balance = 0;
      current.status = 'Converted';
      progress = 100;
    }
  }
  for (const bonus of bonuses) {
    if (bonus.status === 'Active' && bonus.balance === 0) {
      bonus.status = 'Forfeited';
      bonus.changed = true;
    }
  }
  await saveBonuses(tx, bonuses);
  return { postings, wageringProgress: progress ?? progressOfOldest(bonuses) };
}

export interface RoundStakes {
  /** All bets of the round so far. */
  bet: number;
  /** The part of them paid with bonus money. */
  bonusBet: number;
}

/**
 * The postings of a win of `amount` (> 0): the share the round's bonus money paid goes back to
 * the oldest Active bonus (to real money when none is left), the rest is real money.
 */
export async function settleWin(
  scope: WageringScope,
  amount: number,
  round: RoundStakes,
): Promise<Wager> {
  const { tx, accounts, house } = scope;
  // BigInt: amount × bonusBet can pass 2^53.
  const bonusShare =
    round.bet > 0 && round.bonusBet > 0
      ? Number((BigInt(amount) * BigInt(round.bonusBet)) / BigInt(round.bet))
      : 0;
  const bonuses = await lockActiveBonuses(tx, scope.playerId, scope.currency);
  const current = bonuses[0];
  const toBonus = current ? bonusShare : 0;
  const postings: Posting[] = [];
  move(postings, house, accounts.real, amount - toBonus);
  move(postings, house, accounts.bonus, toBonus);
  if (current && toBonus > 0) {
    current.balance += toBonus;
    current.changed = true;
    await saveBonuses(tx, bonuses);
  }
  return { postings, wageringProgress: progressOfOldest(bonuses) };
}

/** The oldest Active bonus's progress (0 without one), read without locking. */
export async function wageringProgressOf(
  db: Queryable,
  playerId: string,
  currency: string,
): Promise<number> {
  const { rows } = await db.query<{ wagered: number; wagering_requirement: number }>(
    `select wagered, wagering_requirement from player_bonuses
     where player_id = $1 and currency = $2 and status = 'Active'
     order by created_at, id limit 1`,
    [playerId, currency],
  );
  const row = rows[0];
  return row
    ? progressPercent(
        readMinorUnits(row.wagered, 'wagered of a bonus'),
        readMinorUnits(row.wagering_requirement, 'requirement of a bonus'),
      )
    : 0;
}
