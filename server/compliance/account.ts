// The account's compliance state as players and operators change it (decision 0044): additional
// information, KYC, banking checks, and closing and reopening the account (open lobbies hear it,
// then every session ends).
import { LobbyError } from '../errors.ts';
import { requireProtectionChecks } from '../ledger/limits/protection-limits.ts';
import {
  accountStatusOf,
  additionalValuesOf,
  ADDITIONAL_FIELDS,
  complianceOf,
  missingFields,
  reopenPlayerAccount,
  saveAdditionalValues,
  setReopenByCustomerAllowed,
  updateCompliance,
  type AdditionalField,
  type AdditionalValues,
  type ComplianceState,
} from '../players/compliance-state.ts';
import { closePlayerAccount } from '../players/players.ts';
import type { Json } from '../pubsub/pubsub.ts';
import { ADDITIONAL_FIELD_MAX, CLOSE_CAUSES, type CloseCause } from './rules.ts';

import {
  audit,
  fieldErrors,
  notFound,
  publish,
  requirePlayerRecord,
  stateJson,
  type Actor,
  type AdditionalInformationView,
  type ComplianceContext,
  type KycChange,
} from './context.ts';

export async function additionalInformation(
  ctx: ComplianceContext,
  playerId: string,
): Promise<AdditionalInformationView> {
  const [state, values] = await Promise.all([
    complianceOf(ctx.store, playerId),
    additionalValuesOf(ctx.store, playerId),
  ]);
  const missing = missingFields(state.additionalInfoRequired, values);
  return {
    ...values,
    required: missing.length > 0,
    requiredFields: ADDITIONAL_FIELDS.filter((f) => state.additionalInfoRequired.includes(f)),
    missingFields: missing,
  };
}

export async function provideAdditionalInformation(
  ctx: ComplianceContext,
  playerId: string,
  input: Partial<Record<AdditionalField, string | null>>,
): Promise<AdditionalInformationView> {
  const errors: { field: string; code: string }[] = [];
  const values: Partial<AdditionalValues> = {};
  for (const field of ADDITIONAL_FIELDS) {
    const raw = input[field];
    if (raw === undefined || raw === null) continue;
    const value = raw.trim();
    // Control characters never belong in an address or an occupation.
    // eslint-disable-next-line no-control-regex
    if (!value || /[\u0000-\u001f\u007f]/.test(value)) {
      errors.push({ field, code: value ? 'Invalid' : 'Required' });
    } else if (value.length > ADDITIONAL_FIELD_MAX[field]!) {
      errors.push({ field, code: 'TooLong' });
    } else values[field] = value;
  }
  const required = (await complianceOf(ctx.store, playerId)).additionalInfoRequired;
  const current = await additionalValuesOf(ctx.store, playerId);
  for (const field of missingFields(required, { ...current, ...values })) {
    if (!errors.some((error) => error.field === field)) errors.push({ field, code: 'Required' });
  }
  if (errors.length > 0) throw fieldErrors('Check the additional information.', errors);
  await ctx.store.transaction(async (tx) => {
    await requirePlayerRecord(tx, playerId);
    await saveAdditionalValues(tx, playerId, values);
  });
  await publish(ctx, playerId, ['additionalInformation']);
  return additionalInformation(ctx, playerId);
}

export async function setKyc(
  ctx: ComplianceContext,
  playerId: string,
  change: KycChange,
  actor: Actor,
): Promise<ComplianceState> {
  const after = await ctx.store.transaction(async (tx) => {
    await requirePlayerRecord(tx, playerId);
    const before = await complianceOf(tx, playerId, { forUpdate: true });
    const after = await updateCompliance(tx, playerId, {
      ...(change.status === undefined ? {} : { kycStatus: change.status }),
      ...(change.deadline === undefined ? {} : { kycDeadline: change.deadline }),
      ...(change.verificationsDone ? { kycVerificationsDone: change.verificationsDone } : {}),
      ...(change.verificationsMissing
        ? { kycVerificationsMissing: change.verificationsMissing }
        : {}),
    });
    // Past the deadline bets are refused: this player's bets take the checked plan.
    if (after.kycDeadline !== null) await requireProtectionChecks(tx, { playerId });
    await audit(tx, actor, 'kyc', playerId, stateJson(before), stateJson(after));
    return after;
  });
  await publish(ctx, playerId, ['kyc', 'documents']);
  return after;
}

export async function setAdditionalInformationRequired(
  ctx: ComplianceContext,
  playerId: string,
  requiredFields: AdditionalField[],
  actor: Actor,
) {
  const after = await ctx.store.transaction(async (tx) => {
    await requirePlayerRecord(tx, playerId);
    const before = await complianceOf(tx, playerId, { forUpdate: true });
    const after = await updateCompliance(tx, playerId, {
      additionalInfoRequired: ADDITIONAL_FIELDS.filter((f) => requiredFields.includes(f)),
    });
    await audit(tx, actor, 'additional-information', playerId, stateJson(before), stateJson(after));
    return after;
  });
  await publish(ctx, playerId, ['additionalInformation']);
  return after;
}

export async function setBanking(
  ctx: ComplianceContext,
  playerId: string,
  change: { bankingCdd?: string | null; instantBankingBlockFrom?: Date | null },
  actor: Actor,
) {
  const after = await ctx.store.transaction(async (tx) => {
    await requirePlayerRecord(tx, playerId);
    const before = await complianceOf(tx, playerId, { forUpdate: true });
    const after = await updateCompliance(tx, playerId, {
      ...(change.bankingCdd === undefined ? {} : { bankingCdd: change.bankingCdd }),
      ...(change.instantBankingBlockFrom === undefined
        ? {}
        : { instantBankingBlockFrom: change.instantBankingBlockFrom }),
    });
    await audit(tx, actor, 'banking', playerId, stateJson(before), stateJson(after));
    return after;
  });
  await publish(ctx, playerId, ['restrictions']);
  return after;
}

/** Closes the account with a cause: open lobbies hear it, then every session ends. */
export async function close(
  ctx: ComplianceContext,
  playerId: string,
  input: { cause: CloseCause; reopenByCustomerAllowed: boolean },
  actor: Actor,
): Promise<boolean> {
  if (!(CLOSE_CAUSES as readonly string[]).includes(input.cause)) {
    throw fieldErrors('Unknown cause.', [{ field: 'cause', code: 'UnknownCause' }]);
  }
  const closed = await ctx.store.transaction(async (tx) => {
    const before = await accountStatusOf(tx, playerId);
    if (!before) throw notFound();
    const closed = await closePlayerAccount(tx, playerId, input.cause);
    if (!closed) return false;
    await setReopenByCustomerAllowed(tx, playerId, input.reopenByCustomerAllowed);
    await audit(tx, actor, 'close', playerId, before as unknown as Json, {
      closed: true,
      cause: input.cause,
      reopenByCustomerAllowed: input.reopenByCustomerAllowed,
    });
    return true;
  });
  if (!closed) return false;
  // With the status: the sessions end next, so open lobbies cannot read why any more.
  await ctx.pubsub.publish('playerUpdated', {
    playerId,
    isAccountClosed: true,
    changed: ['accountStatus'],
    accountStatus: {
      status: 'Closed',
      cause: input.cause,
      reopenByCustomerAllowed: input.reopenByCustomerAllowed,
    },
  });
  await ctx.sessions.endAllOf(playerId, 'ACCOUNT_CLOSED');
  return true;
}

/** Reopens a closed account (the operator always may; the player only where allowed). */
export async function reopen(
  ctx: ComplianceContext,
  playerId: string,
  actor: Actor,
): Promise<boolean> {
  const reopened = await ctx.store.transaction(async (tx) => {
    const before = await accountStatusOf(tx, playerId);
    if (!before) throw notFound();
    if (before.closed && actor === 'player' && !before.reopenByCustomerAllowed) {
      throw new LobbyError('ReopenNotAllowed', 'This account cannot be reopened by its owner.');
    }
    if (!(await reopenPlayerAccount(tx, playerId))) return false;
    await audit(tx, actor, 'reopen', playerId, before as unknown as Json, { closed: false });
    return true;
  });
  if (reopened) await publish(ctx, playerId, ['accountStatus'], false);
  return reopened;
}
