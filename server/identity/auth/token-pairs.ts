// Token pairs of the custom token flow: a sign-in starts a player session (ending the player's
// others) and issues its first pair; a refresh spends a refresh token for the next pair.
import { policyFor } from '../../../machines/protection/policy.ts';
import { sessionLimitReached, signInClosedUntil } from '../../players/daily-play.ts';
import type { Store } from '../../db/store.ts';
import type { TokenPair } from '../../graphql/generated/resolvers-types.ts';
import type { TokenPairs } from '../../players/token-pairs.ts';
import type { Sessions } from '../sessions.ts';
import type { AccessTokens } from './access-tokens.ts';
import { invalidTokenFailure } from './errors.ts';
import {
  issueRefreshToken,
  REFRESH_TOKEN_TTL_MS,
  revokeRefreshTokens,
  rotateRefreshToken,
} from './refresh-tokens.ts';

export function createTokenPairs(
  store: Store,
  sessions: Sessions,
  accessTokens: AccessTokens,
  now: () => Date,
): TokenPairs {
  async function pair(
    subject: { playerId: string; sessionId: string; brand: string },
    origin: string,
    refreshToken: string,
  ): Promise<TokenPair> {
    const access = await accessTokens.issue(subject, origin);
    return {
      accessToken: access.token,
      refreshToken,
      accessTokenExpiresAt: access.expiresAt.toISOString(),
    };
  }

  return {
    async signIn(brand, origin, playerId, method) {
      // The daily session limit used up: no new session until the next day.
      const until = await signInClosedUntil(store, playerId, policyFor(brand.license).timeZone);
      if (until) throw sessionLimitReached(until);
      const session = await sessions.start({ playerId, brand: brand.key, method });
      const expiresAt = new Date(now().getTime() + REFRESH_TOKEN_TTL_MS);
      const refreshToken = await issueRefreshToken(store, session.id, expiresAt);
      return pair({ playerId, sessionId: session.id, brand: brand.key }, origin, refreshToken);
    },

    async refresh(brand, origin, token) {
      const outcome = await rotateRefreshToken(store, token, brand.key, now());
      if (outcome.ok) {
        const subject = {
          playerId: outcome.playerId,
          sessionId: outcome.sessionId,
          brand: brand.key,
        };
        return pair(subject, origin, outcome.refreshToken);
      }
      switch (outcome.reason) {
        case 'reused':
          // Someone holds a copy: end the session so neither copy works any more.
          await sessions.end(outcome.sessionId, 'TOKEN_REUSE');
          await revokeRefreshTokens(store, outcome.sessionId);
          throw invalidTokenFailure('RefreshTokenReused');
        case 'expired':
          throw invalidTokenFailure('RefreshTokenExpired');
        case 'session-ended':
          throw invalidTokenFailure('SessionEnded');
        default:
          throw invalidTokenFailure('RefreshTokenUnknown');
      }
    },
  };
}
