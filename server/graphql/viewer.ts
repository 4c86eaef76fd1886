// Who is calling. The identity issue fills verifyAccessToken; until then every caller is a
// visitor. A token that is present but cannot be verified makes the caller a visitor too: the
// client sends its bearer on every operation, and public (catalogue) queries must keep working.
// Operations that need a player check `viewer.kind` and throw AuthenticationFailure.
import type { Viewer } from './context.ts';

export const VISITOR: Viewer = Object.freeze({ kind: 'visitor' });

/** The seam for the identity issue: a verified player, or null (unknown, expired, malformed). */
export async function verifyAccessToken(_token: string): Promise<Viewer | null> {
  return null;
}

/** Tokens longer than this are not ours: refused before any verification work. */
const MAX_TOKEN_LENGTH = 8_192;

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value ?? '');
  return match?.[1];
}

export type VerifyAccessToken = (token: string) => Promise<Viewer | null>;

export async function resolveViewer(
  token: unknown,
  verify: VerifyAccessToken = verifyAccessToken,
): Promise<Viewer> {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
    return VISITOR;
  }
  try {
    return (await verify(token)) ?? VISITOR;
  } catch {
    // A verifier outage must not take the catalogue down with it.
    return VISITOR;
  }
}
