// Validation of a registration (platform-core §3 Player fields), shared by the identity
// provider's registration page, the registerPlayer mutation and checkRegistrationFields (a step
// of the SPA's multi-step form) so all three accept exactly the same. Every problem is a field
// error with a stable code the SPA translates: EmailInvalid, PasswordTooShort, PasswordTooLong,
// PasswordTooWeak, FirstNameRequired, LastNameRequired, PhoneNumberInvalid, CountryInvalid,
// DateOfBirthInvalid, TooYoung, SsnRequired, SsnInvalid, SsnChecksumInvalid,
// SsnDateOfBirthMismatch, StreetInvalid, CityInvalid, ZipCodeInvalid, DepositLimitInvalid,
// TermsNotAccepted, PrivacyPolicyNotAccepted.
import { currencyDigits } from '../../machines/money/currency-digits.ts';
import { parseLimitDraft } from '../../machines/protection/limit-flow.machine.ts';
import { MONEY_LIMIT_RANGE } from '../../machines/protection/policy.ts';
import { parsePersonalCode } from './personal-code.ts';
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
  /** The Estonian personal code where the country's form is SSN (personal-code.ts). */
  ssn?: unknown;
  street?: unknown;
  city?: unknown;
  zipCode?: unknown;
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
  /** The personal code where the country's form asks for it (SSN); null elsewhere. */
  ssn: string | null;
  /** Optional at sign-up everywhere (the operator may require them later: additional information). */
  street: string | null;
  city: string | null;
  zipCode: string | null;
}

export type RegistrationField =
  | keyof Omit<ValidRegistration, 'marketing'>
  | 'acceptTerms'
  | 'acceptPrivacyPolicy'
  | 'depositLimit';

/** Every field, in the order of the forms (and of the errors). */
export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'email',
  'password',
  'firstName',
  'lastName',
  'phoneNumber',
  'country',
  'dateOfBirth',
  'ssn',
  'street',
  'city',
  'zipCode',
  'depositLimit',
  'acceptTerms',
  'acceptPrivacyPolicy',
];

export interface FieldError {
  field: RegistrationField;
  /** Stable code the SPA translates. */
  code: string;
  /** English text for the identity provider's page. */
  message: string;
}

export type RegistrationResult =
  { ok: true; value: ValidRegistration } | { ok: false; errors: FieldError[] };

/** What the rules depend on besides the input: the brand's flow settings and licence. */
export interface RegistrationRules {
  /** Whether the country's registration form asks for the personal code (SSN form type). */
  asksPersonalCode?: (country: string) => boolean;
  /**
   * The daily deposit limit of sign-up (mga): `required` where the form always carries the field
   * (the identity provider's page, the SPA's limits step send it, empty when left empty),
   * `whenGiven` for API callers that may leave it out (the limit prompt before the first deposit
   * is mandatory on that licence anyway); absent: the licence does not ask, and it is ignored.
   */
  depositLimit?: { mode: 'required' | 'whenGiven'; currencyOf: (country: string) => string };
  /** The country to apply when the input has none (a draft step without the country). */
  fallbackCountry?: string;
}

export const MIN_AGE = 18;
export const PASSWORD_MIN_LENGTH = 8;
// scrypt's cost grows with the input: refuse novels.
export const PASSWORD_MAX_LENGTH = 128;
const NAME_MAX_LENGTH = 100;
const ADDRESS_MAX_LENGTH = 100;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
// Postcodes of the world: letters, digits, one space or hyphen between groups (Estonia 10115,
// Malta VLT 1117, Canada K1A 0B1, UK SW1A 1AA).
const ZIP_CODE = /^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/;
const ZIP_CODE_MAX_LENGTH = 10;
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Every rule on every field: the whole registration (registerPlayer, the provider's page). */
export function validateRegistration(
  input: RegistrationInput,
  now: Date,
  rules: RegistrationRules = {},
): RegistrationResult {
  const checked = checkFields(input, now, rules, new Set(REGISTRATION_FIELDS));
  if (checked.errors.length > 0 || !checked.value) return { ok: false, errors: checked.errors };
  return { ok: true, value: checked.value };
}

/**
 * The errors of the given fields only (a step of a multi-step form, checkRegistrationFields), by
 * the same rules: a field absent from the draft (undefined or null) is not checked, and a rule
 * across fields (the password against the email, the personal code against the birth date)
 * applies only when the draft carries both.
 */
export function checkRegistrationDraft(
  draft: RegistrationInput,
  now: Date,
  rules: RegistrationRules = {},
): FieldError[] {
  const given = new Set(
    REGISTRATION_FIELDS.filter((field) => draft[field] !== undefined && draft[field] !== null),
  );
  return checkFields(draft, now, rules, given).errors;
}

function checkFields(
  input: RegistrationInput,
  now: Date,
  rules: RegistrationRules,
  only: ReadonlySet<RegistrationField>,
): { errors: FieldError[]; value?: ValidRegistration } {
  const errors: FieldError[] = [];
  const fail = (field: RegistrationField, code: string, message: string) => {
    if (only.has(field)) errors.push({ field, code, message });
  };

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
  } else if (only.has('email') && password.toLowerCase() === email.toLowerCase()) {
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

  const typedCountry = text(input.country).toUpperCase();
  const countryValid = isCountryCode(typedCountry);
  if (!countryValid) fail('country', 'CountryInvalid', 'Choose your country.');
  // The rules of the country given, else of the request's (a draft step without the country).
  const country =
    countryValid && only.has('country') ? typedCountry : (rules.fallbackCountry ?? typedCountry);

  const dateOfBirth = text(input.dateOfBirth);
  const age = ageOn(dateOfBirth, now);
  if (age === undefined || age > 120) {
    fail('dateOfBirth', 'DateOfBirthInvalid', 'Enter your date of birth as YYYY-MM-DD.');
  } else if (age < MIN_AGE) {
    fail('dateOfBirth', 'TooYoung', `You must be at least ${MIN_AGE} years old to play.`);
  }

  // The personal code: only where the country's form asks for it; elsewhere it is not stored.
  const asksPersonalCode = rules.asksPersonalCode?.(country) ?? false;
  let ssn: string | null = null;
  if (asksPersonalCode) {
    const raw = text(input.ssn);
    const parsed = parsePersonalCode(raw);
    if (raw === '') {
      fail('ssn', 'SsnRequired', 'Enter your personal identification code.');
    } else if (!parsed.ok && parsed.problem === 'format') {
      fail('ssn', 'SsnInvalid', 'A personal identification code has 11 digits.');
    } else if (!parsed.ok && parsed.problem === 'date') {
      fail('ssn', 'SsnInvalid', 'This is not a valid personal identification code.');
    } else if (!parsed.ok) {
      fail(
        'ssn',
        'SsnChecksumInvalid',
        'This personal identification code is not valid: check the digits.',
      );
    } else if (only.has('dateOfBirth') && age !== undefined && parsed.dateOfBirth !== dateOfBirth) {
      fail(
        'ssn',
        'SsnDateOfBirthMismatch',
        'The personal identification code does not match your date of birth.',
      );
    } else {
      ssn = parsed.code;
    }
  }

  const street = address(input.street, ADDRESS_MAX_LENGTH);
  if (street === undefined) fail('street', 'StreetInvalid', 'Enter your street address.');
  const city = address(input.city, ADDRESS_MAX_LENGTH);
  if (city === undefined) fail('city', 'CityInvalid', 'Enter the name of your town or city.');
  let zipCode = address(input.zipCode, ZIP_CODE_MAX_LENGTH);
  if (zipCode !== undefined && zipCode !== null && !ZIP_CODE.test(zipCode)) zipCode = undefined;
  if (zipCode === undefined) {
    fail('zipCode', 'ZipCodeInvalid', 'Enter your postcode: letters and digits only.');
  }

  if (rules.depositLimit) {
    const given = input.depositLimit !== undefined && input.depositLimit !== null;
    if (given || rules.depositLimit.mode === 'required') {
      const checked = validateDepositLimit(
        input.depositLimit,
        rules.depositLimit.currencyOf(country),
      );
      if (typeof checked !== 'number') fail(checked.field, checked.code, checked.message);
    }
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

  if (errors.length > 0 || !phoneNumber || only.size < REGISTRATION_FIELDS.length) {
    return { errors };
  }
  return {
    errors,
    value: {
      email,
      password,
      firstName,
      lastName,
      phoneNumber,
      country: typedCountry,
      dateOfBirth,
      marketing: {
        email: accepted(input.emailMarketing),
        sms: accepted(input.smsMarketing),
        phone: accepted(input.phoneMarketing),
      },
      ssn,
      street: street ?? null,
      city: city ?? null,
      zipCode: zipCode ?? null,
    },
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** An optional text: null when empty, undefined when it is too long or has control characters. */
function address(value: unknown, maxLength: number): string | null | undefined {
  if (value !== undefined && value !== null && typeof value !== 'string') return undefined;
  const trimmed = text(value).replace(/\s+/g, ' ');
  if (trimmed === '') return null;
  return trimmed.length <= maxLength && !/\p{Cc}/u.test(trimmed) ? trimmed : undefined;
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
 * (depositLimitsOnRegistration, mga): the amount as typed, read by the same rule as
 * the limits page (machines/protection/limit-flow.machine.ts), in minor units.
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
