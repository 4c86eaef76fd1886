// What the inspector sends leaves the page (to the Stately inspector window), so anything
// that looks like a credential is replaced before it goes.

const SECRET_KEY =
  /token|password|secret|authorization|code_?verifier|^code$|session_?state|^sid$/i;
export const REDACTED = '[redacted]';

export function redactSecrets<T>(value: T, depth = 0): T {
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1)) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    copy[key] = SECRET_KEY.test(key) ? REDACTED : redactSecrets(item, depth + 1);
  }
  return copy as T;
}
