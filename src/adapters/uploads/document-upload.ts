// Document uploads: POST /api/documents as multipart (fields `purpose` and `file`)
// with the lobby access token as bearer, the brand and locale headers of the GraphQL client,
// and one "refresh the token and retry" after a 401, as the GraphQL client does (0037).
//
// The pre-checks here (empty, over 10 MB, not a PDF/JPEG/PNG/HEIC by name or type) only spare
// the player a pointless upload; the server decides by the file's content and answers
// `{ document }` or `{ error: { type, message } }`.
//
// The request goes through XMLHttpRequest, not fetch: fetch cannot report upload progress (a
// streamed request body needs HTTP/2 and a duplex stream, and still says nothing of what was
// sent), and a 10 MB upload on a phone takes long enough for a progress bar to matter.

/** The server's size cap (server/compliance/document-routes.ts): 10 MB. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** What the server accepts, by content: PDF, JPEG, PNG, HEIC. */
export const ACCEPTED_DOCUMENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/heif',
] as const;
const ACCEPTED_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'heic', 'heif'] as const;

/** The file input's `accept`: types and extensions (some browsers give HEIC files no type). */
export const DOCUMENT_ACCEPT = [
  ...ACCEPTED_DOCUMENT_TYPES,
  ...ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`),
].join(',');

/** The server's upload error types, and the client's own (NetworkError, UploadFailed). */
export type UploadErrorType =
  | 'UnsupportedFileType'
  | 'FileTooLarge'
  | 'EmptyFile'
  | 'InvalidFileName'
  | 'ImageTooLarge'
  | 'InvalidPurpose'
  | 'Unauthenticated'
  /** 429: another upload of this player's is still running (one at a time). */
  | 'UploadInProgress'
  /** 503: the server takes a few uploads at once; this one may try again in a few seconds. */
  | 'UploadsBusy'
  | 'NetworkError'
  | 'UploadFailed';

const SERVER_TYPES = new Set<string>([
  'UnsupportedFileType',
  'FileTooLarge',
  'EmptyFile',
  'InvalidFileName',
  'ImageTooLarge',
  'InvalidPurpose',
  'Unauthenticated',
  'UploadInProgress',
  'UploadsBusy',
]);

export class UploadError extends Error {
  readonly type: UploadErrorType;
  /** HTTP status, when the server answered. */
  readonly status: number | null;
  constructor(type: UploadErrorType, message: string, status: number | null = null) {
    super(message);
    this.name = 'UploadError';
    this.type = type;
    this.status = status;
  }
}

/** A stored document as the server answers it (the PlayerDocument fields). */
export interface UploadedDocument {
  documentId: string;
  purpose: string;
  fileName: string;
  contentType: string;
  size: number;
  status: 'Requested' | 'Pending' | 'Approved' | 'Rejected';
  rejectionReason: string | null;
  uploadedAt: string;
  reviewedAt: string | null;
  url: string;
}

/** What the pre-check reads of a File (jsdom's and the browser's both have these). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * Why a file cannot be a document, before sending it (null: send it). A type the browser gives
 * decides; without one (HEIC on some systems) the extension does.
 */
export function precheckDocument(file: FileLike): UploadError | null {
  if (file.size === 0) return new UploadError('EmptyFile', 'The file is empty.');
  if (file.size > MAX_DOCUMENT_BYTES)
    return new UploadError('FileTooLarge', 'The file is larger than 10 MB.');
  const typed = file.type !== '';
  const accepted = typed
    ? (ACCEPTED_DOCUMENT_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : (ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  if (!accepted)
    return new UploadError('UnsupportedFileType', 'Only PDF, JPEG, PNG and HEIC files.');
  return null;
}

/** One HTTP exchange: the transport under the uploader (XMLHttpRequest in the browser). */
export interface UploadRequest {
  url: string;
  headers: Record<string, string>;
  body: FormData;
  /** Fraction sent, 0…1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}
export interface UploadResponse {
  status: number;
  body: string;
}
export type UploadTransport = (request: UploadRequest) => Promise<UploadResponse>;

/** The browser transport: XMLHttpRequest for its upload progress events. */
export const xhrTransport: UploadTransport = (request) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        request.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () => reject(new UploadError('NetworkError', 'The upload did not reach us.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (request.signal) {
      if (request.signal.aborted) {
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
        return;
      }
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(request.body);
  });

export interface DocumentUploaderOptions {
  endpoint?: string;
  brand: () => string;
  locale: () => string;
  accessToken: () => string | null;
  /** Refreshes the access token after a 401; true when it did (the session's refresh). */
  refreshAccessToken: () => Promise<boolean>;
  extraHeaders?: () => Record<string, string>;
  transport?: UploadTransport;
}

export interface UploadInput {
  purpose: string;
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export type DocumentUploader = (input: UploadInput) => Promise<UploadedDocument>;

function parse(response: UploadResponse): UploadedDocument {
  let answer: unknown;
  try {
    answer = JSON.parse(response.body);
  } catch {
    answer = null;
  }
  const body = (answer ?? {}) as {
    document?: unknown;
    error?: { type?: unknown; message?: unknown };
  };
  if (response.status >= 200 && response.status < 300 && body.document)
    return body.document as UploadedDocument;
  const type = typeof body.error?.type === 'string' ? body.error.type : null;
  const message = typeof body.error?.message === 'string' ? body.error.message : '';
  if (type && SERVER_TYPES.has(type))
    throw new UploadError(type as UploadErrorType, message, response.status);
  // A proxy's answer without our JSON: 413 and 415 still say what went wrong.
  if (response.status === 413) throw new UploadError('FileTooLarge', 'The file is too large.', 413);
  if (response.status === 415)
    throw new UploadError('UnsupportedFileType', 'Unsupported file type.', 415);
  if (response.status === 401) throw new UploadError('Unauthenticated', 'Sign in again.', 401);
  throw new UploadError('UploadFailed', message || `HTTP ${response.status}`, response.status);
}

export function createDocumentUploader(options: DocumentUploaderOptions): DocumentUploader {
  const transport = options.transport ?? xhrTransport;
  const url = new URL(options.endpoint ?? '/api/documents', globalThis.location?.href).href;
  const send = (input: UploadInput) => {
    // A fresh body per attempt: the retry after a refresh sends the same file again.
    const body = new FormData();
    body.append('purpose', input.purpose);
    body.append('file', input.file, input.file.name);
    const token = options.accessToken();
    return transport({
      url,
      headers: {
        brand: options.brand(),
        locale: options.locale(),
        ...options.extraHeaders?.(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body,
      ...(input.onProgress ? { onProgress: input.onProgress } : {}),
      ...(input.signal ? { signal: input.signal } : {}),
    });
  };
  return async (input) => {
    const refused = precheckDocument(input.file);
    if (refused) throw refused;
    let response = await send(input);
    if (response.status === 401 && (await options.refreshAccessToken().catch(() => false))) {
      input.onProgress?.(0);
      response = await send(input);
    }
    return parse(response);
  };
}
