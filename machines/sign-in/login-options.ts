// What /login/ offers (platform-core §1, §3; decision 0053): the country's flow from the flow
// settings, and the identity provider only while the brand's Keycloak toggle is on. With the
// toggle off a Keycloak country signs in by SMS code, the brand's other flow.

export type LoginFlowName = 'Keycloak' | 'Sms' | 'Trustly' | 'Piq';

export interface LoginOptions {
  /** The first offer on the page. */
  primary: 'identityProvider' | 'sms' | 'trustly' | 'piq';
  /** The identity provider as the second choice ("Or sign in with your email address"). */
  identityProvider: boolean;
}

const KNOWN: readonly string[] = ['Keycloak', 'Sms', 'Trustly', 'Piq'];

/** A flow name the lobby does not know is the ROW default (the identity provider). */
export function loginOptions(flow: string, keycloakOn: boolean): LoginOptions {
  const name = (KNOWN.includes(flow) ? flow : 'Keycloak') as LoginFlowName;
  if (name === 'Keycloak') {
    return keycloakOn
      ? { primary: 'identityProvider', identityProvider: false }
      : { primary: 'sms', identityProvider: false };
  }
  const primary = name === 'Sms' ? 'sms' : name === 'Trustly' ? 'trustly' : 'piq';
  return { primary, identityProvider: keycloakOn };
}
