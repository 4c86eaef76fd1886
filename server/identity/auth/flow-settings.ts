// Flow settings per brand and country (programmes §3 "Flow settings"): which sign-in flow and
// which registration form apply, with a ROW entry for every other country. Trustly and Piq sign
// in through the payment provider (Pay N Play: a deposit identifies the player, decision 0053).
// The registration forms (src/features/registration):
// DINO a single page; REGILY steps (account, personal, address, limits, consents) each checked
// on the server; SSN the single page with the Estonian personal code (ssnOnRegistration, est);
// TRUSTLY no form: a deposit through Pay N Play identifies the player by the bank account.
// The form also decides what registerPlayer requires: the personal code where it is SSN.
import type { LoginFlow, RegistrationFormType } from '../../graphql/generated/resolvers-types.ts';

export interface FlowSetting {
  loginFlow: LoginFlow;
  registrationFormType: RegistrationFormType;
}

type FlowSettingsMap = Readonly<Record<string, FlowSetting>> & { ROW: FlowSetting };

const IDENTITY_PROVIDER: FlowSetting = { loginFlow: 'Keycloak', registrationFormType: 'DINO' };
const SMS: FlowSetting = { loginFlow: 'Sms', registrationFormType: 'DINO' };
// mga asks for the deposit limit at sign-up: a step of its own in the multi-step form.
const IDENTITY_PROVIDER_STEPS: FlowSetting = {
  loginFlow: 'Keycloak',
  registrationFormType: 'REGILY',
};
// The personal code exists for residents of Estonia only: the est licence asks it of them.
const IDENTITY_PROVIDER_SSN: FlowSetting = { loginFlow: 'Keycloak', registrationFormType: 'SSN' };
// Finnish players sign in with a code on their phone and sign up by paying in (Pay N Play).
const SMS_PAY_N_PLAY: FlowSetting = { loginFlow: 'Sms', registrationFormType: 'TRUSTLY' };
// Danish players sign in through their bank (Trustly), Dutch ones through the payment provider
// (PaymentIQ): both deposit and sign in in one step, a new player created on the way.
const TRUSTLY: FlowSetting = { loginFlow: 'Trustly', registrationFormType: 'TRUSTLY' };
const PIQ: FlowSetting = { loginFlow: 'Piq', registrationFormType: 'TRUSTLY' };

/** By brand key; brands without an entry use DEFAULT_FLOW_SETTINGS. */
const FLOW_SETTINGS: Readonly<Record<string, FlowSettingsMap>> = {
  aurora: { ROW: IDENTITY_PROVIDER_STEPS },
  nordlys: {
    ROW: IDENTITY_PROVIDER,
    EE: IDENTITY_PROVIDER_SSN,
    FI: SMS_PAY_N_PLAY,
    DK: TRUSTLY,
    NL: PIQ,
  },
  kingfisher: { ROW: IDENTITY_PROVIDER },
  puravida: { ROW: SMS, CA: IDENTITY_PROVIDER },
  coralreef: { ROW: IDENTITY_PROVIDER, DE: SMS },
};

const DEFAULT_FLOW_SETTINGS: FlowSettingsMap = { ROW: IDENTITY_PROVIDER };

/**
 * Brands cloned from a demo brand by the test-fixtures stand-in (server/dev/fixtures-routes.ts,
 * never in production unless switched on) → the brand whose flow settings they use, as they use
 * its licence and toggles. Held by this process: the stand-in names a clone again on every call.
 */
const CLONED_FROM = new Map<string, string>();

/** The test fixtures' clone `key` signs in and registers as `from` does. */
export function inheritFlowSettings(key: string, from: string): void {
  if (key !== from && !(key in FLOW_SETTINGS)) CLONED_FROM.set(key, CLONED_FROM.get(from) ?? from);
}

export function flowSettingsFor(
  brandKey: string,
  countryCode: string,
): FlowSetting & { countryCode: string; isDefault: boolean } {
  const settings =
    FLOW_SETTINGS[brandKey] ??
    FLOW_SETTINGS[CLONED_FROM.get(brandKey) ?? ''] ??
    DEFAULT_FLOW_SETTINGS;
  const country = countryCode.toUpperCase();
  const specific = country === 'ROW' ? undefined : settings[country];
  return { countryCode: country, isDefault: !specific, ...(specific ?? settings.ROW) };
}
