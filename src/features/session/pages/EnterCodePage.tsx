// /enter-code/?phone=… : the SMS code signs the player in (custom token flow).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { queryParam } from '../../../../machines/routing/query.ts';
import { SignInWithSmsCodeDocument } from '../../../adapters/graphql/generated-session/graphql.ts';
import { useApiServices } from '../../../runtime/app-actors.ts';
import { PAGE_TITLES } from '../../../runtime/page-titles.ts';
import { customTokens } from '../../../runtime/session-tokens.ts';
import { useSessionActors } from '../../../runtime/use-session.ts';
import { Button } from '../../../components/Button.tsx';
import { LocalLink } from '../../../components/LocalLink.tsx';
import styles from '../../../components/Page.module.css';
import { usePageTitle } from '../../../runtime/use-page-title.ts';
import { errorMessageOf } from '../../../components/error-messages.ts';
import { useLocalNavigate, useQueryString } from '../../../runtime/navigation.ts';
import form from './Session.module.css';

export default function EnterCodePage() {
  const title = usePageTitle(PAGE_TITLES.enterCode!);
  const { t, i18n } = useLingui();
  const { api } = useApiServices();
  const session = useSessionActors();
  const navigate = useLocalNavigate();
  const phoneNumber = queryParam(`?${useQueryString()}`, 'phone') ?? '';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      const { signInWithSmsCode } = await api.request(SignInWithSmsCodeDocument, {
        phoneNumber,
        code,
      });
      await session.signIn(customTokens(signInWithSmsCode));
      navigate('/', { replace: true });
    } catch (failure) {
      setError(i18n._(errorMessageOf(failure)));
      setBusy(false);
    }
  };

  return (
    <article className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.lead}>
        <Trans>We sent a six-digit code to {phoneNumber}.</Trans>
      </p>
      <form className={form.form} onSubmit={(event) => void submit(event)}>
        <label className={form.field}>
          {t`Code`}
          <input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
          />
        </label>
        {error && (
          <p className={form.error} role="alert">
            {error}
          </p>
        )}
        <Button type="submit" loading={busy}>
          <Trans>Sign in</Trans>
        </Button>
      </form>
      <p>
        <LocalLink to={`/resend-code/?phone=${encodeURIComponent(phoneNumber)}`}>
          <Trans>Send a new code</Trans>
        </LocalLink>
      </p>
    </article>
  );
}
