// /login/ (platform-core §1, §2, §7; decision 0053): the country's login flow (flow settings,
// ROW default). Keycloak: the identity provider's page — at once when the link said
// autoSignIn=1 — while the brand's Keycloak toggle is on, else the SMS code. Sms: a phone number
// gets a code (then /enter-code/). Trustly, Piq: deposit and sign in through the provider, back
// through /login-handler/. `returnTo` (a local path) is where the player lands afterwards.
import { Trans, useLingui } from '@lingui/react/macro';
import { use, useEffect, useState, type FormEvent } from 'react';
import { queryParam } from '../../../../machines/routing/query.ts';
import { loginOptions } from '../../../../machines/sign-in/login-options.ts';
import { safeReturnTo } from '../../../../machines/sign-in/redirect-response.ts';
import {
  FlowSettingsDocument,
  RequestSmsCodeDocument,
  type PaymentProvider,
} from '../../../adapters/graphql/generated-session/graphql.ts';
import { useFeatureToggle } from '../../../runtime/feature-toggles.ts';
import { startProviderSignIn } from '../provider-sign-in.ts';
import { rememberIdentityProviderReturn } from '../pending-sign-in.ts';
import { PAGE_TITLES } from '../../../runtime/page-titles.ts';
import { useApiServices } from '../../../runtime/app-actors.ts';
import { usePlayerStatus } from '../../../runtime/use-session.ts';
import { useShell } from '../../../runtime/shell-context.ts';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { useAmountForm } from '../../../components/pay-n-play.ts';
import { useFormAction } from '../../../components/use-form-action.ts';
import styles from '../../../components/Page.module.css';
import { usePageTitle } from '../../../runtime/use-page-title.ts';
import { LOGOUT_REASON_MESSAGES, errorMessageOf } from '../../../components/error-messages.ts';
import { useLocalNavigate, useQueryString } from '../../../runtime/navigation.ts';
import form from './Session.module.css';
import { SignedIn } from './SignInStates.tsx';

export default function LoginPage() {
  const title = usePageTitle(PAGE_TITLES.login!);
  const { i18n } = useLingui();
  const services = useApiServices();
  const search = useQueryString();
  const { settings } = useShell();
  const status = usePlayerStatus();
  const flow = use(services.read(FlowSettingsDocument, {})).flowSettings;
  const reason = queryParam(`?${search}`, 'logoutReason');
  const autoSignIn = queryParam(`?${search}`, 'autoSignIn') === '1';
  const returnTo = safeReturnTo(queryParam(`?${search}`, 'returnTo') ?? '/');
  const options = loginOptions(flow.loginFlow, useFeatureToggle('Keycloak'));
  const [clicked, setClicked] = useState(false);
  // autoSignIn=1 on the Keycloak flow: straight on to the identity provider.
  const autoRedirect =
    autoSignIn && options.primary === 'identityProvider' && status === 'LOGGED_OUT';
  const redirecting = clicked || autoRedirect;
  const offersIdentityProvider = options.primary === 'identityProvider' || options.identityProvider;

  useEffect(() => {
    if (autoRedirect) void redirectToProvider(settings.brand, returnTo);
  }, [autoRedirect, settings.brand, returnTo]);

  if (status === 'LOGGED_IN') return <SignedIn title={title} returnTo={returnTo} />;

  return (
    <article className={styles.page}>
      <h1>{title}</h1>
      {reason && LOGOUT_REASON_MESSAGES[reason] && (
        <p className={form.notice} role="status" data-logout-reason={reason}>
          {i18n._(LOGOUT_REASON_MESSAGES[reason])}
        </p>
      )}
      {options.primary === 'sms' && <SmsSignIn returnTo={returnTo} />}
      {options.primary === 'trustly' && <ProviderSignIn provider="Trustly" returnTo={returnTo} />}
      {options.primary === 'piq' && <ProviderSignIn provider="PaymentIQ" returnTo={returnTo} />}
      {options.identityProvider && (
        <p className={form.or}>
          <Trans>Or sign in with your email address:</Trans>
        </p>
      )}
      <div className={styles.actions}>
        {offersIdentityProvider && (
          <Button
            variant={options.primary === 'identityProvider' ? 'primary' : 'secondary'}
            loading={redirecting}
            onClick={() => {
              setClicked(true);
              void redirectToProvider(settings.brand, returnTo);
            }}
          >
            <Trans>Sign in with email</Trans>
          </Button>
        )}
        <LinkButton to="/register/" variant="secondary">
          <Trans>Create account</Trans>
        </LinkButton>
      </div>
    </article>
  );
}

async function redirectToProvider(brand: string, returnTo: string) {
  rememberIdentityProviderReturn(returnTo);
  const { startIdentityProviderSignIn } =
    await import('../../../adapters/auth/identity-provider.ts');
  await startIdentityProviderSignIn(brand, { returnTo });
}

/** Trustly or PaymentIQ: an amount, then the provider's page; back through /login-handler/. */
function ProviderSignIn({ provider, returnTo }: { provider: PaymentProvider; returnTo: string }) {
  const { t } = useLingui();
  const { api } = useApiServices();
  const { locale } = useShell();
  const { busy, error, submit } = useAmountForm((amount) =>
    startProviderSignIn(api, { provider, amount, handler: '/login-handler/', returnTo, locale }),
  );

  return (
    <form className={form.form} onSubmit={(event) => void submit(event)} data-login-flow={provider}>
      <p>
        {provider === 'Trustly' ? (
          <Trans>Sign in with your bank: your first deposit opens your account.</Trans>
        ) : (
          <Trans>Sign in with your payment account: your first deposit opens your account.</Trans>
        )}
      </p>
      <label className={form.field}>
        {t`Deposit amount`}
        <input name="amount" inputMode="decimal" required defaultValue="20.00" />
      </label>
      <FormError message={error} className={form.error} />
      <Button type="submit" loading={busy}>
        {provider === 'Trustly' ? (
          <Trans>Deposit and sign in with Trustly</Trans>
        ) : (
          <Trans>Deposit and sign in with PaymentIQ</Trans>
        )}
      </Button>
    </form>
  );
}

function SmsSignIn({ returnTo }: { returnTo: string }) {
  const { t } = useLingui();
  const { api } = useApiServices();
  const navigate = useLocalNavigate();
  const { busy: sending, error, run } = useFormAction(errorMessageOf);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const phoneNumber = String(new FormData(event.currentTarget).get('phone') ?? '').trim();
    await run(async () => {
      await api.request(RequestSmsCodeDocument, { phoneNumber });
      const back = returnTo === '/' ? '' : `&returnTo=${encodeURIComponent(returnTo)}`;
      navigate(`/enter-code/?phone=${encodeURIComponent(phoneNumber)}${back}`);
    });
  };

  return (
    <form className={form.form} onSubmit={(event) => void submit(event)}>
      <label className={form.field}>
        {t`Phone number`}
        <input name="phone" type="tel" autoComplete="tel" required placeholder="+358401234567" />
      </label>
      <FormError message={error} className={form.error} />
      <Button type="submit" loading={sending}>
        <Trans>Send code</Trans>
      </Button>
    </form>
  );
}
