// /quick-deposit-sign-in/ (platform-core §2, basic layout without the sign-in prompt; decision
// 0053): deposit and sign in in one step — an amount and a method, the provider's page, then
// /redirection-handler/ signs the player in with the deposit on the balance.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent } from 'react';
import { minorUnitsFromText } from '../../../../machines/money/currency-digits.ts';
import { queryParam } from '../../../../machines/routing/query.ts';
import { safeReturnTo } from '../../../../machines/sign-in/redirect-response.ts';
import type { PaymentProvider } from '../../../adapters/graphql/generated-session/graphql.ts';
import { useApiServices } from '../../../runtime/app-actors.ts';
import { PAGE_TITLES } from '../../../runtime/page-titles.ts';
import { useQueryString } from '../../../runtime/navigation.ts';
import { usePlayerStatus } from '../../../runtime/use-session.ts';
import { useShell } from '../../../runtime/shell-context.ts';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import styles from '../../../components/Page.module.css';
import { usePageTitle } from '../../../runtime/use-page-title.ts';
import { errorMessageOf } from '../../../components/error-messages.ts';
import { useFormAction } from '../../../components/use-form-action.ts';
import { startProviderSignIn } from '../provider-sign-in.ts';
import form from './Session.module.css';
import { SignedIn } from './SignInStates.tsx';

const METHODS: readonly PaymentProvider[] = ['Trustly', 'PaymentIQ'];

export default function QuickDepositSignInPage() {
  const title = usePageTitle(PAGE_TITLES.quickDepositSignIn!);
  const { t } = useLingui();
  const { api } = useApiServices();
  const { locale, settings } = useShell();
  const status = usePlayerStatus();
  const returnTo = safeReturnTo(queryParam(`?${useQueryString()}`, 'returnTo') ?? '/');
  const { busy, error, setError, run } = useFormAction(errorMessageOf);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const amount = minorUnitsFromText(String(data.get('amount') ?? ''), settings.defaultCurrency);
    const provider = METHODS.find((method) => method === data.get('method'));
    if (amount === null || amount <= 0) {
      setError(t`Enter an amount.`);
      return;
    }
    if (!provider) {
      setError(t`Choose how to pay.`);
      return;
    }
    await run(() =>
      startProviderSignIn(api, {
        provider,
        amount,
        handler: '/redirection-handler/',
        returnTo,
        locale,
      }),
    );
  };

  if (status === 'LOGGED_IN') return <SignedIn title={title} returnTo={returnTo} />;

  return (
    <article className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.lead}>
        <Trans>
          Pay in and play: your deposit signs you in, and opens an account if you have none.
        </Trans>
      </p>
      <form className={form.form} onSubmit={(event) => void submit(event)}>
        <label className={form.field}>
          {t`Deposit amount (${settings.defaultCurrency})`}
          <input name="amount" inputMode="decimal" required defaultValue="20.00" />
        </label>
        <fieldset className={form.methods}>
          <legend>{t`Pay with`}</legend>
          <label className={form.method}>
            <input type="radio" name="method" value="Trustly" defaultChecked />
            <Trans>Bank (Trustly)</Trans>
          </label>
          <label className={form.method}>
            <input type="radio" name="method" value="PaymentIQ" />
            <Trans>Card (PaymentIQ)</Trans>
          </label>
        </fieldset>
        <FormError message={error} className={form.error} />
        <Button type="submit" loading={busy}>
          <Trans>Deposit and sign in</Trans>
        </Button>
      </form>
    </article>
  );
}
