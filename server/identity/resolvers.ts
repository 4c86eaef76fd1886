// Identity's GraphQL side: the viewer and account mutations, the custom token flow's sessions,
// and phone verification.
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';
import { mergeServiceResolvers } from '../graphql/resolvers.ts';
import { accountResolvers } from './auth/account-resolvers.ts';
import type { AuthServices } from './auth/auth-services.ts';
import { phoneVerificationResolvers } from './auth/phone-verification-resolvers.ts';
import { sessionResolvers } from './auth/session-resolvers.ts';

export function identityResolvers(auth: AuthServices): Resolvers {
  return mergeServiceResolvers(
    accountResolvers(auth),
    sessionResolvers(auth),
    phoneVerificationResolvers(auth),
  );
}
