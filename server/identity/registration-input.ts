// Validation of a registration (platform-core §3 Player fields), shared by the identity
// provider's registration page and the registerPlayer mutation so both accept exactly the same.
import { currencyDigits } from '../../machines/money/currency-digits.ts';
import { parseLimitDraft } from '../../machines/responsible-gaming/limit-flow.machine.ts';
import { MONEY_LIMIT_RANGE } from '../../machines/responsible-gaming/policy.ts';
import { normalizePhoneNumber } from './phone-number.ts';

/** What a form or a GraphQL input carries; every value is untrusted. */
export interface RegistrationInput {
  email?: unknown;
  password?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  phoneNumber?: unknown;
  country?: unknown;
  dateOfBirth?: unknown;
  acceptTerms?: unknown;
  acceptPrivacyPolicy?: unknown;
  emailMarketing?: unknown;
  smsMarketing?: unknown;
  phoneMarketing?: unknown;
  /** The daily deposit limit where sign-up asks for it (mga), major units as typed. */
  depositLimit?: unknown;
}

export interface ValidRegistration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  marketing: { email: boolean; sms: boolean; phone: boolean };
}

export type RegistrationField =
  | keyof Omit<ValidRegistration, 'marketing'>
  | 'acceptTerms'
  | 'acceptPrivacyPolicy'
  | 'depositLimit';

export interface FieldError {
  field: RegistrationField;
  /** Stable code the SPA translates. */
  code: string;
  /** English text for the identity provider's page. */
  message: string;
}

export type RegistrationResult =
  { ok: true; value: ValidRegistration } | { ok: false; errors: FieldError[] };

export const MIN_AGE = 18;
export const PASSWORD_MIN_LENGTH = 8;
// scrypt's cost grows with the input: refuse novels.
export const PASSWORD_MAX_LENGTH = 128;
const NAME_MAX_LENGTH = 100;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function validateRegistration(input: RegistrationInput, now: Date): RegistrationResult {
  const errors: FieldError[] = [];
  const fail = (field: RegistrationField, code: string, message: string) =>
    errors.push({ field, code, message });

  const email = text(input.email);
  if (!EMAIL.test(email) || email.length > 254) {
    fail('email', 'EmailInvalid', 'Enter a valid email address.');
  }

  const password = typeof input.password === 'string' ? input.password : '';
  if (password.length < PASSWORD_MIN_LENGTH) {
    fail('password', 'PasswordTooShort', `Use at least ${PASSWORD_MIN_LENGTH} characters.`);
  } else if (password.length > PASSWORD_MAX_LENGTH) {
    fail('password', 'PasswordTooLong', `Use at most ${PASSWORD_MAX_LENGTH} characters.`);
  } else if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) {
    fail('password', 'PasswordTooWeak', 'Use at least one letter and one digit.');
  } else if (password.toLowerCase() === email.toLowerCase()) {
    fail('password', 'PasswordTooWeak', 'The password must differ from the email address.');
  }

  const firstName = name(input.firstName);
  if (!firstName) fail('firstName', 'FirstNameRequired', 'Enter your first name.');
  const lastName = name(input.lastName);
  if (!lastName) fail('lastName', 'LastNameRequired', 'Enter your last name.');

  const phoneNumber = normalizePhoneNumber(input.phoneNumber);
  if (!phoneNumber) {
    fail(
      'phoneNumber',
      'PhoneNumberInvalid',
      'Enter a phone number with its country code, e.g. +358401234567.',
    );
  }

  const country = text(input.country).toUpperCase();
  if (!isCountryCode(country)) fail('country', 'CountryInvalid', 'Choose your country.');

  const dateOfBirth = text(input.dateOfBirth);
  const age = ageOn(dateOfBirth, now);
  if (age === undefined || age > 120) {
    fail('dateOfBirth', 'DateOfBirthInvalid', 'Enter your date of birth as YYYY-MM-DD.');
  } else if (age < MIN_AGE) {
    fail('dateOfBirth', 'TooYoung', `You must be at least ${MIN_AGE} years old to play.`);
  }

  if (!accepted(input.acceptTerms)) {
    fail('acceptTerms', 'TermsNotAccepted', 'Accept the terms and conditions to continue.');
  }
  if (!accepted(input.acceptPrivacyPolicy)) {
    fail(
      'acceptPrivacyPolicy',
      'PrivacyPolicyNotAccepted',
      'Accept the privacy policy to continue.',
    );
  }

  if (errors.length > 0 || !phoneNumber) return { ok: false, errors };
  return {
    ok: true,
    value: {
      email,
      password,
      firstName,
      lastName,
      phoneNumber,
      country,
      dateOfBirth,
      marketing: {
        email: accepted(input.emailMarketing),
        sms: accepted(input.smsMarketing),
        phone: accepted(input.phoneMarketing),
      },
    },
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function name(value: unknown): string {
  const trimmed = text(value).replace(/\s+/g, ' ');
  // Control characters would end up in emails and pages.
  return trimmed.length <= NAME_MAX_LENGTH && !/\p{Cc}/u.test(trimmed) ? trimmed : '';
}

/** GraphQL sends booleans, HTML forms send "on" (or "true") for a ticked box. */
function accepted(value: unknown): boolean {
  return value === true || value === 'on' || value === 'true';
}

// User-assigned and grouping codes Intl names but nobody lives in (Kosovo's XK is real).
const NOT_COUNTRIES = /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN)$/;

export function isCountryCode(code: string): boolean {
  // Intl names every assigned region and echoes unknown codes back.
  return /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.test(code) && regionNames.of(code) !== code;
}

export function countryName(code: string): string {
  return isCountryCode(code) ? (regionNames.of(code) ?? code) : code;
}

/** Whole years from a YYYY-MM-DD birth date to `now` (UTC); undefined for a bad or future date. */
export function ageOn(dateOfBirth: string, now: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || date > now) return undefined;
  let age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * The daily deposit limit sign-up asks for where the licence makes the limit prompt part of it
 * (depositLimitsOnRegistration, mga; issue #16): the amount as typed, read by the same rule as
 * the limits page (machines/responsible-gaming/limit-flow.machine.ts), in minor units.
 */
export function validateDepositLimit(raw: unknown, currency: string): number | FieldError {
  const parsed = parseLimitDraft(
    typeof raw === 'string' ? raw : '',
    currencyDigits(currency),
    MONEY_LIMIT_RANGE.min,
    MONEY_LIMIT_RANGE.max,
  );
  if (parsed.ok) return parsed.amount;
  const range = `${MONEY_LIMIT_RANGE.min / 100} to ${MONEY_LIMIT_RANGE.max / 100} ${currency}`;
  return {
    field: 'depositLimit',
    code: 'DepositLimitInvalid',
    message:
      parsed.reason === 'empty'
        ? 'Set a daily deposit limit: it is required to play here.'
        : `Enter a daily deposit limit from ${range}.`,
  };
}
