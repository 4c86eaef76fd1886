/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AccountStatus =
  | 'Active'
  | 'Closed';

export type AdditionalInformationField =
  | 'city'
  | 'occupation'
  | 'street'
  | 'zipCode';

export type AdditionalInformationInput = {
  city?: string | null | undefined;
  occupation?: string | null | undefined;
  street?: string | null | undefined;
  zipCode?: string | null | undefined;
};

/** Banner types (programmes §3). */
export type BannerType =
  | 'AccountClosed'
  | 'BankingCDD'
  | 'Content'
  | 'GermanyCloseDown'
  | 'InstantBankingGracePeriod'
  | 'InstantBankingJackpot'
  | 'KycRequired'
  | 'Maintenance'
  | 'NovemberCampaign'
  | 'SelfExclusion'
  | 'SowRequired'
  | 'SowUploadRequired'
  | 'Timeout';

export type BonusStatus =
  | 'Active'
  | 'Converted'
  | 'Expired'
  | 'Forfeited';

export type BreakDuration =
  | 'Days7'
  | 'Days30'
  | 'Hours24'
  | 'Indefinite'
  | 'Months6'
  | 'Weeks6'
  | 'Year1'
  | 'Years2'
  | 'Years5';

export type BreakKind =
  | 'SelfExclusion'
  | 'Timeout';

export type CallToActionType =
  | 'DEPOSIT'
  | 'PAGE_LINK';

export type ContentBlockType =
  | 'BANNER_EXTERNAL_LINK'
  | 'BANNER_GAME'
  | 'BANNER_MANUAL'
  | 'JACKPOT'
  | 'PROMOTION'
  | 'PROMOTION_V2'
  | 'RAFFLE'
  | 'TOP_GAMES'
  | 'TOP_SPORTS';

export type DepositOfferApplicability =
  | 'ALWAYS'
  | 'EXISTING_DEPOSITS'
  | 'FIRST_TIME_DEPOSIT';

/** Review status of a document. Requested: asked for, nothing (or only rejected files) uploaded. */
export type DocumentStatus =
  | 'Approved'
  | 'Pending'
  | 'Rejected'
  | 'Requested';

export type GameMode =
  | 'FUN'
  | 'REAL';

export type GameRoundStatus =
  | 'open'
  | 'rolledBack'
  | 'settled';

/** The kind of game (the catalogue's games.game_type): bonus wagering weighs bets by it. */
export type GameType =
  | 'instant'
  | 'live'
  | 'slot'
  | 'table';

export type License =
  | 'anj'
  | 'cos'
  | 'crc'
  | 'est'
  | 'mga';

/**
 * Money limits: Deposit (gross deposits), Loss (net casino losses on this account) and
 * GlobalLoss (net losses on every brand of the operator for the same person: the same e-mail
 * address). Session is the daily play-time limit, in minutes.
 */
export type LimitKind =
  | 'Deposit'
  | 'GlobalLoss'
  | 'Loss'
  | 'Session';

/** platform-core §3 "Limit periods". Rolling windows: Day 24 hours, Week 7 days, Month 30 days. */
export type LimitPeriod =
  | 'Day'
  | 'Month'
  | 'Week';

export type LoginFlow =
  | 'Keycloak'
  | 'Piq'
  | 'Sms'
  | 'Trustly';

/** Money types of balanceUpdated (platform-core §4 "Wallet money-type effects"). */
export type MoneyType =
  /** An Active bonus reached its end date: its bonus money left the bonusBalance. */
  | 'BonusExpiry'
  | 'CancelWithdrawal'
  | 'CasinoBet'
  | 'CasinoRollback'
  | 'CasinoWin'
  | 'Deposit'
  | 'InitWithdrawal'
  /** A jackpot pot dropped to the player (or the shared pot paid their share). */
  | 'JackpotWin'
  /** A raffle drop was drawn and the player won one of its prizes. */
  | 'RaffleWin'
  /** A claimed money drop (balance) or bonus money drop (bonusBalance). */
  | 'RewardCredit'
  | 'Withdrawal';

export type PaymentProvider =
  | 'Finshark'
  | 'Krofort'
  | 'PaymentIQ'
  | 'Trustly';

export type PopUpKind =
  | 'BonusTerms'
  | 'Message'
  | 'PrivacyPolicy'
  | 'TermsAndConditions';

export type RegisterPlayerInput = {
  acceptPrivacyPolicy: boolean;
  acceptTerms: boolean;
  city?: string | null | undefined;
  /** ISO 3166-1 alpha-2; the account's currency follows from it. */
  country: string;
  /** YYYY-MM-DD; players must be 18 or older. */
  dateOfBirth: string;
  /**
   * Daily deposit limit, major units as typed ("100", "100.50"): required where the licence asks
   * at sign-up (depositLimitsOnRegistration, mga).
   */
  depositLimit?: string | null | undefined;
  email: string;
  emailMarketing?: boolean;
  firstName: string;
  lastName: string;
  password: string;
  phoneMarketing?: boolean;
  /** With its country code: +358401234567. */
  phoneNumber: string;
  smsMarketing?: boolean;
  /**
   * Estonian personal code (isikukood): required where the country's form is SSN (ssnOnRegistration,
   * est), checked by its checksum and against dateOfBirth.
   */
  ssn?: string | null | undefined;
  street?: string | null | undefined;
  zipCode?: string | null | undefined;
};

/** A registration draft: any subset of the fields, for a multi-step form to check a step. */
export type RegistrationDraftInput = {
  acceptPrivacyPolicy?: boolean | null | undefined;
  acceptTerms?: boolean | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  dateOfBirth?: string | null | undefined;
  depositLimit?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  password?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  ssn?: string | null | undefined;
  street?: string | null | undefined;
  zipCode?: string | null | undefined;
};

export type RegistrationFormType =
  | 'DINO'
  | 'REGILY'
  | 'SSN'
  | 'TRUSTLY';

export type RewardClaimType =
  | 'automatic'
  | 'manual';

export type RewardKind =
  | 'Cashback'
  | 'Incentive';

export type RewardSortField =
  | 'assignedAt'
  | 'rewardId'
  | 'status'
  | 'updatedAt';

/**
 * Reward statuses (platform-core §3). Scheduled → Unclaimed at startsAt; Unclaimed → Processing
 * → Credited on claim (automatic claim types are credited at assignment or start); Unclaimed or
 * Scheduled → Expired at endsAt (or expiresIn after assignment); → Removed by the operator;
 * FailedProcessing when crediting failed (the claim can be tried again).
 */
export type RewardStatus =
  | 'Credited'
  | 'Expired'
  | 'FailedProcessing'
  | 'Processing'
  | 'Removed'
  | 'Scheduled'
  | 'Unclaimed';

export type RewardType =
  | 'BonusMoneyDrop'
  | 'FreeSpins'
  | 'MoneyDrop';

export type SessionEndReason =
  | 'ACCOUNT_CLOSED'
  | 'LOGGED_IN_FROM_ANOTHER_DEVICE'
  | 'LOGOUT'
  | 'SELF_EXCLUSION'
  | 'SESSION_LIMIT'
  | 'TIMEOUT'
  | 'TOKEN_REUSE';

export type SetLimitInput = {
  /**
   * Minor units (money limits; positive whole numbers) or minutes (Session); null removes the
   * limit (after the cooling-off).
   */
  amount?: number | null | undefined;
  /** Required for money limits: must be the account's currency. */
  currency?: string | null | undefined;
  kind: LimitKind;
  period: LimitPeriod;
};

export type SourceOfWealthCategoryInput = {
  description?: string | null | undefined;
  selectedOptions: Array<string>;
  type: SourceOfWealthType;
};

/** Source-of-wealth types (platform-core §3). */
export type SourceOfWealthType =
  | 'Dividends'
  | 'Inheritance'
  | 'Other'
  | 'Salary'
  | 'SaleOfCompany'
  | 'SaleOfProperty';

/** Source-of-wealth check state (platform-core §3). */
export type SowCheckState =
  | 'Done'
  | 'NotRequired'
  | 'Required';

/** Thumbnail widths in CSS pixels × device pixel ratio (capped at 2). Images are 4:3. */
export type ThumbnailSize =
  | 'W160'
  | 'W240'
  | 'W320'
  | 'W480'
  | 'W640';

export type TransactionStatus =
  | 'CancelInitialized'
  | 'Cancelled'
  | 'Completed'
  | 'Initialized'
  | 'RollbackInitialized'
  | 'RolledBacked';

export type TransactionType =
  | 'Deposit'
  | 'Withdrawal';

export type WithdrawalCancelReason =
  | 'AccountIssues'
  | 'InsufficientGameChoices'
  | 'NotEnoughBonusesOrPromotions'
  | 'PaymentIssues';

export type WalletQueryVariables = Exact<{ [key: string]: never; }>;


export type WalletQuery = { viewer: { wallet: { id: string, balance: number, bonusBalance: number, currency: string, minDepositAmount: number, minWithdrawalAmount: number } } };

export type WalletBalanceUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type WalletBalanceUpdatedSubscription = { balanceUpdated: { balance: number, bonusBalance: number, currency: string, amount: number, moneyType: MoneyType, wageringProgress: number } };

export type LastCompletedDepositQueryVariables = Exact<{ [key: string]: never; }>;


export type LastCompletedDepositQuery = { viewer: { lastCompletedDeposit: { provider: string, payload: string } | null } };

export type InitDepositMutationVariables = Exact<{
  amount: number;
  currency: string;
  paymentMethod: string;
  returnUrl?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
}>;


export type InitDepositMutation = { initDeposit: { paymentUrl: string, transaction: { id: string, status: TransactionStatus } } };

export type InitWithdrawalMutationVariables = Exact<{
  amount: number;
  currency: string;
  idempotencyKey?: string | null | undefined;
}>;


export type InitWithdrawalMutation = { initWithdrawal: { id: string, status: TransactionStatus, amount: number, currency: string } };

export type CancelWithdrawalMutationVariables = Exact<{
  transactionId: string | number;
  reason: WithdrawalCancelReason;
}>;


export type CancelWithdrawalMutation = { cancelWithdrawal: { id: string, status: TransactionStatus, cancelReason: WithdrawalCancelReason | null } };

export type TransactionHistoryQueryVariables = Exact<{
  type?: TransactionType | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type TransactionHistoryQuery = { viewer: { customer: { id: string, isCancelWithdrawalBlocked: boolean }, transactions: { edges: Array<{ cursor: string, node: { id: string, type: TransactionType, status: TransactionStatus, amount: number, currency: string, provider: string, paymentMethod: string, cancelReason: WithdrawalCancelReason | null, createdAt: string, processedAt: string | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } };

export type StartPayNPlayMutationVariables = Exact<{
  amount: number;
  provider: PaymentProvider;
  returnUrl: string;
}>;


export type StartPayNPlayMutation = { startPayNPlay: { paymentUrl: string } };

export type ExchangePayNPlayCodeMutationVariables = Exact<{
  code: string;
}>;


export type ExchangePayNPlayCodeMutation = { exchangePayNPlayCode: { accessToken: string, refreshToken: string, accessTokenExpiresAt: string } };

export type FirstDepositQueryVariables = Exact<{ [key: string]: never; }>;


export type FirstDepositQuery = { viewer: { player: { totalDepositAmount: number } } };

export type GameRoundHistoryQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type GameRoundHistoryQuery = { viewer: { gameRounds: { edges: Array<{ cursor: string, node: { id: string, gameSlug: string, gameName: string, currency: string, bet: number, win: number, status: GameRoundStatus, createdAt: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } };

export type DepositWithLastUsedAccountMutationVariables = Exact<{
  amount: number;
  currency: string;
  paymentMethod: string;
  account: string;
  idempotencyKey?: string | null | undefined;
}>;


export type DepositWithLastUsedAccountMutation = { depositWithLastUsedAccount: { id: string, status: TransactionStatus, amount: number, currency: string } };

export type ComplianceStateQueryVariables = Exact<{ [key: string]: never; }>;


export type ComplianceStateQuery = { viewer: { player: { id: string, email: string, phoneNumber: string | null, isPhoneNumberVerified: boolean, bankingCDD: string | null, isInstantBankingBlocked: boolean, accountStatus: { status: AccountStatus, cause: string | null, reopenByCustomerAllowed: boolean }, country: { code: string }, kycCheckStatus: { status: string, deadline: string | null }, sourceOfWealthStatus: { dueDate: string | null, dueDateExpired: boolean } | null, selfExclusionDetails: { exclusionEndsAt: string | null } | null, timeouts: { timeoutEndsAt: string | null } | null, instantBankingBlock: { activeFrom: string | null } | null }, customer: { id: string, popUpsNeeded: Array<string> }, sourceOfWealth: { checkState: SowCheckState, dueDate: string | null, dueDateExpired: boolean, requestedFundingType: SourceOfWealthType | null, categories: Array<{ type: SourceOfWealthType, completed: boolean }> }, additionalInformation: { required: boolean }, popUps: Array<{ id: string, kind: PopUpKind, version: number, title: string, body: string, requiresAcceptance: boolean }> } };

export type SiteBannersQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteBannersQuery = { siteBanners: Array<{ id: string, type: BannerType, text: string | null, link: string | null, startsAt: string | null, endsAt: string | null }>, countryContext: { countryCode: string } };

export type AcceptPopUpMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type AcceptPopUpMutation = { acceptPopUp: { id: string, popUpsNeeded: Array<string> } };

export type CustomerPopUpAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CustomerPopUpAddedSubscription = { customerPopUpAdded: { popUpIdsAdded: Array<string> } };

export type ComplianceDocumentFieldsFragment = { documentId: string, purpose: string, fileName: string, contentType: string, size: number, status: DocumentStatus, rejectionReason: string | null, uploadedAt: string, reviewedAt: string | null, url: string };

export type ComplianceSourceOfWealthFieldsFragment = { checkState: SowCheckState, dueDate: string | null, dueDateExpired: boolean, reason: string | null, comment: string | null, requestedFundingType: SourceOfWealthType | null, categories: Array<{ type: SourceOfWealthType, exampleOptions: Array<string>, selectedOptions: Array<string>, description: string | null, completed: boolean, documents: Array<{ documentId: string, purpose: string, fileName: string, contentType: string, size: number, status: DocumentStatus, rejectionReason: string | null, uploadedAt: string, reviewedAt: string | null, url: string }> }> };

export type ComplianceAdditionalInformationFieldsFragment = { required: boolean, requiredFields: Array<AdditionalInformationField>, missingFields: Array<AdditionalInformationField>, street: string | null, city: string | null, zipCode: string | null, occupation: string | null };

export type ComplianceSourceOfWealthQueryVariables = Exact<{ [key: string]: never; }>;


export type ComplianceSourceOfWealthQuery = { viewer: { sourceOfWealth: { checkState: SowCheckState, dueDate: string | null, dueDateExpired: boolean, reason: string | null, comment: string | null, requestedFundingType: SourceOfWealthType | null, categories: Array<{ type: SourceOfWealthType, exampleOptions: Array<string>, selectedOptions: Array<string>, description: string | null, completed: boolean, documents: Array<{ documentId: string, purpose: string, fileName: string, contentType: string, size: number, status: DocumentStatus, rejectionReason: string | null, uploadedAt: string, reviewedAt: string | null, url: string }> }> } } };

export type ComplianceDeclareSourceOfWealthMutationVariables = Exact<{
  input: SourceOfWealthCategoryInput;
}>;


export type ComplianceDeclareSourceOfWealthMutation = { declareSourceOfWealth: { checkState: SowCheckState, dueDate: string | null, dueDateExpired: boolean, reason: string | null, comment: string | null, requestedFundingType: SourceOfWealthType | null, categories: Array<{ type: SourceOfWealthType, exampleOptions: Array<string>, selectedOptions: Array<string>, description: string | null, completed: boolean, documents: Array<{ documentId: string, purpose: string, fileName: string, contentType: string, size: number, status: DocumentStatus, rejectionReason: string | null, uploadedAt: string, reviewedAt: string | null, url: string }> }> } };

export type ComplianceDocumentsQueryVariables = Exact<{ [key: string]: never; }>;


export type ComplianceDocumentsQuery = { viewer: { documents: Array<{ documentId: string, purpose: string, fileName: string, contentType: string, size: number, status: DocumentStatus, rejectionReason: string | null, uploadedAt: string, reviewedAt: string | null, url: string }>, documentRequests: Array<{ purpose: string, source: string, dueDate: string | null, comment: string | null, status: DocumentStatus }> } };

export type ComplianceAdditionalInformationQueryVariables = Exact<{ [key: string]: never; }>;


export type ComplianceAdditionalInformationQuery = { viewer: { additionalInformation: { required: boolean, requiredFields: Array<AdditionalInformationField>, missingFields: Array<AdditionalInformationField>, street: string | null, city: string | null, zipCode: string | null, occupation: string | null } } };

export type ComplianceProvideAdditionalInformationMutationVariables = Exact<{
  input: AdditionalInformationInput;
}>;


export type ComplianceProvideAdditionalInformationMutation = { provideAdditionalInformation: { required: boolean, requiredFields: Array<AdditionalInformationField>, missingFields: Array<AdditionalInformationField>, street: string | null, city: string | null, zipCode: string | null, occupation: string | null } };

export type StartGameSessionMutationVariables = Exact<{
  slug: string;
  mode: GameMode;
}>;


export type StartGameSessionMutation = { startGameSession: { url: string, mode: GameMode, currency: string, expiresAt: string } };

export type GameDetailsQueryVariables = Exact<{
  slug: string;
  thumbnailSize: ThumbnailSize;
}>;


export type GameDetailsQuery = { game: { id: string, slug: string, name: string, rtp: number, isBonusEnabled: boolean, isLiveCasinoGame: boolean, isJackpotGame: boolean, minBet: number, studio: { slug: string, name: string }, relatedGames: Array<{ id: string, slug: string, name: string, rtp: number, studio: { name: string }, thumbnail: { url: string, width: number, height: number } }> } | null };

export type SyncRecentlyPlayedGamesQueryVariables = Exact<{
  maxRecentlyPlayedGames: number;
}>;


export type SyncRecentlyPlayedGamesQuery = { viewer: { recentlyPlayedGamesV2: Array<{ gameId: string, isLiveCasinoGame: boolean, slug: string, name: string }> } };

export type JackpotSettingsQueryVariables = Exact<{
  ipCountryCode?: string | null | undefined;
}>;


export type JackpotSettingsQuery = { jackpotSettings: { enabled: boolean, operatorId: string | null, instanceId: string | null, sourceId: string | null, websocketUrl: string | null, contributionOptions: Array<number>, initialContributionValue: number | null, currency: string, enabledCommunity: boolean, logo: string | null, winnerNotificationImage: string | null, desktopImage: string | null, mobileImage: string | null, titleRows: Array<string>, subtitle: string | null, text: string | null, termsAndConditions: string | null, colorPalette: { highlight: string, background: string, darkBackground: string, detailsContentBackground: string, body: string, backgroundContrast: string, buttonBackground: string } | null } | null };

export type JackpotLeaderboardQueryVariables = Exact<{
  brand: string;
  jackpotInstanceId: string;
  jackpotPotId?: string | null | undefined;
  currency: string;
  playerUUID?: string | null | undefined;
  size?: number | null | undefined;
}>;


export type JackpotLeaderboardQuery = { jackpotLeaderboard: { playerPosition: number, playerRank: string | null, playerRankImageUrl: string | null, playerExpectedPrize: number, currency: string, entries: Array<{ position: number, brand: string, expectedPrize: number, initials: string, rankImageUrl: string | null, rankName: string | null, isPlayer: boolean }> } };

export type CurrentSessionFieldsFragment = { id: string, startedAt: string, currency: string, wagered: number, won: number, net: number, realityChecksAcknowledged: number, playedTodaySeconds: number };

export type PlayerBreakFieldsFragment = { kind: BreakKind, duration: BreakDuration, startedAt: string, endsAt: string | null, liftRequestedAt: string | null, liftsAt: string | null, canRequestLift: boolean };

export type ProtectionLiveQueryVariables = Exact<{ [key: string]: never; }>;


export type ProtectionLiveQuery = { viewer: { responsibleGaming: { realityCheck: { periodSeconds: number | null } | null, limits: Array<{ kind: LimitKind, period: LimitPeriod, amount: number | null, used: number }>, currentSession: { id: string, startedAt: string, currency: string, wagered: number, won: number, net: number, realityChecksAcknowledged: number, playedTodaySeconds: number } | null } } };

export type RealityCheckSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type RealityCheckSummaryQuery = { viewer: { responsibleGaming: { currentSession: { id: string, startedAt: string, currency: string, wagered: number, won: number, net: number, realityChecksAcknowledged: number, playedTodaySeconds: number } | null } } };

export type AcknowledgeRealityCheckMutationVariables = Exact<{
  index: number;
}>;


export type AcknowledgeRealityCheckMutation = { acknowledgeRealityCheck: { id: string, startedAt: string, currency: string, wagered: number, won: number, net: number, realityChecksAcknowledged: number, playedTodaySeconds: number } };

export type PlayerBreakQueryVariables = Exact<{ [key: string]: never; }>;


export type PlayerBreakQuery = { viewer: { player: { timeouts: { timeoutEndsAt: string | null } | null, selfExclusionDetails: { exclusionEndsAt: string | null } | null }, responsibleGaming: { activeBreak: { kind: BreakKind, duration: BreakDuration, startedAt: string, endsAt: string | null, liftRequestedAt: string | null, liftsAt: string | null, canRequestLift: boolean } | null } } };

export type RequestBreakLiftMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestBreakLiftMutation = { requestBreakLift: { kind: BreakKind, duration: BreakDuration, startedAt: string, endsAt: string | null, liftRequestedAt: string | null, liftsAt: string | null, canRequestLift: boolean } };

export type ProtectionLimitFieldsFragment = { kind: LimitKind, period: LimitPeriod, amount: number | null, currency: string | null, used: number, remaining: number | null, resetsAt: string | null, pending: { amount: number | null, requestedAt: string, effectiveAt: string } | null };

export type ProtectionLicenceLimitsFragment = { licence: License | null, limits: Array<{ kind: LimitKind, period: LimitPeriod, amount: number | null, currency: string | null, used: number, remaining: number | null, resetsAt: string | null, pending: { amount: number | null, requestedAt: string, effectiveAt: string } | null }> };

export type SessionRecordFieldsFragment = { id: string, startedAt: string, endedAt: string | null, durationSeconds: number, currency: string, wagered: number, won: number, net: number, endReason: SessionEndReason | null };

export type ProtectionLimitsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProtectionLimitsQuery = { viewer: { wallet: { id: string, currency: string }, responsibleGaming: { licence: License | null, realityCheck: { periodSeconds: number | null, optionsSeconds: Array<number> } | null, limits: Array<{ kind: LimitKind, period: LimitPeriod, amount: number | null, currency: string | null, used: number, remaining: number | null, resetsAt: string | null, pending: { amount: number | null, requestedAt: string, effectiveAt: string } | null }> } } };

export type ProtectionSetLimitMutationVariables = Exact<{
  input: SetLimitInput;
}>;


export type ProtectionSetLimitMutation = { setLimit: { kind: LimitKind, period: LimitPeriod, amount: number | null, currency: string | null, used: number, remaining: number | null, resetsAt: string | null, pending: { amount: number | null, requestedAt: string, effectiveAt: string } | null } };

export type ProtectionCancelPendingLimitMutationVariables = Exact<{
  kind: LimitKind;
  period: LimitPeriod;
}>;


export type ProtectionCancelPendingLimitMutation = { cancelPendingLimit: { kind: LimitKind, period: LimitPeriod, amount: number | null, currency: string | null, used: number, remaining: number | null, resetsAt: string | null, pending: { amount: number | null, requestedAt: string, effectiveAt: string } | null } };

export type ProtectionSetRealityCheckPeriodMutationVariables = Exact<{
  seconds?: number | null | undefined;
}>;


export type ProtectionSetRealityCheckPeriodMutation = { setRealityCheckPeriod: { periodSeconds: number | null, optionsSeconds: Array<number> } };

export type ProtectionBreaksQueryVariables = Exact<{ [key: string]: never; }>;


export type ProtectionBreaksQuery = { viewer: { responsibleGaming: { licence: License | null, timeoutOptions: Array<BreakDuration>, selfExclusionOptions: Array<BreakDuration>, activeBreak: { kind: BreakKind, duration: BreakDuration, startedAt: string, endsAt: string | null, liftRequestedAt: string | null, liftsAt: string | null, canRequestLift: boolean } | null } } };

export type ProtectionStartBreakMutationVariables = Exact<{
  kind: BreakKind;
  duration: BreakDuration;
}>;


export type ProtectionStartBreakMutation = { startBreak: { kind: BreakKind, duration: BreakDuration, startedAt: string, endsAt: string | null, liftRequestedAt: string | null, liftsAt: string | null, canRequestLift: boolean } };

export type ProtectionSessionHistoryQueryVariables = Exact<{
  first: number;
}>;


export type ProtectionSessionHistoryQuery = { viewer: { sessionHistory: Array<{ id: string, startedAt: string, endedAt: string | null, durationSeconds: number, currency: string, wagered: number, won: number, net: number, endReason: SessionEndReason | null }> } };

export type ProtectionDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type ProtectionDashboardQuery = { viewer: { player: { id: string, emailVerified: boolean, isPhoneNumberVerified: boolean, kycCheckStatus: { status: string } }, wallet: { id: string, balance: number, bonusBalance: number, currency: string }, responsibleGaming: { licence: License | null, realityCheck: { periodSeconds: number | null } | null, activeBreak: { kind: BreakKind, duration: BreakDuration, startedAt: string, endsAt: string | null, liftRequestedAt: string | null, liftsAt: string | null, canRequestLift: boolean } | null, currentSession: { id: string, startedAt: string, playedTodaySeconds: number } | null, limits: Array<{ kind: LimitKind, period: LimitPeriod, amount: number | null, currency: string | null, used: number, remaining: number | null, resetsAt: string | null, pending: { amount: number | null, requestedAt: string, effectiveAt: string } | null }> }, sessionHistory: Array<{ id: string, startedAt: string, endedAt: string | null, durationSeconds: number, currency: string, wagered: number, won: number, net: number, endReason: SessionEndReason | null }> } };

export type ProtectionLimitPromptQueryVariables = Exact<{ [key: string]: never; }>;


export type ProtectionLimitPromptQuery = { viewer: { wallet: { id: string, currency: string }, responsibleGaming: { limitPromptNeeded: boolean, limitPromptMandatory: boolean, licence: License | null, limits: Array<{ kind: LimitKind, period: LimitPeriod, amount: number | null, currency: string | null, used: number, remaining: number | null, resetsAt: string | null, pending: { amount: number | null, requestedAt: string, effectiveAt: string } | null }> } } };

export type ProtectionDismissLimitPromptMutationVariables = Exact<{ [key: string]: never; }>;


export type ProtectionDismissLimitPromptMutation = { dismissLimitPrompt: { limitPromptNeeded: boolean } };

export type RaffleQueryVariables = Exact<{
  ipCountryCode?: string | null | undefined;
}>;


export type RaffleQuery = { raffleSettings: { enabled: boolean, pageMobileBackgroundImage: string | null, pageDesktopBackgroundImage: string | null, text: string | null, termsAndConditions: string | null, raffles: Array<{ type: string, instanceId: string, title: string, description: string, gameStudio: { name: string, slug: string, raffleSpotlightImage: string | null } }> } | null, jackpotSettings: { operatorId: string | null } | null };

export type RaffleWinnersQueryVariables = Exact<{
  baseCurrency: string;
  last?: number | null | undefined;
}>;


export type RaffleWinnersQuery = { raffleWinners: { edges: Array<{ cursor: string, node: { instanceId: string, jackpotName: string, timestamp: string, winners: Array<{ winnerInitials: string, winAmount: number, winCurrency: string, brand: string }> } }> } };

export type CheckRegistrationFieldsMutationVariables = Exact<{
  input: RegistrationDraftInput;
}>;


export type CheckRegistrationFieldsMutation = { checkRegistrationFields: Array<{ field: string, code: string, message: string }> };

export type PhoneVerificationStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type PhoneVerificationStatusQuery = { viewer: { player: { id: string, phoneNumber: string | null, isPhoneNumberVerified: boolean } } };

type RewardFields_BonusMoneyDropReward_Fragment = { __typename: 'BonusMoneyDropReward', amount: number, currency: string, wageringRequirementFactor: number, maxPayout: number | null, rewardId: string, name: string, expiresIn: number | null, startsAt: string, endsAt: string | null, claimType: RewardClaimType, rewardReason: string | null, rewardType: RewardType, kind: RewardKind };

type RewardFields_FreeSpinsReward_Fragment = { __typename: 'FreeSpinsReward', freeSpinsAmount: number, value: number, betLevel: number, rewardId: string, name: string, expiresIn: number | null, startsAt: string, endsAt: string | null, claimType: RewardClaimType, rewardReason: string | null, rewardType: RewardType, kind: RewardKind, game: { url: string, json: string } };

type RewardFields_MoneyDropReward_Fragment = { __typename: 'MoneyDropReward', amount: number, currency: string, rewardId: string, name: string, expiresIn: number | null, startsAt: string, endsAt: string | null, claimType: RewardClaimType, rewardReason: string | null, rewardType: RewardType, kind: RewardKind };

export type RewardFieldsFragment =
  | RewardFields_BonusMoneyDropReward_Fragment
  | RewardFields_FreeSpinsReward_Fragment
  | RewardFields_MoneyDropReward_Fragment
;

export type PlayerRewardFieldsFragment = { assignationId: string, assignedAt: string, updatedAt: string, reason: string | null, status: RewardStatus, reward:
    | { __typename: 'BonusMoneyDropReward', amount: number, currency: string, wageringRequirementFactor: number, maxPayout: number | null, rewardId: string, name: string, expiresIn: number | null, startsAt: string, endsAt: string | null, claimType: RewardClaimType, rewardReason: string | null, rewardType: RewardType, kind: RewardKind }
    | { __typename: 'FreeSpinsReward', freeSpinsAmount: number, value: number, betLevel: number, rewardId: string, name: string, expiresIn: number | null, startsAt: string, endsAt: string | null, claimType: RewardClaimType, rewardReason: string | null, rewardType: RewardType, kind: RewardKind, game: { url: string, json: string } }
    | { __typename: 'MoneyDropReward', amount: number, currency: string, rewardId: string, name: string, expiresIn: number | null, startsAt: string, endsAt: string | null, claimType: RewardClaimType, rewardReason: string | null, rewardType: RewardType, kind: RewardKind }
   };

export type RewardsQueryVariables = Exact<{
  statuses?: Array<RewardStatus> | RewardStatus | null | undefined;
  kind?: RewardKind | null | undefined;
  sortBy?: RewardSortField;
  ascending?: boolean;
  last?: number;
}>;


export type RewardsQuery = { viewer: { playerRewards: Array<{ assignationId: string, assignedAt: string, updatedAt: string, reason: string | null, status: RewardStatus, reward:
        | { __typename: 'BonusMoneyDropReward', amount: number, currency: string, wageringRequirementFactor: number, maxPayout: number | null, rewardId: string, name: string, expiresIn: number | null, startsAt: string, endsAt: string | null, claimType: RewardClaimType, rewardReason: string | null, rewardType: RewardType, kind: RewardKind }
        | { __typename: 'FreeSpinsReward', freeSpinsAmount: number, value: number, betLevel: number, rewardId: string, name: string, expiresIn: number | null, startsAt: string, endsAt: string | null, claimType: RewardClaimType, rewardReason: string | null, rewardType: RewardType, kind: RewardKind, game: { url: string, json: string } }
        | { __typename: 'MoneyDropReward', amount: number, currency: string, rewardId: string, name: string, expiresIn: number | null, startsAt: string, endsAt: string | null, claimType: RewardClaimType, rewardReason: string | null, rewardType: RewardType, kind: RewardKind }
       }> } };

export type RewardsContextSubscriptionSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type RewardsContextSubscriptionSubscription = { rewardUpdated: { status: RewardStatus, assignationId: string, updatedAt: string, reward:
      | { __typename: 'BonusMoneyDropReward', amount: number, currency: string, wageringRequirementFactor: number, maxPayout: number | null, rewardId: string, name: string, expiresIn: number | null, startsAt: string, endsAt: string | null, claimType: RewardClaimType, rewardReason: string | null, rewardType: RewardType, kind: RewardKind }
      | { __typename: 'FreeSpinsReward', freeSpinsAmount: number, value: number, betLevel: number, rewardId: string, name: string, expiresIn: number | null, startsAt: string, endsAt: string | null, claimType: RewardClaimType, rewardReason: string | null, rewardType: RewardType, kind: RewardKind, game: { url: string, json: string } }
      | { __typename: 'MoneyDropReward', amount: number, currency: string, rewardId: string, name: string, expiresIn: number | null, startsAt: string, endsAt: string | null, claimType: RewardClaimType, rewardReason: string | null, rewardType: RewardType, kind: RewardKind }
     } };

export type ClaimRewardMutationVariables = Exact<{
  assignationId: string | number;
}>;


export type ClaimRewardMutation = { claimReward: { assignationId: string, assignedAt: string, updatedAt: string, reason: string | null, status: RewardStatus, reward:
      | { __typename: 'BonusMoneyDropReward', amount: number, currency: string, wageringRequirementFactor: number, maxPayout: number | null, rewardId: string, name: string, expiresIn: number | null, startsAt: string, endsAt: string | null, claimType: RewardClaimType, rewardReason: string | null, rewardType: RewardType, kind: RewardKind }
      | { __typename: 'FreeSpinsReward', freeSpinsAmount: number, value: number, betLevel: number, rewardId: string, name: string, expiresIn: number | null, startsAt: string, endsAt: string | null, claimType: RewardClaimType, rewardReason: string | null, rewardType: RewardType, kind: RewardKind, game: { url: string, json: string } }
      | { __typename: 'MoneyDropReward', amount: number, currency: string, rewardId: string, name: string, expiresIn: number | null, startsAt: string, endsAt: string | null, claimType: RewardClaimType, rewardReason: string | null, rewardType: RewardType, kind: RewardKind }
     } };

export type PlayerBonusFieldsFragment = { id: string, assignationId: string, name: string, status: BonusStatus, amount: number, currency: string, wageringRequirement: number, wagered: number, wageringProgress: number, maxPayout: number | null, expiresAt: string | null, terms: { maxBet: number, coveringBetShare: number, contributions: Array<{ gameType: GameType, percent: number }> } };

export type RewardsOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type RewardsOverviewQuery = { viewer: { player: { id: string, isPhoneNumberVerified: boolean, phoneNumber: string | null }, bonuses: Array<{ id: string, assignationId: string, name: string, status: BonusStatus, amount: number, currency: string, wageringRequirement: number, wagered: number, wageringProgress: number, maxPayout: number | null, expiresAt: string | null, terms: { maxBet: number, coveringBetShare: number, contributions: Array<{ gameType: GameType, percent: number }> } }>, freeSpins: Array<{ id: string, assignationId: string, gameSlug: string, remaining: number, value: number, betLevel: number }> } };

export type RequestPhoneVerificationMutationVariables = Exact<{
  phoneNumber: string;
}>;


export type RequestPhoneVerificationMutation = { requestPhoneVerification: { expiresAt: string, resendAvailableAt: string } };

export type VerifyPhoneNumberMutationVariables = Exact<{
  code: string;
}>;


export type VerifyPhoneNumberMutation = { verifyPhoneNumber: { id: string, isPhoneNumberVerified: boolean } };

export type RewardsShopQueryVariables = Exact<{ [key: string]: never; }>;


export type RewardsShopQuery = { rewardsShop: Array<{ id: string, title: string, description: string, price: number, reward:
      | { __typename: 'BonusMoneyDropReward', amount: number, currency: string, wageringRequirementFactor: number, maxPayout: number | null, rewardId: string, name: string, expiresIn: number | null, startsAt: string, endsAt: string | null, claimType: RewardClaimType, rewardReason: string | null, rewardType: RewardType, kind: RewardKind }
      | { __typename: 'FreeSpinsReward', freeSpinsAmount: number, value: number, betLevel: number, rewardId: string, name: string, expiresIn: number | null, startsAt: string, endsAt: string | null, claimType: RewardClaimType, rewardReason: string | null, rewardType: RewardType, kind: RewardKind, game: { url: string, json: string } }
      | { __typename: 'MoneyDropReward', amount: number, currency: string, rewardId: string, name: string, expiresIn: number | null, startsAt: string, endsAt: string | null, claimType: RewardClaimType, rewardReason: string | null, rewardType: RewardType, kind: RewardKind }
     }> };

export type LoyaltyPointsQueryVariables = Exact<{ [key: string]: never; }>;


export type LoyaltyPointsQuery = { viewer: { loyaltyPoints: number } };

export type BuyShopOfferMutationVariables = Exact<{
  offerId: string | number;
}>;


export type BuyShopOfferMutation = { buyShopOffer: { assignationId: string, assignedAt: string, updatedAt: string, reason: string | null, status: RewardStatus, reward:
      | { __typename: 'BonusMoneyDropReward', amount: number, currency: string, wageringRequirementFactor: number, maxPayout: number | null, rewardId: string, name: string, expiresIn: number | null, startsAt: string, endsAt: string | null, claimType: RewardClaimType, rewardReason: string | null, rewardType: RewardType, kind: RewardKind }
      | { __typename: 'FreeSpinsReward', freeSpinsAmount: number, value: number, betLevel: number, rewardId: string, name: string, expiresIn: number | null, startsAt: string, endsAt: string | null, claimType: RewardClaimType, rewardReason: string | null, rewardType: RewardType, kind: RewardKind, game: { url: string, json: string } }
      | { __typename: 'MoneyDropReward', amount: number, currency: string, rewardId: string, name: string, expiresIn: number | null, startsAt: string, endsAt: string | null, claimType: RewardClaimType, rewardReason: string | null, rewardType: RewardType, kind: RewardKind }
     } };

export type PromotionsQueryVariables = Exact<{
  locale?: string | null | undefined;
}>;


export type PromotionsQuery = { promotions: Array<{ __typename: 'PromotionBlock', id: string, type: ContentBlockType, title: string, text: string | null, imageUrl: string, applicability: DepositOfferApplicability, callToAction: { type: CallToActionType, label: string, url: string | null } | null }> };

export type SearchOverlayQueryVariables = Exact<{
  query: string;
  first: number;
  thumbnailSize: ThumbnailSize;
  license?: License | null | undefined;
}>;


export type SearchOverlayQuery = { searchGames: { totalCount: number, edges: Array<{ node: { slug: string, name: string, studio: { name: string }, thumbnail: { url: string } } }> } };

export type RefreshAccessTokenMutationVariables = Exact<{
  refreshToken: string;
}>;


export type RefreshAccessTokenMutation = { refreshAccessToken: { accessToken: string, refreshToken: string, accessTokenExpiresAt: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { loggedOut: boolean } };

export type GetPlayerInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPlayerInfoQuery = { viewer: { player: { id: string, playerId: string, email: string, emailVerified: boolean, language: string, realityCheckPeriod: number | null, country: { code: string, currency: string }, personalInfo: { firstName: string, lastName: string }, accountStatus: { status: AccountStatus } } } };

export type GetCustomerInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCustomerInfoQuery = { viewer: { customer: { id: string, popUpsNeeded: Array<string>, isDepositsBlocked: boolean, isRewardsBlocked: boolean } } };

export type RequestSmsCodeMutationVariables = Exact<{
  phoneNumber: string;
}>;


export type RequestSmsCodeMutation = { requestSmsCode: { expiresAt: string, resendAvailableAt: string } };

export type SignInWithSmsCodeMutationVariables = Exact<{
  phoneNumber: string;
  code: string;
}>;


export type SignInWithSmsCodeMutation = { signInWithSmsCode: { accessToken: string, refreshToken: string, accessTokenExpiresAt: string } };

export type RegisterPlayerMutationVariables = Exact<{
  input: RegisterPlayerInput;
}>;


export type RegisterPlayerMutation = { registerPlayer: { email: string, verificationEmailSent: boolean } };

export type VerifyEmailMutationVariables = Exact<{
  token: string;
}>;


export type VerifyEmailMutation = { verifyEmail: { verified: boolean, email: string } };

export type FlowSettingsQueryVariables = Exact<{
  countryCode?: string | null | undefined;
}>;


export type FlowSettingsQuery = { flowSettings: { countryCode: string, loginFlow: LoginFlow, registrationFormType: RegistrationFormType, isDefault: boolean } };

export type SessionDestroyedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SessionDestroyedSubscription = { sessionDestroyed: { sessionId: string, reason: SessionEndReason } };

export type PlayerUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type PlayerUpdatedSubscription = { playerUpdated: { playerId: string, isAccountClosed: boolean, changed: Array<string>, accountStatus: { status: AccountStatus, cause: string | null, reopenByCustomerAllowed: boolean } | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ComplianceDocumentFieldsFragmentDoc = new TypedDocumentString(`
    fragment ComplianceDocumentFields on PlayerDocument {
  documentId
  purpose
  fileName
  contentType
  size
  status
  rejectionReason
  uploadedAt
  reviewedAt
  url
}
    `, {"fragmentName":"ComplianceDocumentFields"}) as unknown as TypedDocumentString<ComplianceDocumentFieldsFragment, unknown>;
export const ComplianceSourceOfWealthFieldsFragmentDoc = new TypedDocumentString(`
    fragment ComplianceSourceOfWealthFields on SourceOfWealth {
  checkState
  dueDate
  dueDateExpired
  reason
  comment
  requestedFundingType
  categories {
    type
    exampleOptions
    selectedOptions
    description
    completed
    documents {
      ...ComplianceDocumentFields
    }
  }
}
    fragment ComplianceDocumentFields on PlayerDocument {
  documentId
  purpose
  fileName
  contentType
  size
  status
  rejectionReason
  uploadedAt
  reviewedAt
  url
}`, {"fragmentName":"ComplianceSourceOfWealthFields"}) as unknown as TypedDocumentString<ComplianceSourceOfWealthFieldsFragment, unknown>;
export const ComplianceAdditionalInformationFieldsFragmentDoc = new TypedDocumentString(`
    fragment ComplianceAdditionalInformationFields on AdditionalInformation {
  required
  requiredFields
  missingFields
  street
  city
  zipCode
  occupation
}
    `, {"fragmentName":"ComplianceAdditionalInformationFields"}) as unknown as TypedDocumentString<ComplianceAdditionalInformationFieldsFragment, unknown>;
export const CurrentSessionFieldsFragmentDoc = new TypedDocumentString(`
    fragment CurrentSessionFields on CurrentSession {
  id
  startedAt
  currency
  wagered
  won
  net
  realityChecksAcknowledged
  playedTodaySeconds
}
    `, {"fragmentName":"CurrentSessionFields"}) as unknown as TypedDocumentString<CurrentSessionFieldsFragment, unknown>;
export const PlayerBreakFieldsFragmentDoc = new TypedDocumentString(`
    fragment PlayerBreakFields on PlayerBreak {
  kind
  duration
  startedAt
  endsAt
  liftRequestedAt
  liftsAt
  canRequestLift
}
    `, {"fragmentName":"PlayerBreakFields"}) as unknown as TypedDocumentString<PlayerBreakFieldsFragment, unknown>;
export const ProtectionLimitFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProtectionLimitFields on PlayerLimit {
  kind
  period
  amount
  currency
  used
  remaining
  resetsAt
  pending {
    amount
    requestedAt
    effectiveAt
  }
}
    `, {"fragmentName":"ProtectionLimitFields"}) as unknown as TypedDocumentString<ProtectionLimitFieldsFragment, unknown>;
export const ProtectionLicenceLimitsFragmentDoc = new TypedDocumentString(`
    fragment ProtectionLicenceLimits on ResponsibleGaming {
  licence
  limits {
    ...ProtectionLimitFields
  }
}
    fragment ProtectionLimitFields on PlayerLimit {
  kind
  period
  amount
  currency
  used
  remaining
  resetsAt
  pending {
    amount
    requestedAt
    effectiveAt
  }
}`, {"fragmentName":"ProtectionLicenceLimits"}) as unknown as TypedDocumentString<ProtectionLicenceLimitsFragment, unknown>;
export const SessionRecordFieldsFragmentDoc = new TypedDocumentString(`
    fragment SessionRecordFields on SessionRecord {
  id
  startedAt
  endedAt
  durationSeconds
  currency
  wagered
  won
  net
  endReason
}
    `, {"fragmentName":"SessionRecordFields"}) as unknown as TypedDocumentString<SessionRecordFieldsFragment, unknown>;
export const RewardFieldsFragmentDoc = new TypedDocumentString(`
    fragment RewardFields on Reward {
  __typename
  rewardId
  name
  expiresIn
  startsAt
  endsAt
  claimType
  rewardReason
  rewardType
  kind
  ... on FreeSpinsReward {
    freeSpinsAmount
    value
    betLevel
    game {
      url
      json
    }
  }
  ... on MoneyDropReward {
    amount
    currency
  }
  ... on BonusMoneyDropReward {
    amount
    currency
    wageringRequirementFactor
    maxPayout
  }
}
    `, {"fragmentName":"RewardFields"}) as unknown as TypedDocumentString<RewardFieldsFragment, unknown>;
export const PlayerRewardFieldsFragmentDoc = new TypedDocumentString(`
    fragment PlayerRewardFields on PlayerReward {
  assignationId
  assignedAt
  updatedAt
  reason
  status
  reward {
    ...RewardFields
  }
}
    fragment RewardFields on Reward {
  __typename
  rewardId
  name
  expiresIn
  startsAt
  endsAt
  claimType
  rewardReason
  rewardType
  kind
  ... on FreeSpinsReward {
    freeSpinsAmount
    value
    betLevel
    game {
      url
      json
    }
  }
  ... on MoneyDropReward {
    amount
    currency
  }
  ... on BonusMoneyDropReward {
    amount
    currency
    wageringRequirementFactor
    maxPayout
  }
}`, {"fragmentName":"PlayerRewardFields"}) as unknown as TypedDocumentString<PlayerRewardFieldsFragment, unknown>;
export const PlayerBonusFieldsFragmentDoc = new TypedDocumentString(`
    fragment PlayerBonusFields on PlayerBonus {
  id
  assignationId
  name
  status
  amount
  currency
  wageringRequirement
  wagered
  wageringProgress
  maxPayout
  expiresAt
  terms {
    maxBet
    coveringBetShare
    contributions {
      gameType
      percent
    }
  }
}
    `, {"fragmentName":"PlayerBonusFields"}) as unknown as TypedDocumentString<PlayerBonusFieldsFragment, unknown>;
export const WalletDocument = new TypedDocumentString(`
    query Wallet {
  viewer {
    wallet {
      id
      balance
      bonusBalance
      currency
      minDepositAmount
      minWithdrawalAmount
    }
  }
}
    `) as unknown as TypedDocumentString<WalletQuery, WalletQueryVariables>;
export const WalletBalanceUpdatedDocument = new TypedDocumentString(`
    subscription WalletBalanceUpdated {
  balanceUpdated {
    balance
    bonusBalance
    currency
    amount
    moneyType
    wageringProgress
  }
}
    `) as unknown as TypedDocumentString<WalletBalanceUpdatedSubscription, WalletBalanceUpdatedSubscriptionVariables>;
export const LastCompletedDepositDocument = new TypedDocumentString(`
    query LastCompletedDeposit {
  viewer {
    lastCompletedDeposit {
      provider
      payload
    }
  }
}
    `) as unknown as TypedDocumentString<LastCompletedDepositQuery, LastCompletedDepositQueryVariables>;
export const InitDepositDocument = new TypedDocumentString(`
    mutation InitDeposit($amount: MinorUnits!, $currency: String!, $paymentMethod: String!, $returnUrl: String, $idempotencyKey: String) {
  initDeposit(
    amount: $amount
    currency: $currency
    paymentMethod: $paymentMethod
    returnUrl: $returnUrl
    idempotencyKey: $idempotencyKey
  ) {
    transaction {
      id
      status
    }
    paymentUrl
  }
}
    `) as unknown as TypedDocumentString<InitDepositMutation, InitDepositMutationVariables>;
export const InitWithdrawalDocument = new TypedDocumentString(`
    mutation InitWithdrawal($amount: MinorUnits!, $currency: String!, $idempotencyKey: String) {
  initWithdrawal(
    amount: $amount
    currency: $currency
    idempotencyKey: $idempotencyKey
  ) {
    id
    status
    amount
    currency
  }
}
    `) as unknown as TypedDocumentString<InitWithdrawalMutation, InitWithdrawalMutationVariables>;
export const CancelWithdrawalDocument = new TypedDocumentString(`
    mutation CancelWithdrawal($transactionId: ID!, $reason: WithdrawalCancelReason!) {
  cancelWithdrawal(transactionId: $transactionId, reason: $reason) {
    id
    status
    cancelReason
  }
}
    `) as unknown as TypedDocumentString<CancelWithdrawalMutation, CancelWithdrawalMutationVariables>;
export const TransactionHistoryDocument = new TypedDocumentString(`
    query TransactionHistory($type: TransactionType, $first: Int!, $after: String) {
  viewer {
    customer {
      id
      isCancelWithdrawalBlocked
    }
    transactions(type: $type, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          type
          status
          amount
          currency
          provider
          paymentMethod
          cancelReason
          createdAt
          processedAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TransactionHistoryQuery, TransactionHistoryQueryVariables>;
export const StartPayNPlayDocument = new TypedDocumentString(`
    mutation StartPayNPlay($amount: MinorUnits!, $provider: PaymentProvider!, $returnUrl: String!) {
  startPayNPlay(amount: $amount, provider: $provider, returnUrl: $returnUrl) {
    paymentUrl
  }
}
    `) as unknown as TypedDocumentString<StartPayNPlayMutation, StartPayNPlayMutationVariables>;
export const ExchangePayNPlayCodeDocument = new TypedDocumentString(`
    mutation ExchangePayNPlayCode($code: String!) {
  exchangePayNPlayCode(code: $code) {
    accessToken
    refreshToken
    accessTokenExpiresAt
  }
}
    `) as unknown as TypedDocumentString<ExchangePayNPlayCodeMutation, ExchangePayNPlayCodeMutationVariables>;
export const FirstDepositDocument = new TypedDocumentString(`
    query FirstDeposit {
  viewer {
    player {
      totalDepositAmount
    }
  }
}
    `) as unknown as TypedDocumentString<FirstDepositQuery, FirstDepositQueryVariables>;
export const GameRoundHistoryDocument = new TypedDocumentString(`
    query GameRoundHistory($first: Int!, $after: String) {
  viewer {
    gameRounds(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          gameSlug
          gameName
          currency
          bet
          win
          status
          createdAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GameRoundHistoryQuery, GameRoundHistoryQueryVariables>;
export const DepositWithLastUsedAccountDocument = new TypedDocumentString(`
    mutation DepositWithLastUsedAccount($amount: MinorUnits!, $currency: String!, $paymentMethod: String!, $account: String!, $idempotencyKey: String) {
  depositWithLastUsedAccount(
    amount: $amount
    currency: $currency
    paymentMethod: $paymentMethod
    account: $account
    idempotencyKey: $idempotencyKey
  ) {
    id
    status
    amount
    currency
  }
}
    `) as unknown as TypedDocumentString<DepositWithLastUsedAccountMutation, DepositWithLastUsedAccountMutationVariables>;
export const ComplianceStateDocument = new TypedDocumentString(`
    query ComplianceState {
  viewer {
    player {
      id
      email
      phoneNumber
      isPhoneNumberVerified
      accountStatus {
        status
        cause
        reopenByCustomerAllowed
      }
      country {
        code
      }
      kycCheckStatus {
        status
        deadline
      }
      sourceOfWealthStatus {
        dueDate
        dueDateExpired
      }
      selfExclusionDetails {
        exclusionEndsAt
      }
      timeouts {
        timeoutEndsAt
      }
      bankingCDD
      isInstantBankingBlocked
      instantBankingBlock {
        activeFrom
      }
    }
    customer {
      id
      popUpsNeeded
    }
    sourceOfWealth {
      checkState
      dueDate
      dueDateExpired
      requestedFundingType
      categories {
        type
        completed
      }
    }
    additionalInformation {
      required
    }
    popUps {
      id
      kind
      version
      title
      body
      requiresAcceptance
    }
  }
}
    `) as unknown as TypedDocumentString<ComplianceStateQuery, ComplianceStateQueryVariables>;
export const SiteBannersDocument = new TypedDocumentString(`
    query SiteBanners {
  siteBanners {
    id
    type
    text
    link
    startsAt
    endsAt
  }
  countryContext {
    countryCode
  }
}
    `) as unknown as TypedDocumentString<SiteBannersQuery, SiteBannersQueryVariables>;
export const AcceptPopUpDocument = new TypedDocumentString(`
    mutation AcceptPopUp($id: ID!, $version: Int!) {
  acceptPopUp(id: $id, version: $version) {
    id
    popUpsNeeded
  }
}
    `) as unknown as TypedDocumentString<AcceptPopUpMutation, AcceptPopUpMutationVariables>;
export const CustomerPopUpAddedDocument = new TypedDocumentString(`
    subscription CustomerPopUpAdded {
  customerPopUpAdded {
    popUpIdsAdded
  }
}
    `) as unknown as TypedDocumentString<CustomerPopUpAddedSubscription, CustomerPopUpAddedSubscriptionVariables>;
export const ComplianceSourceOfWealthDocument = new TypedDocumentString(`
    query ComplianceSourceOfWealth {
  viewer {
    sourceOfWealth {
      ...ComplianceSourceOfWealthFields
    }
  }
}
    fragment ComplianceDocumentFields on PlayerDocument {
  documentId
  purpose
  fileName
  contentType
  size
  status
  rejectionReason
  uploadedAt
  reviewedAt
  url
}
fragment ComplianceSourceOfWealthFields on SourceOfWealth {
  checkState
  dueDate
  dueDateExpired
  reason
  comment
  requestedFundingType
  categories {
    type
    exampleOptions
    selectedOptions
    description
    completed
    documents {
      ...ComplianceDocumentFields
    }
  }
}`) as unknown as TypedDocumentString<ComplianceSourceOfWealthQuery, ComplianceSourceOfWealthQueryVariables>;
export const ComplianceDeclareSourceOfWealthDocument = new TypedDocumentString(`
    mutation ComplianceDeclareSourceOfWealth($input: SourceOfWealthCategoryInput!) {
  declareSourceOfWealth(input: $input) {
    ...ComplianceSourceOfWealthFields
  }
}
    fragment ComplianceDocumentFields on PlayerDocument {
  documentId
  purpose
  fileName
  contentType
  size
  status
  rejectionReason
  uploadedAt
  reviewedAt
  url
}
fragment ComplianceSourceOfWealthFields on SourceOfWealth {
  checkState
  dueDate
  dueDateExpired
  reason
  comment
  requestedFundingType
  categories {
    type
    exampleOptions
    selectedOptions
    description
    completed
    documents {
      ...ComplianceDocumentFields
    }
  }
}`) as unknown as TypedDocumentString<ComplianceDeclareSourceOfWealthMutation, ComplianceDeclareSourceOfWealthMutationVariables>;
export const ComplianceDocumentsDocument = new TypedDocumentString(`
    query ComplianceDocuments {
  viewer {
    documents {
      ...ComplianceDocumentFields
    }
    documentRequests {
      purpose
      source
      dueDate
      comment
      status
    }
  }
}
    fragment ComplianceDocumentFields on PlayerDocument {
  documentId
  purpose
  fileName
  contentType
  size
  status
  rejectionReason
  uploadedAt
  reviewedAt
  url
}`) as unknown as TypedDocumentString<ComplianceDocumentsQuery, ComplianceDocumentsQueryVariables>;
export const ComplianceAdditionalInformationDocument = new TypedDocumentString(`
    query ComplianceAdditionalInformation {
  viewer {
    additionalInformation {
      ...ComplianceAdditionalInformationFields
    }
  }
}
    fragment ComplianceAdditionalInformationFields on AdditionalInformation {
  required
  requiredFields
  missingFields
  street
  city
  zipCode
  occupation
}`) as unknown as TypedDocumentString<ComplianceAdditionalInformationQuery, ComplianceAdditionalInformationQueryVariables>;
export const ComplianceProvideAdditionalInformationDocument = new TypedDocumentString(`
    mutation ComplianceProvideAdditionalInformation($input: AdditionalInformationInput!) {
  provideAdditionalInformation(input: $input) {
    ...ComplianceAdditionalInformationFields
  }
}
    fragment ComplianceAdditionalInformationFields on AdditionalInformation {
  required
  requiredFields
  missingFields
  street
  city
  zipCode
  occupation
}`) as unknown as TypedDocumentString<ComplianceProvideAdditionalInformationMutation, ComplianceProvideAdditionalInformationMutationVariables>;
export const StartGameSessionDocument = new TypedDocumentString(`
    mutation StartGameSession($slug: String!, $mode: GameMode!) {
  startGameSession(slug: $slug, mode: $mode) {
    url
    mode
    currency
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<StartGameSessionMutation, StartGameSessionMutationVariables>;
export const GameDetailsDocument = new TypedDocumentString(`
    query GameDetails($slug: String!, $thumbnailSize: ThumbnailSize!) {
  game(slug: $slug) {
    id
    slug
    name
    rtp
    isBonusEnabled
    isLiveCasinoGame
    isJackpotGame
    minBet
    studio {
      slug
      name
    }
    relatedGames(first: 8) {
      id
      slug
      name
      rtp
      studio {
        name
      }
      thumbnail(size: $thumbnailSize) {
        url
        width
        height
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GameDetailsQuery, GameDetailsQueryVariables>;
export const SyncRecentlyPlayedGamesDocument = new TypedDocumentString(`
    query SyncRecentlyPlayedGames($maxRecentlyPlayedGames: Int!) {
  viewer {
    recentlyPlayedGamesV2(maxRecentlyPlayedGames: $maxRecentlyPlayedGames) {
      gameId
      isLiveCasinoGame
      slug
      name
    }
  }
}
    `) as unknown as TypedDocumentString<SyncRecentlyPlayedGamesQuery, SyncRecentlyPlayedGamesQueryVariables>;
export const JackpotSettingsDocument = new TypedDocumentString(`
    query JackpotSettings($ipCountryCode: String) {
  jackpotSettings(ipCountryCode: $ipCountryCode) {
    enabled
    operatorId
    instanceId
    sourceId
    websocketUrl
    contributionOptions
    initialContributionValue
    currency
    colorPalette {
      highlight
      background
      darkBackground
      detailsContentBackground
      body
      backgroundContrast
      buttonBackground
    }
    enabledCommunity
    logo
    winnerNotificationImage
    desktopImage
    mobileImage
    titleRows
    subtitle
    text
    termsAndConditions
  }
}
    `) as unknown as TypedDocumentString<JackpotSettingsQuery, JackpotSettingsQueryVariables>;
export const JackpotLeaderboardDocument = new TypedDocumentString(`
    query JackpotLeaderboard($brand: String!, $jackpotInstanceId: String!, $jackpotPotId: String, $currency: String!, $playerUUID: String, $size: Int) {
  jackpotLeaderboard(
    brand: $brand
    jackpotInstanceId: $jackpotInstanceId
    jackpotPotId: $jackpotPotId
    currency: $currency
    playerUUID: $playerUUID
    size: $size
  ) {
    playerPosition
    playerRank
    playerRankImageUrl
    playerExpectedPrize
    currency
    entries {
      position
      brand
      expectedPrize
      initials
      rankImageUrl
      rankName
      isPlayer
    }
  }
}
    `) as unknown as TypedDocumentString<JackpotLeaderboardQuery, JackpotLeaderboardQueryVariables>;
export const ProtectionLiveDocument = new TypedDocumentString(`
    query ProtectionLive {
  viewer {
    responsibleGaming {
      realityCheck {
        periodSeconds
      }
      limits {
        kind
        period
        amount
        used
      }
      currentSession {
        ...CurrentSessionFields
      }
    }
  }
}
    fragment CurrentSessionFields on CurrentSession {
  id
  startedAt
  currency
  wagered
  won
  net
  realityChecksAcknowledged
  playedTodaySeconds
}`) as unknown as TypedDocumentString<ProtectionLiveQuery, ProtectionLiveQueryVariables>;
export const RealityCheckSummaryDocument = new TypedDocumentString(`
    query RealityCheckSummary {
  viewer {
    responsibleGaming {
      currentSession {
        ...CurrentSessionFields
      }
    }
  }
}
    fragment CurrentSessionFields on CurrentSession {
  id
  startedAt
  currency
  wagered
  won
  net
  realityChecksAcknowledged
  playedTodaySeconds
}`) as unknown as TypedDocumentString<RealityCheckSummaryQuery, RealityCheckSummaryQueryVariables>;
export const AcknowledgeRealityCheckDocument = new TypedDocumentString(`
    mutation AcknowledgeRealityCheck($index: Int!) {
  acknowledgeRealityCheck(index: $index) {
    ...CurrentSessionFields
  }
}
    fragment CurrentSessionFields on CurrentSession {
  id
  startedAt
  currency
  wagered
  won
  net
  realityChecksAcknowledged
  playedTodaySeconds
}`) as unknown as TypedDocumentString<AcknowledgeRealityCheckMutation, AcknowledgeRealityCheckMutationVariables>;
export const PlayerBreakDocument = new TypedDocumentString(`
    query PlayerBreak {
  viewer {
    player {
      timeouts {
        timeoutEndsAt
      }
      selfExclusionDetails {
        exclusionEndsAt
      }
    }
    responsibleGaming {
      activeBreak {
        ...PlayerBreakFields
      }
    }
  }
}
    fragment PlayerBreakFields on PlayerBreak {
  kind
  duration
  startedAt
  endsAt
  liftRequestedAt
  liftsAt
  canRequestLift
}`) as unknown as TypedDocumentString<PlayerBreakQuery, PlayerBreakQueryVariables>;
export const RequestBreakLiftDocument = new TypedDocumentString(`
    mutation RequestBreakLift {
  requestBreakLift {
    ...PlayerBreakFields
  }
}
    fragment PlayerBreakFields on PlayerBreak {
  kind
  duration
  startedAt
  endsAt
  liftRequestedAt
  liftsAt
  canRequestLift
}`) as unknown as TypedDocumentString<RequestBreakLiftMutation, RequestBreakLiftMutationVariables>;
export const ProtectionLimitsDocument = new TypedDocumentString(`
    query ProtectionLimits {
  viewer {
    wallet {
      id
      currency
    }
    responsibleGaming {
      ...ProtectionLicenceLimits
      realityCheck {
        periodSeconds
        optionsSeconds
      }
    }
  }
}
    fragment ProtectionLimitFields on PlayerLimit {
  kind
  period
  amount
  currency
  used
  remaining
  resetsAt
  pending {
    amount
    requestedAt
    effectiveAt
  }
}
fragment ProtectionLicenceLimits on ResponsibleGaming {
  licence
  limits {
    ...ProtectionLimitFields
  }
}`) as unknown as TypedDocumentString<ProtectionLimitsQuery, ProtectionLimitsQueryVariables>;
export const ProtectionSetLimitDocument = new TypedDocumentString(`
    mutation ProtectionSetLimit($input: SetLimitInput!) {
  setLimit(input: $input) {
    ...ProtectionLimitFields
  }
}
    fragment ProtectionLimitFields on PlayerLimit {
  kind
  period
  amount
  currency
  used
  remaining
  resetsAt
  pending {
    amount
    requestedAt
    effectiveAt
  }
}`) as unknown as TypedDocumentString<ProtectionSetLimitMutation, ProtectionSetLimitMutationVariables>;
export const ProtectionCancelPendingLimitDocument = new TypedDocumentString(`
    mutation ProtectionCancelPendingLimit($kind: LimitKind!, $period: LimitPeriod!) {
  cancelPendingLimit(kind: $kind, period: $period) {
    ...ProtectionLimitFields
  }
}
    fragment ProtectionLimitFields on PlayerLimit {
  kind
  period
  amount
  currency
  used
  remaining
  resetsAt
  pending {
    amount
    requestedAt
    effectiveAt
  }
}`) as unknown as TypedDocumentString<ProtectionCancelPendingLimitMutation, ProtectionCancelPendingLimitMutationVariables>;
export const ProtectionSetRealityCheckPeriodDocument = new TypedDocumentString(`
    mutation ProtectionSetRealityCheckPeriod($seconds: Int) {
  setRealityCheckPeriod(seconds: $seconds) {
    periodSeconds
    optionsSeconds
  }
}
    `) as unknown as TypedDocumentString<ProtectionSetRealityCheckPeriodMutation, ProtectionSetRealityCheckPeriodMutationVariables>;
export const ProtectionBreaksDocument = new TypedDocumentString(`
    query ProtectionBreaks {
  viewer {
    responsibleGaming {
      licence
      timeoutOptions
      selfExclusionOptions
      activeBreak {
        ...PlayerBreakFields
      }
    }
  }
}
    fragment PlayerBreakFields on PlayerBreak {
  kind
  duration
  startedAt
  endsAt
  liftRequestedAt
  liftsAt
  canRequestLift
}`) as unknown as TypedDocumentString<ProtectionBreaksQuery, ProtectionBreaksQueryVariables>;
export const ProtectionStartBreakDocument = new TypedDocumentString(`
    mutation ProtectionStartBreak($kind: BreakKind!, $duration: BreakDuration!) {
  startBreak(kind: $kind, duration: $duration) {
    ...PlayerBreakFields
  }
}
    fragment PlayerBreakFields on PlayerBreak {
  kind
  duration
  startedAt
  endsAt
  liftRequestedAt
  liftsAt
  canRequestLift
}`) as unknown as TypedDocumentString<ProtectionStartBreakMutation, ProtectionStartBreakMutationVariables>;
export const ProtectionSessionHistoryDocument = new TypedDocumentString(`
    query ProtectionSessionHistory($first: Int!) {
  viewer {
    sessionHistory(first: $first) {
      ...SessionRecordFields
    }
  }
}
    fragment SessionRecordFields on SessionRecord {
  id
  startedAt
  endedAt
  durationSeconds
  currency
  wagered
  won
  net
  endReason
}`) as unknown as TypedDocumentString<ProtectionSessionHistoryQuery, ProtectionSessionHistoryQueryVariables>;
export const ProtectionDashboardDocument = new TypedDocumentString(`
    query ProtectionDashboard {
  viewer {
    player {
      id
      emailVerified
      isPhoneNumberVerified
      kycCheckStatus {
        status
      }
    }
    wallet {
      id
      balance
      bonusBalance
      currency
    }
    responsibleGaming {
      ...ProtectionLicenceLimits
      realityCheck {
        periodSeconds
      }
      activeBreak {
        ...PlayerBreakFields
      }
      currentSession {
        id
        startedAt
        playedTodaySeconds
      }
    }
    sessionHistory(first: 5) {
      ...SessionRecordFields
    }
  }
}
    fragment PlayerBreakFields on PlayerBreak {
  kind
  duration
  startedAt
  endsAt
  liftRequestedAt
  liftsAt
  canRequestLift
}
fragment ProtectionLimitFields on PlayerLimit {
  kind
  period
  amount
  currency
  used
  remaining
  resetsAt
  pending {
    amount
    requestedAt
    effectiveAt
  }
}
fragment ProtectionLicenceLimits on ResponsibleGaming {
  licence
  limits {
    ...ProtectionLimitFields
  }
}
fragment SessionRecordFields on SessionRecord {
  id
  startedAt
  endedAt
  durationSeconds
  currency
  wagered
  won
  net
  endReason
}`) as unknown as TypedDocumentString<ProtectionDashboardQuery, ProtectionDashboardQueryVariables>;
export const ProtectionLimitPromptDocument = new TypedDocumentString(`
    query ProtectionLimitPrompt {
  viewer {
    wallet {
      id
      currency
    }
    responsibleGaming {
      ...ProtectionLicenceLimits
      limitPromptNeeded
      limitPromptMandatory
    }
  }
}
    fragment ProtectionLimitFields on PlayerLimit {
  kind
  period
  amount
  currency
  used
  remaining
  resetsAt
  pending {
    amount
    requestedAt
    effectiveAt
  }
}
fragment ProtectionLicenceLimits on ResponsibleGaming {
  licence
  limits {
    ...ProtectionLimitFields
  }
}`) as unknown as TypedDocumentString<ProtectionLimitPromptQuery, ProtectionLimitPromptQueryVariables>;
export const ProtectionDismissLimitPromptDocument = new TypedDocumentString(`
    mutation ProtectionDismissLimitPrompt {
  dismissLimitPrompt {
    limitPromptNeeded
  }
}
    `) as unknown as TypedDocumentString<ProtectionDismissLimitPromptMutation, ProtectionDismissLimitPromptMutationVariables>;
export const RaffleDocument = new TypedDocumentString(`
    query Raffle($ipCountryCode: String) {
  raffleSettings(ipCountryCode: $ipCountryCode) {
    enabled
    raffles {
      type
      instanceId
      title
      description
      gameStudio {
        name
        slug
        raffleSpotlightImage
      }
    }
    pageMobileBackgroundImage
    pageDesktopBackgroundImage
    text
    termsAndConditions
  }
  jackpotSettings(ipCountryCode: $ipCountryCode) {
    operatorId
  }
}
    `) as unknown as TypedDocumentString<RaffleQuery, RaffleQueryVariables>;
export const RaffleWinnersDocument = new TypedDocumentString(`
    query RaffleWinners($baseCurrency: String!, $last: Int) {
  raffleWinners(baseCurrency: $baseCurrency, last: $last) {
    edges {
      cursor
      node {
        instanceId
        jackpotName
        timestamp
        winners {
          winnerInitials
          winAmount
          winCurrency
          brand
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RaffleWinnersQuery, RaffleWinnersQueryVariables>;
export const CheckRegistrationFieldsDocument = new TypedDocumentString(`
    mutation CheckRegistrationFields($input: RegistrationDraftInput!) {
  checkRegistrationFields(input: $input) {
    field
    code
    message
  }
}
    `) as unknown as TypedDocumentString<CheckRegistrationFieldsMutation, CheckRegistrationFieldsMutationVariables>;
export const PhoneVerificationStatusDocument = new TypedDocumentString(`
    query PhoneVerificationStatus {
  viewer {
    player {
      id
      phoneNumber
      isPhoneNumberVerified
    }
  }
}
    `) as unknown as TypedDocumentString<PhoneVerificationStatusQuery, PhoneVerificationStatusQueryVariables>;
export const RewardsDocument = new TypedDocumentString(`
    query Rewards($statuses: [RewardStatus!], $kind: RewardKind, $sortBy: RewardSortField! = assignedAt, $ascending: Boolean! = true, $last: Int! = 500) {
  viewer {
    playerRewards(
      statuses: $statuses
      kind: $kind
      sortBy: $sortBy
      ascending: $ascending
      last: $last
    ) {
      ...PlayerRewardFields
    }
  }
}
    fragment RewardFields on Reward {
  __typename
  rewardId
  name
  expiresIn
  startsAt
  endsAt
  claimType
  rewardReason
  rewardType
  kind
  ... on FreeSpinsReward {
    freeSpinsAmount
    value
    betLevel
    game {
      url
      json
    }
  }
  ... on MoneyDropReward {
    amount
    currency
  }
  ... on BonusMoneyDropReward {
    amount
    currency
    wageringRequirementFactor
    maxPayout
  }
}
fragment PlayerRewardFields on PlayerReward {
  assignationId
  assignedAt
  updatedAt
  reason
  status
  reward {
    ...RewardFields
  }
}`) as unknown as TypedDocumentString<RewardsQuery, RewardsQueryVariables>;
export const RewardsContextSubscriptionDocument = new TypedDocumentString(`
    subscription RewardsContextSubscription {
  rewardUpdated {
    reward {
      ...RewardFields
    }
    status
    assignationId
    updatedAt
  }
}
    fragment RewardFields on Reward {
  __typename
  rewardId
  name
  expiresIn
  startsAt
  endsAt
  claimType
  rewardReason
  rewardType
  kind
  ... on FreeSpinsReward {
    freeSpinsAmount
    value
    betLevel
    game {
      url
      json
    }
  }
  ... on MoneyDropReward {
    amount
    currency
  }
  ... on BonusMoneyDropReward {
    amount
    currency
    wageringRequirementFactor
    maxPayout
  }
}`) as unknown as TypedDocumentString<RewardsContextSubscriptionSubscription, RewardsContextSubscriptionSubscriptionVariables>;
export const ClaimRewardDocument = new TypedDocumentString(`
    mutation ClaimReward($assignationId: ID!) {
  claimReward(assignationId: $assignationId) {
    ...PlayerRewardFields
  }
}
    fragment RewardFields on Reward {
  __typename
  rewardId
  name
  expiresIn
  startsAt
  endsAt
  claimType
  rewardReason
  rewardType
  kind
  ... on FreeSpinsReward {
    freeSpinsAmount
    value
    betLevel
    game {
      url
      json
    }
  }
  ... on MoneyDropReward {
    amount
    currency
  }
  ... on BonusMoneyDropReward {
    amount
    currency
    wageringRequirementFactor
    maxPayout
  }
}
fragment PlayerRewardFields on PlayerReward {
  assignationId
  assignedAt
  updatedAt
  reason
  status
  reward {
    ...RewardFields
  }
}`) as unknown as TypedDocumentString<ClaimRewardMutation, ClaimRewardMutationVariables>;
export const RewardsOverviewDocument = new TypedDocumentString(`
    query RewardsOverview {
  viewer {
    player {
      id
      isPhoneNumberVerified
      phoneNumber
    }
    bonuses {
      ...PlayerBonusFields
    }
    freeSpins {
      id
      assignationId
      gameSlug
      remaining
      value
      betLevel
    }
  }
}
    fragment PlayerBonusFields on PlayerBonus {
  id
  assignationId
  name
  status
  amount
  currency
  wageringRequirement
  wagered
  wageringProgress
  maxPayout
  expiresAt
  terms {
    maxBet
    coveringBetShare
    contributions {
      gameType
      percent
    }
  }
}`) as unknown as TypedDocumentString<RewardsOverviewQuery, RewardsOverviewQueryVariables>;
export const RequestPhoneVerificationDocument = new TypedDocumentString(`
    mutation RequestPhoneVerification($phoneNumber: String!) {
  requestPhoneVerification(phoneNumber: $phoneNumber) {
    expiresAt
    resendAvailableAt
  }
}
    `) as unknown as TypedDocumentString<RequestPhoneVerificationMutation, RequestPhoneVerificationMutationVariables>;
export const VerifyPhoneNumberDocument = new TypedDocumentString(`
    mutation VerifyPhoneNumber($code: String!) {
  verifyPhoneNumber(code: $code) {
    id
    isPhoneNumberVerified
  }
}
    `) as unknown as TypedDocumentString<VerifyPhoneNumberMutation, VerifyPhoneNumberMutationVariables>;
export const RewardsShopDocument = new TypedDocumentString(`
    query RewardsShop {
  rewardsShop {
    id
    title
    description
    price
    reward {
      ...RewardFields
    }
  }
}
    fragment RewardFields on Reward {
  __typename
  rewardId
  name
  expiresIn
  startsAt
  endsAt
  claimType
  rewardReason
  rewardType
  kind
  ... on FreeSpinsReward {
    freeSpinsAmount
    value
    betLevel
    game {
      url
      json
    }
  }
  ... on MoneyDropReward {
    amount
    currency
  }
  ... on BonusMoneyDropReward {
    amount
    currency
    wageringRequirementFactor
    maxPayout
  }
}`) as unknown as TypedDocumentString<RewardsShopQuery, RewardsShopQueryVariables>;
export const LoyaltyPointsDocument = new TypedDocumentString(`
    query LoyaltyPoints {
  viewer {
    loyaltyPoints
  }
}
    `) as unknown as TypedDocumentString<LoyaltyPointsQuery, LoyaltyPointsQueryVariables>;
export const BuyShopOfferDocument = new TypedDocumentString(`
    mutation BuyShopOffer($offerId: ID!) {
  buyShopOffer(offerId: $offerId) {
    ...PlayerRewardFields
  }
}
    fragment RewardFields on Reward {
  __typename
  rewardId
  name
  expiresIn
  startsAt
  endsAt
  claimType
  rewardReason
  rewardType
  kind
  ... on FreeSpinsReward {
    freeSpinsAmount
    value
    betLevel
    game {
      url
      json
    }
  }
  ... on MoneyDropReward {
    amount
    currency
  }
  ... on BonusMoneyDropReward {
    amount
    currency
    wageringRequirementFactor
    maxPayout
  }
}
fragment PlayerRewardFields on PlayerReward {
  assignationId
  assignedAt
  updatedAt
  reason
  status
  reward {
    ...RewardFields
  }
}`) as unknown as TypedDocumentString<BuyShopOfferMutation, BuyShopOfferMutationVariables>;
export const PromotionsDocument = new TypedDocumentString(`
    query Promotions($locale: String) {
  promotions(locale: $locale) {
    __typename
    id
    type
    title
    text
    imageUrl
    applicability
    callToAction {
      type
      label
      url
    }
  }
}
    `) as unknown as TypedDocumentString<PromotionsQuery, PromotionsQueryVariables>;
export const SearchOverlayDocument = new TypedDocumentString(`
    query SearchOverlay($query: String!, $first: Int!, $thumbnailSize: ThumbnailSize!, $license: License) {
  searchGames(query: $query, first: $first, license: $license) {
    totalCount
    edges {
      node {
        slug
        name
        studio {
          name
        }
        thumbnail(size: $thumbnailSize) {
          url
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SearchOverlayQuery, SearchOverlayQueryVariables>;
export const RefreshAccessTokenDocument = new TypedDocumentString(`
    mutation RefreshAccessToken($refreshToken: String!) {
  refreshAccessToken(refreshToken: $refreshToken) {
    accessToken
    refreshToken
    accessTokenExpiresAt
  }
}
    `) as unknown as TypedDocumentString<RefreshAccessTokenMutation, RefreshAccessTokenMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout {
    loggedOut
  }
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const GetPlayerInfoDocument = new TypedDocumentString(`
    query GetPlayerInfo {
  viewer {
    player {
      id
      playerId
      email
      emailVerified
      language
      country {
        code
        currency
      }
      personalInfo {
        firstName
        lastName
      }
      accountStatus {
        status
      }
      realityCheckPeriod
    }
  }
}
    `) as unknown as TypedDocumentString<GetPlayerInfoQuery, GetPlayerInfoQueryVariables>;
export const GetCustomerInfoDocument = new TypedDocumentString(`
    query GetCustomerInfo {
  viewer {
    customer {
      id
      popUpsNeeded
      isDepositsBlocked
      isRewardsBlocked
    }
  }
}
    `) as unknown as TypedDocumentString<GetCustomerInfoQuery, GetCustomerInfoQueryVariables>;
export const RequestSmsCodeDocument = new TypedDocumentString(`
    mutation RequestSmsCode($phoneNumber: String!) {
  requestSmsCode(phoneNumber: $phoneNumber) {
    expiresAt
    resendAvailableAt
  }
}
    `) as unknown as TypedDocumentString<RequestSmsCodeMutation, RequestSmsCodeMutationVariables>;
export const SignInWithSmsCodeDocument = new TypedDocumentString(`
    mutation SignInWithSmsCode($phoneNumber: String!, $code: String!) {
  signInWithSmsCode(phoneNumber: $phoneNumber, code: $code) {
    accessToken
    refreshToken
    accessTokenExpiresAt
  }
}
    `) as unknown as TypedDocumentString<SignInWithSmsCodeMutation, SignInWithSmsCodeMutationVariables>;
export const RegisterPlayerDocument = new TypedDocumentString(`
    mutation RegisterPlayer($input: RegisterPlayerInput!) {
  registerPlayer(input: $input) {
    email
    verificationEmailSent
  }
}
    `) as unknown as TypedDocumentString<RegisterPlayerMutation, RegisterPlayerMutationVariables>;
export const VerifyEmailDocument = new TypedDocumentString(`
    mutation VerifyEmail($token: String!) {
  verifyEmail(token: $token) {
    verified
    email
  }
}
    `) as unknown as TypedDocumentString<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const FlowSettingsDocument = new TypedDocumentString(`
    query FlowSettings($countryCode: String) {
  flowSettings(countryCode: $countryCode) {
    countryCode
    loginFlow
    registrationFormType
    isDefault
  }
}
    `) as unknown as TypedDocumentString<FlowSettingsQuery, FlowSettingsQueryVariables>;
export const SessionDestroyedDocument = new TypedDocumentString(`
    subscription SessionDestroyed {
  sessionDestroyed {
    sessionId
    reason
  }
}
    `) as unknown as TypedDocumentString<SessionDestroyedSubscription, SessionDestroyedSubscriptionVariables>;
export const PlayerUpdatedDocument = new TypedDocumentString(`
    subscription PlayerUpdated {
  playerUpdated {
    playerId
    isAccountClosed
    changed
    accountStatus {
      status
      cause
      reopenByCustomerAllowed
    }
  }
}
    `) as unknown as TypedDocumentString<PlayerUpdatedSubscription, PlayerUpdatedSubscriptionVariables>;