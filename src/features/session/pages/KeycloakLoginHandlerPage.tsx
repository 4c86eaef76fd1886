// /keycloak-login-handler/: the identity provider redirects back here with `code` and
// `state` (or `error`). oidc-client-ts checks the state against the one it stored and
// exchanges the code with the PKCE verifier; its messages ('No matching state found in
// storage', 'State does not match', the provider's error_description…) are shown as they are.
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { PAGE_TITLES } from '../../../app/routes/page-titles.ts';
import { useSessionActors } from '../../../app/session/use-session.ts';
import { useShell } from '../../../app/shell-context.ts';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { errorMessage } from '../../../../machines/auth-client/auth-client.machine.ts';
import styles from '../../pages/Page.module.css';
import { usePageTitle } from '../../pages/usePageTitle.ts';
import { useLocalNavigate } from '../use-local-navigate.ts';
import form from './Session.module.css';

export default function KeycloakLoginHandlerPage() {
  const title = usePageTitle(PAGE_TITLES.keycloakLoginHandler!);
  const { settings } = useShell();
  const session = useSessionActors();
  const navigate = useLocalNavigate();
  const [error, setError] = useState<string | null>(null);
  // The code is single use: StrictMode's second effect run must not redeem it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const { completeIdentityProviderSignIn } =
          await import('../../../app/session/identity-provider.ts');
        const { signIn, returnTo } = await completeIdentityProviderSignIn(settings.brand);
        await session.signIn({
          flow: 'identityProvider',
          accessToken: signIn.accessToken,
          refreshToken: null,
          expiresAt: signIn.expiresAt,
          sessionId: signIn.sessionId,
        });
        navigate(returnTo, { replace: true });
      } catch (failure) {
        setError(errorMessage(failure));
      }
    })();
  }, [navigate, session, settings.brand]);

  return (
    <article className={styles.page}>
      <h1>{title}</h1>
      {error ? (
        <>
          <p className={form.error} role="alert" data-sign-in-error>
            {error}
          </p>
          <div className={styles.actions}>
            <LinkButton to="/login/">
              <Trans>Try again</Trans>
            </LinkButton>
          </div>
        </>
      ) : (
        <p className={styles.lead}>
          <Trans>Signing you in…</Trans>
        </p>
      )}
    </article>
  );
}
