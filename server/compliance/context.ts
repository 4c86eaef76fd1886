// What the parts of the account-compliance service share (decision 0044): their dependencies,
// the views they answer with, who changes something, the playerUpdated announcement and the
// operator audit.
import type { Queryable, Store } from '../db/store.ts';
import { LobbyError } from '../errors.ts';
import { recordAudit } from '../http/operator-audit.ts';
import {
  accountStatusOf,
  type AdditionalField,
  type AdditionalValues,
  type ComplianceState,
  type KycStatus,
  type SowState,
  type SowType,
} from '../players/compliance-state.ts';
import { findPlayerById, type PlayerRecord } from '../players/players.ts';
import type { SessionEnder } from '../players/session-ender.ts';
import type { Json, PubSub } from '../pubsub/pubsub.ts';
import { type BrandBannerType, type PopUpKind } from './rules.ts';

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

export const fieldErrors = (message: string, errors: { field: string; code: string }[]) =>
  new LobbyError('InvalidArgument', message, { details: { fieldErrors: errors } });

export const notFound = () => new LobbyError('PlayerNotFound', 'There is no such player.');

export const stateJson = (state: ComplianceState): Json =>
  JSON.parse(JSON.stringify(state)) as Json;

/** The request's status from the uploads of its purpose (rejected-only counts as Requested). */
export function requestStatus(
  documents: ComplianceDocument[],
  purpose: string,
): DocumentRequestStatus {
  const own = documents.filter((document) => document.purpose === purpose);
  if (own.some((document) => document.status === 'Approved')) return 'Approved';
  if (own.some((document) => document.status === 'Pending')) return 'Pending';
  return 'Requested';
}

/** What every part of the service shares: its dependencies with their defaults. */
export interface ComplianceContext {
  store: Store;
  pubsub: PubSub;
  sessions: SessionEnder;
  documentsOf: DocumentsOf;
  now: () => Date;
}

export function complianceContext(deps: ComplianceDeps): ComplianceContext {
  return {
    store: deps.store,
    pubsub: deps.pubsub,
    sessions: deps.sessions,
    documentsOf: deps.documentsOf ?? documentStatesOf,
    now: deps.now ?? (() => new Date()),
  };
}

export async function requirePlayerRecord(db: Queryable, playerId: string): Promise<PlayerRecord> {
  const player = await findPlayerById(db, playerId);
  if (!player) throw notFound();
  return player;
}

export async function requireBrand(db: Queryable, brand: string): Promise<void> {
  const { rows } = await db.query('select 1 from brands where brand = $1', [brand]);
  if (rows.length === 0) throw new LobbyError('BrandNotFound', 'There is no such brand.');
}

export async function publish(
  ctx: ComplianceContext,
  playerId: string,
  changed: string[],
  isAccountClosed?: boolean,
) {
  const closed = isAccountClosed ?? (await accountStatusOf(ctx.store, playerId))?.closed ?? false;
  await ctx.pubsub.publish('playerUpdated', { playerId, isAccountClosed: closed, changed });
}

export async function audit(
  db: Queryable,
  actor: Actor,
  action: string,
  target: string,
  before: Json | null,
  after: Json | null,
) {
  await recordAudit(db, { area: 'compliance', action, target, actor, before, after });
}
