// Consent for the SPA, our own first-party client: whatever it asks for (within the scopes the
// provider supports) is granted without a consent screen.
import type Provider from 'oidc-provider';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** The grant id to finish the interaction with. */
export async function grantConsent(
  provider: Provider,
  interaction: Interaction,
  accountId: string,
): Promise<string> {
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant =
    existing && existing.accountId === accountId
      ? existing
      : new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
  const scope = typeof interaction.params.scope === 'string' ? interaction.params.scope : 'openid';
  grant.addOIDCScope(scope);
  const missingClaims = interaction.prompt.details.missingOIDCClaims;
  if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims.map(String));
  return grant.save();
}
