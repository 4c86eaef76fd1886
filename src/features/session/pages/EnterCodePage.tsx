// /enter-code/?phone=… : the SMS code signs the player in (custom token flow). The brand's
// BasicEnterCode toggle (decision 0055) picks the page: on, the basic page (one plain
// code field and Sign in); off, the full page (six digit boxes with auto-advance and paste, what
// the code is and how long it lasts, and a link to a new code).
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { queryParam } from '../../../../machines/routing/query.ts';
import { safeReturnTo } from '../../../../machines/sign-in/redirect-response.ts';
import { SignInWithSmsCodeDocument } from '../../../adapters/graphql/generated-session/graphql.ts';
import { useApiServices } from '../../../runtime/app-actors.ts';
import { useFeatureToggle } from '../../../runtime/feature-toggles.ts';
import { PAGE_TITLES } from '../../../runtime/page-titles.ts';
import { customTokens } from '../../../runtime/session-tokens.ts';
import { useSessionActors } from '../../../runtime/use-session.ts';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { LocalLink } from '../../../components/LocalLink.tsx';
import { useFormAction } from '../../../components/use-form-action.ts';
import styles from '../../../components/Page.module.css';
import { usePageTitle } from '../../../runtime/use-page-title.ts';
import { errorMessageOf } from '../../../components/error-messages.ts';
import { useLocalNavigate, useQueryString } from '../../../runtime/navigation.ts';
import { CodeDigits, CODE_LENGTH } from './CodeDigits.tsx';
import enterCode from './EnterCode.module.css';
import form from './Session.module.css';

const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

export default function EnterCodePage() {
  const title = usePageTitle(PAGE_TITLES.enterCode!);
  const { t } = useLingui();
  const { api } = useApiServices();
  const session = useSessionActors();
  const navigate = useLocalNavigate();
  const basic = useFeatureToggle('BasicEnterCode');
  const search = `?${useQueryString()}`;
  const phoneNumber = queryParam(search, 'phone') ?? '';
  // Where /login/ was opened from (a path of this site only): the player goes back there.
  const returnTo = safeReturnTo(queryParam(search, 'returnTo'));
  const { busy, error, setError, run } = useFormAction(errorMessageOf);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    // Checked here first: an incomplete code would only spend one of the code's five tries.
    if (!CODE_PATTERN.test(code)) {
      setError(t`Enter the six digits of the code.`);
      return;
    }
    await run(async () => {
      const { signInWithSmsCode } = await api.request(SignInWithSmsCodeDocument, {
        phoneNumber,
        code,
      });
      await session.signIn(customTokens(signInWithSmsCode));
      navigate(returnTo, { replace: true });
    });
  };

  if (basic)
    return (
      <article className={styles.page} data-enter-code="basic">
        <h1>{title}</h1>
        <form className={form.form} onSubmit={(event) => void submit(event)}>
          <label className={form.field}>
            {t`Code`}
            <input name="code" inputMode="numeric" autoComplete="one-time-code" required />
          </label>
          <FormError message={error} className={form.error} />
          <Button type="submit" loading={busy}>
            <Trans>Sign in</Trans>
          </Button>
        </form>
      </article>
    );

  return (
    <article className={styles.page} data-enter-code="full">
      <h1>{title}</h1>
      <p className={styles.lead}>
        <Trans>We sent a six-digit code to {phoneNumber}.</Trans>
      </p>
      <p className={enterCode.explanation}>
        <Trans>
          The code works once, for five minutes. Type it or paste it: each digit goes in its own
          box. Never share it: we will never ask you for it by phone or e-mail.
        </Trans>
      </p>
      <form className={form.form} onSubmit={(event) => void submit(event)}>
        <CodeDigits />
        <FormError message={error} className={form.error} />
        <Button type="submit" loading={busy}>
          <Trans>Sign in</Trans>
        </Button>
      </form>
      <p>
        <Trans>Did not get it?</Trans>{' '}
        <LocalLink to={`/resend-code/?phone=${encodeURIComponent(phoneNumber)}`}>
          <Trans>Send a new code</Trans>
        </LocalLink>
      </p>
    </article>
  );
}
