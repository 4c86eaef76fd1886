// A form that starts a payment for the amount the player types (its `amount` field, in the
// brand's currency): Pay N Play and the payment providers' sign-in. Not an amount: the form says
// so and sends nothing; otherwise the start runs with the amount in minor units (the provider's
// page follows, so the form stays busy).
import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { minorUnitsFromText } from '../../machines/money/currency-digits.ts';
import { useShell } from '../runtime/shell-context.ts';
import { errorMessageOf } from './error-messages.ts';
import { useFormAction } from './use-form-action.ts';

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
