/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AccountStatus =
  | 'Active'
  | 'Closed';

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

export type GameMode =
  | 'FUN'
  | 'REAL';

export type GameRoundStatus =
  | 'open'
  | 'rolledBack'
  | 'settled';

export type License =
  | 'anj'
  | 'cos'
  | 'crc'
  | 'est'
  | 'mga';

export type LoginFlow =
  | 'Keycloak'
  | 'Piq'
  | 'Sms'
  | 'Trustly';

/** Money types of balanceUpdated (platform-core §4 "Wallet money-type effects"). */
export type MoneyType =
  | 'CancelWithdrawal'
  | 'CasinoBet'
  | 'CasinoRollback'
  | 'CasinoWin'
  | 'Deposit'
  | 'InitWithdrawal'
  | 'Withdrawal';

export type PaymentProvider =
  | 'Finshark'
  | 'Krofort'
  | 'PaymentIQ'
  | 'Trustly';

export type RegisterPlayerInput = {
  acceptPrivacyPolicy: boolean;
  acceptTerms: boolean;
  /** ISO 3166-1 alpha-2; the account's currency follows from it. */
  country: string;
  /** YYYY-MM-DD; players must be 18 or older. */
  dateOfBirth: string;
  email: string;
  emailMarketing?: boolean;
  firstName: string;
  lastName: string;
  password: string;
  phoneMarketing?: boolean;
  /** With its country code: +358401234567. */
  phoneNumber: string;
  smsMarketing?: boolean;
};

export type RegistrationFormType =
  | 'DINO'
  | 'REGILY'
  | 'SSN'
  | 'TRUSTLY';

export type SessionEndReason =
  | 'ACCOUNT_CLOSED'
  | 'LOGGED_IN_FROM_ANOTHER_DEVICE'
  | 'LOGOUT'
  | 'TOKEN_REUSE';

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

export type TranslationsQueryVariables = Exact<{
  keys: Array<string> | string;
  locale?: string | null | undefined;
}>;


export type TranslationsQuery = { ts: Array<{ key: string, value: string }> };

export type CountryContextQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type CountryContextQueryQuery = { countryContext: { countryCode: string, subDivision: string | null, ipCountryCode: string, countryCurrency: string } };

export type CatalogueChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CatalogueChangedSubscription = { catalogueChanged: { gameSlugs: Array<string>, listSlugs: Array<string>, at: string } };

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


export type TransactionHistoryQuery = { viewer: { transactions: { edges: Array<{ cursor: string, node: { id: string, type: TransactionType, status: TransactionStatus, amount: number, currency: string, provider: string, paymentMethod: string, cancelReason: WithdrawalCancelReason | null, createdAt: string, processedAt: string | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } };

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

export type GameCategoryQueryVariables = Exact<{
  slug: string;
  first: number;
  after?: string | null | undefined;
  thumbnailSize: ThumbnailSize;
  license?: License | null | undefined;
}>;


export type GameCategoryQuery = { gameCategory: { id: string, slug: string, name: string, games: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, lookupId: string, idx: number, slug: string, name: string, rtp: number, isLiveCasinoGame: boolean, isBonusEnabled: boolean, isJackpotGame: boolean, isNew: boolean, studio: { name: string, slug: string }, thumbnail: { url: string, width: number, height: number } } }> } } | null };

export type GameCategoriesQueryVariables = Exact<{
  license?: License | null | undefined;
}>;


export type GameCategoriesQuery = { gameCategories: Array<{ id: string, slug: string, name: string }> };

export type ListsOfGamesQueryVariables = Exact<{
  license?: License | null | undefined;
}>;


export type ListsOfGamesQuery = { listsOfGames: Array<{ id: string, slug: string, name: string, requiresBonus: boolean }> };

export type SearchGamesQueryVariables = Exact<{
  query: string;
  first: number;
  after?: string | null | undefined;
  thumbnailSize: ThumbnailSize;
  license?: License | null | undefined;
}>;


export type SearchGamesQuery = { searchGames: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, lookupId: string, idx: number, slug: string, name: string, rtp: number, isLiveCasinoGame: boolean, isBonusEnabled: boolean, isJackpotGame: boolean, isNew: boolean, studio: { name: string, slug: string }, thumbnail: { url: string, width: number, height: number } } }> } };

export type GameStudioQueryVariables = Exact<{
  first: number;
  slug: string;
  thumbnailSize: ThumbnailSize;
  currencyCode?: string | null | undefined;
  ipCountryCode?: string | null | undefined;
  subDivision?: string | null | undefined;
  license?: License | null | undefined;
  after?: string | null | undefined;
  locale?: string | null | undefined;
}>;


export type GameStudioQuery = { gameStudio: { id: string, slug: string, name: string, imageUrl: string, gameCount: number, games: { totalCount: number, edges: Array<{ cursor: string, node: { minBet: number, id: string, lookupId: string, idx: number, slug: string, name: string, rtp: number, isLiveCasinoGame: boolean, isBonusEnabled: boolean, isJackpotGame: boolean, isNew: boolean, studio: { name: string, slug: string }, thumbnail: { url: string, width: number, height: number } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type GameStudiosQueryVariables = Exact<{
  license?: License | null | undefined;
}>;


export type GameStudiosQuery = { gameStudios: Array<{ id: string, slug: string, name: string, imageUrl: string, gameCount: number }> };

export type GameTileFragment = { id: string, lookupId: string, idx: number, slug: string, name: string, rtp: number, isLiveCasinoGame: boolean, isBonusEnabled: boolean, isJackpotGame: boolean, isNew: boolean, studio: { name: string, slug: string }, thumbnail: { url: string, width: number, height: number } };

export type GamePageFragment = { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, lookupId: string, idx: number, slug: string, name: string, rtp: number, isLiveCasinoGame: boolean, isBonusEnabled: boolean, isJackpotGame: boolean, isNew: boolean, studio: { name: string, slug: string }, thumbnail: { url: string, width: number, height: number } } }> };

export type ListOfGamesSliceQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  listOfGamesSlug: string;
  thumbnailSize: ThumbnailSize;
  currencyCode?: string | null | undefined;
  lastShownGameId?: string | number | null | undefined;
  ipCountryCode?: string | null | undefined;
  subDivision?: string | null | undefined;
  license?: License | null | undefined;
  locale?: string | null | undefined;
}>;


export type ListOfGamesSliceQuery = { listOfGames: { id: string, name: string, slug: string, requiresBonus: boolean, games: { totalCount: number, edges: Array<{ cursor: string, node: { minBet: number, id: string, lookupId: string, idx: number, slug: string, name: string, rtp: number, isLiveCasinoGame: boolean, isBonusEnabled: boolean, isJackpotGame: boolean, isNew: boolean, studio: { name: string, slug: string }, thumbnail: { url: string, width: number, height: number } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type StartGameSessionMutationVariables = Exact<{
  slug: string;
  mode: GameMode;
}>;


export type StartGameSessionMutation = { startGameSession: { url: string, mode: GameMode, currency: string, expiresAt: string } };

export type GameHistoryQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type GameHistoryQuery = { viewer: { gameRounds: { edges: Array<{ cursor: string, node: { id: string, gameSlug: string, currency: string, bet: number, win: number, status: GameRoundStatus, createdAt: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } };

export type GameDetailsQueryVariables = Exact<{
  slug: string;
}>;


export type GameDetailsQuery = { game: { id: string, slug: string, name: string, rtp: number, isBonusEnabled: boolean, isLiveCasinoGame: boolean, studio: { name: string } } | null };

export type SyncRecentlyPlayedGamesQueryVariables = Exact<{
  maxRecentlyPlayedGames: number;
}>;


export type SyncRecentlyPlayedGamesQuery = { viewer: { recentlyPlayedGamesV2: Array<{ gameId: string, isLiveCasinoGame: boolean, slug: string, name: string }> } };

export type LobbyQueryVariables = Exact<{
  thumbnailSize: ThumbnailSize;
  license?: License | null | undefined;
  locale?: string | null | undefined;
  rowSize: number;
}>;


export type LobbyQuery = { lobby: { items: Array<
      | { __typename: 'BannerBlock', id: string, type: ContentBlockType, title: string, text: string | null, imageUrl: string, linkUrl: string | null, linkLabel: string | null, game: { slug: string, name: string } | null }
      | { __typename: 'GameListRow', id: string, list: { id: string, name: string, slug: string, requiresBonus: boolean, games: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, lookupId: string, idx: number, slug: string, name: string, rtp: number, isLiveCasinoGame: boolean, isBonusEnabled: boolean, isJackpotGame: boolean, isNew: boolean, studio: { name: string, slug: string }, thumbnail: { url: string, width: number, height: number } } }> } } }
      | { __typename: 'JackpotBlock', id: string, type: ContentBlockType, title: string, text: string | null, pots: Array<{ id: string, amount: number, currency: string }> }
      | { __typename: 'PromotionBlock', id: string, type: ContentBlockType, title: string, text: string | null, imageUrl: string, applicability: DepositOfferApplicability, callToAction: { type: CallToActionType, label: string, url: string | null } | null }
      | { __typename: 'RaffleBlock', id: string, type: ContentBlockType, title: string, text: string | null, linkUrl: string | null }
      | { __typename: 'TopGamesBlock', id: string, type: ContentBlockType, title: string, games: Array<{ id: string, lookupId: string, idx: number, slug: string, name: string, rtp: number, isLiveCasinoGame: boolean, isBonusEnabled: boolean, isJackpotGame: boolean, isNew: boolean, studio: { name: string, slug: string }, thumbnail: { url: string, width: number, height: number } }> }
      | { __typename: 'TopSportsBlock', id: string, type: ContentBlockType, title: string, events: Array<{ id: string, sport: string, competition: string, home: string, away: string, startsAt: string }> }
    > } };

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


export type PlayerUpdatedSubscription = { playerUpdated: { playerId: string, isAccountClosed: boolean } };

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
export const GameTileFragmentDoc = new TypedDocumentString(`
    fragment GameTile on Game {
  id
  lookupId
  idx
  slug
  name
  rtp
  isLiveCasinoGame
  isBonusEnabled
  isJackpotGame
  isNew
  studio {
    name
    slug
  }
  thumbnail(size: $thumbnailSize) {
    url
    width
    height
  }
}
    `, {"fragmentName":"GameTile"}) as unknown as TypedDocumentString<GameTileFragment, unknown>;
export const GamePageFragmentDoc = new TypedDocumentString(`
    fragment GamePage on GameConnection {
  totalCount
  pageInfo {
    hasNextPage
    endCursor
  }
  edges {
    cursor
    node {
      ...GameTile
    }
  }
}
    fragment GameTile on Game {
  id
  lookupId
  idx
  slug
  name
  rtp
  isLiveCasinoGame
  isBonusEnabled
  isJackpotGame
  isNew
  studio {
    name
    slug
  }
  thumbnail(size: $thumbnailSize) {
    url
    width
    height
  }
}`, {"fragmentName":"GamePage"}) as unknown as TypedDocumentString<GamePageFragment, unknown>;
export const TranslationsDocument = new TypedDocumentString(`
    query Translations($keys: [String!]!, $locale: String) {
  ts(keys: $keys, locale: $locale) {
    key
    value
  }
}
    `) as unknown as TypedDocumentString<TranslationsQuery, TranslationsQueryVariables>;
export const CountryContextQueryDocument = new TypedDocumentString(`
    query CountryContextQuery {
  countryContext {
    countryCode
    subDivision
    ipCountryCode
    countryCurrency
  }
}
    `) as unknown as TypedDocumentString<CountryContextQueryQuery, CountryContextQueryQueryVariables>;
export const CatalogueChangedDocument = new TypedDocumentString(`
    subscription CatalogueChanged {
  catalogueChanged {
    gameSlugs
    listSlugs
    at
  }
}
    `) as unknown as TypedDocumentString<CatalogueChangedSubscription, CatalogueChangedSubscriptionVariables>;
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
    mutation InitDeposit($amount: Amount!, $currency: String!, $paymentMethod: String!, $returnUrl: String, $idempotencyKey: String) {
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
    mutation InitWithdrawal($amount: Amount!, $currency: String!, $idempotencyKey: String) {
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
    mutation StartPayNPlay($amount: Amount!, $provider: PaymentProvider!, $returnUrl: String!) {
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
export const GameCategoryDocument = new TypedDocumentString(`
    query GameCategory($slug: String!, $first: Int!, $after: String, $thumbnailSize: ThumbnailSize!, $license: License) {
  gameCategory(slug: $slug, license: $license) {
    id
    slug
    name
    games(first: $first, after: $after) {
      ...GamePage
    }
  }
}
    fragment GameTile on Game {
  id
  lookupId
  idx
  slug
  name
  rtp
  isLiveCasinoGame
  isBonusEnabled
  isJackpotGame
  isNew
  studio {
    name
    slug
  }
  thumbnail(size: $thumbnailSize) {
    url
    width
    height
  }
}
fragment GamePage on GameConnection {
  totalCount
  pageInfo {
    hasNextPage
    endCursor
  }
  edges {
    cursor
    node {
      ...GameTile
    }
  }
}`) as unknown as TypedDocumentString<GameCategoryQuery, GameCategoryQueryVariables>;
export const GameCategoriesDocument = new TypedDocumentString(`
    query GameCategories($license: License) {
  gameCategories(license: $license) {
    id
    slug
    name
  }
}
    `) as unknown as TypedDocumentString<GameCategoriesQuery, GameCategoriesQueryVariables>;
export const ListsOfGamesDocument = new TypedDocumentString(`
    query ListsOfGames($license: License) {
  listsOfGames(license: $license) {
    id
    slug
    name
    requiresBonus
  }
}
    `) as unknown as TypedDocumentString<ListsOfGamesQuery, ListsOfGamesQueryVariables>;
export const SearchGamesDocument = new TypedDocumentString(`
    query SearchGames($query: String!, $first: Int!, $after: String, $thumbnailSize: ThumbnailSize!, $license: License) {
  searchGames(query: $query, first: $first, after: $after, license: $license) {
    ...GamePage
  }
}
    fragment GameTile on Game {
  id
  lookupId
  idx
  slug
  name
  rtp
  isLiveCasinoGame
  isBonusEnabled
  isJackpotGame
  isNew
  studio {
    name
    slug
  }
  thumbnail(size: $thumbnailSize) {
    url
    width
    height
  }
}
fragment GamePage on GameConnection {
  totalCount
  pageInfo {
    hasNextPage
    endCursor
  }
  edges {
    cursor
    node {
      ...GameTile
    }
  }
}`) as unknown as TypedDocumentString<SearchGamesQuery, SearchGamesQueryVariables>;
export const GameStudioDocument = new TypedDocumentString(`
    query GameStudio($first: Int!, $slug: String!, $thumbnailSize: ThumbnailSize!, $currencyCode: String, $ipCountryCode: String, $subDivision: String, $license: License, $after: String, $locale: String) {
  gameStudio(
    slug: $slug
    ipCountryCode: $ipCountryCode
    subDivision: $subDivision
    license: $license
    locale: $locale
  ) {
    id
    slug
    name
    imageUrl
    gameCount
    games(first: $first, after: $after) {
      ...GamePage
      edges {
        node {
          minBet(currencyCode: $currencyCode)
        }
      }
    }
  }
}
    fragment GameTile on Game {
  id
  lookupId
  idx
  slug
  name
  rtp
  isLiveCasinoGame
  isBonusEnabled
  isJackpotGame
  isNew
  studio {
    name
    slug
  }
  thumbnail(size: $thumbnailSize) {
    url
    width
    height
  }
}
fragment GamePage on GameConnection {
  totalCount
  pageInfo {
    hasNextPage
    endCursor
  }
  edges {
    cursor
    node {
      ...GameTile
    }
  }
}`) as unknown as TypedDocumentString<GameStudioQuery, GameStudioQueryVariables>;
export const GameStudiosDocument = new TypedDocumentString(`
    query GameStudios($license: License) {
  gameStudios(license: $license) {
    id
    slug
    name
    imageUrl
    gameCount
  }
}
    `) as unknown as TypedDocumentString<GameStudiosQuery, GameStudiosQueryVariables>;
export const ListOfGamesSliceDocument = new TypedDocumentString(`
    query ListOfGamesSlice($first: Int!, $after: String, $listOfGamesSlug: String!, $thumbnailSize: ThumbnailSize!, $currencyCode: String, $lastShownGameId: ID, $ipCountryCode: String, $subDivision: String, $license: License, $locale: String) {
  listOfGames(
    slug: $listOfGamesSlug
    ipCountryCode: $ipCountryCode
    subDivision: $subDivision
    license: $license
    locale: $locale
  ) {
    id
    name
    slug
    requiresBonus
    games(first: $first, after: $after, lastShownGameId: $lastShownGameId) {
      ...GamePage
      edges {
        node {
          minBet(currencyCode: $currencyCode)
        }
      }
    }
  }
}
    fragment GameTile on Game {
  id
  lookupId
  idx
  slug
  name
  rtp
  isLiveCasinoGame
  isBonusEnabled
  isJackpotGame
  isNew
  studio {
    name
    slug
  }
  thumbnail(size: $thumbnailSize) {
    url
    width
    height
  }
}
fragment GamePage on GameConnection {
  totalCount
  pageInfo {
    hasNextPage
    endCursor
  }
  edges {
    cursor
    node {
      ...GameTile
    }
  }
}`) as unknown as TypedDocumentString<ListOfGamesSliceQuery, ListOfGamesSliceQueryVariables>;
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
export const GameHistoryDocument = new TypedDocumentString(`
    query GameHistory($first: Int!, $after: String) {
  viewer {
    gameRounds(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          gameSlug
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
    `) as unknown as TypedDocumentString<GameHistoryQuery, GameHistoryQueryVariables>;
export const GameDetailsDocument = new TypedDocumentString(`
    query GameDetails($slug: String!) {
  game(slug: $slug) {
    id
    slug
    name
    rtp
    isBonusEnabled
    isLiveCasinoGame
    studio {
      name
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
export const LobbyDocument = new TypedDocumentString(`
    query Lobby($thumbnailSize: ThumbnailSize!, $license: License, $locale: String, $rowSize: Int!) {
  lobby(license: $license, locale: $locale) {
    items {
      __typename
      ... on BannerBlock {
        id
        type
        title
        text
        imageUrl
        linkUrl
        linkLabel
        game {
          slug
          name
        }
      }
      ... on PromotionBlock {
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
      ... on JackpotBlock {
        id
        type
        title
        text
        pots {
          id
          amount
          currency
        }
      }
      ... on RaffleBlock {
        id
        type
        title
        text
        linkUrl
      }
      ... on TopGamesBlock {
        id
        type
        title
        games {
          ...GameTile
        }
      }
      ... on TopSportsBlock {
        id
        type
        title
        events {
          id
          sport
          competition
          home
          away
          startsAt
        }
      }
      ... on GameListRow {
        id
        list {
          id
          name
          slug
          requiresBonus
          games(first: $rowSize) {
            ...GamePage
          }
        }
      }
    }
  }
}
    fragment GameTile on Game {
  id
  lookupId
  idx
  slug
  name
  rtp
  isLiveCasinoGame
  isBonusEnabled
  isJackpotGame
  isNew
  studio {
    name
    slug
  }
  thumbnail(size: $thumbnailSize) {
    url
    width
    height
  }
}
fragment GamePage on GameConnection {
  totalCount
  pageInfo {
    hasNextPage
    endCursor
  }
  edges {
    cursor
    node {
      ...GameTile
    }
  }
}`) as unknown as TypedDocumentString<LobbyQuery, LobbyQueryVariables>;
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
  }
}
    `) as unknown as TypedDocumentString<PlayerUpdatedSubscription, PlayerUpdatedSubscriptionVariables>;