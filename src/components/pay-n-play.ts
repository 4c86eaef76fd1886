// The Pay N Play flows' two steps that the cashier's Pay N Play pages and the sign-in pages
// share: the form that starts a payment for the amount the player types, and signing in with the
// one-time code the provider's redirect brings back.
import { useLingui } from '@lingui/react/macro';
import { useCallback, type FormEvent } from 'react';
import { minorUnitsFromText } from '../../machines/money/currency-digits.ts';
import { ExchangePayNPlayCodeDocument } from '../adapters/graphql/generated-session/graphql.ts';
import { useApiServices } from '../runtime/app-actors.ts';
import { customTokens } from '../runtime/session-tokens.ts';
import { useSessionActors } from '../runtime/use-session.ts';
import { useShell } from '../runtime/shell-context.ts';
import { errorMessageOf } from './error-messages.ts';
import { useFormAction } from './use-form-action.ts';

/**
 * A form that starts a payment for the amount the player types (its `amount` field, in the
 * brand's currency): not an amount, the form says so and sends nothing; otherwise the start runs
 * with the amount in minor units (the provider's page follows, so the form stays busy).
 */
export function useAmountForm(start: (amount: number) => Promise<void>) {
  const { t } = useLingui();
  const { settings } = useShell();
  const { busy, error, setError, run } = useFormAction(errorMessageOf);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = minorUnitsFromText(
      String(new FormData(event.currentTarget).get('amount') ?? ''),
      settings.defaultCurrency,
    );
    if (amount === null) {
      setError(t`Enter an amount.`);
      return;
    }
    await run(() => start(amount));
  };
  return { busy, error, submit };
}

/** Signing in with the redirect's one-time code: exchangePayNPlayCode answers with the tokens. */
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
