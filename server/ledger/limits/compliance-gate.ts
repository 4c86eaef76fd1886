// Account compliance where money moves: a closed account moves no money in; past the
// KYC deadline with documents still Required, deposits and bets are refused; an overdue source of
// wealth or missing additional information refuses deposits. Withdrawals are never refused here:
// the balance is the player's and they may always take it out (decision 0044). Checks run in the
// money's own transaction with the player's accounts locked, on the database's clock, so an
// operator's change and a deposit are ordered like any other change of the player's money.
import type { Queryable } from '../../db/store.ts';
import { LobbyError } from '../../errors.ts';
import {
  additionalValuesOf,
  complianceOf,
  missingFields,
  type ComplianceState,
} from '../../players/compliance-state.ts';
import { requireProtectionChecks } from './protection-limits.ts';

export const COMPLIANCE_ERROR_TYPES = [
  'AccountClosed',
  'KycOverdue',
  'SourceOfWealthOverdue',
  'AdditionalInformationRequired',
] as const;

export function accountClosed(): LobbyError {
  return new LobbyError('AccountClosed', 'This account is closed.');
}

export function kycOverdue(deadline: Date): LobbyError {
  return new LobbyError(
    'KycOverdue',
    `Your identity documents were due by ${deadline.toISOString()}: upload them to deposit and play again. Withdrawals still work.`,
    { details: { deadline: deadline.toISOString() } },
  );
}

export function sourceOfWealthOverdue(dueDate: Date): LobbyError {
  return new LobbyError(
    'SourceOfWealthOverdue',
    `Your source of wealth was due by ${dueDate.toISOString()}: complete it to deposit again.`,
    { details: { dueDate: dueDate.toISOString() } },
  );
}

export function additionalInformationRequired(fields: string[]): LobbyError {
  return new LobbyError(
    'AdditionalInformationRequired',
    `Give your ${fields.join(', ')} to deposit.`,
    { details: { missingFields: fields } },
  );
}

/** KYC documents still Required after the deadline. */
export const isKycOverdue = (state: ComplianceState, now: Date): boolean =>
  state.kycStatus === 'Required' && state.kycDeadline !== null && state.kycDeadline <= now;

/** Source of wealth still Required after its due date (dueDateExpired). */
export const isSowOverdue = (state: ComplianceState, now: Date): boolean =>
  state.sowState === 'Required' && state.sowDueDate !== null && state.sowDueDate <= now;

async function databaseNow(tx: Queryable): Promise<Date> {
  const { rows } = await tx.query<{ at: Date }>('select clock_timestamp() as at');
  return rows[0]!.at;
}

async function isClosed(tx: Queryable, playerId: string): Promise<boolean> {
  const { rows } = await tx.query<{ closed: boolean }>(
    'select account_closed as closed from players where id = $1',
    [playerId],
  );
  return rows[0]?.closed ?? true;
}

/**
 * Refuses a deposit of a closed account, past the KYC deadline, with the source of wealth
 * overdue or with additional information missing (in that order: the first that applies).
 * Call in the deposit's transaction with the accounts locked.
 */
export async function guardDepositCompliance(tx: Queryable, playerId: string): Promise<void> {
  if (await isClosed(tx, playerId)) throw accountClosed();
  const state = await complianceOf(tx, playerId);
  if (state.kycDeadline !== null) {
    // A real account created after the deadline was set (the trigger of migration 014 knows
    // nothing of KYC): its bets must take the checked plan too.
    await requireProtectionChecks(tx, { playerId });
  }
  const now = await databaseNow(tx);
  if (isKycOverdue(state, now)) throw kycOverdue(state.kycDeadline!);
  if (isSowOverdue(state, now)) throw sourceOfWealthOverdue(state.sowDueDate!);
  if (state.additionalInfoRequired.length > 0) {
    const missing = missingFields(
      state.additionalInfoRequired,
      await additionalValuesOf(tx, playerId),
    );
    if (missing.length > 0) throw additionalInformationRequired(missing);
  }
}

/**
 * Refuses a bet of a closed account or past the KYC deadline: one read. The bet's quick path
 * (casino_bet) skips this; a KYC deadline sets protection_checks so such players come here.
 */
export async function guardBetCompliance(tx: Queryable, playerId: string): Promise<void> {
  const { rows } = await tx.query<{
    closed: boolean;
    kyc_status: string | null;
    kyc_deadline: Date | null;
    now: Date;
  }>(
    `select p.account_closed as closed, c.kyc_status, c.kyc_deadline, clock_timestamp() as now
     from players p left join player_compliance c on c.player_id = p.id where p.id = $1`,
    [playerId],
  );
  const row = rows[0];
  if (!row || row.closed) throw accountClosed();
  if (row.kyc_status === 'Required' && row.kyc_deadline !== null && row.kyc_deadline <= row.now) {
    throw kycOverdue(row.kyc_deadline);
  }
}
