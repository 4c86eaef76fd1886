import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from '../../src/app/inspector/redact.ts';

describe('what the inspector may send', () => {
  it('replaces tokens, codes and passwords at any depth', () => {
    const event = {
      type: 'session.tokensReceived',
      accessToken: 'eyJhbGciOi...',
      nested: { refresh_token: 'r1', list: [{ password: 'hunter2', id: 7 }] },
      code: 'auth-code',
      code_verifier: 'v',
      sid: 'session-id',
      authorization: 'Bearer x',
    };
    expect(redactSecrets(event)).toEqual({
      type: 'session.tokensReceived',
      accessToken: REDACTED,
      nested: { refresh_token: REDACTED, list: [{ password: REDACTED, id: 7 }] },
      code: REDACTED,
      code_verifier: REDACTED,
      sid: REDACTED,
      authorization: REDACTED,
    });
  });

  it('keeps ordinary data and does not mutate the original', () => {
    const context = { balance: 1200, currency: 'EUR', errorCode: null, locale: 'en-GB' };
    const copy = structuredClone(context);
    expect(redactSecrets(context)).toEqual(context);
    expect(context).toEqual(copy);
  });
});
