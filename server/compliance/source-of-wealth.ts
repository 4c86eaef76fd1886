// Source of wealth and the documents behind KYC (decision 0044): the player's declarations and
// the categories, the requests from KYC's missing verifications, the rule applied after a
// completed deposit, the state derived again after an upload or a review, and the operator's
// changes.
import { brandLicence } from '../brands/brand-repository.ts';
import { isSowOverdue } from '../ledger/limits/compliance-gate.ts';
import {
  complianceOf,
  saveSowDeclaration,
  sowDeclarationsOf,
  SOW_TYPES,
  totalDepositAmount,
  updateCompliance,
  type ComplianceState,
  type KycStatus,
} from '../players/compliance-state.ts';
import { findPlayerById } from '../players/players.ts';
import {
  DAY_MS,
  SOW_DESCRIPTION_MAX,
  SOW_EXAMPLE_OPTIONS,
  SOW_RULES,
  sowThreshold,
} from './rules.ts';

import {
  audit,
  fieldErrors,
  publish,
  requestStatus,
  requirePlayerRecord,
  stateJson,
  type Actor,
  type ComplianceContext,
  type DocumentRequestView,
  type SourceOfWealthView,
  type SowChange,
} from './context.ts';

export async function sourceOfWealth(
  ctx: ComplianceContext,
  playerId: string,
): Promise<SourceOfWealthView> {
  const [state, declarations, documents] = await Promise.all([
    complianceOf(ctx.store, playerId),
    sowDeclarationsOf(ctx.store, playerId),
    ctx.documentsOf(ctx.store, playerId),
  ]);
  return {
    checkState: state.sowState,
    dueDate: state.sowDueDate,
    dueDateExpired: isSowOverdue(state, ctx.now()),
    reason: state.sowReason,
    comment: state.sowComment,
    requestedFundingType: state.sowRequestedFundingType,
    categories: SOW_TYPES.map((type) => {
      const declared = declarations.find((declaration) => declaration.type === type);
      return {
        type,
        exampleOptions: [...SOW_EXAMPLE_OPTIONS[type]],
        selectedOptions: declared?.selectedOptions ?? [],
        description: declared?.description ?? null,
        completed:
          declared !== undefined &&
          documents.some((document) => document.purpose === type && document.status !== 'Rejected'),
      };
    }),
  };
}

/**
 * Re-derives KYC and source of wealth from the documents (after an upload or a review):
 * a missing verification with an approved document is done; with every missing one uploaded
 * (none approved yet) KYC is Pending, back to Required when one is rejected, Verified when
 * nothing is missing. Source of wealth becomes Done when the requested type (if any) and
 * every declared category have an approved document — the operator can also set it.
 */
export async function documentsChanged(ctx: ComplianceContext, playerId: string): Promise<void> {
  const changed = await ctx.store.transaction(async (tx) => {
    const state = await complianceOf(tx, playerId, { forUpdate: true });
    const documents = await ctx.documentsOf(tx, playerId);
    const patch: Partial<ComplianceState> = {};
    if (state.kycStatus === 'Required' || state.kycStatus === 'Pending') {
      const approved = state.kycVerificationsMissing.filter(
        (purpose) => requestStatus(documents, purpose) === 'Approved',
      );
      const missing = state.kycVerificationsMissing.filter((p) => !approved.includes(p));
      const status: KycStatus =
        missing.length === 0
          ? 'Verified'
          : missing.every((purpose) => requestStatus(documents, purpose) === 'Pending')
            ? 'Pending'
            : 'Required';
      if (approved.length > 0 || status !== state.kycStatus) {
        patch.kycStatus = status;
        patch.kycVerificationsDone = [...state.kycVerificationsDone, ...approved];
        patch.kycVerificationsMissing = missing;
      }
    }
    if (state.sowState === 'Required') {
      const declared = (await sowDeclarationsOf(tx, playerId)).map((d) => d.type as string);
      const needed = new Set(declared);
      if (state.sowRequestedFundingType) needed.add(state.sowRequestedFundingType);
      if (
        needed.size > 0 &&
        (!state.sowRequestedFundingType || declared.includes(state.sowRequestedFundingType)) &&
        [...needed].every((type) => requestStatus(documents, type) === 'Approved')
      ) {
        patch.sowState = 'Done';
      }
    }
    if (Object.keys(patch).length === 0) return false;
    const after = await updateCompliance(tx, playerId, patch);
    await audit(tx, 'rule', 'documents-reviewed', playerId, stateJson(state), stateJson(after));
    return true;
  });
  await publish(ctx, playerId, changed ? ['documents', 'kyc', 'sourceOfWealth'] : ['documents']);
}

/** The requests from KYC's missing verifications and the source of wealth asked for. */
export async function documentRequests(
  ctx: ComplianceContext,
  playerId: string,
): Promise<DocumentRequestView[]> {
  const [state, declarations, documents] = await Promise.all([
    complianceOf(ctx.store, playerId),
    sowDeclarationsOf(ctx.store, playerId),
    ctx.documentsOf(ctx.store, playerId),
  ]);
  const requests: DocumentRequestView[] = [];
  if (state.kycStatus === 'Required' || state.kycStatus === 'Pending') {
    for (const purpose of state.kycVerificationsMissing) {
      requests.push({
        purpose,
        source: 'Kyc',
        dueDate: state.kycDeadline,
        comment: null,
        status: requestStatus(documents, purpose),
      });
    }
  }
  if (state.sowState === 'Required') {
    const types = new Set<string>(declarations.map((declaration) => declaration.type));
    if (state.sowRequestedFundingType) types.add(state.sowRequestedFundingType);
    for (const type of SOW_TYPES.filter((t) => types.has(t))) {
      requests.push({
        purpose: type,
        source: 'SourceOfWealth',
        dueDate: state.sowDueDate,
        comment: state.sowComment,
        status: requestStatus(documents, type),
      });
    }
  }
  return requests;
}

export async function declareSourceOfWealth(
  ctx: ComplianceContext,
  playerId: string,
  input: { type: string; selectedOptions: string[]; description: string | null },
): Promise<SourceOfWealthView> {
  const errors: { field: string; code: string }[] = [];
  const type = SOW_TYPES.find((t) => t === input.type);
  if (!type) errors.push({ field: 'type', code: 'UnknownSourceOfWealthType' });
  const options = type ? SOW_EXAMPLE_OPTIONS[type] : [];
  if (type && input.selectedOptions.some((option) => !options.includes(option))) {
    errors.push({ field: 'selectedOptions', code: 'UnknownOption' });
  }
  const description = input.description?.trim() || null;
  if (description && description.length > SOW_DESCRIPTION_MAX) {
    errors.push({ field: 'description', code: 'TooLong' });
  }
  if (type && input.selectedOptions.length === 0 && !description) {
    errors.push({ field: 'selectedOptions', code: 'Required' });
  }
  if (errors.length > 0) throw fieldErrors('Check the source-of-wealth details.', errors);
  await ctx.store.transaction(async (tx) => {
    await requirePlayerRecord(tx, playerId);
    await saveSowDeclaration(tx, playerId, {
      type: type!,
      selectedOptions: [...new Set(input.selectedOptions)],
      description,
    });
  });
  await publish(ctx, playerId, ['sourceOfWealth']);
  return sourceOfWealth(ctx, playerId);
}

/**
 * The source-of-wealth rule, after a deposit completed: with the licence's threshold passed
 * and source of wealth never asked, it becomes Required (reason Rule), due in the licence's
 * days. Idempotent: a later deposit's call asks nothing again.
 */
export async function depositCompleted(ctx: ComplianceContext, playerId: string): Promise<void> {
  const asked = await ctx.store.transaction(async (tx) => {
    const player = await findPlayerById(tx, playerId);
    if (!player) return false;
    const licence = (await brandLicence(tx, player.brand)) ?? '';
    const threshold = sowThreshold(licence, player.currency);
    if (threshold === null) return false;
    const state = await complianceOf(tx, playerId, { forUpdate: true });
    if (state.sowReason !== null || state.sowState !== 'NotRequired') return false;
    if ((await totalDepositAmount(tx, playerId)) < threshold) return false;
    const after = await updateCompliance(tx, playerId, {
      sowState: 'Required',
      sowReason: 'Rule',
      sowDueDate: new Date(ctx.now().getTime() + SOW_RULES[licence]!.dueDays * DAY_MS),
    });
    await audit(tx, 'rule', 'source-of-wealth', playerId, stateJson(state), stateJson(after));
    return true;
  });
  if (asked) await publish(ctx, playerId, ['sourceOfWealth']);
}

// ---- Operator changes (server/compliance/operator-routes.ts) ----

export async function setSourceOfWealth(
  ctx: ComplianceContext,
  playerId: string,
  change: SowChange,
  actor: Actor,
) {
  const after = await ctx.store.transaction(async (tx) => {
    await requirePlayerRecord(tx, playerId);
    const before = await complianceOf(tx, playerId, { forUpdate: true });
    const after = await updateCompliance(tx, playerId, {
      sowState: change.state,
      sowReason: change.state === 'Required' ? 'Operator' : (before.sowReason ?? 'Operator'),
      ...(change.dueDate === undefined ? {} : { sowDueDate: change.dueDate }),
      ...(change.comment === undefined ? {} : { sowComment: change.comment }),
      ...(change.requestedFundingType === undefined
        ? {}
        : { sowRequestedFundingType: change.requestedFundingType }),
    });
    await audit(tx, actor, 'source-of-wealth', playerId, stateJson(before), stateJson(after));
    return after;
  });
  await publish(ctx, playerId, ['sourceOfWealth', 'documents']);
  return after;
}
