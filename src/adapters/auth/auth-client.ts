// The identity-provider client as an actor: machines/auth-client with oidc-client-ts inside
// its injected actors. Started by the pages of the identity-provider flow (lazy chunks).
import {
  createActor,
  fromCallback,
  fromPromise,
  type ActorOptions,
  type AnyActorLogic,
} from 'xstate';
import type { User } from 'oidc-client-ts';
import {
  authClientMachine,
  errorMessage,
  type AuthClientEvent,
  type AuthUser,
} from '../../../machines/auth-client/auth-client.machine.ts';
import {
  redirectResponseMode,
  startIdentityProviderSignIn,
  userManagerFor,
} from './identity-provider.ts';

const toAuthUser = (user: User): AuthUser => {
  const claims = user.profile as Record<string, unknown>;
  return {
    subject: user.profile.sub,
    playerId: typeof claims.player_id === 'string' ? claims.player_id : null,
    sessionId: typeof claims.sid === 'string' ? claims.sid : null,
    expired: user.expired ?? false,
  };
};

/**
 * One client per sign-in response: the code and state are single use, and React may render the
 * handler page more than once before it commits (or remount it), so a second client must not
 * redeem the same response again (it would fail with 'No matching state found in storage').
 */
const clientsByResponse = new Map<string, ReturnType<typeof createAuthClient>>();

export function startAuthClient(brand: string, inspect?: ActorOptions<AnyActorLogic>['inspect']) {
  const key = `${brand}|${window.location.search}|${window.location.hash}`;
  let client = clientsByResponse.get(key);
  if (!client) {
    client = createAuthClient(brand, inspect);
    clientsByResponse.set(key, client);
  }
  return client;
}

function createAuthClient(brand: string, inspect?: ActorOptions<AnyActorLogic>['inspect']) {
  // The answer may come in the query or in the hash; the manager must read the right one.
  const responseMode = redirectResponseMode(window.location) ?? 'query';
  const userManager = userManagerFor(brand, responseMode);

  const actor = createActor(
    authClientMachine.provide({
      actors: {
        initialise: fromPromise(async () => {
          // A redirect back: oidc-client-ts checks the state and redeems the code (PKCE).
          const user = redirectResponseMode(window.location)
            ? await userManager.signinRedirectCallback(window.location.href)
            : await userManager.getUser();
          return user ? toAuthUser(user) : null;
        }),
        userManagerEvents: fromCallback<AuthClientEvent>(({ sendBack }) => {
          const loaded = (user: User) =>
            sendBack({ type: 'auth.userLoaded', user: toAuthUser(user) });
          const unloaded = () => sendBack({ type: 'auth.userUnloaded' });
          const renewFailed = (error: Error) =>
            sendBack({ type: 'auth.error', message: errorMessage(error) });
          userManager.events.addUserLoaded(loaded);
          userManager.events.addUserUnloaded(unloaded);
          userManager.events.addSilentRenewError(renewFailed);
          return () => {
            userManager.events.removeUserLoaded(loaded);
            userManager.events.removeUserUnloaded(unloaded);
            userManager.events.removeSilentRenewError(renewFailed);
          };
        }),
      },
      actions: {
        startSignIn: (_, { register }) => {
          actor.send({ type: 'auth.navigatorInit', navigator: 'signinRedirect' });
          startIdentityProviderSignIn(brand, { register }).catch((error: unknown) => {
            actor.send({ type: 'auth.navigatorClose' });
            actor.send({ type: 'auth.error', message: errorMessage(error) });
          });
        },
      },
    }),
    { systemId: 'authClient', inspect },
  );
  return { actor: actor.start(), userManager };
}
