// What the sign-in pages show around their flows: "you are signed in" with the way back, and a
// handler's progress or refusal (the identity provider's and the custom-token handlers').
import { Trans } from '@lingui/react/macro';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { MessagePage } from '../../../components/NotFoundPage.tsx';
import styles from '../../../components/Page.module.css';
import form from './Session.module.css';

/** A signed-in player on a sign-in page: nothing to do but go on to where they were going. */
export function SignedIn({ title, returnTo }: { title: string; returnTo: string }) {
  return (
    <MessagePage
      title={title}
      lead={<Trans>You are signed in.</Trans>}
      actions={
        <LinkButton to={returnTo}>
          <Trans>Continue</Trans>
        </LinkButton>
      }
    />
  );
}

/** A handler page: "Signing you in…", or the refusal with the ways on (never a blank page). */
export function HandlerProgress({
  title,
  message,
  offerLobby = false,
}: {
  title: string;
  message: string | null;
  offerLobby?: boolean;
}) {
  return (
    <article className={styles.page}>
      <h1>{title}</h1>
      {message ? (
        <>
          <p className={form.error} role="alert" data-sign-in-error>
            {message}
          </p>
          <div className={styles.actions}>
            <LinkButton to="/login/">
              <Trans>Try again</Trans>
            </LinkButton>
            {offerLobby && (
              <LinkButton to="/" variant="secondary">
                <Trans>Go to the lobby</Trans>
              </LinkButton>
            )}
          </div>
        </>
      ) : (
        <p className={styles.lead} role="status">
          <Trans>Signing you in…</Trans>
        </p>
      )}
    </article>
  );
}
