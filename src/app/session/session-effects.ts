// The session's effects that a visitor never needs: restoring a stored session, refreshing
// tokens across tabs, signing in and out, and the signed-in player's actors. Loaded on first use
// (session-actors.ts), so the first paint carries only the machines.
//
// Tokens live in cookies (src/adapters/auth/token-storage.ts) so that every tab shares them.
// A refresh runs under `navigator.locks` ('token-refresh') and first re-reads the cookies: if
// another tab already rotated the tokens, this tab adopts them instead of spending the old
// refresh token a second time (which the server treats as reuse and answers with
// InvalidTokenFailure → SESSION_EXPIRED).
import { waitFor } from 'xstate';
import { logoutRedirect } from '../../../machines/session/logout-redirect.ts';
import type {
  LogoutReason,
  RestoredSession,
  SessionPlayer,
} from '../../../machines/session/session.machine.ts';
import { parseProductMode } from '../../../machines/product-mode/product-mode.ts';
import { InvalidTokenFailure } from '../../../machines/token-refresh/token-refresh.machine.ts';
import {
  clearStoredTokens,
  readStoredTokens,
  storeTokens,
  type StoredTokens,
} from '../../adapters/auth/token-storage.ts';
import { ApiError } from '../../adapters/graphql/api-error.ts';
import {
  GetCustomerInfoDocument,
  GetPlayerInfoDocument,
  LogoutDocument,
  PlayerBreakDocument,
  RefreshAccessTokenDocument,
  type GetCustomerInfoQuery,
  type GetPlayerInfoQuery,
  type PlayerBreakQuery,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { restrictionOfRead } from '../../../machines/session/restriction.ts';
import type { SignedInTokens } from '../../runtime/session-actors.ts';
import type { SessionActorRefs, SessionOptions, SessionState } from './session-types.ts';

const withTabLock = <T>(task: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? (navigator.locks.request('token-refresh', task) as Promise<T>)
    : task();

const toPlayer = (
  player: GetPlayerInfoQuery['viewer']['player'],
  customer: GetCustomerInfoQuery['viewer']['customer'],
  breakData: PlayerBreakQuery['viewer'] | null,
): SessionPlayer => ({
  id: player.id,
  firstName: player.personalInfo.firstName,
  currency: player.country.currency,
  isAccountClosed: player.accountStatus.status === 'Closed',
  customer: {
    isDepositsBlocked: customer.isDepositsBlocked,
    isRewardsBlocked: customer.isRewardsBlocked,
    popUpsNeeded: customer.popUpsNeeded,
  },
  restriction: breakData && restrictionOfRead(breakData, Date.now()),
});

export function sessionEffects(
  options: SessionOptions,
  state: SessionState,
  actors: () => SessionActorRefs,
) {
  /**
   * GetPlayerInfo and GetCustomerInfo (platform-core §7), side by side, with the player's break
   *. The break decides what the shell shows, not whether the player is signed in:
   * if it cannot be read, the server still refuses what a break forbids.
   */
  async function loadPlayer(): Promise<SessionPlayer> {
    const api = options.api();
    const [{ viewer }, { viewer: customerViewer }, breakData] = await Promise.all([
      api.request(GetPlayerInfoDocument, {}),
      api.request(GetCustomerInfoDocument, {}),
      api.request(PlayerBreakDocument, {}).then(
        (answer) => answer.viewer,
        () => null,
      ),
    ]);
    return toPlayer(viewer.player, customerViewer.customer, breakData);
  }

  async function refreshCustom(stored: StoredTokens): Promise<StoredTokens> {
    try {
      const { refreshAccessToken: pair } = await options
        .api()
        .request(RefreshAccessTokenDocument, { refreshToken: stored.refreshToken ?? '' });
      return {
        accessToken: pair.accessToken,
        refreshToken: pair.refreshToken,
        info: { ...stored.info, expiresAt: Date.parse(pair.accessTokenExpiresAt) },
      };
    } catch (error) {
      if (error instanceof ApiError && error.data.type === 'InvalidTokenFailure')
        throw new InvalidTokenFailure(error.message);
      throw error;
    }
  }

  async function refreshIdentityProvider(stored: StoredTokens): Promise<StoredTokens> {
    const { renewIdentityProviderToken } = await import('../../adapters/auth/identity-provider.ts');
    const renewed = await renewIdentityProviderToken(options.brand());
    // Not authenticated any more: signed out silently (platform-core §4) → SESSION_EXPIRED.
    if (!renewed) throw new InvalidTokenFailure('The identity provider session has ended');
    return {
      ...stored,
      accessToken: renewed.accessToken,
      info: { ...stored.info, expiresAt: renewed.expiresAt },
    };
  }

  /** One refresh across tabs; resolves with the new expiry. */
  function refreshTokens(): Promise<number> {
    return withTabLock(async () => {
      const stored = readStoredTokens();
      if (!stored) throw new InvalidTokenFailure('Signed out in another tab');
      // Another tab rotated the tokens while this one waited for the lock: adopt them.
      if (state.current && stored.accessToken !== state.current.accessToken) {
        state.current = stored;
        return stored.info.expiresAt;
      }
      const next =
        stored.info.flow === 'custom'
          ? await refreshCustom(stored)
          : await refreshIdentityProvider(stored);
      await storeTokens(next);
      state.current = next;
      return next.info.expiresAt;
    });
  }

  return {
    refreshTokens,

    async restore(stored: StoredTokens, refreshLeadMs: number): Promise<RestoredSession | null> {
      state.current = stored;
      if (stored.info.expiresAt - Date.now() < refreshLeadMs) await refreshTokens();
      return {
        player: await loadPlayer(),
        flow: stored.info.flow,
        sessionId: stored.info.sessionId,
      };
    },

    /** The player's break read again (the session machine's `readRestriction`). */
    async readRestriction() {
      const { viewer } = await options.api().request(PlayerBreakDocument, {});
      return restrictionOfRead(viewer, Date.now());
    },

    async endSession(): Promise<void> {
      if (!state.current) return;
      // Best effort: a session ended elsewhere cannot be ended again.
      await options.api().request(LogoutDocument, {});
    },

    async clear(): Promise<void> {
      await clearStoredTokens();
    },

    redirect(reason: LogoutReason | null): void {
      const slug = window.location.pathname.split('/')[1] ?? '';
      const target = logoutRedirect({
        localeSlug: /^[a-z]{2}(-[a-z]{2})?$/i.test(slug) ? slug : '',
        productMode: parseProductMode(document.body.dataset.productMode) ?? 'CASINO',
        search: window.location.search,
        reason,
      });
      options.navigation.navigate(target);
    },

    async refreshAfterAuthFailure(): Promise<boolean> {
      const { tokenRefresh } = actors();
      if (!state.current) return false;
      try {
        if (tokenRefresh.getSnapshot().matches('idle')) {
          await refreshTokens();
          return true;
        }
        tokenRefresh.send({ type: 'token.refreshNow' });
        const settled = await waitFor(tokenRefresh, (s) => !s.matches('refreshing'));
        return settled.matches('scheduled');
      } catch {
        return false;
      }
    },

    async signIn(tokens: SignedInTokens): Promise<void> {
      const next: StoredTokens = {
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        info: { flow: tokens.flow, sessionId: tokens.sessionId, expiresAt: tokens.expiresAt },
      };
      await storeTokens(next);
      state.current = next;
      const { session, tokenRefresh } = actors();
      tokenRefresh.send({ type: 'token.updated', expiresAt: next.info.expiresAt });
      const player = await loadPlayer();
      session.send({
        type: 'session.signedIn',
        player,
        flow: tokens.flow,
        sessionId: tokens.sessionId,
      });
    },
  };
}

export type SessionEffects = ReturnType<typeof sessionEffects>;
