// /enter-code/?phone=… : the SMS code signs the player in (custom token flow).
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { queryParam } from '../../../../machines/routing/query.ts';
import { SignInWithSmsCodeDocument } from '../../../adapters/graphql/generated-session/graphql.ts';
import { useApiServices } from '../../../runtime/app-actors.ts';
import { PAGE_TITLES } from '../../../runtime/page-titles.ts';
import { customTokens } from '../../../runtime/session-tokens.ts';
import { useSessionActors } from '../../../runtime/use-session.ts';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { OneTimeCodeInput } from '../../../components/OneTimeCodeInput.tsx';
import { LocalLink } from '../../../components/LocalLink.tsx';
import { useFormAction } from '../../../components/use-form-action.ts';
import styles from '../../../components/Page.module.css';
import { usePageTitle } from '../../../runtime/use-page-title.ts';
import { errorMessageOf } from '../../../components/error-messages.ts';
import { useLocalNavigate, useQueryString } from '../../../runtime/navigation.ts';
import form from './Session.module.css';

export default function EnterCodePage() {
  const title = usePageTitle(PAGE_TITLES.enterCode!);
  const { t } = useLingui();
  const { api } = useApiServices();
  const session = useSessionActors();
  const navigate = useLocalNavigate();
  const phoneNumber = queryParam(`?${useQueryString()}`, 'phone') ?? '';
  const { busy, error, run } = useFormAction(errorMessageOf);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    await run(async () => {
      const { signInWithSmsCode } = await api.request(SignInWithSmsCodeDocument, {
        phoneNumber,
        code,
      });
      await session.signIn(customTokens(signInWithSmsCode));
      navigate('/', { replace: true });
    });
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
          <OneTimeCodeInput />
        </label>
        <FormError message={error} className={form.error} />
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
