// What players read on the compliance pages: the names of the source-of-wealth
// categories and the KYC documents, review statuses, the upload refusals and the per-field
// errors of the forms, each translated by its code (the server's English messages are for logs).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../adapters/graphql/api-error.ts';
import type {
  AdditionalInformationField,
  DocumentStatus,
  SourceOfWealthType,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { UploadError } from '../../adapters/uploads/document-upload.ts';
import { errorMessageOf } from '../../components/error-messages.ts';

/** The six categories in the order players read them (the most common first). */
export const SOW_TYPES: readonly SourceOfWealthType[] = [
  'Salary',
  'Dividends',
  'SaleOfProperty',
  'SaleOfCompany',
  'Inheritance',
  'Other',
];

const PURPOSE_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  Salary: msg`Salary`,
  Dividends: msg`Dividends`,
  Other: msg`Other`,
  Inheritance: msg`Inheritance`,
  SaleOfCompany: msg`Sale of a company`,
  SaleOfProperty: msg`Sale of property`,
  Identity: msg`Proof of identity`,
  ProofOfAddress: msg`Proof of address`,
};

/** A document's purpose in words; an unknown purpose shows as the server names it. */
export function purposeName(purpose: string, translate: (text: MessageDescriptor) => string) {
  return Object.hasOwn(PURPOSE_NAMES, purpose) ? translate(PURPOSE_NAMES[purpose]!) : purpose;
}

/** Which papers show each category (what the player is asked to upload). */
export const SOW_DOCUMENT_HINTS: Readonly<Record<SourceOfWealthType, MessageDescriptor>> = {
  Salary: msg`For example payslips from the last three months, or an employment contract.`,
  Dividends: msg`For example dividend statements, or a bank statement showing the payments.`,
  SaleOfProperty: msg`For example the sale contract, or a bank statement showing the proceeds.`,
  SaleOfCompany: msg`For example the share purchase agreement, or a bank statement showing the proceeds.`,
  Inheritance: msg`For example the will, a grant of probate, or a letter from the solicitor or notary.`,
  Other: msg`Any document that shows where the money comes from, for example a bank statement.`,
};

/** The KYC documents asked for on /profile/documents/: what will do. */
export const KYC_DOCUMENT_HINTS: Readonly<Record<string, MessageDescriptor>> = {
  Identity: msg`A passport, an identity card or a driving licence: both sides, all corners visible.`,
  ProofOfAddress: msg`A utility bill or a bank statement from the last three months, showing your name and address.`,
};

export const STATUS_NAMES: Readonly<Record<DocumentStatus, MessageDescriptor>> = {
  Requested: msg`Requested`,
  Pending: msg`Awaiting review`,
  Approved: msg`Approved`,
  Rejected: msg`Rejected`,
};

export const FIELD_NAMES: Readonly<Record<AdditionalInformationField, MessageDescriptor>> = {
  street: msg`Street address`,
  city: msg`Town or city`,
  zipCode: msg`Postcode`,
  occupation: msg`Occupation`,
};

const UPLOAD_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  UnsupportedFileType: msg`This file type is not accepted. Upload a PDF, JPEG, PNG or HEIC file.`,
  FileTooLarge: msg`This file is larger than 10 MB. Upload a smaller file, for example a scan at a lower resolution.`,
  EmptyFile: msg`This file is empty. Choose the file again.`,
  InvalidFileName: msg`The file name cannot be used. Rename the file and try again.`,
  ImageTooLarge: msg`This image is too large. Upload a smaller image or a PDF.`,
  InvalidPurpose: msg`This document cannot be uploaded here. Reload the page and try again.`,
  Unauthenticated: msg`Your session has ended. Sign in again to upload.`,
  UploadInProgress: msg`Another upload is still in progress: wait for it to finish.`,
  UploadsBusy: msg`Uploads are busy right now: try again in a few seconds.`,
  NetworkError: msg`The upload did not reach us. Check your connection and try again.`,
  UploadFailed: msg`The upload failed. Try again in a moment.`,
};

/** A failed upload in words (the pre-check's refusals and the server's are the same types). */
export function uploadErrorMessage(failure: unknown): MessageDescriptor {
  if (failure instanceof UploadError)
    return UPLOAD_MESSAGES[failure.type] ?? UPLOAD_MESSAGES.UploadFailed!;
  return errorMessageOf(failure);
}

/** The codes the forms' fields may be refused with (InvalidArgument's details.fieldErrors). */
const FIELD_ERROR_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  Required: msg`This is required.`,
  FieldRequired: msg`This is required.`,
  Missing: msg`This is required.`,
  TooLong: msg`This is too long.`,
  TooShort: msg`This is too short.`,
  Invalid: msg`Check what you entered here.`,
  InvalidCharacters: msg`Use letters, numbers and ordinary punctuation only.`,
  UnknownOption: msg`Choose from the options listed.`,
  InvalidOption: msg`Choose from the options listed.`,
  DescriptionTooLong: msg`Keep the description to 1,000 characters or fewer.`,
  InvalidZipCode: msg`Enter a valid postcode.`,
};
const FIELD_ERROR_FALLBACK = msg`Check what you entered here.`;

export function fieldErrorMessage(code: string): MessageDescriptor {
  return Object.hasOwn(FIELD_ERROR_MESSAGES, code)
    ? FIELD_ERROR_MESSAGES[code]!
    : FIELD_ERROR_FALLBACK;
}

/**
 * The per-field refusals of a failed mutation, field → code: details.fieldErrors as a list of
 * { field, code } (the registration errors' shape) or as an object field → code. Field names
 * may come as paths ("input.street", "selectedOptions[1]"): the first name that matches counts.
 */
export function fieldErrorsOf(failure: unknown, fields: readonly string[]): Record<string, string> {
  if (!(failure instanceof ApiError)) return {};
  const raw = failure.data.details?.fieldErrors;
  const entries: [string, string][] = Array.isArray(raw)
    ? raw.flatMap((entry: unknown) => {
        const { field, code } = (entry ?? {}) as { field?: unknown; code?: unknown };
        return typeof field === 'string'
          ? [[field, typeof code === 'string' ? code : 'Invalid'] as [string, string]]
          : [];
      })
    : raw && typeof raw === 'object'
      ? Object.entries(raw as Record<string, unknown>).map(
          ([field, code]) =>
            [field, typeof code === 'string' ? code : 'Invalid'] as [string, string],
        )
      : [];
  const errors: Record<string, string> = {};
  for (const [path, code] of entries) {
    const field = path.split(/[.[\]]/).find((part) => fields.includes(part));
    if (field && !(field in errors)) errors[field] = codeOf(code);
  }
  return errors;
}

/** A code, or an English sentence the server put there instead: then the generic message. */
const codeOf = (value: string) => (/^[A-Za-z]+$/.test(value) ? value : 'Invalid');

/** The form's message when the server refused fields (each field says why). */
export const FIELDS_REFUSED = msg`Check the fields marked below.`;

/** A failed read or save of these pages. */
export function complianceErrorMessage(failure: unknown): MessageDescriptor {
  if (failure instanceof UploadError) return uploadErrorMessage(failure);
  return errorMessageOf(failure);
}

/** "12 Mar 2030": due dates are days, not moments. */
export function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/** "2.4 MB", "830 kB", "329 bytes" (the short form of byte is "byte" whatever the count). */
export function formatSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), 'megabyte']
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
