// One oidc-provider instance for a brand at an origin: issuer {origin}/realms/{brand}, the SPA
// as public client `app` (authorization code + PKCE S256, refresh tokens rotated), Keycloak's
// endpoint paths, our accounts and player sessions behind it. Decision 0017 says why.
import { AsyncLocalStorage } from 'node:async_hooks';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Brand } from '../../brands/brand.ts';
import type { Store } from '../../db/store.ts';
import type { SessionEndReason } from '../../players/session-records.ts';
import type { Sessions } from '../sessions.ts';
import type { KeyRing } from '../signing-keys.ts';
import { createFindAccount } from './find-account.ts';
import { escapeHtml, renderPage, withScriptHash } from '../../http/html-page.ts';
import { createStoreAdapterFactory } from './store-adapter.ts';

export const CLIENT_ID = 'app';
/** Paths below the realm, as Keycloak spells them (the SPA's client swaps auth for registrations). */
export const ROUTES = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  userinfo: '/protocol/openid-connect/userinfo',
  jwks: '/protocol/openid-connect/certs',
  end_session: '/protocol/openid-connect/logout',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
} as const;
export const REGISTRATIONS_PATH = '/protocol/openid-connect/registrations';

/**
 * The SPA's redirect targets on its own origin: the spec's keycloak login handler route
 * (the SPA adds the locale prefix and keeps the query), and the older callback paths.
 */
export function clientRedirectUris(origin: string) {
  return {
    redirectUris: [
      `${origin}/keycloak-login-handler/`,
      `${origin}/auth/callback/`,
      `${origin}/auth/silent/`,
    ],
    postLogoutRedirectUris: [`${origin}/`],
  };
}

const DAY_SECONDS = 24 * 60 * 60;
/** Sessions, grants and refresh tokens end 30 days after sign-in, as in the custom flow. */
const SIGN_IN_LIFETIME_SECONDS = 30 * DAY_SECONDS;

export interface ProviderDependencies {
  store: Store;
  sessions: Sessions;
  keys: KeyRing;
  cookieSecret: string;
  accessTokenTtlSeconds: number;
  log: { error(details: object, message: string): void };
}

/** The request the provider is serving, so the adapter knows why a grant is being destroyed. */
const currentRequest = new AsyncLocalStorage<object>();

function reasonForDestroyedGrant(): SessionEndReason {
  // The token endpoint destroys a grant only when a code or refresh token is used twice.
  const ctx = currentRequest.getStore() as Partial<KoaContextWithOIDC> | undefined;
  return ctx?.oidc?.route === 'token' ? 'TOKEN_REUSE' : 'LOGOUT';
}

export async function createBrandProvider(
  deps: ProviderDependencies,
  brand: Brand,
  origin: string,
): Promise<Provider> {
  await deps.keys.current();
  const signingKeys = await deps.keys.all();
  const { redirectUris, postLogoutRedirectUris } = clientRedirectUris(origin);
  const cookie = { httpOnly: true, sameSite: 'lax' as const };

  const configuration: Configuration = {
    adapter: createStoreAdapterFactory(deps.store, brand.key, (brandKey, grantId) =>
      deps.sessions.endByGrant(brandKey, grantId, reasonForDestroyedGrant()),
    ),
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: brand.siteDataName,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: signingKeys.map((key) => key.privateJwk) } as Configuration['jwks'],
    cookies: {
      keys: [deps.cookieSecret],
      // Per brand: two realms on one host must not read each other's cookies.
      names: {
        session: `lobby_${brand.key}_session`,
        interaction: `lobby_${brand.key}_interaction`,
        resume: `lobby_${brand.key}_resume`,
      },
      long: cookie,
      short: cookie,
    },
    routes: ROUTES,
    responseTypes: ['code'],
    // The SPA is the only client, and a public one.
    clientAuthMethods: ['none'],
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access', 'email', 'profile', 'phone'],
    claims: {
      openid: ['sub', 'player_id'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'locale'],
      phone: ['phone_number', 'phone_number_verified'],
    },
    // kc_action=register opens the registration page (the registrations path adds it).
    extraParams: ['kc_action'],
    findAccount: createFindAccount(deps.store, deps.sessions, brand),
    // By default only offline_access with consent gets one; the SPA always needs it.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: deps.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: SIGN_IN_LIFETIME_SECONDS,
      Grant: SIGN_IN_LIFETIME_SECONDS,
      // Rotated tokens keep their predecessor's end: a sign-in lasts 30 days at most.
      RefreshToken: (ctx) =>
        ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? SIGN_IN_LIFETIME_SECONDS,
    },
    interactions: {
      // The provider is mounted below /realms/{brand}: its default URL would miss the prefix.
      url: (_ctx, interaction) => `/realms/${brand.key}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      // Whoever holds a token of the SPA may revoke it (that is what signing out does).
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => logoutPage(ctx, brand, form),
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = renderPage({
            brand,
            title: 'Signed out',
            body: `<p>You are signed out.</p><p><a href="/">Back to ${escapeHtml(brand.siteDataName)}</a></p>`,
          });
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderPage({
        brand,
        title: 'Sign-in could not continue',
        body: `<p class="alert" role="alert">${escapeHtml(String(out.error_description ?? out.error))}</p>
<p>Error: <code>${escapeHtml(String(out.error))}</code></p>
<p><a href="/">Back to ${escapeHtml(brand.siteDataName)}</a></p>`,
      });
    },
  };

  const provider = new Provider(`${origin}/realms/${brand.key}`, configuration);
  // Codes, tokens and ID tokens carry the provider's sid only for back-channel-logout clients;
  // ours needs it always (it names the player session), as Keycloak's tokens always have it.
  (provider.Client.prototype as { includeSid: () => boolean }).includeSid = () => true;
  provider.use((ctx, next) => currentRequest.run(ctx, next));
  // A path the provider does not serve: the JSON 404 of every other API path.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body == null) {
      ctx.status = 404;
      ctx.set('cache-control', 'no-store');
      ctx.body = { error: 'not_found', message: 'Not Found' };
    }
  });
  provider.on('server_error', (_ctx: unknown, error: unknown) =>
    deps.log.error({ err: error, brand: brand.key }, 'identity provider error'),
  );
  return provider;
}

/**
 * RP-initiated logout. With a valid id_token_hint (the SPA's sign-out) the form submits itself,
 * as Keycloak does; without one the player confirms, so a link cannot sign anybody out.
 */
function logoutPage(ctx: KoaContextWithOIDC, brand: Brand, form: string): void {
  const confirmed = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"/></form>',
  );
  const hinted = Boolean(ctx.oidc.entities.IdTokenHint);
  const script = "document.getElementById('op.logoutForm').submit();";
  if (hinted) {
    const csp = ctx.response.get('content-security-policy');
    if (csp) ctx.set('content-security-policy', withScriptHash(csp, script));
  }
  ctx.type = 'html';
  ctx.body = renderPage({
    brand,
    title: 'Sign out',
    body: `${confirmed}
<p>Do you want to sign out of ${escapeHtml(brand.siteDataName)}?</p>
<button type="submit" form="op.logoutForm" autofocus>Sign out</button>`,
    ...(hinted ? { script } : {}),
  });
}
