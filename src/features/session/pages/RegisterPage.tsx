// /register/: registration happens on the identity provider's registration page (the
// authorization request with kc_action=register), which collects the Player fields of
// platform-core §3 and mails the verification link.
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { PAGE_TITLES } from '../../../runtime/page-titles.ts';
import { useShell } from '../../../runtime/shell-context.ts';
import { Button } from '../../../components/Button.tsx';
import styles from '../../../components/Page.module.css';
import { usePageTitle } from '../../../runtime/use-page-title.ts';

export default function RegisterPage() {
  const title = usePageTitle(PAGE_TITLES.register!);
  const { settings } = useShell();
  const [redirecting, setRedirecting] = useState(false);
  const register = async () => {
    setRedirecting(true);
    const { startIdentityProviderSignIn } =
      await import('../../../adapters/auth/identity-provider.ts');
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
