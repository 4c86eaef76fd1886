// Flow settings per brand and country (programmes §3 "Flow settings"): which sign-in flow and
// which registration form apply, with a ROW entry for every other country. Trustly and Piq
// sign-in arrive with the cashier; the only registration form served today is our own (DINO).
import type { LoginFlow, RegistrationFormType } from '../../graphql/generated/resolvers-types.ts';

export interface FlowSetting {
  loginFlow: LoginFlow;
  registrationFormType: RegistrationFormType;
}

type FlowSettingsMap = Readonly<Record<string, FlowSetting>> & { ROW: FlowSetting };

const IDENTITY_PROVIDER: FlowSetting = { loginFlow: 'Keycloak', registrationFormType: 'DINO' };
const SMS: FlowSetting = { loginFlow: 'Sms', registrationFormType: 'DINO' };

/** By brand key; brands without an entry use DEFAULT_FLOW_SETTINGS. */
const FLOW_SETTINGS: Readonly<Record<string, FlowSettingsMap>> = {
  aurora: { ROW: IDENTITY_PROVIDER },
  // Finnish players sign in with a code on their phone.
  nordlys: { ROW: IDENTITY_PROVIDER, FI: SMS },
  kingfisher: { ROW: IDENTITY_PROVIDER },
  puravida: { ROW: SMS, CA: IDENTITY_PROVIDER },
  coralreef: { ROW: IDENTITY_PROVIDER, DE: SMS },
};

const DEFAULT_FLOW_SETTINGS: FlowSettingsMap = { ROW: IDENTITY_PROVIDER };

export function flowSettingsFor(
  brandKey: string,
  countryCode: string,
): FlowSetting & { countryCode: string; isDefault: boolean } {
  const settings = FLOW_SETTINGS[brandKey] ?? DEFAULT_FLOW_SETTINGS;
  const country = countryCode.toUpperCase();
  const specific = country === 'ROW' ? undefined : settings[country];
  return { countryCode: country, isDefault: !specific, ...(specific ?? settings.ROW) };
}
