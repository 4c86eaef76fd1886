// What an uploaded document must be before it is stored: a PDF, JPEG, PNG or HEIC
// file by its content — never by its name or the client's content type —, not empty, at most
// MAX_DOCUMENT_BYTES, an image no bigger than MAX_IMAGE_PIXELS once decoded (a small file may
// declare 100000×100000 pixels and exhaust whoever opens it), and a file name reduced to a safe
// base name whose extension comes from the detected type. Each refusal is a typed UploadRefused
// with the HTTP status the upload route answers.
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { LobbyError } from '../errors.ts';

/** 10 MiB: a phone photo or a scanned statement fits; the whole file is held in memory. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/**
 * 50 megapixels: above the 48 MP of current phone cameras, so a straight-from-the-phone photo
 * passes, while an image that would take more than ~200 MB to decode (RGBA) is refused.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** No side longer than this, whatever the area (a 1×50 000 000 strip is not a document). */
export const MAX_IMAGE_SIDE = 20_000;
/** The column's limit (migration 015). */
export const MAX_FILE_NAME_LENGTH = 120;

/** A source-of-wealth type (schema SourceOfWealthType) or a KYC verification. */
export const DOCUMENT_PURPOSES = [
  'Dividends',
  'Inheritance',
  'Other',
  'Salary',
  'SaleOfCompany',
  'SaleOfProperty',
  'Identity',
  'ProofOfAddress',
] as const;
export type DocumentPurpose = (typeof DOCUMENT_PURPOSES)[number];

export function isDocumentPurpose(value: unknown): value is DocumentPurpose {
  return typeof value === 'string' && (DOCUMENT_PURPOSES as readonly string[]).includes(value);
}

/** The accepted content types (the column's check) and the extension each name gets. */
export const DOCUMENT_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
} as const;
export type DocumentContentType = keyof typeof DOCUMENT_TYPES;

/** Every refusal of an upload or download and its HTTP status. */
export const UPLOAD_ERROR_STATUS = {
  Unauthenticated: 401,
  InvalidPurpose: 400,
  /** A field holds U+0000 (http/input-text.ts). */
  InvalidCharacters: 400,
  EmptyFile: 400,
  InvalidFileName: 400,
  ImageTooLarge: 400,
  /** Not multipart/form-data, malformed, or not one `purpose` field and one `file`. */
  InvalidUpload: 400,
  NotFound: 404,
  FileTooLarge: 413,
  UnsupportedFileType: 415,
  /** More than MAX_UPLOADS_PER_DAY in 24 hours (documents.ts). */
  TooManyDocuments: 429,
  /** The player's previous upload is still in progress (upload-slots.ts). */
  UploadInProgress: 429,
  /** The process has as many uploads in progress as it takes; sent with Retry-After. */
  UploadsBusy: 503,
} as const;
export type UploadErrorType = keyof typeof UPLOAD_ERROR_STATUS;

export class UploadRefused extends LobbyError {
  override name = 'UploadRefused';
  readonly refusal: UploadErrorType;
  readonly status: number;
  constructor(refusal: UploadErrorType, message: string) {
    super(refusal, message);
    this.refusal = refusal;
    this.status = UPLOAD_ERROR_STATUS[refusal];
  }

  /** The JSON body the document routes answer. */
  body(): { error: { type: UploadErrorType; message: string } } {
    return { error: { type: this.refusal, message: this.message } };
  }
}

export interface CheckedUpload {
  fileName: string;
  contentType: DocumentContentType;
  size: number;
}

/**
 * Checks a received file. The order matters for which error a client sees: emptiness and size
 * first (cheap), then the content's type, the image's dimensions, and the name last (a file we
 * would refuse anyway is not worth a name error).
 */
export async function checkUpload(
  bytes: Uint8Array,
  clientFileName: string | undefined,
): Promise<CheckedUpload> {
  if (bytes.byteLength === 0) throw new UploadRefused('EmptyFile', 'The file is empty.');
  if (bytes.byteLength > MAX_DOCUMENT_BYTES) throw fileTooLarge();
  const contentType = await detectContentType(bytes);
  if (contentType !== 'application/pdf') checkImageDimensions(bytes);
  const fileName = sanitiseFileName(clientFileName, DOCUMENT_TYPES[contentType]);
  if (!fileName) {
    throw new UploadRefused('InvalidFileName', 'The file name is missing or unusable.');
  }
  return { fileName, contentType, size: bytes.byteLength };
}

export function fileTooLarge(): UploadRefused {
  return new UploadRefused(
    'FileTooLarge',
    `The file is larger than ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB.`,
  );
}

/** The type by the file's magic bytes (file-type), limited to the four accepted ones. */
export async function detectContentType(bytes: Uint8Array): Promise<DocumentContentType> {
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime;
  if (mime && Object.hasOwn(DOCUMENT_TYPES, mime)) return mime as DocumentContentType;
  throw new UploadRefused(
    'UnsupportedFileType',
    'Only PDF, JPEG, PNG and HEIC files are accepted.',
  );
}

/**
 * Reads the declared dimensions from the image's header (image-size decodes no pixels, so a
 * bomb costs nothing to look at). An image whose header cannot be read is refused too: it is
 * not a picture anyone could review.
 */
export function checkImageDimensions(bytes: Uint8Array): void {
  let width: number;
  let height: number;
  try {
    ({ width, height } = imageSize(bytes));
  } catch {
    throw new UploadRefused('UnsupportedFileType', 'The image is damaged and cannot be read.');
  }
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height) || width <= 0 || height <= 0) {
    throw new UploadRefused('UnsupportedFileType', 'The image is damaged and cannot be read.');
  }
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new UploadRefused(
      'ImageTooLarge',
      `The image is ${width}×${height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted.`,
    );
  }
}

// Control characters, invisible formatting (U+202E RIGHT-TO-LEFT OVERRIDE turns
// "invoice‮fdp.exe" into "invoiceexe.pdf" on screen) and line/paragraph separators.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
// Characters Windows refuses in names, where operators save the files.
const RESERVED = /[<>:"|?*]/g;
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
/** Longer than any real file name: refused outright rather than cut. */
const MAX_CLIENT_NAME_LENGTH = 1_024;

/**
 * The client's name reduced to a base name without paths, control or reserved characters,
 * leading dots or its own extension, cut to fit MAX_FILE_NAME_LENGTH with the extension of the
 * detected type. `../../etc/passwd.pdf` → `passwd.pdf`, `C:\x\y.pdf` → `y.pdf` (browsers used to
 * send full paths, so a path is reduced, not refused). null when nothing usable remains.
 */
export function sanitiseFileName(name: string | undefined, extension: string): string | null {
  if (typeof name !== 'string' || name.length > MAX_CLIENT_NAME_LENGTH) return null;
  const base =
    name
      .normalize('NFC')
      .split(/[/\\]/)
      .pop()
      ?.replace(INVISIBLE, '')
      .replace(RESERVED, '_')
      .replace(/\s+/g, ' ')
      .trim() ?? '';
  let stem = base.replace(/^[.\s]+/, '');
  const dot = stem.lastIndexOf('.');
  if (dot > 0) stem = stem.slice(0, dot);
  stem = stem.replace(/[.\s]+$/, '');
  if (WINDOWS_DEVICE.test(stem)) stem = `_${stem}`;
  // Cut by code points, not UTF-16 units, so no surrogate pair is split.
  const room = MAX_FILE_NAME_LENGTH - extension.length - 1;
  stem = Array.from(stem).slice(0, room).join('').trimEnd();
  return stem.length > 0 ? `${stem}.${extension}` : null;
}

/**
 * `attachment` with an ASCII fallback name and the exact UTF-8 one (RFC 6266 / 5987), so no
 * quote, semicolon or line break of a name can end the header value.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\w. -]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
