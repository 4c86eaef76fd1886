// /verifyEmail?token=… (the link in the verification mail) and /verify-email/?token=…
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useQueryString } from '../../../runtime/navigation.ts';
import { queryParam } from '../../../../machines/routing/query.ts';
import { VerifyEmailDocument } from '../../../adapters/graphql/generated-session/graphql.ts';
import { useApiServices } from '../../../runtime/app-actors.ts';
import { PAGE_TITLES } from '../../../runtime/page-titles.ts';
import { LinkButton } from '../../../components/LinkButton.tsx';
import styles from '../../../components/Page.module.css';
import { usePageTitle } from '../../../runtime/use-page-title.ts';
import { errorMessageOf } from '../../../components/error-messages.ts';
import form from './Session.module.css';

type Outcome =
  { kind: 'checking' } | { kind: 'verified'; email: string } | { kind: 'failed'; message: string };

export default function VerifyEmailPage() {
  const title = usePageTitle(PAGE_TITLES.verifyEmail!);
  const { i18n } = useLingui();
  const { api } = useApiServices();
  const token = queryParam(`?${useQueryString()}`, 'token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    api
      .request(VerifyEmailDocument, { token })
      .then(({ verifyEmail }) => setOutcome({ kind: 'verified', email: verifyEmail.email }))
      .catch((failure: unknown) =>
        setOutcome({ kind: 'failed', message: i18n._(errorMessageOf(failure)) }),
      );
  }, [api, token, i18n]);

  return (
    <article className={styles.page}>
      <h1>{title}</h1>
      {outcome.kind === 'checking' && (
        <p className={styles.lead}>
          <Trans>Checking your link…</Trans>
        </p>
      )}
      {outcome.kind === 'verified' && (
        <p className={form.notice} role="status">
          <VerifiedNotice email={outcome.email} />
        </p>
      )}
      {outcome.kind === 'failed' && (
        <p className={form.error} role="alert">
          {outcome.message}
        </p>
      )}
      <div className={styles.actions}>
        <LinkButton to="/login/">
          <Trans>Sign in</Trans>
        </LinkButton>
      </div>
    </article>
  );
}

function VerifiedNotice({ email }: { email: string }) {
  return <Trans>{email} is verified. You can sign in now.</Trans>;
}
