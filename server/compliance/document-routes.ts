// The documents' HTTP routes:
//   POST /api/documents          multipart/form-data: `purpose` and `file`; bearer (the lobby's
//                                access token, checked as the GraphQL context checks it) →
//                                201 {"document": PlayerDocument} or {"error": {type, message}}
//   GET  /api/documents/{id}     the file, to its owner only: bearer, or the accessToken /
//                                keycloakAccessToken cookie so a plain link works; 404 otherwise
// and the operator's (x-operator-key):
//   GET  /operator/compliance/documents/{id}               metadata
//   GET  /operator/compliance/documents/{id}/file          the file
//   POST /operator/compliance/documents/{id}/review        {"decision":"approve"} or
//                                                          {"decision":"reject","reason":"…"}
//   GET  /operator/compliance/players/{playerId}/documents the player's documents, newest first
// Nothing is stored unless every check passes; the bearer, the declared length and a free upload
// slot (one per player, a few per process: upload-slots.ts) are checked before a byte of the body
// is read, and the file's size while it streams.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Store } from '../db/store.ts';
import type { Viewer } from '../graphql/context.ts';
import { bearerToken, resolveViewer, type VerifyAccessToken } from '../graphql/viewer.ts';
import { containsNul, INVALID_CHARACTERS, NUL_REFUSAL_MESSAGE } from '../http/input-text.ts';
import { jsonObject, registerOperatorScope } from '../http/operator-api.ts';
import { OPERATOR_NAME_HEADER, operatorName } from '../http/operator-audit.ts';
import type { BrandOfRequest } from '../http/request-brand.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { findPlayerById } from '../players/players.ts';
import {
  documentFile,
  documentsOf,
  findDocument,
  isDocumentId,
  playerDocument,
  MAX_REJECTION_REASON_LENGTH,
  reviewDocument,
  storeDocument,
  type DocumentRecord,
} from './documents.ts';
import {
  attachmentDisposition,
  checkUpload,
  fileTooLarge,
  isDocumentPurpose,
  MAX_DOCUMENT_BYTES,
  UploadRefused,
  type DocumentPurpose,
} from './upload-check.ts';
import {
  createUploadSlots,
  UPLOAD_BODY_DEADLINE_MS,
  UPLOADS_BUSY_RETRY_SECONDS,
  type UploadSlot,
} from './upload-slots.ts';
import { cookieValue } from '../http/cookies.ts';

export const DOCUMENTS_PATH = '/api/documents';
const OPERATOR_PREFIX = '/operator/compliance';
/** Room for the multipart boundaries, part headers and the purpose field around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Cookies the SPA keeps the access token in (src/adapters/auth/token-storage.ts). */
const TOKEN_COOKIES = ['accessToken', 'keycloakAccessToken'] as const;

export interface DocumentRouteOptions {
  store: Store;
  brandOf: BrandOfRequest;
  verifyAccessToken: VerifyAccessToken;
  operatorKey: string;
  /** After an upload or a review is stored: recompute the player's state, publish the change. */
  onChange: (playerId: string) => Promise<void>;
  now?: () => Date;
}

type PlayerViewer = Extract<Viewer, { kind: 'player' }>;

/** An upload let in: its player, its slot, and the deadline for its body. */
interface Admitted {
  player: PlayerViewer;
  slot: UploadSlot;
  deadline: NodeJS.Timeout;
  /** The handler has it: the handler frees the slot when it is done with the bytes. */
  handled: boolean;
}

function free(admitted: Admitted): void {
  clearTimeout(admitted.deadline);
  admitted.slot.release();
}

function operatorJson(document: DocumentRecord) {
  return {
    ...playerDocument(document),
    playerId: document.playerId,
    sha256: document.sha256,
    reviewedBy: document.reviewedBy,
    url: `${OPERATOR_PREFIX}/documents/${document.id}/file`,
  };
}

/** After a refusal, what an unread body may still deliver before the connection is cut. */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;
const DRAIN_LIMIT_MS = 5_000;

/** Answers a refusal (after drainBriefly when the body is still arriving). */
function refuse(request: FastifyRequest, reply: FastifyReply, error: UploadRefused) {
  if (!request.raw.complete) drainBriefly(request);
  return reply.code(error.status).header('cache-control', 'no-store').send(error.body());
}

/**
 * The rest of a refused body is read and dropped, but only for a while: closing at once would
 * reset the connection while the client is still sending, and the client would lose the answer
 * (it stops sending once it has it); reading it all would let a client stream gigabytes.
 */
function drainBriefly(request: FastifyRequest) {
  const incoming = request.raw;
  let drained = 0;
  const cut = () => incoming.destroy();
  const timer = setTimeout(cut, DRAIN_LIMIT_MS);
  timer.unref();
  incoming.on('data', (chunk: Buffer) => {
    drained += chunk.byteLength;
    if (drained > DRAIN_LIMIT_BYTES) cut();
  });
  // The body ended (the client stopped sending) or the connection went: nothing left to cut.
  incoming.once('end', () => clearTimeout(timer));
  incoming.once('close', () => clearTimeout(timer));
  incoming.resume();
}

/** The file, so that no browser renders it in the lobby's origin. */
function sendFile(reply: FastifyReply, document: DocumentRecord, content: Buffer) {
  return (
    reply
      .header('content-type', document.contentType)
      .header('content-length', String(content.byteLength))
      // Saved, never displayed inline: a PDF or image cannot run in the lobby's origin.
      .header('content-disposition', attachmentDisposition(document.fileName))
      // The stored type is the detected one; browsers must not guess another (HTML in a "PDF").
      .header('x-content-type-options', 'nosniff')
      // Opened anyway (e.g. from the downloads list into a tab): no scripts, a unique origin.
      .header('content-security-policy', 'sandbox')
      // Personal data: never in a shared cache, nor kept by the browser's.
      .header('cache-control', 'private, no-store')
      // Other sites cannot embed it with <img>/<object> to probe it.
      .header('cross-origin-resource-policy', 'same-origin')
      .send(content)
  );
}

export async function registerDocumentRoutes(
  app: FastifyInstance,
  options: DocumentRouteOptions,
): Promise<void> {
  const { store, brandOf, verifyAccessToken, onChange } = options;
  const now = options.now ?? (() => new Date());
  const admissions = new WeakMap<FastifyRequest, Admitted>();
  // One set per process: the bound is on this process's memory.
  const slots = createUploadSlots();

  /** The player a token names, checked as the GraphQL context checks a bearer (viewer.ts). */
  async function playerOf(
    request: FastifyRequest,
    tokens: (string | undefined)[],
  ): Promise<PlayerViewer | undefined> {
    const brand = await brandOf(request);
    const origin = requestOrigin(request.headers);
    for (const token of tokens) {
      if (token === undefined) continue;
      const viewer = await resolveViewer(token, { brand, origin }, verifyAccessToken);
      if (viewer.kind === 'player') return viewer;
    }
    return undefined;
  }

  async function notifyChange(request: FastifyRequest, playerId: string) {
    try {
      await onChange(playerId);
    } catch (error) {
      // The document is stored; the player's state catches up on the next change or read.
      request.log.error({ err: error }, 'documents: onChange failed');
    }
  }

  await app.register(async (scope) => {
    await scope.register(multipart, {
      // busboy's own limits, below Fastify's body limit (which multipart bodies bypass): one
      // file one byte over the cap (so the cap is seen), one short purpose field, nothing else.
      limits: {
        fileSize: MAX_DOCUMENT_BYTES + 1,
        files: 1,
        fields: 4,
        fieldSize: 64,
        fieldNameSize: 32,
        parts: 6,
        headerPairs: 20,
      },
      throwFileSizeLimit: false,
    });

    // Errors before the handler (an unparsable content type, a malformed JSON body …) in the
    // same shape as the handler's refusals.
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      if (error instanceof UploadRefused) return refuse(request, reply, error);
      const status = error.statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        if (!request.raw.complete) drainBriefly(request);
        return reply
          .code(status === 413 ? 413 : status === 415 ? 415 : 400)
          .header('cache-control', 'no-store')
          .send({
            error: {
              type: status === 413 ? 'FileTooLarge' : 'InvalidUpload',
              message: 'Send multipart/form-data with a purpose field and one file.',
            },
          });
      }
      request.log.error({ err: error }, 'documents: request failed');
      return reply
        .code(500)
        .header('cache-control', 'no-store')
        .send({ error: { type: 'InternalError', message: 'Internal Server Error' } });
    });

    scope.post(DOCUMENTS_PATH, {
      // onRequest runs before Fastify or busboy read the body: a body that cannot be accepted
      // and a caller who may not upload are refused without reading it.
      onRequest: async (request, reply) => {
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES) {
          return refuse(request, reply, fileTooLarge());
        }
        const player = await playerOf(request, [bearerToken(request.headers.authorization)]);
        if (!player) {
          return refuse(
            request,
            reply,
            new UploadRefused('Unauthenticated', 'Sign in to upload documents.'),
          );
        }
        // Last, so that a request refused above holds no slot.
        const slot = slots.take(player.playerId);
        if (slot === 'PlayerBusy') {
          return refuse(
            request,
            reply,
            new UploadRefused(
              'UploadInProgress',
              'Another upload of yours is still in progress: wait for it to finish.',
            ),
          );
        }
        if (slot === 'ProcessBusy') {
          reply.header('retry-after', String(UPLOADS_BUSY_RETRY_SECONDS));
          return refuse(
            request,
            reply,
            new UploadRefused(
              'UploadsBusy',
              `Too many uploads at once: try again in ${UPLOADS_BUSY_RETRY_SECONDS} seconds.`,
            ),
          );
        }
        // A body still arriving at the deadline is cut: its slot must not be held for ever.
        const deadline = setTimeout(() => request.raw.destroy(), UPLOAD_BODY_DEADLINE_MS);
        deadline.unref();
        const admitted: Admitted = { player, slot, deadline, handled: false };
        admissions.set(request, admitted);
        // Until the handler has the upload (a refusal on the way, a dropped connection), the
        // response's end frees the slot; after that the handler's end does.
        reply.raw.once('close', () => {
          if (!admitted.handled) free(admitted);
        });
      },
      handler: async (request, reply) => {
        const admitted = admissions.get(request);
        if (!admitted) {
          return refuse(request, reply, new UploadRefused('Unauthenticated', 'Sign in first.'));
        }
        admitted.handled = true;
        const { player } = admitted;
        try {
          const upload = await readUpload(request);
          // The body is in: from here on the time is the server's own.
          clearTimeout(admitted.deadline);
          const checked = await checkUpload(upload.bytes, upload.fileName);
          const document = await storeDocument(
            store,
            {
              playerId: player.playerId,
              purpose: upload.purpose,
              fileName: checked.fileName,
              contentType: checked.contentType,
              content: upload.bytes,
            },
            now(),
          );
          await notifyChange(request, player.playerId);
          return reply
            .code(201)
            .header('cache-control', 'no-store')
            .send({ document: playerDocument(document) });
        } catch (error) {
          if (error instanceof UploadRefused) return refuse(request, reply, error);
          throw error;
        } finally {
          free(admitted);
        }
      },
    });

    scope.get<{ Params: { id: string } }>(`${DOCUMENTS_PATH}/:id`, {
      // PDFs and images gain nothing from gzip, and the length must stay exact.
      compress: false,
      handler: async (request, reply) => {
        const notFound = new UploadRefused('NotFound', 'No such document.');
        if (!isDocumentId(request.params.id)) return refuse(request, reply, notFound);
        const cookie = request.headers.cookie;
        const player = await playerOf(request, [
          bearerToken(request.headers.authorization),
          ...TOKEN_COOKIES.map((name) => cookieValue(cookie, name)),
        ]);
        if (!player) {
          return refuse(
            request,
            reply,
            new UploadRefused('Unauthenticated', 'Sign in to download your documents.'),
          );
        }
        // Someone else's document reads exactly like one that does not exist.
        const found = await documentFile(store, request.params.id, player.playerId);
        if (!found) return refuse(request, reply, notFound);
        return sendFile(reply, found.document, found.content);
      },
    });
  });

  await registerOperatorScope(app, options.operatorKey, (scope) => {
    const notFound = (reply: FastifyReply, what = 'document') =>
      reply.code(404).send({ error: 'not_found', message: `No such ${what}.` });

    scope.get<{ Params: { id: string } }>(
      `${OPERATOR_PREFIX}/documents/:id`,
      async (request, reply) => {
        const document = await findDocument(store, request.params.id);
        if (!document) return notFound(reply);
        return reply.send({ document: operatorJson(document) });
      },
    );

    scope.get<{ Params: { id: string } }>(`${OPERATOR_PREFIX}/documents/:id/file`, {
      compress: false,
      handler: async (request, reply) => {
        const found = await documentFile(store, request.params.id);
        if (!found) return notFound(reply);
        return sendFile(reply, found.document, found.content);
      },
    });

    scope.post<{ Params: { id: string } }>(
      `${OPERATOR_PREFIX}/documents/:id/review`,
      async (request, reply) => {
        const body = jsonObject(request.body);
        const decision = body?.decision;
        const reason = typeof body?.reason === 'string' ? body.reason.trim() : '';
        if (decision !== 'approve' && decision !== 'reject') {
          return reply.code(400).send({
            error: 'bad_request',
            message: 'Send {"decision":"approve"} or {"decision":"reject","reason":"…"}.',
          });
        }
        if (
          decision === 'reject' &&
          (reason.length === 0 || reason.length > MAX_REJECTION_REASON_LENGTH)
        ) {
          return reply.code(400).send({
            error: 'bad_request',
            message: `A rejection needs a reason (1 to ${MAX_REJECTION_REASON_LENGTH} characters) the player will read.`,
          });
        }
        const reviewed = await reviewDocument(
          store,
          request.params.id,
          decision === 'approve' ? { decision } : { decision, reason },
          operatorName(request.headers[OPERATOR_NAME_HEADER]),
        );
        if (!reviewed) return notFound(reply);
        await notifyChange(request, reviewed.playerId);
        return reply.send({ document: operatorJson(reviewed) });
      },
    );

    scope.get<{ Params: { playerId: string } }>(
      `${OPERATOR_PREFIX}/players/:playerId/documents`,
      async (request, reply) => {
        const player = await findPlayerById(store, request.params.playerId);
        if (!player) return notFound(reply, 'player');
        const documents = await documentsOf(store, player.id);
        return reply.send({
          documents: documents.map((document) => ({
            ...playerDocument(document),
            url: `${OPERATOR_PREFIX}/documents/${document.id}/file`,
          })),
        });
      },
    );
  });
}

interface ReceivedUpload {
  purpose: DocumentPurpose;
  fileName: string | undefined;
  bytes: Buffer;
}

/**
 * Reads the multipart body: the `purpose` field and the one `file`, in either order, counting
 * the file's bytes as they arrive so an oversized file is refused at the cap, not at its end.
 */
async function readUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new UploadRefused(
      'InvalidUpload',
      'Send multipart/form-data with a purpose field and one file.',
    );
  }
  let purpose: unknown;
  let file: { name: string | undefined; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'purpose') continue;
        // Fields are read here, past the body check of every route (http/request-limits.ts).
        if (containsNul(part.value)) {
          throw new UploadRefused(INVALID_CHARACTERS, NUL_REFUSAL_MESSAGE);
        }
        purpose = part.valueTruncated ? '' : part.value;
        if (!isDocumentPurpose(purpose)) throw invalidPurpose();
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.destroy();
        throw new UploadRefused('InvalidUpload', 'The file goes in the field named "file".');
      }
      const received = fileBytes(Number(request.headers['content-length'] ?? 0));
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        if (received.size + chunk.byteLength > MAX_DOCUMENT_BYTES) {
          // Stop here: busboy stops parsing; the rest is only drained briefly (refuse).
          part.file.destroy();
          throw fileTooLarge();
        }
        received.add(chunk);
      }
      file = { name: part.filename, bytes: received.bytes() };
    }
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    // busboy's and the plugin's refusals: malformed bodies, too many parts or fields.
    throw new UploadRefused(
      'InvalidUpload',
      'The multipart body is malformed or has more than a purpose field and one file.',
    );
  }
  if (!isDocumentPurpose(purpose)) throw invalidPurpose();
  if (!file) throw new UploadRefused('EmptyFile', 'No file was sent.');
  return { purpose, fileName: file.name, bytes: file.bytes };
}

/**
 * The file's bytes as they arrive. With a declared body length (browsers send one; onRequest
 * capped it) they are copied into one buffer of that length, so the file is held once rather
 * than as chunks and then again joined; a chunked body's chunks are joined at the end.
 */
function fileBytes(declared: number) {
  const whole =
    Number.isSafeInteger(declared) && declared > 0 ? Buffer.allocUnsafe(declared) : null;
  const chunks: Buffer[] = [];
  let size = 0;
  return {
    get size() {
      return size;
    },
    add(chunk: Buffer) {
      if (!whole) {
        chunks.push(chunk);
      } else if (size + chunk.byteLength <= whole.byteLength) {
        chunk.copy(whole, size);
      } else {
        // Node ends a body at its Content-Length; a file longer than its body cannot be.
        throw new UploadRefused('InvalidUpload', 'The body is longer than its Content-Length.');
      }
      size += chunk.byteLength;
    },
    bytes: () => (whole ? whole.subarray(0, size) : Buffer.concat(chunks, size)),
  };
}

function invalidPurpose(): UploadRefused {
  return new UploadRefused(
    'InvalidPurpose',
    'purpose: a source-of-wealth type (Salary, Dividends …), Identity or ProofOfAddress.',
  );
}
