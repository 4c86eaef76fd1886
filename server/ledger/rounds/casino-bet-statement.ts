// A casino bet in one statement: the database function casino_bet (migrations 007 and 009) does
// the journal entry of runEntry with the bet plan of rounds.ts in one round trip, the player
// session check and the decided outcome included (decision 0027). It serves bets of players
// without bonus money, loss limits or a break; for the others it answers `undefined` and the
// caller runs the full plan, which may take bonus money and counts the bet toward wagering
// (decision 0023) and checks loss limits and breaks (decision 0043).
import type { Store } from '../../db/store.ts';
import { sessionEnded, walletError } from '../errors.ts';
import type { JackpotContribution } from '../jackpot/jackpot-contributions.ts';
import type { EntryOutcome } from '../journal/ledger.ts';
import { ceilingExceeded, isCeilingViolation } from '../minor-units.ts';
import type { DecidedOutcome, RoundOutcome } from './round-outcome.ts';

export interface CasinoBetStatement {
  key: string;
  request: string;
  playerId: string;
  roundId: string;
  gameSlug: string;
  currency: string;
  amount: number;
  realAccountId: number;
  bonusAccountId: number;
  houseAccountId: number;
  /** The outcome to store; the function fills in change.balance and change.bonusBalance. */
  result: RoundOutcome;
  /** Checked live inside the statement; null: no session to check. */
  playerSessionId: string | null;
  /** Recorded on the round with the bet. */
  outcome: DecidedOutcome | undefined;
}

/** SQLSTATEs raised by casino_bet. */
const HAS_BONUS_MONEY = 'LB001';
/** Loss limits or a break (migration 014): the full plan checks them. */
const NEEDS_PROTECTION_CHECKS = 'LB006';
const ERRORS: Record<string, () => Error> = {
  LB002: () =>
    walletError('IdempotencyKeyReused', 'This idempotency key was used for another operation.'),
  LB003: () => walletError('RoundClosed', 'This round takes no more bets.'),
  LB004: () => walletError('InsufficientFunds', 'The balance is too low for this amount.'),
  LB005: sessionEnded,
};

export type CasinoBetOutcome = EntryOutcome<RoundOutcome> & {
  /** The bet's jackpot contribution (migration 012), on the first run only. */
  jackpot: JackpotContribution | null;
};

interface StatementJackpot {
  instanceId: string;
  amount: number;
}

export async function casinoBetStatement(
  store: Store,
  bet: CasinoBetStatement,
): Promise<CasinoBetOutcome | undefined> {
  try {
    const { rows } = await store.query<{
      outcome: { replayed: boolean; result: RoundOutcome; jackpot?: StatementJackpot | null };
    }>(
      `select casino_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14,
         $15::jsonb) as outcome`,
      [
        bet.key,
        bet.request,
        bet.playerId,
        bet.roundId,
        bet.gameSlug,
        bet.currency,
        bet.amount,
        bet.realAccountId,
        bet.bonusAccountId,
        bet.houseAccountId,
        JSON.stringify(bet.result),
        bet.playerSessionId,
        bet.outcome?.win ?? null,
        bet.outcome?.winKey ?? null,
        bet.outcome ? JSON.stringify(bet.outcome.show) : null,
      ],
    );
    const outcome = rows[0]!.outcome;
    const jackpot = outcome.jackpot
      ? { ...outcome.jackpot, amount: Number(outcome.jackpot.amount), playerId: bet.playerId }
      : null;
    return { result: outcome.result, replayed: outcome.replayed, jackpot };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === HAS_BONUS_MONEY || code === NEEDS_PROTECTION_CHECKS) return undefined;
    // The round's bets together past the ceiling: migration 008's CHECK on game_rounds.bet.
    if (isCeilingViolation(error)) throw ceilingExceeded();
    const typed = typeof code === 'string' ? ERRORS[code] : undefined;
    throw typed ? typed() : error;
  }
}
