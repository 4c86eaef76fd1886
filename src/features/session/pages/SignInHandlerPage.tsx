// /login-handler/ and /redirection-handler/ (platform-core §2, §5, §8; decision 0053): the
// provider comes back with a code or an error and the state. The state must be the one this
// browser stored when the sign-in started ('No state in response', 'No matching state found in
// storage', 'State does not match'); only then is the code redeemed (single use on the server)
// and the player taken back where the sign-in started. Errors stay on the page, never blank.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import {
  checkRedirect,
  readRedirectParams,
  type RedirectOutcome,
} from '../../../../machines/sign-in/redirect-response.ts';
import { PAGE_TITLES, NOT_FOUND_TITLE } from '../../../runtime/page-titles.ts';
import { useLocalNavigate } from '../../../runtime/navigation.ts';
import { useShell } from '../../../runtime/shell-context.ts';
import { usePageTitle } from '../../../runtime/use-page-title.ts';
import { errorMessageOf } from '../../../components/error-messages.ts';
import { useCodeSignIn } from '../../../components/pay-n-play.ts';
import { clearPendingSignIn, readPendingSignIn } from '../pending-sign-in.ts';
import { HandlerProgress } from './SignInStates.tsx';

export default function SignInHandlerPage() {
  const { route } = useShell();
  const title = usePageTitle(PAGE_TITLES[route?.id ?? ''] ?? NOT_FOUND_TITLE);
  const { i18n } = useLingui();
  const signInWithCode = useCodeSignIn();
  const navigate = useLocalNavigate();
  // Checked once per visit: the stored state is spent by the effect below.
  const [outcome] = useState<RedirectOutcome>(() =>
    checkRedirect(readRedirectParams(window.location), readPendingSignIn(), Date.now()),
  );
  const [failure, setFailure] = useState<string | null>(null);
  // StrictMode runs effects twice: the code is single use, redeem it once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    clearPendingSignIn();
    if (!outcome.ok) return;
    signInWithCode(outcome.code)
      .then(() => navigate(outcome.returnTo, { replace: true }))
      .catch((error: unknown) => setFailure(i18n._(errorMessageOf(error))));
  }, [signInWithCode, outcome, navigate, i18n]);

  const message = !outcome.ok
    ? outcome.error === 'declined'
      ? i18n._(declinedMessage)
      : outcome.message
    : failure;
  return <HandlerProgress title={title} message={message} offerLobby />;
}

const declinedMessage = msg`The payment was declined. Nothing was charged.`;
