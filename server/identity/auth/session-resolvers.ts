// Mutations and subscriptions of the session: refreshAccessToken, logout, the SMS sign-in, and
// the sessionDestroyed / playerUpdated subscriptions.
import type { Resolvers, SessionEndReason } from '../../graphql/generated/resolvers-types.ts';
import { normalizePhoneNumber } from '../phone-number.ts';
import { findPlayerById, markPhoneVerified } from '../../players/players.ts';
import type { PubSubTopics } from '../../pubsub/pubsub.ts';
import { invalidPhoneNumber, smsCodeError, smsResendCooldown } from './errors.ts';
import { revokeRefreshTokens } from './refresh-tokens.ts';
import { requireOrigin, requirePlayer } from '../../players/require.ts';
import type { AuthServices } from './auth-services.ts';
import { playerEvents } from '../../players/player-events.ts';
import { accountStatusOf, closedAccountMessage } from '../../players/compliance-state.ts';
import { LobbyError } from '../../errors.ts';

type SessionDestroyedPayload = PubSubTopics['sessionDestroyed'];
type PlayerUpdatedPayload = PubSubTopics['playerUpdated'];

export function sessionResolvers(services: AuthServices): Resolvers {
  const { store, sessions, smsCodes, tokenPairs, log, standIns } = services;
  return {
    Mutation: {
      refreshAccessToken: (_root, { refreshToken }, context) =>
        tokenPairs.refresh(context.brand, requireOrigin(context), refreshToken),

      logout: async (_root, _args, context) => {
        const viewer = requirePlayer(context);
        await sessions.end(viewer.sessionId, 'LOGOUT');
        await revokeRefreshTokens(store, viewer.sessionId);
        return { loggedOut: true };
      },

      requestSmsCode: async (_root, { phoneNumber }, context) => {
        const phone = normalizePhoneNumber(phoneNumber);
        if (!phone) throw invalidPhoneNumber();
        const outcome = await smsCodes.request(context.brand, phone, context.clientAddress);
        if (!outcome.ok) throw smsResendCooldown(outcome.resendAvailableAt);
        if (outcome.sentCode && standIns.devOutbox) {
          // The development stand-in for the SMS provider (also in /dev/outbox/).
          log.info(`SMS sign-in code for ${phone} on ${context.brand.key}: ${outcome.sentCode}`);
        }
        return {
          expiresAt: outcome.expiresAt.toISOString(),
          resendAvailableAt: outcome.resendAvailableAt.toISOString(),
        };
      },

      signInWithSmsCode: async (_root, { phoneNumber, code }, context) => {
        const origin = requireOrigin(context);
        const phone = normalizePhoneNumber(phoneNumber);
        if (!phone) throw invalidPhoneNumber();
        const outcome = await smsCodes.check(context.brand, phone, code.trim());
        if (!outcome.ok) throw smsCodeError(outcome.reason);
        const player = await findPlayerById(store, outcome.playerId);
        if (!player) throw smsCodeError('invalid');
        // The code proved the phone is theirs: a closed account's owner learns why.
        if (player.accountClosed) {
          const status = await accountStatusOf(store, player.id);
          throw new LobbyError(
            'AccountClosed',
            closedAccountMessage(status?.cause ?? null, 'phone'),
            {
              details: {
                cause: status?.cause ?? null,
                reopenByCustomerAllowed: status?.reopenByCustomerAllowed ?? false,
              },
            },
          );
        }
        await markPhoneVerified(store, outcome.playerId);
        return tokenPairs.signIn(context.brand, origin, outcome.playerId, 'SMS');
      },
    },

    Subscription: {
      sessionDestroyed: {
        // The end of this session, however it ends (session-guard.ts): one event, then complete.
        subscribe: (_root, _args, context) => context.sessionGuard.endOf(requirePlayer(context)),
        resolve: (payload: SessionDestroyedPayload) => ({
          sessionId: payload.sessionId,
          // Written by server/identity/sessions.ts from the same list of reasons.
          reason: payload.reason as SessionEndReason,
        }),
      },
      playerUpdated: {
        subscribe: (_root, _args, context) =>
          playerEvents(
            context,
            'playerUpdated',
            (event, viewer) => event.playerId === viewer.playerId,
          ),
        resolve: (payload: PlayerUpdatedPayload) => ({
          ...payload,
          accountStatus: payload.accountStatus ?? null,
        }),
      },
    },
  };
}
