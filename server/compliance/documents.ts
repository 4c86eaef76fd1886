// The players' uploaded documents, kept in the database (player_documents.content,
// migration 015): a few MB per player at most, backed up and replicated with everything else,
// and served only through the routes of document-routes.ts. Reviews are the operator's and are
// audited (operator_audit, area 'compliance') in the same transaction as the change.
import { createHash, randomUUID } from 'node:crypto';
import type { Queryable, Store } from '../db/store.ts';
import { asJson } from '../http/operator-api.ts';
import { recordAudit } from '../http/operator-audit.ts';
import { UploadRefused, type DocumentContentType, type DocumentPurpose } from './upload-check.ts';

export type DocumentReviewStatus = 'Pending' | 'Approved' | 'Rejected';

export interface StoredDocument {
  id: string;
  playerId: string;
  purpose: string;
  fileName: string;
  contentType: string;
  size: number;
  status: DocumentReviewStatus;
  rejectionReason: string | null;
  uploadedAt: Date;
  reviewedAt: Date | null;
}

/** What the operator sees besides: the checksum and who reviewed it. */
export interface DocumentRecord extends StoredDocument {
  sha256: string;
  reviewedBy: string | null;
}

/** Where the owner downloads the file (GET, bearer or access-token cookie). */
export const documentUrl = (id: string) => `/api/documents/${id}`;

/** The document as the schema's PlayerDocument (GraphQL and the upload's JSON answer). */
export function playerDocument(document: StoredDocument) {
  return {
    documentId: document.id,
    purpose: document.purpose,
    fileName: document.fileName,
    contentType: document.contentType,
    size: document.size,
    status: document.status,
    rejectionReason: document.rejectionReason,
    uploadedAt: document.uploadedAt.toISOString(),
    reviewedAt: document.reviewedAt?.toISOString() ?? null,
    url: documentUrl(document.id),
  };
}

/**
 * Uploads per player in 24 hours. A player needs a handful (one per requested category, some
 * retries); the cap keeps one account from filling the database 10 MB at a time.
 */
export const MAX_UPLOADS_PER_DAY = 30;
/** The column's limit (migration 015). */
export const MAX_REJECTION_REASON_LENGTH = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed document id: anything else is answered as not found, never cast by SQL. */
export function isDocumentId(value: string): boolean {
  return UUID.test(value);
}

const COLUMNS = `id, player_id, purpose, file_name, content_type, size, status, rejection_reason,
  uploaded_at, reviewed_at, sha256, reviewed_by`;

interface DocumentRow {
  id: string;
  player_id: string;
  purpose: string;
  file_name: string;
  content_type: string;
  size: number;
  status: DocumentReviewStatus;
  rejection_reason: string | null;
  uploaded_at: Date | string;
  reviewed_at: Date | string | null;
  sha256: string;
  reviewed_by: string | null;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function recordOf(row: DocumentRow): DocumentRecord {
  return {
    id: row.id,
    playerId: row.player_id,
    purpose: row.purpose,
    fileName: row.file_name,
    contentType: row.content_type,
    size: Number(row.size),
    status: row.status,
    rejectionReason: row.rejection_reason,
    uploadedAt: asDate(row.uploaded_at),
    reviewedAt: row.reviewed_at === null ? null : asDate(row.reviewed_at),
    sha256: row.sha256,
    reviewedBy: row.reviewed_by,
  };
}

/** The player-facing fields only (what StoredDocument promises). */
export function storedDocument(record: DocumentRecord): StoredDocument {
  return {
    id: record.id,
    playerId: record.playerId,
    purpose: record.purpose,
    fileName: record.fileName,
    contentType: record.contentType,
    size: record.size,
    status: record.status,
    rejectionReason: record.rejectionReason,
    uploadedAt: record.uploadedAt,
    reviewedAt: record.reviewedAt,
  };
}

/** The player's documents, newest first (without their content). */
export async function documentsOf(db: Queryable, playerId: string): Promise<StoredDocument[]> {
  const { rows } = await db.query<DocumentRow>(
    `select ${COLUMNS} from player_documents where player_id = $1
     order by uploaded_at desc, id desc`,
    [playerId],
  );
  return rows.map((row) => storedDocument(recordOf(row)));
}

/** One document's metadata, or undefined (also for a malformed id). */
export async function findDocument(db: Queryable, id: string): Promise<DocumentRecord | undefined> {
  if (!isDocumentId(id)) return undefined;
  const { rows } = await db.query<DocumentRow>(
    `select ${COLUMNS} from player_documents where id = $1`,
    [id],
  );
  return rows[0] ? recordOf(rows[0]) : undefined;
}

/**
 * The document with its bytes; with `ownerId` only when it is that player's, so another
 * player's id reads exactly like an unknown one.
 */
export async function documentFile(
  db: Queryable,
  id: string,
  ownerId?: string,
): Promise<{ document: DocumentRecord; content: Buffer } | undefined> {
  if (!isDocumentId(id)) return undefined;
  const { rows } = await db.query<DocumentRow & { content: Uint8Array }>(
    `select ${COLUMNS}, content from player_documents
     where id = $1 and ($2::uuid is null or player_id = $2::uuid)`,
    [id, ownerId ?? null],
  );
  const row = rows[0];
  if (!row) return undefined;
  // pg answers a Buffer, PGlite a Uint8Array: one view over the same bytes either way.
  const content = Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength);
  return { document: recordOf(row), content };
}

export interface NewDocument {
  playerId: string;
  purpose: DocumentPurpose;
  fileName: string;
  contentType: DocumentContentType;
  content: Uint8Array;
}

/**
 * Stores a checked upload (upload-check.ts). The player's row is locked so two uploads at once
 * cannot both slip under MAX_UPLOADS_PER_DAY.
 */
export async function storeDocument(
  store: Store,
  input: NewDocument,
  now: Date = new Date(),
): Promise<StoredDocument> {
  const sha256 = createHash('sha256').update(input.content).digest('hex');
  return store.transaction(async (tx) => {
    const player = await tx.query(`select 1 from players where id = $1 for update`, [
      input.playerId,
    ]);
    if (player.rows.length === 0) {
      throw new UploadRefused('Unauthenticated', 'Sign in to upload documents.');
    }
    const since = new Date(now.getTime() - 24 * 60 * 60_000);
    const { rows: counted } = await tx.query<{ n: number | string }>(
      `select count(*)::int as n from player_documents where player_id = $1 and uploaded_at > $2`,
      [input.playerId, since],
    );
    if (Number(counted[0]?.n ?? 0) >= MAX_UPLOADS_PER_DAY) {
      throw new UploadRefused(
        'TooManyDocuments',
        `At most ${MAX_UPLOADS_PER_DAY} documents may be uploaded in 24 hours.`,
      );
    }
    const { rows } = await tx.query<DocumentRow>(
      `insert into player_documents
         (id, player_id, purpose, file_name, content_type, size, sha256, content, uploaded_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8::bytea, $9)
       returning ${COLUMNS}`,
      [
        randomUUID(),
        input.playerId,
        input.purpose,
        input.fileName,
        input.contentType,
        input.content.byteLength,
        sha256,
        input.content,
        now,
      ],
    );
    return storedDocument(recordOf(rows[0]!));
  });
}

export type DocumentReview = { decision: 'approve' } | { decision: 'reject'; reason: string };

/**
 * The operator's decision on a document, audited with what it was before. Any document may be
 * reviewed again (a mistaken approval is corrected the same way). undefined: no such document.
 */
export async function reviewDocument(
  store: Store,
  id: string,
  review: DocumentReview,
  actor: string,
): Promise<DocumentRecord | undefined> {
  if (!isDocumentId(id)) return undefined;
  return store.transaction(async (tx) => {
    const { rows: before } = await tx.query<DocumentRow>(
      `select ${COLUMNS} from player_documents where id = $1 for update`,
      [id],
    );
    if (!before[0]) return undefined;
    const previous = recordOf(before[0]);
    const { rows } = await tx.query<DocumentRow>(
      `update player_documents
         set status = $2, rejection_reason = $3, reviewed_at = now(), reviewed_by = $4
       where id = $1 returning ${COLUMNS}`,
      [
        id,
        review.decision === 'approve' ? 'Approved' : 'Rejected',
        review.decision === 'reject' ? review.reason : null,
        actor,
      ],
    );
    const updated = recordOf(rows[0]!);
    const audited = (record: DocumentRecord) =>
      asJson({
        playerId: record.playerId,
        purpose: record.purpose,
        fileName: record.fileName,
        status: record.status,
        rejectionReason: record.rejectionReason,
      });
    await recordAudit(tx, {
      area: 'compliance',
      action: review.decision === 'approve' ? 'approveDocument' : 'rejectDocument',
      target: `players/${updated.playerId}/documents/${id}`,
      actor,
      before: audited(previous),
      after: audited(updated),
    });
    return updated;
  });
}
