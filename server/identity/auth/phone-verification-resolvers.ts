// requestPhoneVerification and verifyPhoneNumber: the bearer's phone number, verified with an SMS
// code (phone-verification.ts). Both need a player; the player must belong to the request's brand.
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { findPlayerById } from '../../players/players.ts';
import { authenticationFailure } from '../../players/errors.ts';
import { createPhoneVerification } from './phone-verification.ts';
import { toPlayer } from './player-view.ts';
import { requirePlayer } from '../../players/require.ts';
import type { AuthServices } from './auth-services.ts';

export function phoneVerificationResolvers(services: AuthServices): Resolvers {
  const { store, smsCodes, log, standIns } = services;
  const verification = createPhoneVerification({ store, smsCodes });

  /** The bearer, refused when closed or of another brand. */
  async function bearer(context: GraphQLContext): Promise<string> {
    const viewer = requirePlayer(context);
    const player = await findPlayerById(store, viewer.playerId);
    if (!player || player.brand !== context.brand.key || player.accountClosed) {
      throw authenticationFailure();
    }
    return player.id;
  }

  return {
    Mutation: {
      requestPhoneVerification: async (_root, { phoneNumber }, context) => {
        const playerId = await bearer(context);
        const sent = await verification.request(
          context.brand,
          playerId,
          phoneNumber,
          context.clientAddress,
        );
        if (sent.sentCode && standIns.devOutbox) {
          // The development stand-in for the SMS provider (also in /dev/outbox/).
          log.info(
            `SMS phone-verification code for ${sent.phoneNumber} on ${context.brand.key}: ${sent.sentCode}`,
          );
        }
        return {
          expiresAt: sent.expiresAt.toISOString(),
          resendAvailableAt: sent.resendAvailableAt.toISOString(),
        };
      },

      verifyPhoneNumber: async (_root, { code }, context) => {
        const playerId = await bearer(context);
        return toPlayer(await verification.verify(context.brand, playerId, code));
      },
    },
  };
}
