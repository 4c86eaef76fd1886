// /login/ (platform-core §2, §7): the country's login flow (flow settings, ROW default).
// Sms: a phone number gets a code (then /enter-code/). Keycloak: the identity provider's
// sign-in page — at once when the link said autoSignIn=1. Both paths stay offered.
import { Trans, useLingui } from '@lingui/react/macro';
import { use, useEffect, useState, type FormEvent } from 'react';
import { queryParam } from '../../../../machines/routing/query.ts';
import {
  FlowSettingsDocument,
  RequestSmsCodeDocument,
} from '../../../adapters/graphql/generated-session/graphql.ts';
import { PAGE_TITLES } from '../../../runtime/page-titles.ts';
import { useApiServices } from '../../../runtime/app-actors.ts';
import { usePlayerStatus } from '../../../runtime/use-session.ts';
import { useShell } from '../../../runtime/shell-context.ts';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { useFormAction } from '../../../components/use-form-action.ts';
import styles from '../../../components/Page.module.css';
import { usePageTitle } from '../../../runtime/use-page-title.ts';
import { LOGOUT_REASON_MESSAGES, errorMessageOf } from '../../../components/error-messages.ts';
import { useLocalNavigate, useQueryString } from '../../../runtime/navigation.ts';
import form from './Session.module.css';

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
  const [clicked, setClicked] = useState(false);
  // autoSignIn=1 on the Keycloak flow: straight on to the identity provider.
  const autoRedirect = autoSignIn && flow.loginFlow === 'Keycloak' && status === 'LOGGED_OUT';
  const redirecting = clicked || autoRedirect;

  useEffect(() => {
    if (autoRedirect) void redirectToProvider(settings.brand);
  }, [autoRedirect, settings.brand]);

  if (status === 'LOGGED_IN')
    return (
      <article className={styles.page}>
        <h1>{title}</h1>
        <p className={styles.lead}>
          <Trans>You are signed in.</Trans>
        </p>
        <div className={styles.actions}>
          <LinkButton to="/">
            <Trans>Go to the lobby</Trans>
          </LinkButton>
        </div>
      </article>
    );

  return (
    <article className={styles.page}>
      <h1>{title}</h1>
      {reason && LOGOUT_REASON_MESSAGES[reason] && (
        <p className={form.notice} role="status" data-logout-reason={reason}>
          {i18n._(LOGOUT_REASON_MESSAGES[reason])}
        </p>
      )}
      {flow.loginFlow === 'Sms' && <SmsSignIn />}
      {flow.loginFlow === 'Sms' && (
        <p className={form.or}>
          <Trans>Or sign in with your email address:</Trans>
        </p>
      )}
      <div className={styles.actions}>
        <Button
          variant={flow.loginFlow === 'Sms' ? 'secondary' : 'primary'}
          loading={redirecting}
          onClick={() => {
            setClicked(true);
            void redirectToProvider(settings.brand);
          }}
        >
          <Trans>Sign in with email</Trans>
        </Button>
        <LinkButton to="/register/" variant="secondary">
          <Trans>Create account</Trans>
        </LinkButton>
      </div>
    </article>
  );
}

async function redirectToProvider(brand: string) {
  const { startIdentityProviderSignIn } =
    await import('../../../adapters/auth/identity-provider.ts');
  await startIdentityProviderSignIn(brand, { returnTo: '/' });
}

function SmsSignIn() {
  const { t } = useLingui();
  const { api } = useApiServices();
  const navigate = useLocalNavigate();
  const { busy: sending, error, run } = useFormAction(errorMessageOf);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const phoneNumber = String(new FormData(event.currentTarget).get('phone') ?? '').trim();
    await run(async () => {
      await api.request(RequestSmsCodeDocument, { phoneNumber });
      navigate(`/enter-code/?phone=${encodeURIComponent(phoneNumber)}`);
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
