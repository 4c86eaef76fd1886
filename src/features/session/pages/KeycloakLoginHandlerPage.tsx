// /keycloak-login-handler/: the identity provider redirects back here with `code` and
// `state` (or `error`), in the query or the hash. The auth-client machine runs oidc-client-ts,
// which checks the state against the one it stored and redeems the code with the PKCE
// verifier; its messages ('No matching state found in storage', 'State does not match', the
// provider's error_description…) are shown as they are. Authenticated → the session signs in.
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useAppActors } from '../../../runtime/app-actors.ts';
import { PAGE_TITLES } from '../../../runtime/page-titles.ts';
import { startAuthClient } from '../../../adapters/auth/auth-client.ts';
import { returnToOf, signInOf } from '../../../adapters/auth/identity-provider.ts';
import { useShell } from '../../../runtime/shell-context.ts';
import { usePageTitle } from '../../../runtime/use-page-title.ts';
import { useLocalNavigate } from '../../../runtime/navigation.ts';
import { HandlerProgress } from './SignInStates.tsx';
import { clearIdentityProviderReturn, readIdentityProviderReturn } from '../pending-sign-in.ts';
import { safeReturnTo } from '../../../../machines/sign-in/redirect-response.ts';

export default function KeycloakLoginHandlerPage() {
  const title = usePageTitle(PAGE_TITLES.keycloakLoginHandler!);
  const { settings } = useShell();
  const { session, inspect } = useAppActors();
  const navigate = useLocalNavigate();
  // One client per visit: the code is single use, StrictMode's second render must not redeem it.
  const [client] = useState(() => startAuthClient(settings.brand, inspect));
  const state = useSelector(client.actor, (snapshot) => snapshot.value);
  const error = useSelector(client.actor, (snapshot) => snapshot.context.error);
  const [signInError, setSignInError] = useState<string | null>(null);
  // Where /login/ was opened from; spent once the player is signed in.
  const [returnTo] = useState(readIdentityProviderReturn);

  useEffect(() => {
    if (state !== 'authenticated') return;
    let live = true;
    void (async () => {
      const user = await client.userManager.getUser();
      if (!user || !live) return;
      const signIn = signInOf(user);
      try {
        await session.signIn({
          flow: 'identityProvider',
          accessToken: signIn.accessToken,
          refreshToken: null,
          expiresAt: signIn.expiresAt,
          sessionId: signIn.sessionId,
        });
        clearIdentityProviderReturn();
        if (live) navigate(safeReturnTo(returnTo ?? returnToOf(user)), { replace: true });
      } catch {
        if (live) setSignInError('Login failed');
      }
    })();
    return () => {
      live = false;
    };
  }, [state, client, session, navigate, returnTo]);

  const message = error ?? signInError ?? (state === 'anonymous' ? 'Login failed' : null);
  return <HandlerProgress title={title} message={message} />;
}
