// Signing in with the one-time code a redirect brings back (Pay N Play's and the sign-in
// handler's): exchangePayNPlayCode answers with the tokens that start the session.
import { useCallback } from 'react';
import { ExchangePayNPlayCodeDocument } from '../adapters/graphql/generated-session/graphql.ts';
import { useApiServices } from '../runtime/app-actors.ts';
import { customTokens } from '../runtime/session-tokens.ts';
import { useSessionActors } from '../runtime/use-session.ts';

export function useCodeSignIn() {
  const { api } = useApiServices();
  const session = useSessionActors();
  return useCallback(
    (code: string) =>
      api
        .request(ExchangePayNPlayCodeDocument, { code })
        .then(({ exchangePayNPlayCode }) => session.signIn(customTokens(exchangePayNPlayCode))),
    [api, session],
  );
}
