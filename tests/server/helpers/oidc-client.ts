// A tiny browser stand-in for the identity-provider tests: a cookie jar, PKCE, redirects
// followed by hand, and the sign-in form submitted like a browser would.
import { createHash, randomBytes } from 'node:crypto';

export class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some(
        (attribute) =>
          /^\s*expires=/i.test(attribute) && new Date(attribute.split('=')[1] ?? '') < new Date(),
      );
      if (!value || expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function pkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface Browser {
  jar: CookieJar;
  /** A request with the jar's cookies; redirects are not followed. */
  request(url: string, init?: RequestInit): Promise<Response>;
  /** Follows same-site redirects from url until a page (2xx/4xx) or a redirect elsewhere. */
  follow(url: string, init?: RequestInit): Promise<{ response: Response; url: string }>;
  /** Submits a form of the page at pageUrl: action resolved against it, fields url-encoded. */
  submit(
    pageUrl: string,
    action: string,
    fields: Record<string, string>,
  ): Promise<{ response: Response; url: string }>;
}

/** How the browser reaches the server: fetch, or helpers/raw-http.ts for a forged Host. */
export type Send = (url: string, init: RequestInit) => Promise<Response>;

export function browser(origin: string, send: Send = fetch): Browser {
  const jar = new CookieJar();
  async function request(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await send(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    return response;
  }
  async function follow(url: string, init?: RequestInit) {
    let current = url;
    let response = await request(current, init);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) break;
      const next = new URL(location, current).href;
      // The client's redirect_uri is the SPA: stop there, as the browser would leave the provider.
      if (!next.startsWith(`${origin}/realms/`)) return { response, url: next };
      current = next;
      response = await request(current);
    }
    return { response, url: current };
  }
  return {
    jar,
    request,
    follow,
    submit: (pageUrl, action, fields) =>
      follow(new URL(action, pageUrl).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
  };
}

export interface AuthorizationRequest {
  redirectUri?: string;
  state?: string;
  nonce?: string;
  scope?: string;
  challenge?: string | undefined;
  challengeMethod?: string | undefined;
  extra?: Record<string, string>;
}

export function authorizationUrl(
  issuer: string,
  request: AuthorizationRequest,
  origin: string,
): string {
  const params = new URLSearchParams({
    client_id: 'app',
    response_type: 'code',
    scope: request.scope ?? 'openid email profile',
    redirect_uri: request.redirectUri ?? `${origin}/auth/callback/`,
    state: request.state ?? randomBytes(8).toString('hex'),
    nonce: request.nonce ?? randomBytes(8).toString('hex'),
    ...(request.challenge ? { code_challenge: request.challenge } : {}),
    ...(request.challengeMethod ? { code_challenge_method: request.challengeMethod } : {}),
    ...request.extra,
  });
  return `${issuer}/protocol/openid-connect/auth?${params}`;
}

/** The action of the form whose submit button says `button`. */
export function formAction(html: string, button: string): string {
  const forms = html.split('<form').slice(1);
  const form = forms.find((part) => part.includes(`>${button}</button>`));
  const action = form && /action="([^"]+)"/.exec(form)?.[1];
  if (!action) throw new Error(`no form with a "${button}" button in:\n${html}`);
  return action.replace(/&amp;/g, '&');
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
  error?: string;
  error_description?: string;
}

export async function tokenRequest(
  issuer: string,
  fields: Record<string, string>,
): Promise<{ status: number; body: TokenResponse }> {
  const response = await fetch(`${issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'app', ...fields }).toString(),
  });
  return { status: response.status, body: (await response.json()) as TokenResponse };
}

export interface SignedIn {
  tokens: TokenResponse;
  state: string;
  callback: URL;
  browser: Browser;
}

/** The whole authorization code flow with PKCE through the real sign-in page. */
export async function signInThroughProvider(
  origin: string,
  brand: string,
  email: string,
  password: string,
  existing?: Browser,
): Promise<SignedIn> {
  const issuer = `${origin}/realms/${brand}`;
  const client = existing ?? browser(origin);
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const page = await client.follow(
    authorizationUrl(
      issuer,
      { state, challenge, challengeMethod: 'S256', scope: 'openid email profile' },
      origin,
    ),
  );
  let callback: string;
  if (page.url.startsWith(`${origin}/auth/callback/`)) {
    callback = page.url;
  } else {
    const html = await page.response.text();
    const done = await client.submit(page.url, formAction(html, 'Sign in'), { email, password });
    if (!done.url.startsWith(`${origin}/auth/callback/`)) {
      throw new Error(
        `sign-in ended at ${done.url} (${done.response.status}): ${await done.response.text()}`,
      );
    }
    callback = done.url;
  }
  const url = new URL(callback);
  const code = url.searchParams.get('code');
  if (!code) throw new Error(`no code in ${callback}`);
  const { body } = await tokenRequest(issuer, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${origin}/auth/callback/`,
    code_verifier: verifier,
  });
  if (body.error) throw new Error(`token exchange failed: ${body.error} ${body.error_description}`);
  return { tokens: body, state, callback: url, browser: client };
}
