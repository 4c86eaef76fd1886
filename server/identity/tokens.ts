// Random opaque tokens and how they are stored: only a SHA-256 of the token reaches the
// database, so a leaked table cannot be replayed.
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Tokens we issue are 43 base64url characters; anything else is refused before a lookup. */
export function looksLikeOpaqueToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
