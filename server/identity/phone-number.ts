// Phone numbers in E.164 (+358401234567): the one form stored, looked up and sent to.

const E164 = /^\+[1-9]\d{6,14}$/;

/** "+358 40 123 4567", "00358-40-1234567" → "+358401234567"; undefined when not a number. */
export function normalizePhoneNumber(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length > 32) return undefined;
  let value = raw.trim().replace(/[\s().-]/g, '');
  if (value.startsWith('00')) value = `+${value.slice(2)}`;
  return E164.test(value) ? value : undefined;
}
