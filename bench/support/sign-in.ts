// The demo player of a bench server, signed in by SMS through the lobby API and the development
// outbox, as the SPA does it.
export const BRAND = 'aurora';
const PHONE = '+358401234567';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: string;
}

export async function gql<T>(
  base: string,
  query: string,
  variables = {},
  token?: string,
): Promise<T> {
  const response = await fetch(`${base}/lobby-graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      brand: BRAND,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export async function signInDemoPlayer(base: string): Promise<Tokens> {
  await gql(base, `mutation($p: String!) { requestSmsCode(phoneNumber: $p) { expiresAt } }`, {
    p: PHONE,
  });
  const outbox = (await (
    await fetch(`${base}/dev/outbox.json?brand=${BRAND}&to=${encodeURIComponent(PHONE)}`)
  ).json()) as { messages: { id: number; code: string | null }[] };
  const code = outbox.messages.sort((a, b) => b.id - a.id)[0]?.code ?? '';
  const { signInWithSmsCode } = await gql<{ signInWithSmsCode: Tokens }>(
    base,
    `mutation($p: String!, $c: String!) { signInWithSmsCode(phoneNumber: $p, code: $c) {
       accessToken refreshToken accessTokenExpiresAt } }`,
    { p: PHONE, c: code },
  );
  return signInWithSmsCode;
}

/** A claim of the access token (a JWT): `sub` is the player id, `sid` the session. */
export function tokenClaim(accessToken: string, claim: 'sub' | 'sid'): string {
  const payload = JSON.parse(
    Buffer.from(accessToken.split('.')[1]!, 'base64url').toString(),
  ) as Record<string, unknown>;
  return String(payload[claim]);
}
