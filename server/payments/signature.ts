// Callback signatures: HMAC-SHA256 over the exact body bytes with a server secret (kept in
// server_secrets, shared by every process), compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-sandbox-signature';

export function sign(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

export function verify(secret: string, body: string, signature: string | undefined): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
