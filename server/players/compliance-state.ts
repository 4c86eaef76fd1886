// A player's account-compliance state (migration 015): KYC, source of wealth, banking
// due diligence, the additional information the operator requires, and the account's reopening.
// The lower layer every domain may read (the ledger's gate refuses money with it); writes take a
// Queryable so they run in the caller's transaction. No row means nothing is asked of the player.
import type { Queryable } from '../db/store.ts';
import { recordAudit } from '../http/operator-audit.ts';

export const KYC_STATUSES = ['NotRequired', 'Required', 'Pending', 'Verified'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const SOW_STATES = ['NotRequired', 'Required', 'Done'] as const;
export type SowState = (typeof SOW_STATES)[number];
export const SOW_TYPES = [
  'Dividends',
  'Inheritance',
  'Other',
  'Salary',
  'SaleOfCompany',
  'SaleOfProperty',
] as const;
export type SowType = (typeof SOW_TYPES)[number];
export const ADDITIONAL_FIELDS = ['street', 'city', 'zipCode', 'occupation'] as const;
export type AdditionalField = (typeof ADDITIONAL_FIELDS)[number];

export interface ComplianceState {
  kycStatus: KycStatus;
  kycDeadline: Date | null;
  kycVerificationsDone: string[];
  kycVerificationsMissing: string[];
  sowState: SowState;
  sowDueDate: Date | null;
  /** Rule or Operator; null while source of wealth was never asked. */
  sowReason: 'Rule' | 'Operator' | null;
  sowComment: string | null;
  sowRequestedFundingType: SowType | null;
  bankingCdd: string | null;
  instantBankingBlockFrom: Date | null;
  additionalInfoRequired: AdditionalField[];
}

export const NO_COMPLIANCE: ComplianceState = Object.freeze({
  kycStatus: 'NotRequired',
  kycDeadline: null,
  kycVerificationsDone: [],
  kycVerificationsMissing: [],
  sowState: 'NotRequired',
  sowDueDate: null,
  sowReason: null,
  sowComment: null,
  sowRequestedFundingType: null,
  bankingCdd: null,
  instantBankingBlockFrom: null,
  additionalInfoRequired: [],
}) as ComplianceState;

interface ComplianceRow {
  kyc_status: KycStatus;
  kyc_deadline: Date | null;
  kyc_verifications_done: string[];
  kyc_verifications_missing: string[];
  sow_state: SowState;
  sow_due_date: Date | null;
  sow_reason: 'Rule' | 'Operator' | null;
  sow_comment: string | null;
  sow_requested_funding_type: SowType | null;
  banking_cdd: string | null;
  instant_banking_block_from: Date | null;
  additional_info_required: AdditionalField[];
}

const COLUMNS: Record<keyof ComplianceState, keyof ComplianceRow> = {
  kycStatus: 'kyc_status',
  kycDeadline: 'kyc_deadline',
  kycVerificationsDone: 'kyc_verifications_done',
  kycVerificationsMissing: 'kyc_verifications_missing',
  sowState: 'sow_state',
  sowDueDate: 'sow_due_date',
  sowReason: 'sow_reason',
  sowComment: 'sow_comment',
  sowRequestedFundingType: 'sow_requested_funding_type',
  bankingCdd: 'banking_cdd',
  instantBankingBlockFrom: 'instant_banking_block_from',
  additionalInfoRequired: 'additional_info_required',
};

function toState(row: ComplianceRow): ComplianceState {
  return {
    kycStatus: row.kyc_status,
    kycDeadline: row.kyc_deadline,
    kycVerificationsDone: row.kyc_verifications_done ?? [],
    kycVerificationsMissing: row.kyc_verifications_missing ?? [],
    sowState: row.sow_state,
    sowDueDate: row.sow_due_date,
    sowReason: row.sow_reason,
    sowComment: row.sow_comment,
    sowRequestedFundingType: row.sow_requested_funding_type,
    bankingCdd: row.banking_cdd,
    instantBankingBlockFrom: row.instant_banking_block_from,
    additionalInfoRequired: row.additional_info_required ?? [],
  };
}

/** The player's state; `forUpdate` locks the row (a change reads, decides, writes). */
export async function complianceOf(
  db: Queryable,
  playerId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ComplianceState> {
  const { rows } = await db.query<ComplianceRow>(
    `select ${Object.values(COLUMNS).join(', ')} from player_compliance where player_id = $1
     ${options.forUpdate ? 'for update' : ''}`,
    [playerId],
  );
  return rows[0] ? toState(rows[0]) : { ...NO_COMPLIANCE };
}

/** Writes the given fields (others keep their value); returns the state after. */
export async function updateCompliance(
  db: Queryable,
  playerId: string,
  patch: Partial<ComplianceState>,
): Promise<ComplianceState> {
  await db.query('insert into player_compliance (player_id) values ($1) on conflict do nothing', [
    playerId,
  ]);
  const entries = Object.entries(patch).filter(([, value]) => value !== undefined) as [
    keyof ComplianceState,
    unknown,
  ][];
  if (entries.length > 0) {
    const sets = entries.map(([key], index) => `${COLUMNS[key]} = $${index + 2}`);
    await db.query(
      `update player_compliance set ${sets.join(', ')}, updated_at = now() where player_id = $1`,
      [playerId, ...entries.map(([, value]) => value)],
    );
  }
  return complianceOf(db, playerId);
}

export interface SowDeclaration {
  type: SowType;
  selectedOptions: string[];
  description: string | null;
  updatedAt: Date;
}

export async function sowDeclarationsOf(
  db: Queryable,
  playerId: string,
): Promise<SowDeclaration[]> {
  const { rows } = await db.query<{
    type: SowType;
    selected_options: string[];
    description: string | null;
    updated_at: Date;
  }>(
    `select type, selected_options, description, updated_at from sow_declarations
     where player_id = $1 order by type`,
    [playerId],
  );
  return rows.map((row) => ({
    type: row.type,
    selectedOptions: row.selected_options ?? [],
    description: row.description,
    updatedAt: row.updated_at,
  }));
}

export async function saveSowDeclaration(
  db: Queryable,
  playerId: string,
  declaration: { type: SowType; selectedOptions: string[]; description: string | null },
): Promise<void> {
  await db.query(
    `insert into sow_declarations (player_id, type, selected_options, description, updated_at)
     values ($1, $2, $3, $4, now())
     on conflict (player_id, type) do update set selected_options = excluded.selected_options,
       description = excluded.description, updated_at = now()`,
    [playerId, declaration.type, declaration.selectedOptions, declaration.description],
  );
}

export interface AdditionalValues {
  street: string | null;
  city: string | null;
  zipCode: string | null;
  occupation: string | null;
}

export async function additionalValuesOf(
  db: Queryable,
  playerId: string,
): Promise<AdditionalValues> {
  const { rows } = await db.query<{
    street: string | null;
    city: string | null;
    zip_code: string | null;
    occupation: string | null;
  }>(
    `select p.street, p.city, p.zip_code, i.occupation from players p
     left join player_additional_info i on i.player_id = p.id where p.id = $1`,
    [playerId],
  );
  const row = rows[0];
  return {
    street: row?.street ?? null,
    city: row?.city ?? null,
    zipCode: row?.zip_code ?? null,
    occupation: row?.occupation ?? null,
  };
}

/** Writes the given values (undefined keeps the stored one) into players and player_additional_info. */
export async function saveAdditionalValues(
  db: Queryable,
  playerId: string,
  values: Partial<AdditionalValues>,
): Promise<void> {
  await db.query(
    `update players set street = coalesce($2, street), city = coalesce($3, city),
       zip_code = coalesce($4, zip_code) where id = $1`,
    [playerId, values.street ?? null, values.city ?? null, values.zipCode ?? null],
  );
  if (values.occupation !== undefined && values.occupation !== null) {
    await db.query(
      `insert into player_additional_info (player_id, occupation, updated_at) values ($1, $2, now())
       on conflict (player_id) do update set occupation = excluded.occupation, updated_at = now()`,
      [playerId, values.occupation],
    );
  }
}

/** The required fields still without a value (blank counts as missing). */
export function missingFields(
  required: readonly AdditionalField[],
  values: AdditionalValues,
): AdditionalField[] {
  return ADDITIONAL_FIELDS.filter(
    (field) => required.includes(field) && !(values[field] ?? '').trim(),
  );
}

/** The sum of the player's completed deposits, minor units of the account's currency. */
export async function totalDepositAmount(db: Queryable, playerId: string): Promise<number> {
  const { rows } = await db.query<{ total: number | string | null }>(
    `select coalesce(sum(amount), 0) as total from wallet_transactions
     where player_id = $1 and type = 'Deposit' and status = 'Completed'`,
    [playerId],
  );
  return Number(rows[0]?.total ?? 0);
}

export interface AccountStatusRecord {
  closed: boolean;
  cause: string | null;
  reopenByCustomerAllowed: boolean;
}

export async function accountStatusOf(
  db: Queryable,
  playerId: string,
): Promise<AccountStatusRecord | undefined> {
  const { rows } = await db.query<{
    account_closed: boolean;
    account_closed_cause: string | null;
    reopen_by_customer_allowed: boolean;
  }>(
    `select account_closed, account_closed_cause, reopen_by_customer_allowed from players
     where id = $1`,
    [playerId],
  );
  const row = rows[0];
  return row
    ? {
        closed: row.account_closed,
        cause: row.account_closed_cause,
        reopenByCustomerAllowed: row.account_closed && row.reopen_by_customer_allowed,
      }
    : undefined;
}

export async function setReopenByCustomerAllowed(
  db: Queryable,
  playerId: string,
  allowed: boolean,
): Promise<void> {
  await db.query('update players set reopen_by_customer_allowed = $2 where id = $1', [
    playerId,
    allowed,
  ]);
}

/** Reopens a closed account (the cause and the reopen flag cleared); true when it was closed. */
export async function reopenPlayerAccount(db: Queryable, playerId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `update players set account_closed = false, account_closed_cause = null,
       reopen_by_customer_allowed = false
     where id = $1 and account_closed`,
    [playerId],
  );
  return rowCount > 0;
}

/**
 * What a closed account's owner is told when signing in (programmes §4 "Account closed"): a
 * MultipleAccounts closure names the login method the other account was found by.
 */
export function closedAccountMessage(cause: string | null, method: 'email' | 'phone'): string {
  if (cause === 'MultipleAccounts') {
    return method === 'email'
      ? 'Your account has been closed indefinitely because another account was found with this email address.'
      : 'Your account has been closed indefinitely because another account was found with this phone number.';
  }
  return 'Your account has been closed indefinitely.';
}

/**
 * The owner reopens their closed account where the operator allowed it (after proving who they
 * are: the right password). Audited like the operator's reopening (area 'compliance', actor
 * 'player'); false when it was not closed or reopening is not allowed.
 */
export async function reopenAccountByCustomer(db: Queryable, playerId: string): Promise<boolean> {
  const before = await accountStatusOf(db, playerId);
  if (!before?.closed || !before.reopenByCustomerAllowed) return false;
  if (!(await reopenPlayerAccount(db, playerId))) return false;
  await recordAudit(db, {
    area: 'compliance',
    action: 'reopen',
    target: playerId,
    actor: 'player',
    before: { ...before },
    after: { closed: false },
  });
  return true;
}
