// The account-compliance service (decision 0044): KYC, source of wealth, additional
// information, pop-ups, the account's closing and reopening, and the brands' banners and
// maintenance windows. The state lives in server/players/compliance-state.ts, where the ledger's
// gate (server/ledger/limits/compliance-gate.ts) reads it while money moves. Every change made here
// publishes playerUpdated with what changed, so open lobbies reload; operator changes are
// audited (operator_audit, area 'compliance') in the change's transaction.
import { randomUUID } from 'node:crypto';
import type { Queryable, Store } from '../db/store.ts';
import { LobbyError } from '../errors.ts';
import { recordAudit } from '../http/operator-audit.ts';
import { brandLicence } from '../brands/brand-repository.ts';
import { isSowOverdue } from '../ledger/limits/compliance-gate.ts';
import { requireProtectionChecks } from '../ledger/limits/protection-limits.ts';
import {
  accountStatusOf,
  additionalValuesOf,
  ADDITIONAL_FIELDS,
  complianceOf,
  missingFields,
  reopenPlayerAccount,
  saveAdditionalValues,
  saveSowDeclaration,
  setReopenByCustomerAllowed,
  sowDeclarationsOf,
  SOW_TYPES,
  totalDepositAmount,
  updateCompliance,
  type AdditionalField,
  type AdditionalValues,
  type ComplianceState,
  type KycStatus,
  type SowState,
  type SowType,
} from '../players/compliance-state.ts';
import { closePlayerAccount, findPlayerById, type PlayerRecord } from '../players/players.ts';
import type { SessionEnder } from '../players/session-ender.ts';
import type { Json, PubSub } from '../pubsub/pubsub.ts';
import {
  ADDITIONAL_FIELD_MAX,
  BRAND_BANNER_TYPES,
  CLOSE_CAUSES,
  DAY_MS,
  MAINTENANCE_ANNOUNCE_MS,
  POPUP_KINDS,
  SOW_DESCRIPTION_MAX,
  SOW_EXAMPLE_OPTIONS,
  SOW_RULES,
  sowThreshold,
  type BrandBannerType,
  type CloseCause,
  type PopUpKind,
} from './rules.ts';

/** What compliance needs of an uploaded document (server/compliance/documents.ts has the rest). */
export interface ComplianceDocument {
  purpose: string;
  status: 'Pending' | 'Approved' | 'Rejected';
}

export type DocumentsOf = (db: Queryable, playerId: string) => Promise<ComplianceDocument[]>;

/** The uploads' purposes and review states, newest first (player_documents, migration 015). */
export const documentStatesOf: DocumentsOf = async (db, playerId) => {
  const { rows } = await db.query<ComplianceDocument>(
    `select purpose, status from player_documents where player_id = $1
     order by uploaded_at desc`,
    [playerId],
  );
  return rows;
};

export interface ComplianceDeps {
  store: Store;
  pubsub: PubSub;
  sessions: SessionEnder;
  /** The player's documents; default: read from player_documents. */
  documentsOf?: DocumentsOf;
  /** The clock of due dates and banners (tests move it); the ledger's gate uses the database's. */
  now?: () => Date;
}

/** Who changes something: the player, a rule, or an operator through the operator API. */
export type Actor = 'player' | 'rule' | `operator:${string}`;

export type DocumentRequestStatus = 'Requested' | 'Pending' | 'Approved';

export interface CategoryView {
  type: SowType;
  exampleOptions: string[];
  selectedOptions: string[];
  description: string | null;
  completed: boolean;
}

export interface SourceOfWealthView {
  checkState: SowState;
  dueDate: Date | null;
  dueDateExpired: boolean;
  reason: string | null;
  comment: string | null;
  requestedFundingType: SowType | null;
  categories: CategoryView[];
}

export interface DocumentRequestView {
  purpose: string;
  source: 'Kyc' | 'SourceOfWealth';
  dueDate: Date | null;
  comment: string | null;
  status: DocumentRequestStatus;
}

export interface AdditionalInformationView extends AdditionalValues {
  required: boolean;
  requiredFields: AdditionalField[];
  missingFields: AdditionalField[];
}

export interface PopUpView {
  id: string;
  kind: PopUpKind;
  version: number;
  title: string;
  body: string;
  requiresAcceptance: boolean;
  createdAt: Date;
}

export interface SiteBannerView {
  id: string;
  type: 'Maintenance' | BrandBannerType;
  text: string | null;
  link: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
}

export interface KycChange {
  status?: KycStatus;
  /** Null clears it. */
  deadline?: Date | null;
  verificationsDone?: string[];
  verificationsMissing?: string[];
}

export interface SowChange {
  state: SowState;
  dueDate?: Date | null;
  comment?: string | null;
  requestedFundingType?: SowType | null;
}

export interface NewPopUp {
  brand: string;
  playerId: string | null;
  kind: PopUpKind;
  title: string;
  body: string;
  requiresAcceptance: boolean;
}

export interface BannerInput {
  text: string | null;
  link: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** The whole-brand audience of customerPopUpAdded: player ids are UUIDs, never this. */
export const brandAudience = (brand: string) => `brand:${brand}`;

const fieldErrors = (message: string, errors: { field: string; code: string }[]) =>
  new LobbyError('InvalidArgument', message, { details: { fieldErrors: errors } });

const notFound = () => new LobbyError('PlayerNotFound', 'There is no such player.');

const stateJson = (state: ComplianceState): Json => JSON.parse(JSON.stringify(state)) as Json;

/** The request's status from the uploads of its purpose (rejected-only counts as Requested). */
function requestStatus(documents: ComplianceDocument[], purpose: string): DocumentRequestStatus {
  const own = documents.filter((document) => document.purpose === purpose);
  if (own.some((document) => document.status === 'Approved')) return 'Approved';
  if (own.some((document) => document.status === 'Pending')) return 'Pending';
  return 'Requested';
}

export type Compliance = ReturnType<typeof createCompliance>;

export function createCompliance(deps: ComplianceDeps) {
  const { store, pubsub, sessions } = deps;
  const documentsOf = deps.documentsOf ?? documentStatesOf;
  const now = deps.now ?? (() => new Date());

  async function requirePlayerRecord(db: Queryable, playerId: string): Promise<PlayerRecord> {
    const player = await findPlayerById(db, playerId);
    if (!player) throw notFound();
    return player;
  }

  async function requireBrand(db: Queryable, brand: string): Promise<void> {
    const { rows } = await db.query('select 1 from brands where brand = $1', [brand]);
    if (rows.length === 0) throw new LobbyError('BrandNotFound', 'There is no such brand.');
  }

  async function publish(playerId: string, changed: string[], isAccountClosed?: boolean) {
    const closed = isAccountClosed ?? (await accountStatusOf(store, playerId))?.closed ?? false;
    await pubsub.publish('playerUpdated', { playerId, isAccountClosed: closed, changed });
  }

  async function audit(
    db: Queryable,
    actor: Actor,
    action: string,
    target: string,
    before: Json | null,
    after: Json | null,
  ) {
    await recordAudit(db, { area: 'compliance', action, target, actor, before, after });
  }

  async function sourceOfWealth(playerId: string): Promise<SourceOfWealthView> {
    const [state, declarations, documents] = await Promise.all([
      complianceOf(store, playerId),
      sowDeclarationsOf(store, playerId),
      documentsOf(store, playerId),
    ]);
    return {
      checkState: state.sowState,
      dueDate: state.sowDueDate,
      dueDateExpired: isSowOverdue(state, now()),
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
            documents.some(
              (document) => document.purpose === type && document.status !== 'Rejected',
            ),
        };
      }),
    };
  }

  async function additionalInformation(playerId: string): Promise<AdditionalInformationView> {
    const [state, values] = await Promise.all([
      complianceOf(store, playerId),
      additionalValuesOf(store, playerId),
    ]);
    const missing = missingFields(state.additionalInfoRequired, values);
    return {
      ...values,
      required: missing.length > 0,
      requiredFields: ADDITIONAL_FIELDS.filter((f) => state.additionalInfoRequired.includes(f)),
      missingFields: missing,
    };
  }

  /** The pop-ups the player has still to accept (or dismiss), oldest first. */
  async function popUps(playerId: string): Promise<PopUpView[]> {
    const { rows } = await store.query<{
      id: string;
      kind: PopUpKind;
      version: number;
      title: string;
      body: string;
      requires_acceptance: boolean;
      created_at: Date;
    }>(
      `select c.id, c.kind, c.version, c.title, c.body, c.requires_acceptance, c.created_at
       from customer_popups c join players p on p.id = $1 and p.brand = c.brand
       where c.retired_at is null and (c.player_id is null or c.player_id = $1)
         and not exists (select 1 from popup_acceptances a
                         where a.popup_id = c.id and a.player_id = $1 and a.version = c.version)
       order by c.created_at, c.id`,
      [playerId],
    );
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      version: row.version,
      title: row.title,
      body: row.body,
      requiresAcceptance: row.requires_acceptance,
      createdAt: row.created_at,
    }));
  }

  /**
   * Re-derives KYC and source of wealth from the documents (after an upload or a review):
   * a missing verification with an approved document is done; with every missing one uploaded
   * (none approved yet) KYC is Pending, back to Required when one is rejected, Verified when
   * nothing is missing. Source of wealth becomes Done when the requested type (if any) and
   * every declared category have an approved document — the operator can also set it.
   */
  async function documentsChanged(playerId: string): Promise<void> {
    const changed = await store.transaction(async (tx) => {
      const state = await complianceOf(tx, playerId, { forUpdate: true });
      const documents = await documentsOf(tx, playerId);
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
    await publish(playerId, changed ? ['documents', 'kyc', 'sourceOfWealth'] : ['documents']);
  }

  return {
    sourceOfWealth,
    additionalInformation,
    popUps,
    documentsChanged,

    state: (playerId: string) => complianceOf(store, playerId),
    totalDepositAmount: (playerId: string) => totalDepositAmount(store, playerId),
    accountStatus: (playerId: string) => accountStatusOf(store, playerId),

    async popUpsNeeded(playerId: string): Promise<string[]> {
      return (await popUps(playerId)).map((popUp) => popUp.id);
    },

    /** The requests from KYC's missing verifications and the source of wealth asked for. */
    async documentRequests(playerId: string): Promise<DocumentRequestView[]> {
      const [state, declarations, documents] = await Promise.all([
        complianceOf(store, playerId),
        sowDeclarationsOf(store, playerId),
        documentsOf(store, playerId),
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
    },

    async declareSourceOfWealth(
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
      await store.transaction(async (tx) => {
        await requirePlayerRecord(tx, playerId);
        await saveSowDeclaration(tx, playerId, {
          type: type!,
          selectedOptions: [...new Set(input.selectedOptions)],
          description,
        });
      });
      await publish(playerId, ['sourceOfWealth']);
      return sourceOfWealth(playerId);
    },

    async provideAdditionalInformation(
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
      const required = (await complianceOf(store, playerId)).additionalInfoRequired;
      const current = await additionalValuesOf(store, playerId);
      for (const field of missingFields(required, { ...current, ...values })) {
        if (!errors.some((error) => error.field === field))
          errors.push({ field, code: 'Required' });
      }
      if (errors.length > 0) throw fieldErrors('Check the additional information.', errors);
      await store.transaction(async (tx) => {
        await requirePlayerRecord(tx, playerId);
        await saveAdditionalValues(tx, playerId, values);
      });
      await publish(playerId, ['additionalInformation']);
      return additionalInformation(playerId);
    },

    /** Records the acceptance of the pop-up at the version shown. */
    async acceptPopUp(playerId: string, popUpId: string, version: number): Promise<void> {
      const { rows } = await store.query<{
        id: string;
        version: number;
        retired_at: Date | null;
        kind: string;
        player_id: string | null;
        brand: string;
      }>(
        `select c.id, c.version, c.retired_at, c.kind, c.player_id, c.brand from customer_popups c
         join players p on p.id = $2 and p.brand = c.brand
         where c.id::text = $1 and (c.player_id is null or c.player_id = $2)`,
        [popUpId, playerId],
      );
      const popUp = rows[0];
      if (!popUp) throw new LobbyError('PopUpNotFound', 'There is no such pop-up.');
      if (popUp.retired_at !== null || popUp.version !== version) {
        const { rows: current } = await store.query<{ id: string; version: number }>(
          `select id, version from customer_popups where brand = $1 and kind = $2
             and player_id is not distinct from $3 and retired_at is null`,
          [popUp.brand, popUp.kind, popUp.player_id],
        );
        throw new LobbyError(
          'PopUpVersionOutdated',
          'A newer version replaced this one: read it and accept that.',
          {
            details: {
              currentId: current[0]?.id ?? null,
              currentVersion: current[0]?.version ?? null,
            },
          },
        );
      }
      await store.query(
        `insert into popup_acceptances (popup_id, player_id, version) values ($1, $2, $3)
         on conflict (popup_id, player_id) do nothing`,
        [popUp.id, playerId, version],
      );
      await publish(playerId, ['popUps']);
    },

    /**
     * The source-of-wealth rule, after a deposit completed: with the licence's threshold passed
     * and source of wealth never asked, it becomes Required (reason Rule), due in the licence's
     * days. Idempotent: a later deposit's call asks nothing again.
     */
    async depositCompleted(playerId: string): Promise<void> {
      const asked = await store.transaction(async (tx) => {
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
          sowDueDate: new Date(now().getTime() + SOW_RULES[licence]!.dueDays * DAY_MS),
        });
        await audit(tx, 'rule', 'source-of-wealth', playerId, stateJson(state), stateJson(after));
        return true;
      });
      if (asked) await publish(playerId, ['sourceOfWealth']);
    },

    // ---- Operator changes (server/compliance/operator-routes.ts) ----

    async setKyc(playerId: string, change: KycChange, actor: Actor): Promise<ComplianceState> {
      const after = await store.transaction(async (tx) => {
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
      await publish(playerId, ['kyc', 'documents']);
      return after;
    },

    async setSourceOfWealth(playerId: string, change: SowChange, actor: Actor) {
      const after = await store.transaction(async (tx) => {
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
      await publish(playerId, ['sourceOfWealth', 'documents']);
      return after;
    },

    async setAdditionalInformationRequired(
      playerId: string,
      requiredFields: AdditionalField[],
      actor: Actor,
    ) {
      const after = await store.transaction(async (tx) => {
        await requirePlayerRecord(tx, playerId);
        const before = await complianceOf(tx, playerId, { forUpdate: true });
        const after = await updateCompliance(tx, playerId, {
          additionalInfoRequired: ADDITIONAL_FIELDS.filter((f) => requiredFields.includes(f)),
        });
        await audit(
          tx,
          actor,
          'additional-information',
          playerId,
          stateJson(before),
          stateJson(after),
        );
        return after;
      });
      await publish(playerId, ['additionalInformation']);
      return after;
    },

    async setBanking(
      playerId: string,
      change: { bankingCdd?: string | null; instantBankingBlockFrom?: Date | null },
      actor: Actor,
    ) {
      const after = await store.transaction(async (tx) => {
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
      await publish(playerId, ['restrictions']);
      return after;
    },

    /** Closes the account with a cause: open lobbies hear it, then every session ends. */
    async close(
      playerId: string,
      input: { cause: CloseCause; reopenByCustomerAllowed: boolean },
      actor: Actor,
    ): Promise<boolean> {
      if (!(CLOSE_CAUSES as readonly string[]).includes(input.cause)) {
        throw fieldErrors('Unknown cause.', [{ field: 'cause', code: 'UnknownCause' }]);
      }
      const closed = await store.transaction(async (tx) => {
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
      await pubsub.publish('playerUpdated', {
        playerId,
        isAccountClosed: true,
        changed: ['accountStatus'],
        accountStatus: {
          status: 'Closed',
          cause: input.cause,
          reopenByCustomerAllowed: input.reopenByCustomerAllowed,
        },
      });
      await sessions.endAllOf(playerId, 'ACCOUNT_CLOSED');
      return true;
    },

    /** Reopens a closed account (the operator always may; the player only where allowed). */
    async reopen(playerId: string, actor: Actor): Promise<boolean> {
      const reopened = await store.transaction(async (tx) => {
        const before = await accountStatusOf(tx, playerId);
        if (!before) throw notFound();
        if (before.closed && actor === 'player' && !before.reopenByCustomerAllowed) {
          throw new LobbyError('ReopenNotAllowed', 'This account cannot be reopened by its owner.');
        }
        if (!(await reopenPlayerAccount(tx, playerId))) return false;
        await audit(tx, actor, 'reopen', playerId, before as unknown as Json, { closed: false });
        return true;
      });
      if (reopened) await publish(playerId, ['accountStatus'], false);
      return reopened;
    },

    /**
     * Adds a pop-up for one player or the whole brand; the one of the same kind and audience
     * it replaces is retired and the version goes up by one. Announced by customerPopUpAdded.
     */
    async addPopUp(input: NewPopUp, actor: Actor): Promise<PopUpView> {
      if (!(POPUP_KINDS as readonly string[]).includes(input.kind)) {
        throw fieldErrors('Unknown kind.', [{ field: 'kind', code: 'UnknownKind' }]);
      }
      const view = await store.transaction(async (tx) => {
        await requireBrand(tx, input.brand);
        if (input.playerId !== null) {
          const player = await findPlayerById(tx, input.playerId);
          if (!player || player.brand !== input.brand) throw notFound();
        }
        // One change of an audience's kind at a time: versions never collide.
        await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
          `popup:${input.brand}:${input.playerId ?? '*'}:${input.kind}`,
        ]);
        const { rows } = await tx.query<{ version: number | null }>(
          `select max(version) as version from customer_popups
           where brand = $1 and kind = $2 and player_id is not distinct from $3`,
          [input.brand, input.kind, input.playerId],
        );
        const version = Number(rows[0]?.version ?? 0) + 1;
        await tx.query(
          `update customer_popups set retired_at = now()
           where brand = $1 and kind = $2 and player_id is not distinct from $3
             and retired_at is null`,
          [input.brand, input.kind, input.playerId],
        );
        const id = randomUUID();
        const { rows: inserted } = await tx.query<{ created_at: Date }>(
          `insert into customer_popups (id, brand, player_id, kind, version, title, body,
             requires_acceptance)
           values ($1, $2, $3, $4, $5, $6, $7, $8) returning created_at`,
          [
            id,
            input.brand,
            input.playerId,
            input.kind,
            version,
            input.title,
            input.body,
            input.requiresAcceptance,
          ],
        );
        const view: PopUpView = {
          id,
          kind: input.kind,
          version,
          title: input.title,
          body: input.body,
          requiresAcceptance: input.requiresAcceptance,
          createdAt: inserted[0]!.created_at,
        };
        await audit(tx, actor, 'popup', input.playerId ?? brandAudience(input.brand), null, {
          ...view,
          createdAt: view.createdAt.toISOString(),
          brand: input.brand,
        });
        return view;
      });
      const audience = input.playerId ?? brandAudience(input.brand);
      await pubsub.publish('customerPopUpAdded', { playerId: audience, popUpIdsAdded: [view.id] });
      if (input.playerId) await publish(input.playerId, ['popUps']);
      return view;
    },

    /** The brand's banners in force at `at`: Maintenance from its announce time to its end. */
    async siteBanners(brand: string, at: Date = now()): Promise<SiteBannerView[]> {
      const { rows } = await store.query<{
        id: string;
        type: SiteBannerView['type'];
        text: string | null;
        link: string | null;
        starts_at: Date | null;
        ends_at: Date | null;
      }>(
        `select id, type, text, link, starts_at, ends_at from site_banners
         where brand = $1 and cancelled_at is null
           and (ends_at is null or ends_at > $2)
           and (starts_at is null or starts_at - (case when type = 'Maintenance'
                then $3::bigint else 0 end) * interval '1 millisecond' <= $2)
         order by created_at, id`,
        [brand, at, MAINTENANCE_ANNOUNCE_MS],
      );
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        text: row.text,
        link: row.link,
        startsAt: row.starts_at,
        endsAt: row.ends_at,
      }));
    },

    /** Sets (replaces) a brand banner or the maintenance window; null input removes it. */
    async setSiteBanner(
      brand: string,
      type: SiteBannerView['type'],
      input: BannerInput | null,
      actor: Actor,
    ): Promise<SiteBannerView | null> {
      if (type !== 'Maintenance' && !(BRAND_BANNER_TYPES as readonly string[]).includes(type)) {
        throw fieldErrors('Unknown banner type.', [{ field: 'type', code: 'UnknownBannerType' }]);
      }
      const view = await store.transaction(async (tx) => {
        await requireBrand(tx, brand);
        const { rows: before } = await tx.query<Record<string, Json>>(
          `update site_banners set cancelled_at = now()
           where brand = $1 and type = $2 and cancelled_at is null
           returning id, text, link, starts_at, ends_at`,
          [brand, type],
        );
        let view: SiteBannerView | null = null;
        if (input) {
          view = { id: randomUUID(), type, ...input };
          await tx.query(
            `insert into site_banners (id, brand, type, text, link, starts_at, ends_at)
             values ($1, $2, $3, $4, $5, $6, $7)`,
            [view.id, brand, type, input.text, input.link, input.startsAt, input.endsAt],
          );
        }
        await audit(
          tx,
          actor,
          input ? `banner:${type}` : `banner-removed:${type}`,
          brand,
          (JSON.parse(JSON.stringify(before)) as Json) ?? null,
          view ? (JSON.parse(JSON.stringify(view)) as Json) : null,
        );
        return view;
      });
      return view;
    },
  };
}
