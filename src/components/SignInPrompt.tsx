import { Trans } from '@lingui/react/macro';
import { LinkButton } from './LinkButton.tsx';
import { useSignInLink } from '../runtime/navigation.ts';
import styles from './SignInPrompt.module.css';

/** The sign-in prompt of the basic layout, for pages that want a signed-in player. */
export function SignInPrompt() {
  const signInLink = useSignInLink();
  return (
    <section className={styles.prompt} aria-labelledby="sign-in-prompt-title">
      <h2 id="sign-in-prompt-title">
        <Trans>Sign in to continue</Trans>
      </h2>
      <p>
        <Trans>Sign in or create an account to see everything on this page.</Trans>
      </p>
      <div className={styles.actions}>
        <LinkButton to={signInLink}>
          <Trans>Sign in</Trans>
        </LinkButton>
        <LinkButton to="/register/" variant="secondary">
          <Trans>Create account</Trans>
        </LinkButton>
      </div>
    </section>
  );
}
