// The GraphQL Player and Customer of platform-core §3 from a player record. Limits, KYC, source
// of wealth and deposits belong to later services: their fields hold neutral values until then.
import type { Customer, Player } from '../../graphql/generated/resolvers-types.ts';
import { countryName } from '../registration-input.ts';
import type { PlayerRecord } from '../../players/players.ts';

export function toPlayer(player: PlayerRecord): Player {
  return {
    id: player.id,
    playerId: player.id,
    accountStatus: {
      status: player.accountClosed ? 'Closed' : 'Active',
      cause: player.accountClosedCause,
      reopenByCustomerAllowed: false,
    },
    country: {
      id: player.country,
      code: player.country,
      name: countryName(player.country),
      currency: player.currency,
    },
    language: player.language,
    email: player.email,
    isPhoneNumberVerified: player.isPhoneNumberVerified,
    phoneNumber: player.phoneNumber,
    // The spec's field is minutes; a development period of seconds rounds up.
    realityCheckPeriod:
      player.realityCheckSeconds === null ? null : Math.ceil(player.realityCheckSeconds / 60),
    personalInfo: {
      street: player.street,
      city: player.city,
      firstName: player.firstName,
      lastName: player.lastName,
      dateOfBirth: player.dateOfBirth,
      zipCode: player.zipCode,
      ssn: null,
      state: player.state,
    },
    emailVerified: player.emailVerified,
    // An operator's block on marketing, not the player's own choices (those follow).
    marketingPreferences: { marketingBlocked: false },
    isSuppressedInAnyCommunicationGroup: false,
    isSmsMarketingAccepted: player.isSmsMarketingAccepted,
    isEmailMarketingAccepted: player.isEmailMarketingAccepted,
    isPhoneMarketingAccepted: player.isPhoneMarketingAccepted,
    // Registration refuses to create an account without both.
    termsAccepted: true,
    privacyPolicyAccepted: true,
    isInstantBankingBlocked: false,
    instantBankingBlock: null,
    selfExclusionDetails: null,
    timeouts: null,
    areWithdrawalsBlocked: false,
    kycCheckStatus: {
      status: 'NotRequired',
      deadline: null,
      verificationsDone: [],
      verificationsMissing: [],
    },
    totalDepositAmount: 0,
    sourceOfWealthStatus: null,
    bankingCDD: null,
  };
}

export function toCustomer(player: PlayerRecord): Customer {
  return {
    id: player.id,
    popUpsNeeded: [],
    isCancelWithdrawalBlocked: false,
    isIncreaseDepositLimitBlocked: false,
    isRewardsBlocked: false,
    isDepositsBlocked: false,
  };
}
