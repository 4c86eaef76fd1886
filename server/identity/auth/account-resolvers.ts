// The account side of the API: viewer (GetPlayerInfo, GetCustomerInfo), flow settings,
// registration and email verification.
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { LobbyError } from '../../errors.ts';
import { consumeEmailVerification } from '../email-verification.ts';
import { findPlayerById } from '../../players/players.ts';
import {
  checkRegistrationFields,
  registerPlayer,
  type RegistrationRequest,
} from '../registration.ts';
import { resendVerificationEmail } from '../verification-resend.ts';
import { authenticationFailure } from '../../players/errors.ts';
import { emailVerificationFailure, mailUnavailable, registrationInvalid } from './errors.ts';
import { flowSettingsFor } from './flow-settings.ts';
import { toCustomer, toPlayer } from './player-view.ts';
import { requirePlayer } from '../../players/require.ts';
import type { AuthServices } from './auth-services.ts';

export function accountResolvers(services: AuthServices): Resolvers {
  const { store, now, notifier } = services;
  /** What registration and the resend need; links of the brand, never of the request's Host. */
  const mailing = (context: GraphQLContext): RegistrationRequest => {
    const links = services.mailLinks(context.brand);
    if (!links) throw mailUnavailable();
    return {
      store,
      brand: context.brand,
      links,
      notifier,
      client: context.clientAddress,
      now: now(),
    };
  };
  return {
    Query: {
      viewer: async (_root, _args, context) => {
        const viewer = requirePlayer(context);
        const player = await findPlayerById(store, viewer.playerId);
        if (!player || player.brand !== context.brand.key) throw authenticationFailure();
        return { player: toPlayer(player), customer: toCustomer(player) };
      },

      flowSettings: (_root, { countryCode }, context) => {
        const country = countryCode?.trim() || context.country.countryCode;
        if (!/^([A-Za-z]{2}|ROW)$/.test(country)) {
          throw new LobbyError(
            'InvalidArgument',
            'countryCode must be an ISO 3166-1 alpha-2 code.',
            {
              reasons: ['InvalidCountryCode'],
            },
          );
        }
        return flowSettingsFor(context.brand.key, country);
      },
    },

    Mutation: {
      registerPlayer: async (_root, { input }, context) => {
        const outcome = await registerPlayer(mailing(context), input);
        if (!outcome.ok) throw registrationInvalid(outcome.errors);
        return { email: outcome.email, verificationEmailSent: true };
      },

      // The rules of registerPlayer for the fields of one step (REGILY); nothing is stored and
      // nothing tells whether an address or a personal code already has an account.
      checkRegistrationFields: (_root, { input }, context) =>
        checkRegistrationFields(context.brand, input, context.country.countryCode, now()),

      verifyEmail: async (_root, { token }) => {
        const outcome = await consumeEmailVerification(store, token, now());
        if (outcome.status !== 'verified') throw emailVerificationFailure(outcome.status);
        return { verified: true, email: outcome.email };
      },

      resendVerificationEmail: async (_root, { email }, context) => {
        await resendVerificationEmail(mailing(context), email);
        return { accepted: true };
      },
    },
  };
}
