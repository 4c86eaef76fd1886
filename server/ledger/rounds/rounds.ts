// Casino rounds of the seamless wallet: bet, win and rollback, each with the game's round id and
// an idempotency key. A bet takes real money, then bonus money (server/ledger/bonus/wagering.ts), a
// win credits it, and a rollback returns an open round's bets; rolling back an unknown round
// records a tombstone, so a late bet on that round is refused instead of taking money for a
// voided round. A game's bet checks the player session it is placed under and records the
// outcome the game decided, both inside the bet's transaction, so a round a crash leaves open
// can be settled by the sweeper (round-sweeper.ts, decision 0027). A game whose state changes with a
// stake (a blackjack double) writes that state `alongside` the stake, in its transaction.
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/store.ts';
import type { BetCoverage } from '../bonus/bonus-terms.ts';
import {
  settleWin,
  wagerBet,
  type RoundStakes,
  type Wager,
  type WageringScope,
} from '../bonus/wagering.ts';
import { houseAccount } from '../journal/accounts.ts';
import { parseAmount } from '../amounts.ts';
import type { DecidedOutcome, RoundOutcome } from './round-outcome.ts';
import {
  balanceChange,
  playerAccountIds,
  type PlayerAccountIds,
} from '../journal/balance-change.ts';
import { casinoBetStatement } from './casino-bet-statement.ts';
import {
  contributionOf,
  recordContribution,
  type JackpotContribution,
} from '../jackpot/jackpot-contributions.ts';
import { walletError } from '../errors.ts';
import { guardBetCompliance } from '../limits/compliance-gate.ts';
import { guardBet } from '../limits/protection-limits.ts';
import { runEntry, type EntryPlan } from '../journal/ledger.ts';
import { readMinorUnits } from '../minor-units.ts';
import { requireLiveSession } from './player-session-check.ts';
import type { LedgerDeps } from '../transfers/transactions.ts';

export interface RoundRef {
  playerId: string;
  roundId: string;
  gameSlug: string;
  currency: string;
}

export interface RoundResult {
  outcome: RoundOutcome;
  replayed: boolean;
  /** A bet's jackpot contribution (first run only, when there was one; decision 0040). */
  jackpot?: JackpotContribution;
}

export interface BetOptions {
  /** The player session the bet is placed under: refused (SessionEnded) once it has ended. */
  playerSessionId?: string | null | undefined;
  /** The decided outcome; without one, a round left open is rolled back by the sweeper. */
  outcome?: DecidedOutcome | undefined;
  /**
   * How many outcomes the round's bets pay on, from games that know (the roulette): a round
   * covering most of them counts nothing toward a bonus's wagering (decision 0028).
   */
  coverage?: BetCoverage | undefined;
  /**
   * The game's own write that this stake pays for (a blackjack decision's next state), run in
   * the bet's transaction right after its key is claimed: both commit or neither does, so no
   * state that needs a stake is visible before the stake. Its error refuses the bet. Not run
   * when the bet is a replay.
   */
  alongside?: Alongside | undefined;
}

/** A game's write that commits in the same transaction as a round operation (or not at all). */
export type Alongside = (tx: Queryable) => Promise<void>;

export interface SettleOptions {
  /** The sweeper settles the round: marked, so the game shows it when next opened. */
  bySweeper?: boolean;
  /** As BetOptions.alongside: the game's write that this win settles, in the win's transaction. */
  alongside?: Alongside | undefined;
}

function checkRef(ref: RoundRef, idempotencyKey: string): void {
  const valid = (value: string) =>
    typeof value === 'string' && value.length > 0 && value.length <= 100;
  if (!valid(ref.roundId) || !valid(idempotencyKey) || !valid(ref.gameSlug)) {
    throw walletError('InvalidArgument', 'Round id, game and idempotency key are required.');
  }
}

async function prepare(deps: LedgerDeps, ref: RoundRef) {
  const player = await playerAccountIds(deps.accounts, deps.store, ref.playerId, ref.currency);
  const [house] = await deps.accounts.ids(deps.store, [houseAccount(ref.currency)]);
  return { player, house: house! };
}

function scopeOf(ref: RoundRef, accounts: PlayerAccountIds, house: number) {
  return { playerId: ref.playerId, currency: ref.currency, accounts, house };
}

/** The outcome of a round operation, from the balances after its postings. */
function outcomeOf(
  ref: RoundRef,
  player: PlayerAccountIds,
  status: RoundOutcome['status'],
  amount: number,
  moneyType: 'CasinoBet' | 'CasinoWin' | 'CasinoRollback',
  wageringProgress?: number,
): EntryPlan<RoundOutcome>['result'] {
  return (balances) => ({
    roundId: ref.roundId,
    status,
    change: balanceChange(
      ref.playerId,
      ref.currency,
      player,
      balances,
      amount,
      moneyType,
      wageringProgress,
    ),
  });
}

/**
 * Pays `amount` from the house back to the player (a win, a rollback's refund). With a wagering
 * scope the round's bonus-funded share goes back to the bonus (server/ledger/bonus/wagering.ts);
 * without one, all of it is real money and nothing more is read.
 */
async function payBack(
  wagering: WageringScope | null,
  player: PlayerAccountIds,
  house: number,
  amount: number,
  stakes: RoundStakes,
): Promise<Partial<Wager> & Pick<Wager, 'postings'>> {
  if (amount === 0) return { postings: [] };
  if (wagering) return settleWin(wagering, amount, stakes);
  return {
    postings: [
      { accountId: house, amount: -amount },
      { accountId: player.real, amount },
    ],
  };
}

function entryKey(ref: RoundRef, idempotencyKey: string): string {
  return `casino:${ref.playerId}:${idempotencyKey}`;
}

/**
 * The stored request of a round operation, canonical: a replay must produce the same text, and
 * the sweeper rebuilds a game's win from the round row (so no caller's extra fields get in). A
 * bet's request carries a digest of the outcome it decided: the same key sent again for other
 * bets of the same total (red, then black, under one spin id) is refused as a reused key instead
 * of replaying the first and settling the second's win.
 */
function requestOf(
  op: 'bet' | 'win' | 'rollback',
  ref: RoundRef,
  amount?: number,
  decided?: DecidedOutcome,
): string {
  const { playerId, roundId, gameSlug, currency } = ref;
  const outcome = decided
    ? createHash('sha256').update(JSON.stringify(decided)).digest('hex').slice(0, 32)
    : undefined;
  return JSON.stringify({ op, playerId, roundId, gameSlug, currency, amount, outcome });
}

function checkOutcome(outcome: DecidedOutcome | undefined): void {
  if (!outcome) return;
  if (!Number.isSafeInteger(outcome.win) || outcome.win < 0) {
    throw walletError('InvalidAmount', 'The outcome win must be an integer of 0 or more.');
  }
  if (outcome.winKey.length === 0 || outcome.winKey.length > 100) {
    throw walletError(
      'InvalidArgument',
      'The outcome win key is required (100 characters at most).',
    );
  }
}

export async function bet(
  deps: LedgerDeps,
  ref: RoundRef,
  amountInput: unknown,
  idempotencyKey: string,
  options: BetOptions = {},
): Promise<RoundResult> {
  checkRef(ref, idempotencyKey);
  checkOutcome(options.outcome);
  const amount = parseAmount(amountInput, ref.currency);
  const { player, house } = await prepare(deps, ref);
  const entry = {
    key: entryKey(ref, idempotencyKey),
    request: requestOf('bet', ref, amount, options.outcome),
    playerId: ref.playerId,
    moneyType: 'CasinoBet',
  };
  const session = options.playerSessionId ?? null;
  const outcome = options.outcome;
  const alongside = options.alongside;
  // Most bets (no bonus money) in one round trip; the same entry as the plan below would write.
  // A bet with the game's own write alongside needs the plan's transaction.
  const quick = alongside
    ? undefined
    : await casinoBetStatement(deps.store, {
        ...entry,
        roundId: ref.roundId,
        gameSlug: ref.gameSlug,
        currency: ref.currency,
        amount,
        realAccountId: player.real,
        bonusAccountId: player.bonus,
        houseAccountId: house,
        result: outcomeOf(ref, player, 'open', amount, 'CasinoBet')(new Map()),
        playerSessionId: session,
        outcome,
      });
  if (quick) {
    return {
      outcome: quick.result,
      replayed: quick.replayed,
      ...(quick.jackpot ? { jackpot: quick.jackpot } : {}),
    };
  }
  let jackpot: JackpotContribution | null = null;
  const { result, replayed } = await runEntry<RoundOutcome>(
    deps.store,
    entry,
    async ({ tx, lock, entryId }) => {
      // Lock order as casino_bet's: key (claimed) → the game's row (alongside) → player session
      // → round → accounts.
      if (alongside) await alongside(tx);
      if (session !== null) await requireLiveSession(tx, session);
      // Locks the round row; a closed round or another player's round returns nothing.
      const { rows } = await tx.query(
        `insert into game_rounds (id, player_id, game_slug, currency, bet, status, outcome_win,
           outcome_win_key, outcome)
         values ($1, $2, $3, $4, $5, 'open', $6, $7, $8::jsonb)
         on conflict (id) do update set bet = game_rounds.bet + excluded.bet, updated_at = now(),
           outcome_win = coalesce(excluded.outcome_win, game_rounds.outcome_win),
           outcome_win_key = coalesce(excluded.outcome_win_key, game_rounds.outcome_win_key),
           outcome = coalesce(excluded.outcome, game_rounds.outcome)
           where game_rounds.player_id = excluded.player_id and game_rounds.status = 'open'
             and game_rounds.currency = excluded.currency
         returning id`,
        [
          ref.roundId,
          ref.playerId,
          ref.gameSlug,
          ref.currency,
          amount,
          outcome?.win ?? null,
          outcome?.winKey ?? null,
          outcome ? JSON.stringify(outcome.show) : null,
        ],
      );
      if (rows.length === 0) throw walletError('RoundClosed', 'This round takes no more bets.');
      const locked = await lock([player.real, player.bonus]);
      // Breaks and loss limits (decision 0043): casino_bet sends such players here.
      await guardBet(tx, ref.playerId, amount, ref.currency);
      // A closed account, or KYC documents past their deadline.
      await guardBetCompliance(tx, ref.playerId);
      // The contribution is real money whatever the bet takes, in this entry (migration 012).
      const contribution = await contributionOf(tx, ref.playerId, ref.currency);
      // With bonus money the bet may take it and counts toward wagering (server/rewards/); without
      // it nothing more is read, so bets of players without a bonus cost what they did.
      const wager =
        (locked.get(player.bonus) ?? 0) > 0
          ? await wagerBet(
              { ...scopeOf(ref, player, house), tx, balances: locked },
              ref.roundId,
              amount,
              options.coverage,
            )
          : undefined;
      const postings = wager?.postings ?? [
        { accountId: player.real, amount: -amount },
        { accountId: house, amount },
      ];
      if (contribution) {
        postings.push(
          { accountId: player.real, amount: -contribution.amount },
          { accountId: contribution.poolAccountId, amount: contribution.amount },
        );
        await recordContribution(tx, ref.playerId, contribution, entryId);
        jackpot = {
          playerId: ref.playerId,
          instanceId: contribution.instanceId,
          amount: contribution.amount,
        };
      }
      return {
        postings,
        currency: ref.currency,
        result: outcomeOf(ref, player, 'open', amount, 'CasinoBet', wager?.wageringProgress),
      };
    },
  );
  return { outcome: result, replayed, ...(jackpot && !replayed ? { jackpot } : {}) };
}

/**
 * Decision 0051: a game whose round takes decisions between its bets (blackjack: a
 * hit stakes nothing) records what it would now pay if the player left, and restarts the
 * sweeper's timeout, without moving money. Only the player's own open round is touched;
 * RoundClosed when the round is no longer open (the sweeper settled it). With `alongside`, the
 * game's own write commits in the same transaction.
 */
export async function recordOutcome(
  deps: Pick<LedgerDeps, 'store'>,
  ref: RoundRef,
  outcome: DecidedOutcome,
  alongside?: Alongside,
): Promise<void> {
  checkRef(ref, outcome.winKey);
  checkOutcome(outcome);
  if (alongside) {
    await deps.store.transaction(async (tx) => {
      await alongside(tx);
      await writeOutcome(tx, ref, outcome);
    });
  } else {
    await writeOutcome(deps.store, ref, outcome);
  }
}

async function writeOutcome(db: Queryable, ref: RoundRef, outcome: DecidedOutcome): Promise<void> {
  const { rows } = await db.query(
    `update game_rounds set outcome_win = $3, outcome_win_key = $4, outcome = $5::jsonb,
       updated_at = now()
     where id = $1 and player_id = $2 and currency = $6 and status = 'open' returning id`,
    [
      ref.roundId,
      ref.playerId,
      outcome.win,
      outcome.winKey,
      JSON.stringify(outcome.show),
      ref.currency,
    ],
  );
  if (rows.length === 0) throw walletError('RoundClosed', 'This round is no longer open.');
}

/** A win of 0 settles a lost round without postings. */
export async function win(
  deps: LedgerDeps,
  ref: RoundRef,
  amountInput: unknown,
  idempotencyKey: string,
  options: SettleOptions = {},
): Promise<RoundResult> {
  checkRef(ref, idempotencyKey);
  const amount = amountInput === 0 ? 0 : parseAmount(amountInput, ref.currency);
  const { player, house } = await prepare(deps, ref);
  const { result, replayed } = await runEntry<RoundOutcome>(
    deps.store,
    {
      key: entryKey(ref, idempotencyKey),
      request: requestOf('win', ref, amount),
      playerId: ref.playerId,
      moneyType: 'CasinoWin',
    },
    async ({ tx, lock }) => {
      if (options.alongside) await options.alongside(tx);
      const { rows } = await tx.query<{ bet: number; bonus_bet: number }>(
        `update game_rounds set win = win + $3, status = 'settled', updated_at = now(),
           swept_at = case when $5::boolean then now() else swept_at end
         where id = $1 and player_id = $2 and currency = $4 and status in ('open', 'settled')
         returning bet, bonus_bet`,
        [ref.roundId, ref.playerId, amount, ref.currency, options.bySweeper === true],
      );
      const round = rows[0];
      if (!round) {
        throw walletError('RoundNotFound', 'There is no open round with this id.');
      }
      const locked = await lock([player.real, player.bonus]);
      // A round played with bonus money pays that share back to the bonus (server/rewards/).
      const bonusBet = readMinorUnits(round.bonus_bet, `bonus bet of round ${ref.roundId}`);
      const hasBonus = bonusBet > 0 || (locked.get(player.bonus) ?? 0) > 0;
      const paid = await payBack(
        hasBonus ? { ...scopeOf(ref, player, house), tx, balances: locked } : null,
        player,
        house,
        amount,
        { bet: readMinorUnits(round.bet, `bet of round ${ref.roundId}`), bonusBet },
      );
      return {
        postings: paid.postings,
        currency: ref.currency,
        result: outcomeOf(ref, player, 'settled', amount, 'CasinoWin', paid.wageringProgress),
      };
    },
  );
  return { outcome: result, replayed };
}

interface RoundRow {
  player_id: string;
  bet: number;
  /** The part of bet paid with bonus money (server/ledger/bonus/wagering.ts). */
  bonus_bet: number;
  status: 'open' | 'settled' | 'rolledBack';
  currency: string;
}

async function lockRound(tx: Queryable, roundId: string): Promise<RoundRow | undefined> {
  const { rows } = await tx.query<RoundRow>(
    'select player_id, bet, bonus_bet, status, currency from game_rounds where id = $1 for update',
    [roundId],
  );
  return rows[0];
}

export async function rollback(
  deps: LedgerDeps,
  ref: RoundRef,
  idempotencyKey: string,
  options: SettleOptions = {},
): Promise<RoundResult> {
  checkRef(ref, idempotencyKey);
  const { player, house } = await prepare(deps, ref);
  const { result, replayed } = await runEntry<RoundOutcome>(
    deps.store,
    {
      key: entryKey(ref, idempotencyKey),
      request: requestOf('rollback', ref),
      playerId: ref.playerId,
      moneyType: 'CasinoRollback',
    },
    async ({ tx, lock }) => {
      // A tombstone for an unknown round; does nothing when the round exists.
      const inserted = await tx.query(
        `insert into game_rounds (id, player_id, game_slug, currency, status)
         values ($1, $2, $3, $4, 'rolledBack') on conflict (id) do nothing returning id`,
        [ref.roundId, ref.playerId, ref.gameSlug, ref.currency],
      );
      const round = inserted.rows.length > 0 ? undefined : await lockRound(tx, ref.roundId);
      if (round && (round.player_id !== ref.playerId || round.currency !== ref.currency)) {
        throw walletError('RoundNotFound', 'There is no such round.');
      }
      if (round?.status === 'settled') {
        throw walletError('RoundClosed', 'A settled round cannot be rolled back.');
      }
      const refund =
        round?.status === 'open' ? readMinorUnits(round.bet, `bet of round ${ref.roundId}`) : 0;
      if (round?.status === 'open') {
        await tx.query(
          `update game_rounds set status = 'rolledBack', updated_at = now(),
             swept_at = case when $2::boolean then now() else swept_at end
           where id = $1`,
          [ref.roundId, options.bySweeper === true],
        );
      }
      const locked = await lock([player.real, player.bonus]);
      // Bonus money a bet took goes back to the bonus, as a win's bonus share does, so a
      // rollback never turns bonus money into real money while the bonus is Active.
      const bonusBet =
        round?.status === 'open'
          ? readMinorUnits(round.bonus_bet, `bonus bet of round ${ref.roundId}`)
          : 0;
      const paid = await payBack(
        bonusBet > 0 ? { ...scopeOf(ref, player, house), tx, balances: locked } : null,
        player,
        house,
        refund,
        { bet: refund, bonusBet },
      );
      const status: RoundOutcome['status'] = !round
        ? 'unknownRound'
        : round.status === 'rolledBack'
          ? 'alreadyRolledBack'
          : 'rolledBack';
      return {
        postings: paid.postings,
        currency: ref.currency,
        result: outcomeOf(ref, player, status, refund, 'CasinoRollback', paid.wageringProgress),
      };
    },
  );
  return { outcome: result, replayed };
}
