// /register/: registration happens on the identity provider's registration page (the
// authorization request with kc_action=register), which collects the Player fields of
// platform-core §3 and mails the verification link.
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { PAGE_TITLES } from '../../../app/routes/page-titles.ts';
import { useShell } from '../../../app/shell-context.ts';
import { Button } from '../../../components/Button.tsx';
import styles from '../../pages/Page.module.css';
import { usePageTitle } from '../../pages/usePageTitle.ts';

export default function RegisterPage() {
  const title = usePageTitle(PAGE_TITLES.register!);
  const { settings } = useShell();
  const [redirecting, setRedirecting] = useState(false);
  const register = async () => {
    setRedirecting(true);
    const { startIdentityProviderSignIn } =
      await import('../../../app/session/identity-provider.ts');
    await startIdentityProviderSignIn(settings.brand, { register: true, returnTo: '/' });
  };
  return (
    <article className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.lead}>
        <Trans>
          Create your account with your email address. We will send you a link to verify it.
        </Trans>
      </p>
      <div className={styles.actions}>
        <Button loading={redirecting} onClick={() => void register()}>
          <Trans>Create account with email</Trans>
        </Button>
      </div>
    </article>
  );
}
