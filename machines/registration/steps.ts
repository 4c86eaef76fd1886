// Which fields each registration form asks, step by step: REGILY in five steps (the
// limits step only where the licence asks for the deposit limit at sign-up, mga), DINO on one
// page, SSN the one page with the Estonian personal code. TRUSTLY has no form: a Pay N Play
// deposit identifies the player. The server decides what is right (checkRegistrationFields,
// registerPlayer); these lists only decide what is shown where.
import type { FormStepsInput, FormValues } from './form-steps.machine.ts';

export type RegistrationFormType = 'DINO' | 'REGILY' | 'SSN' | 'TRUSTLY';

const ACCOUNT = ['email', 'password'] as const;
const PERSONAL = ['firstName', 'lastName', 'dateOfBirth', 'phoneNumber', 'country'] as const;
const ADDRESS = ['street', 'city', 'zipCode'] as const;
const CONSENTS = [
  'acceptTerms',
  'acceptPrivacyPolicy',
  'emailMarketing',
  'smsMarketing',
  'phoneMarketing',
] as const;

/** The marketing consents: ticked from the start where the brand sets DefaultConsentRegistration. */
export const MARKETING_CONSENTS = ['emailMarketing', 'smsMarketing', 'phoneMarketing'] as const;

/**
 * The values a registration form starts with: the visitor's country when known, and (with
 * DefaultConsentRegistration) the marketing consents preset. Terms and privacy policy are never
 * preset: the player accepts those themself.
 */
export function initialRegistrationValues(options: {
  country: string;
  defaultConsent: boolean;
}): FormValues {
  const values: Record<string, string | boolean> = options.country
    ? { country: options.country }
    : {};
  if (options.defaultConsent) for (const field of MARKETING_CONSENTS) values[field] = true;
  return values;
}

/** The tick boxes; every other field is text. */
export const CHECKBOX_FIELDS: ReadonlySet<string> = new Set(CONSENTS);

export function registrationSteps(
  formType: RegistrationFormType,
  options: { depositLimit: boolean },
): FormStepsInput['steps'] {
  const limit = options.depositLimit ? ['depositLimit'] : [];
  switch (formType) {
    case 'REGILY':
      return [
        { id: 'account', fields: ACCOUNT },
        { id: 'personal', fields: PERSONAL },
        { id: 'address', fields: ADDRESS },
        ...(options.depositLimit ? [{ id: 'limits' as const, fields: limit }] : []),
        { id: 'consents', fields: CONSENTS },
      ];
    case 'SSN':
      return [
        {
          id: 'single',
          fields: [
            ...ACCOUNT,
            ...PERSONAL.slice(0, 3),
            'ssn',
            ...PERSONAL.slice(3),
            ...limit,
            ...CONSENTS,
          ],
        },
      ];
    default:
      return [{ id: 'single', fields: [...ACCOUNT, ...PERSONAL, ...limit, ...CONSENTS] }];
  }
}

/**
 * The registerPlayer input from the form's values: text trimmed, boxes as booleans, the optional
 * fields only when filled in (and only those the form asks).
 */
export function registerInput(
  values: FormValues,
  steps: FormStepsInput['steps'],
): Record<string, string | boolean> {
  const asked = new Set(steps.flatMap((step) => step.fields));
  const text = (field: string) => {
    const value = values[field];
    return typeof value === 'string' ? value.trim() : '';
  };
  const input: Record<string, string | boolean> = {};
  for (const field of asked) {
    if (CHECKBOX_FIELDS.has(field)) input[field] = values[field] === true;
    else if (['street', 'city', 'zipCode'].includes(field)) {
      if (text(field) !== '') input[field] = text(field);
    } else input[field] = field === 'password' ? String(values[field] ?? '') : text(field);
  }
  return input;
}

/**
 * What /phone-verification/ asks of a player (a pure helper for the guard the app registers):
 * nothing once the number is verified; `required` (a blocking guard) where the brand turns
 * EnablePhoneVerification on; elsewhere `optional`, until the player skips it, which the
 * skipOptionalPhoneNumberVerification cookie (platform-core §9) remembers for the session.
 */
export function phoneVerificationDemand(state: {
  enablePhoneVerification: boolean;
  isPhoneNumberVerified: boolean;
  skippedOptional: boolean;
}): 'required' | 'optional' | 'none' {
  if (state.isPhoneNumberVerified) return 'none';
  if (state.enablePhoneVerification) return 'required';
  return state.skippedOptional ? 'none' : 'optional';
}
