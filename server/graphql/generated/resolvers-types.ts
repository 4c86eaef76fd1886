import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GameRecord, StudioRecord, ListOfGamesRecord, GameCategoryRecord, GameEdgeRecord, GameConnectionRecord, LobbyRecord, BannerBlockRecord, PromotionBlockRecord, JackpotBlockRecord, RaffleBlockRecord, TopGamesBlockRecord, TopSportsBlockRecord, SportsEventRecord, GameListRowRecord } from '../../catalogue/models.ts';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: string; output: string; }
  /**
   * Money: an integer count of a currency's minor units (cents; yen for JPY), sent as a JSON number,
   * from 0 to 10^15 (the ceiling of decision 0026, exact in every JSON number parser). Every money
   * field and argument has this type. As an argument, a value that is not a whole number (a
   * fraction, a string, non-finite, negative) is refused with InvalidAmount and one above 10^15
   * with AmountAboveMaximum (extensions.maximum) before anything runs; amounts of an operation are
   * also held to the currency's maximum per transaction (AmountAboveMaximum with
   * extensions.maximum and extensions.currency; 1,000,000.00 EUR).
   */
  MinorUnits: { input: number; output: number; }
};

export type AccountStatus =
  | 'Active'
  | 'Closed';

/** What the operator requires after sign-up (/additional-information/). */
export type AdditionalInformation = {
  __typename?: 'AdditionalInformation';
  city?: Maybe<Scalars['String']['output']>;
  missingFields: Array<AdditionalInformationField>;
  occupation?: Maybe<Scalars['String']['output']>;
  /** True while a required field is still missing: deposits are refused (AdditionalInformationRequired). */
  required: Scalars['Boolean']['output'];
  requiredFields: Array<AdditionalInformationField>;
  street?: Maybe<Scalars['String']['output']>;
  zipCode?: Maybe<Scalars['String']['output']>;
};

export type AdditionalInformationField =
  | 'city'
  | 'occupation'
  | 'street'
  | 'zipCode';

export type AdditionalInformationInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  occupation?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

/** The live balance update of platform-core §3. */
export type BalanceUpdate = {
  __typename?: 'BalanceUpdate';
  /** The operation's amount, minor units (positive). */
  amount: Scalars['MinorUnits']['output'];
  balance: Scalars['MinorUnits']['output'];
  bonusBalance: Scalars['MinorUnits']['output'];
  currency: Scalars['String']['output'];
  moneyType: MoneyType;
  /**
   * Percent (0–100, one decimal) of the wagering requirement met by the Active bonus the operation
   * counted toward: bets (100 on the bet that converts it), wins of rounds played with bonus money,
   * bonus credits. 0 when the operation concerned no bonus.
   */
  wageringProgress: Scalars['Float']['output'];
};

/**
 * BANNER_EXTERNAL_LINK (linkUrl is absolute), BANNER_GAME (game is set) or BANNER_MANUAL
 * (linkUrl is an app path).
 */
export type BannerBlock = {
  __typename?: 'BannerBlock';
  game?: Maybe<Game>;
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  linkLabel?: Maybe<Scalars['String']['output']>;
  linkUrl?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: ContentBlockType;
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

export type BonusMoneyDropReward = Reward & {
  __typename?: 'BonusMoneyDropReward';
  amount: Scalars['MinorUnits']['output'];
  claimType: RewardClaimType;
  currency: Scalars['String']['output'];
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  expiresIn?: Maybe<Scalars['Int']['output']>;
  kind: RewardKind;
  /** The most real money the bonus converts into; null for no cap. */
  maxPayout?: Maybe<Scalars['MinorUnits']['output']>;
  name: Scalars['String']['output'];
  rewardId: Scalars['ID']['output'];
  rewardReason?: Maybe<Scalars['String']['output']>;
  rewardType: RewardType;
  startsAt: Scalars['DateTime']['output'];
  /** Bets needed to convert the bonus = amount × wageringRequirementFactor. */
  wageringRequirementFactor: Scalars['Float']['output'];
};

export type BonusStatus =
  | 'Active'
  | 'Converted'
  | 'Expired'
  | 'Forfeited';

/**
 * What counts toward a bonus's wagering requirement and what a round may bet while the player holds
 * bonus money (decision 0028).
 */
export type BonusTerms = {
  __typename?: 'BonusTerms';
  /**
   * Percent of each bet that counts toward the requirement, per game type. Games of no listed type
   * count nothing.
   */
  contributions: Array<WageringContribution>;
  /**
   * Covering bets count nothing: a round whose bets together pay on at least this share (0–1) of
   * its possible outcomes, e.g. on a roulette wheel 25 or more of the 37 pockets (red and black,
   * odd and even, low and high, all dozens, all columns).
   */
  coveringBetShare: Scalars['Float']['output'];
  /**
   * The most one round may bet, minor units of the bonus currency, while the player holds bonus
   * money (the smallest of their Active bonuses' applies). A bigger round is refused with
   * BonusMaxBetExceeded (extensions.maxBet, extensions.currency).
   */
  maxBet: Scalars['MinorUnits']['output'];
};

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

export type CallToAction = {
  __typename?: 'CallToAction';
  label: Scalars['String']['output'];
  type: CallToActionType;
  /** App path for PAGE_LINK; null for DEPOSIT (the quick-deposit dialog opens). */
  url?: Maybe<Scalars['String']['output']>;
};

export type CallToActionType =
  | 'DEPOSIT'
  | 'PAGE_LINK';

export type CatalogueChange = {
  __typename?: 'CatalogueChange';
  at: Scalars['DateTime']['output'];
  gameSlugs: Array<Scalars['String']['output']>;
  listSlugs: Array<Scalars['String']['output']>;
};

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

export type CountryContext = {
  __typename?: 'CountryContext';
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: Scalars['String']['output'];
  /** The currency of the country (platform-core §9 overrides), ISO 4217. */
  countryCurrency: Scalars['String']['output'];
  /** The country of the request's IP address. */
  ipCountryCode: Scalars['String']['output'];
  /** Subdivision code (ISO 3166-2 suffix); upper-cased only for CA. */
  subDivision?: Maybe<Scalars['String']['output']>;
};

/**
 * The signed-in session as the reality check and the session clock count it, anchored to the
 * server's session start.
 */
export type CurrentSession = {
  __typename?: 'CurrentSession';
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  net: Scalars['Float']['output'];
  /** Seconds signed in today (the licence's day), every session of the day counted. */
  playedTodaySeconds: Scalars['Int']['output'];
  /** The reality checks of this session the player answered with Continue. */
  realityChecksAcknowledged: Scalars['Int']['output'];
  startedAt: Scalars['DateTime']['output'];
  /** Casino bets and wins in this session, minor units; net = won - wagered. */
  wagered: Scalars['MinorUnits']['output'];
  won: Scalars['MinorUnits']['output'];
};

/** platform-core §3 "Customer": the block flags that restrict actions. */
export type Customer = {
  __typename?: 'Customer';
  id: Scalars['ID']['output'];
  isCancelWithdrawalBlocked: Scalars['Boolean']['output'];
  isDepositsBlocked: Scalars['Boolean']['output'];
  isIncreaseDepositLimitBlocked: Scalars['Boolean']['output'];
  isRewardsBlocked: Scalars['Boolean']['output'];
  popUpsNeeded: Array<Scalars['String']['output']>;
};

/**
 * A pop-up the operator added for the player (or the whole brand): shown as a content-accept
 * overlay; acceptance is recorded with the version accepted.
 */
export type CustomerPopUp = {
  __typename?: 'CustomerPopUp';
  /** Plain text, paragraphs separated by blank lines. */
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: PopUpKind;
  /** The player must accept before going on (a guard); otherwise it can be dismissed. */
  requiresAcceptance: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type CustomerPopUpAdded = {
  __typename?: 'CustomerPopUpAdded';
  popUpIdsAdded: Array<Scalars['ID']['output']>;
};

export type DepositInit = {
  __typename?: 'DepositInit';
  /** The payment provider's page (the sandbox's /sandbox-pay/{paymentId}). */
  paymentUrl: Scalars['String']['output'];
  transaction: Transaction;
};

export type DepositOfferApplicability =
  | 'ALWAYS'
  | 'EXISTING_DEPOSITS'
  | 'FIRST_TIME_DEPOSIT';

/** A document the operator or a rule asked for (KYC verificationsMissing, source of wealth). */
export type DocumentRequest = {
  __typename?: 'DocumentRequest';
  comment?: Maybe<Scalars['String']['output']>;
  dueDate?: Maybe<Scalars['DateTime']['output']>;
  purpose: Scalars['String']['output'];
  /** Kyc or SourceOfWealth. */
  source: Scalars['String']['output'];
  /** Requested until a file is uploaded; Pending while it awaits review; Approved once approved. */
  status: DocumentStatus;
};

/** Review status of a document. Requested: asked for, nothing (or only rejected files) uploaded. */
export type DocumentStatus =
  | 'Approved'
  | 'Pending'
  | 'Rejected'
  | 'Requested';

export type FlowSettings = {
  __typename?: 'FlowSettings';
  countryCode: Scalars['String']['output'];
  /** True when the country has no entry of its own and the ROW entry applies. */
  isDefault: Scalars['Boolean']['output'];
  loginFlow: LoginFlow;
  registrationFormType: RegistrationFormType;
};

/** Free spins left from a claimed free-spin reward; played in its game before money bets. */
export type FreeSpinGrant = {
  __typename?: 'FreeSpinGrant';
  assignationId: Scalars['ID']['output'];
  betLevel: Scalars['Int']['output'];
  gameSlug: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  remaining: Scalars['Int']['output'];
  /** The stake of each spin, minor units. */
  value: Scalars['MinorUnits']['output'];
};

export type FreeSpinsReward = Reward & {
  __typename?: 'FreeSpinsReward';
  betLevel: Scalars['Int']['output'];
  claimType: RewardClaimType;
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  expiresIn?: Maybe<Scalars['Int']['output']>;
  freeSpinsAmount: Scalars['Int']['output'];
  game: RewardGameDescriptor;
  kind: RewardKind;
  name: Scalars['String']['output'];
  rewardId: Scalars['ID']['output'];
  rewardReason?: Maybe<Scalars['String']['output']>;
  rewardType: RewardType;
  startsAt: Scalars['DateTime']['output'];
  /** The stake of one free spin, minor units. */
  value: Scalars['MinorUnits']['output'];
};

export type Game = {
  __typename?: 'Game';
  id: Scalars['ID']['output'];
  /** Position of the game in the list or page it was fetched through, from 0. */
  idx: Scalars['Int']['output'];
  /** Bonus money can be wagered on it. */
  isBonusEnabled: Scalars['Boolean']['output'];
  isJackpotGame: Scalars['Boolean']['output'];
  isLiveCasinoGame: Scalars['Boolean']['output'];
  isNew: Scalars['Boolean']['output'];
  /** The game provider's id for the game. */
  lookupId: Scalars['String']['output'];
  /** Smallest stake, in minor units of the currency asked for (EUR when none). */
  minBet: Scalars['MinorUnits']['output'];
  name: Scalars['String']['output'];
  /**
   * Other games of the same studio sharing a category with this one (the game page's
   * "More like this"), available under the same licence and country; never the game itself.
   * Most shared categories first, then by name. first: 1 to 100.
   */
  relatedGames: Array<Game>;
  /** Return to player, percent (shown with the ShowRTP toggle). */
  rtp: Scalars['Float']['output'];
  slug: Scalars['String']['output'];
  studio: Studio;
  thumbnail: Thumbnail;
};


export type GameMinBetArgs = {
  currencyCode?: InputMaybe<Scalars['String']['input']>;
};


export type GameRelatedGamesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type GameThumbnailArgs = {
  size: ThumbnailSize;
};

export type GameCategory = {
  __typename?: 'GameCategory';
  games: GameConnection;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};


export type GameCategoryGamesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};

export type GameConnection = {
  __typename?: 'GameConnection';
  edges: Array<GameEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type GameEdge = {
  __typename?: 'GameEdge';
  cursor: Scalars['String']['output'];
  node: Game;
};

/** A game-list row of the lobby; the client fetches its games with ListOfGamesSlice. */
export type GameListRow = {
  __typename?: 'GameListRow';
  id: Scalars['ID']['output'];
  list: ListOfGames;
};

export type GameMode =
  | 'FUN'
  | 'REAL';

export type GameRound = {
  __typename?: 'GameRound';
  /** Total staked in the round, minor units. */
  bet: Scalars['MinorUnits']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  /** The game's name in the catalogue (the slug when the game has left the catalogue). */
  gameName: Scalars['String']['output'];
  gameSlug: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  status: GameRoundStatus;
  updatedAt: Scalars['DateTime']['output'];
  win: Scalars['MinorUnits']['output'];
};

export type GameRoundConnection = {
  __typename?: 'GameRoundConnection';
  edges: Array<GameRoundEdge>;
  pageInfo: PageInfo;
};

export type GameRoundEdge = {
  __typename?: 'GameRoundEdge';
  cursor: Scalars['String']['output'];
  node: GameRound;
};

export type GameRoundStatus =
  | 'open'
  | 'rolledBack'
  | 'settled';

export type GameSession = {
  __typename?: 'GameSession';
  currency: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  mode: GameMode;
  /** Load in <iframe sandbox="allow-scripts">; the token in it names this session only. */
  url: Scalars['String']['output'];
};

/** The kind of game (the catalogue's games.game_type): bonus wagering weighs bets by it. */
export type GameType =
  | 'instant'
  | 'live'
  | 'slot'
  | 'table';

export type InstantBankingBlock = {
  __typename?: 'InstantBankingBlock';
  activeFrom?: Maybe<Scalars['DateTime']['output']>;
};

export type JackpotBlock = {
  __typename?: 'JackpotBlock';
  id: Scalars['ID']['output'];
  pots: Array<JackpotPot>;
  text?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: ContentBlockType;
};

export type JackpotColorPalette = {
  __typename?: 'JackpotColorPalette';
  background: Scalars['String']['output'];
  backgroundContrast: Scalars['String']['output'];
  body: Scalars['String']['output'];
  buttonBackground: Scalars['String']['output'];
  darkBackground: Scalars['String']['output'];
  detailsContentBackground: Scalars['String']['output'];
  highlight: Scalars['String']['output'];
};

export type JackpotLeaderboard = {
  __typename?: 'JackpotLeaderboard';
  currency: Scalars['String']['output'];
  entries: Array<JackpotLeaderboardEntry>;
  /** The player's estimated prize (0 outside the prize positions). */
  playerExpectedPrize: Scalars['MinorUnits']['output'];
  /** The player's position (0: not among the contributors). */
  playerPosition: Scalars['Int']['output'];
  playerRank?: Maybe<Scalars['String']['output']>;
  playerRankImageUrl?: Maybe<Scalars['String']['output']>;
};

export type JackpotLeaderboardEntry = {
  __typename?: 'JackpotLeaderboardEntry';
  brand: Scalars['String']['output'];
  /** The estimated share of the shared pot, minor units of the leaderboard's currency. */
  expectedPrize: Scalars['MinorUnits']['output'];
  initials: Scalars['String']['output'];
  /** True on the requesting player's own row. */
  isPlayer: Scalars['Boolean']['output'];
  /** The contributor's position, 1 for the largest contribution. */
  position: Scalars['Int']['output'];
  rankImageUrl?: Maybe<Scalars['String']['output']>;
  rankName?: Maybe<Scalars['String']['output']>;
};

export type JackpotPot = {
  __typename?: 'JackpotPot';
  amount: Scalars['MinorUnits']['output'];
  currency: Scalars['String']['output'];
  /** mega, major, minor or shared. */
  id: Scalars['String']['output'];
};

export type JackpotSettings = {
  __typename?: 'JackpotSettings';
  colorPalette?: Maybe<JackpotColorPalette>;
  /** The contributions a player may choose, minor units of currency, per real-money bet. */
  contributionOptions: Array<Scalars['MinorUnits']['output']>;
  /** The instance's currency: its pots and contributions are in it. */
  currency: Scalars['String']['output'];
  desktopImage?: Maybe<Scalars['String']['output']>;
  enabled: Scalars['Boolean']['output'];
  enabledCommunity: Scalars['Boolean']['output'];
  initialContributionValue?: Maybe<Scalars['MinorUnits']['output']>;
  instanceId?: Maybe<Scalars['String']['output']>;
  logo?: Maybe<Scalars['String']['output']>;
  mobileImage?: Maybe<Scalars['String']['output']>;
  /** The jackpot service's id of the operator (the socket path's {operatorId}). */
  operatorId?: Maybe<Scalars['String']['output']>;
  sourceId?: Maybe<Scalars['String']['output']>;
  subtitle?: Maybe<Scalars['String']['output']>;
  termsAndConditions?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  titleRows: Array<Scalars['String']['output']>;
  /** Base URL of the jackpot socket: {websocketUrl}/v1/events/{operatorId}/{brand}. */
  websocketUrl?: Maybe<Scalars['String']['output']>;
  winnerNotificationImage?: Maybe<Scalars['String']['output']>;
};

export type KycCheckStatus = {
  __typename?: 'KycCheckStatus';
  deadline?: Maybe<Scalars['DateTime']['output']>;
  status: Scalars['String']['output'];
  verificationsDone: Array<Scalars['String']['output']>;
  verificationsMissing: Array<Scalars['String']['output']>;
};

export type LastCompletedDeposit = {
  __typename?: 'LastCompletedDeposit';
  /** JSON text: {"attributes":{"paymentMethod":…},"debtor":{"account":…}}. */
  payload: Scalars['String']['output'];
  /** Trustly, PaymentIQ, Krofort or Finshark. */
  provider: Scalars['String']['output'];
};

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

export type ListOfGames = {
  __typename?: 'ListOfGames';
  /**
   * `first` from 1 to 100; `after` is an endCursor of this list; `lastShownGameId` starts the
   * page after that game when no cursor is at hand.
   */
  games: GameConnection;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /**
   * Lists whose games need bonus money to be enabled (the bonus list) say so; the client hides
   * them when bonus is not enabled.
   */
  requiresBonus: Scalars['Boolean']['output'];
  slug: Scalars['String']['output'];
};


export type ListOfGamesGamesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  lastShownGameId?: InputMaybe<Scalars['ID']['input']>;
};

export type Lobby = {
  __typename?: 'Lobby';
  items: Array<LobbyItem>;
};

/**
 * What the lobby shows, in order: content blocks of the nine types of platform-core §3, and
 * game-list rows.
 */
export type LobbyItem = BannerBlock | GameListRow | JackpotBlock | PromotionBlock | RaffleBlock | TopGamesBlock | TopSportsBlock;

export type LoginFlow =
  | 'Keycloak'
  | 'Piq'
  | 'Sms'
  | 'Trustly';

export type LogoutResult = {
  __typename?: 'LogoutResult';
  loggedOut: Scalars['Boolean']['output'];
};

export type MarketingPreferences = {
  __typename?: 'MarketingPreferences';
  marketingBlocked: Scalars['Boolean']['output'];
};

export type MoneyDropReward = Reward & {
  __typename?: 'MoneyDropReward';
  amount: Scalars['MinorUnits']['output'];
  claimType: RewardClaimType;
  currency: Scalars['String']['output'];
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  expiresIn?: Maybe<Scalars['Int']['output']>;
  kind: RewardKind;
  name: Scalars['String']['output'];
  rewardId: Scalars['ID']['output'];
  rewardReason?: Maybe<Scalars['String']['output']>;
  rewardType: RewardType;
  startsAt: Scalars['DateTime']['output'];
};

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

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Accepts (or, where acceptance is not required, dismisses) a pop-up at the version shown.
   * PopUpNotFound for an unknown id; PopUpVersionOutdated when a newer version replaced it.
   */
  acceptPopUp: Customer;
  /** The player answered the reality check number `index` (1, 2 …) of this session with Continue. */
  acknowledgeRealityCheck: CurrentSession;
  /**
   * Makes a game a favourite of the signed-in player. Idempotent. NotFound (reason UnknownGame)
   * for an unknown slug; InvalidArgument (TooManyFavourites) beyond 500. Returns the slugs of the
   * player's favourites after the change, newest first.
   */
  addFavouriteGame: Array<Scalars['String']['output']>;
  /**
   * Buys a rewards-shop offer with loyalty points: the points are spent and the offer's reward is
   * assigned to the bearer (Unclaimed, manual claim) in one transaction. Errors: ShopOfferNotFound,
   * InsufficientPoints (extensions.points), RewardsBlocked.
   */
  buyShopOffer: PlayerReward;
  /** Withdraws a pending increase or removal; the limit in force stays. */
  cancelPendingLimit: PlayerLimit;
  /**
   * Cancels a withdrawal that has not been paid out; the reserve returns to the balance
   * (moneyType CancelWithdrawal). Errors: CancelWithdrawalBlocked, TransactionNotFound,
   * InvalidTransactionTransition.
   */
  cancelWithdrawal: Transaction;
  /**
   * Checks the given fields of a registration draft (a step of a multi-step form) by the same
   * rules as registerPlayer, for this brand and the draft's country; [] when they are fine.
   * Fields not given are not checked.
   */
  checkRegistrationFields: Array<RegistrationFieldError>;
  /**
   * Claims one of the bearer's rewards (manual claim type, status Unclaimed): the reward is
   * credited through the wallet (money drop → balance, bonus money drop → bonusBalance with a
   * wagering requirement, free spins → spins in the reward's game) and rewardUpdated reports
   * Credited. Claiming a reward twice credits it once (the second claim returns the Credited
   * entry). Errors: RewardNotFound (unknown, someone else's), RewardNotClaimable
   * (extensions.status: Expired, Scheduled, Removed…), RewardsBlocked (customer isRewardsBlocked),
   * PhoneVerificationRequired (unless the brand sets DisablePhoneVerificationForRewards).
   */
  claimReward: PlayerReward;
  /**
   * Saves the declaration of one category (its uploads go through POST /api/documents with the
   * type as purpose). InvalidArgument with fieldErrors for an unknown option or a long text.
   */
  declareSourceOfWealth: SourceOfWealth;
  /**
   * A deposit from the account of the player's last completed deposit (the quick-deposit dialog
   * offers it under the brand's EnableKrofortQuickDepositWithLastUsedAccount toggle): the provider
   * knows the account, so there is no payment page; the deposit completes with the provider's
   * callback (balanceUpdated, moneyType Deposit). `account` must be one this player completed a
   * deposit from with `paymentMethod`. Errors: those of initDeposit, and InvalidArgument with reason
   * UnknownLastUsedAccount (not this player's account: nothing is written) or
   * LastUsedAccountUnavailable (the brand does not offer it).
   */
  depositWithLastUsedAccount: Transaction;
  /**
   * The limit prompt before the first deposit, answered without setting a limit (refused where
   * the prompt is mandatory).
   */
  dismissLimitPrompt: ResponsibleGaming;
  /**
   * Spends the one-time code of a Pay N Play return for the session's tokens (custom token flow).
   * InvalidTokenFailure when the code is unknown, used or older than five minutes.
   */
  exchangePayNPlayCode: TokenPair;
  /**
   * Starts a deposit (status Initialized) and returns the payment provider's page to send the
   * player to; the balance changes when the provider confirms (balanceUpdated, moneyType Deposit).
   * The provider comes from the payment method. After the page the browser returns to returnUrl
   * (an app path; default "/"). Replaying an idempotencyKey returns the first answer. Errors:
   * InvalidAmount, AmountAboveMaximum (extensions.maximum), UnknownPaymentMethod, CurrencyNotHeld,
   * DepositsBlocked, AmountBelowMinimum (extensions.minimum), IdempotencyKeyReused.
   */
  initDeposit: DepositInit;
  /**
   * Starts a withdrawal: the amount is reserved at once (balanceUpdated, moneyType InitWithdrawal)
   * and paid out by the provider later (moneyType Withdrawal). Errors: InvalidAmount,
   * AmountAboveMaximum, CurrencyNotHeld, WithdrawalsBlocked, AmountBelowMinimum, InsufficientFunds,
   * IdempotencyKeyReused.
   */
  initWithdrawal: Transaction;
  /** Ends the bearer's session (operation Logout); its refresh tokens stop working. */
  logout: LogoutResult;
  /** Gives the additional information; InvalidArgument with fieldErrors per field. */
  provideAdditionalInformation: AdditionalInformation;
  /**
   * A new access token and a new refresh token for a refresh token of the custom token flow
   * (operation RefreshAccessToken; sent without a bearer). The refresh token is spent: using
   * it again ends the session. InvalidTokenFailure when it is unknown, expired, reused or its
   * session has ended.
   */
  refreshAccessToken: TokenPair;
  /**
   * Creates an account and mails a verification link. Answers the same when the address is
   * already registered (its owner gets a mail about the attempt). InvalidArgument with
   * extensions.fieldErrors for invalid input.
   */
  registerPlayer: RegisterPlayerResult;
  /**
   * Removes a game from the signed-in player's favourites. Idempotent (removing a game that is not
   * a favourite changes nothing). NotFound (UnknownGame) for an unknown slug. Returns the slugs
   * after the change, newest first.
   */
  removeFavouriteGame: Array<Scalars['String']['output']>;
  /** Asks to lift a self-exclusion whose end date has passed. */
  requestBreakLift: PlayerBreak;
  /**
   * Sends a six-digit code by SMS to verify the bearer's phone number (before rewards). Same
   * cooldown rules and errors as requestSmsCode; InvalidArgument for a malformed number.
   */
  requestPhoneVerification: SmsCodeRequest;
  /**
   * Sends a six-digit sign-in code by SMS. Answers the same for numbers without an account (no
   * SMS is sent to those). SmsResendCooldown (extensions.resendAvailableAt) when asked again
   * within 30 s, or more than five times an hour.
   */
  requestSmsCode: SmsCodeRequest;
  /**
   * Mails a new verification link if the address has an unverified account; answers the same
   * for every address.
   */
  resendVerificationEmail: ResendVerificationEmailResult;
  /**
   * Sets, lowers, raises or removes a limit. A decrease (or a first limit) applies at once; an
   * increase or a removal becomes pending for the licence's cooling-off. Replaying the same change
   * changes nothing.
   */
  setLimit: PlayerLimit;
  /** Sets the reality-check period (one of realityCheck.optionsSeconds) or turns it off (null). */
  setRealityCheckPeriod: RealityCheck;
  /**
   * Signs in with the code from requestSmsCode; ends the player's other sessions. InvalidSmsCode,
   * SmsCodeExpired, or SmsCodeAttemptsExhausted after five wrong codes.
   */
  signInWithSmsCode: TokenPair;
  /**
   * Starts a time-out or a self-exclusion at once: every session of the player ends
   * (SessionDestroyed with TIMEOUT or SELF_EXCLUSION). A running break can only be made longer.
   */
  startBreak: PlayerBreak;
  /**
   * Opens a demo game for the /games/{slug}/ page: the URL (with a game-session token) to load in
   * a sandboxed iframe. REAL needs a player and bets through the wallet; FUN plays with demo money
   * and works for visitors. Errors: GameNotFound, AuthenticationFailure (REAL without a player).
   */
  startGameSession: GameSession;
  /**
   * Pay N Play (for visitors, from /trustly-login/, /piq-login/, /krofort-login/, /finshark-login/):
   * a deposit and a sign-in in one step. Returns the provider's page, which identifies the player
   * by bank account (creating the account when new); the browser then returns to returnUrl (an
   * app path such as /en/trustly-login-handler/) with a one-time `loginCode` parameter for
   * exchangePayNPlayCode. Errors: InvalidAmount, AmountAboveMaximum, AmountBelowMinimum,
   * InvalidArgument.
   */
  startPayNPlay: PayNPlayStart;
  /**
   * Verifies an email address with the token of the link in the verification mail
   * (/verifyEmail?token=…). EmailVerificationFailure when the link is invalid or expired.
   */
  verifyEmail: VerifyEmailResult;
  /**
   * Verifies the phone number with the code from requestPhoneVerification; the player's
   * isPhoneNumberVerified becomes true (playerUpdated is not published). InvalidSmsCode,
   * SmsCodeExpired, SmsCodeAttemptsExhausted.
   */
  verifyPhoneNumber: Player;
};


export type MutationAcceptPopUpArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationAcknowledgeRealityCheckArgs = {
  index: Scalars['Int']['input'];
};


export type MutationAddFavouriteGameArgs = {
  slug: Scalars['String']['input'];
};


export type MutationBuyShopOfferArgs = {
  offerId: Scalars['ID']['input'];
};


export type MutationCancelPendingLimitArgs = {
  kind: LimitKind;
  period: LimitPeriod;
};


export type MutationCancelWithdrawalArgs = {
  reason: WithdrawalCancelReason;
  transactionId: Scalars['ID']['input'];
};


export type MutationCheckRegistrationFieldsArgs = {
  input: RegistrationDraftInput;
};


export type MutationClaimRewardArgs = {
  assignationId: Scalars['ID']['input'];
};


export type MutationDeclareSourceOfWealthArgs = {
  input: SourceOfWealthCategoryInput;
};


export type MutationDepositWithLastUsedAccountArgs = {
  account: Scalars['String']['input'];
  amount: Scalars['MinorUnits']['input'];
  currency: Scalars['String']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  paymentMethod: Scalars['String']['input'];
};


export type MutationExchangePayNPlayCodeArgs = {
  code: Scalars['String']['input'];
};


export type MutationInitDepositArgs = {
  amount: Scalars['MinorUnits']['input'];
  currency: Scalars['String']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  paymentMethod: Scalars['String']['input'];
  returnUrl?: InputMaybe<Scalars['String']['input']>;
};


export type MutationInitWithdrawalArgs = {
  amount: Scalars['MinorUnits']['input'];
  currency: Scalars['String']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};


export type MutationProvideAdditionalInformationArgs = {
  input: AdditionalInformationInput;
};


export type MutationRefreshAccessTokenArgs = {
  refreshToken: Scalars['String']['input'];
};


export type MutationRegisterPlayerArgs = {
  input: RegisterPlayerInput;
};


export type MutationRemoveFavouriteGameArgs = {
  slug: Scalars['String']['input'];
};


export type MutationRequestPhoneVerificationArgs = {
  phoneNumber: Scalars['String']['input'];
};


export type MutationRequestSmsCodeArgs = {
  phoneNumber: Scalars['String']['input'];
};


export type MutationResendVerificationEmailArgs = {
  email: Scalars['String']['input'];
};


export type MutationSetLimitArgs = {
  input: SetLimitInput;
};


export type MutationSetRealityCheckPeriodArgs = {
  seconds?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSignInWithSmsCodeArgs = {
  code: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
};


export type MutationStartBreakArgs = {
  duration: BreakDuration;
  kind: BreakKind;
};


export type MutationStartGameSessionArgs = {
  mode: GameMode;
  slug: Scalars['String']['input'];
};


export type MutationStartPayNPlayArgs = {
  amount: Scalars['MinorUnits']['input'];
  provider: PaymentProvider;
  returnUrl: Scalars['String']['input'];
};


export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};


export type MutationVerifyPhoneNumberArgs = {
  code: Scalars['String']['input'];
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type PayNPlayStart = {
  __typename?: 'PayNPlayStart';
  paymentUrl: Scalars['String']['output'];
};

export type PaymentProvider =
  | 'Finshark'
  | 'Krofort'
  | 'PaymentIQ'
  | 'Trustly';

/** An increase or a removal waiting out its cooling-off (24 hours, 48 on anj). */
export type PendingLimitChange = {
  __typename?: 'PendingLimitChange';
  /**
   * What will apply at effectiveAt: minor units (money limits) or minutes (Session); null: the
   * limit is removed.
   */
  amount?: Maybe<Scalars['Float']['output']>;
  effectiveAt: Scalars['DateTime']['output'];
  requestedAt: Scalars['DateTime']['output'];
};

export type PersonalInfo = {
  __typename?: 'PersonalInfo';
  city?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  dateOfBirth: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  ssn?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  street?: Maybe<Scalars['String']['output']>;
  zipCode?: Maybe<Scalars['String']['output']>;
};

/**
 * platform-core §3 "Player". Fields of later issues (limits, KYC, source of wealth, deposits)
 * hold their neutral values until those services exist.
 */
export type Player = {
  __typename?: 'Player';
  accountStatus: PlayerAccountStatus;
  areWithdrawalsBlocked: Scalars['Boolean']['output'];
  bankingCDD?: Maybe<Scalars['String']['output']>;
  country: PlayerCountry;
  email: Scalars['String']['output'];
  emailVerified: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  instantBankingBlock?: Maybe<InstantBankingBlock>;
  isEmailMarketingAccepted: Scalars['Boolean']['output'];
  isInstantBankingBlocked: Scalars['Boolean']['output'];
  isPhoneMarketingAccepted: Scalars['Boolean']['output'];
  isPhoneNumberVerified: Scalars['Boolean']['output'];
  isSmsMarketingAccepted: Scalars['Boolean']['output'];
  isSuppressedInAnyCommunicationGroup: Scalars['Boolean']['output'];
  kycCheckStatus: KycCheckStatus;
  /** Locale code of the spec (en_GB). */
  language: Scalars['String']['output'];
  marketingPreferences: MarketingPreferences;
  personalInfo: PersonalInfo;
  phoneNumber?: Maybe<Scalars['String']['output']>;
  playerId: Scalars['String']['output'];
  privacyPolicyAccepted: Scalars['Boolean']['output'];
  /** Minutes between reality checks; null when none is set. */
  realityCheckPeriod?: Maybe<Scalars['Int']['output']>;
  selfExclusionDetails?: Maybe<SelfExclusionDetails>;
  sourceOfWealthStatus?: Maybe<SourceOfWealthStatus>;
  termsAccepted: Scalars['Boolean']['output'];
  timeouts?: Maybe<PlayerTimeouts>;
  /** Minor units of the account's currency. */
  totalDepositAmount: Scalars['MinorUnits']['output'];
};

export type PlayerAccountStatus = {
  __typename?: 'PlayerAccountStatus';
  cause?: Maybe<Scalars['String']['output']>;
  reopenByCustomerAllowed: Scalars['Boolean']['output'];
  status: AccountStatus;
};

/**
 * Bonus money of a claimed bonus money drop. Active: bets count toward the requirement; on
 * meeting it the bonus balance (up to maxPayout) becomes real money (Converted). Expired at its
 * end date, Forfeited when the bonus balance is spent or the player gives it up.
 */
export type PlayerBonus = {
  __typename?: 'PlayerBonus';
  amount: Scalars['MinorUnits']['output'];
  assignationId: Scalars['ID']['output'];
  currency: Scalars['String']['output'];
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  maxPayout?: Maybe<Scalars['MinorUnits']['output']>;
  name: Scalars['String']['output'];
  status: BonusStatus;
  /**
   * The rules the bonus was granted with; later changes to the operator's defaults do not change
   * them.
   */
  terms: BonusTerms;
  wagered: Scalars['MinorUnits']['output'];
  /** Percent of the requirement met, 0–100. */
  wageringProgress: Scalars['Float']['output'];
  wageringRequirement: Scalars['MinorUnits']['output'];
};

export type PlayerBreak = {
  __typename?: 'PlayerBreak';
  /** True when the end date has passed and no lift was asked for yet. */
  canRequestLift: Scalars['Boolean']['output'];
  duration: BreakDuration;
  /** Null: indefinite. */
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  kind: BreakKind;
  /**
   * Self-exclusion does not lift by itself: after endsAt the player asks (requestBreakLift) and
   * it lifts after the licence's cooling-off.
   */
  liftRequestedAt?: Maybe<Scalars['DateTime']['output']>;
  liftsAt?: Maybe<Scalars['DateTime']['output']>;
  startedAt: Scalars['DateTime']['output'];
};

export type PlayerCountry = {
  __typename?: 'PlayerCountry';
  code: Scalars['String']['output'];
  /** The account's currency, ISO 4217. */
  currency: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2, as code. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/**
 * An uploaded file. Uploads: POST /api/documents (multipart: purpose, file; bearer); the file is
 * served back at `url` to its owner (bearer or the access-token cookie) and to the operator only.
 */
export type PlayerDocument = {
  __typename?: 'PlayerDocument';
  /** application/pdf, image/jpeg, image/png or image/heic: from the content, not the name. */
  contentType: Scalars['String']['output'];
  documentId: Scalars['ID']['output'];
  /** The sanitised file name. */
  fileName: Scalars['String']['output'];
  /** A SourceOfWealthType (Salary …) or a KYC verification (Identity, ProofOfAddress). */
  purpose: Scalars['String']['output'];
  rejectionReason?: Maybe<Scalars['String']['output']>;
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  size: Scalars['Int']['output'];
  status: DocumentStatus;
  uploadedAt: Scalars['DateTime']['output'];
  url: Scalars['String']['output'];
};

/**
 * One limit of a kind and period: what is in force, what is pending, and how much of the
 * current window is used.
 */
export type PlayerLimit = {
  __typename?: 'PlayerLimit';
  /** In force now: minor units (money limits) or minutes (Session); null when none is in force. */
  amount?: Maybe<Scalars['Float']['output']>;
  /** The account's currency (money limits); null for Session. */
  currency?: Maybe<Scalars['String']['output']>;
  kind: LimitKind;
  pending?: Maybe<PendingLimitChange>;
  period: LimitPeriod;
  /** What is left in the window; null when no limit is in force. */
  remaining?: Maybe<Scalars['Float']['output']>;
  /**
   * When the oldest deposit or loss in the window leaves it (more becomes available); for
   * Session the start of the next day. Null when nothing is counted.
   */
  resetsAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * Used in the current window: deposits or net losses (minor units), minutes played today
   * (Session).
   */
  used: Scalars['Float']['output'];
};

/** A reward assigned to the player (platform-core §3 "Player reward entry"). */
export type PlayerReward = {
  __typename?: 'PlayerReward';
  assignationId: Scalars['ID']['output'];
  assignedAt: Scalars['DateTime']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  reward: Reward;
  status: RewardStatus;
  updatedAt: Scalars['DateTime']['output'];
};

export type PlayerTimeouts = {
  __typename?: 'PlayerTimeouts';
  timeoutEndsAt?: Maybe<Scalars['DateTime']['output']>;
};

export type PlayerUpdated = {
  __typename?: 'PlayerUpdated';
  /**
   * The account's status when this change closed or reopened it, else null: the sessions of a
   * closed account end right after, so an open lobby learns here why (the AccountClosed banner).
   */
  accountStatus?: Maybe<PlayerAccountStatus>;
  /**
   * What changed, for clients to reload: accountStatus, kyc, sourceOfWealth, documents,
   * restrictions, additionalInformation, popUps.
   */
  changed: Array<Scalars['String']['output']>;
  isAccountClosed: Scalars['Boolean']['output'];
  playerId: Scalars['ID']['output'];
};

export type PopUpKind =
  | 'BonusTerms'
  | 'Message'
  | 'PrivacyPolicy'
  | 'TermsAndConditions';

/** PROMOTION or PROMOTION_V2. */
export type PromotionBlock = {
  __typename?: 'PromotionBlock';
  applicability: DepositOfferApplicability;
  callToAction?: Maybe<CallToAction>;
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  text?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: ContentBlockType;
};

/** One change of a protection setting, as the append-only audit keeps it. */
export type ProtectionChange = {
  __typename?: 'ProtectionChange';
  action: Scalars['String']['output'];
  actor: Scalars['String']['output'];
  effectiveAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  kind?: Maybe<Scalars['String']['output']>;
  newValue?: Maybe<Scalars['String']['output']>;
  oldValue?: Maybe<Scalars['String']['output']>;
  period?: Maybe<LimitPeriod>;
  requestedAt: Scalars['DateTime']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The country of the request (operation CountryContextQuery). */
  countryContext: CountryContext;
  /**
   * Which sign-in flow and registration form apply in a country (the request's country when
   * omitted); countries without an entry of their own get the brand's ROW entry.
   */
  flowSettings: FlowSettings;
  /** One game by slug; null when unknown or not available here. */
  game?: Maybe<Game>;
  /** Every category with at least one game available here, for /game-category/. */
  gameCategories: Array<GameCategory>;
  /** A game category by slug; null when unknown. */
  gameCategory?: Maybe<GameCategory>;
  /** A game studio by slug (operation GameStudio); null when unknown. */
  gameStudio?: Maybe<Studio>;
  /** Every studio with at least one game available here, for /game-studio/. */
  gameStudios: Array<Studio>;
  /**
   * The top contributors of an instance's current shared-pot round and their estimated share of
   * the shared pot (programmes §7). size is capped at 100.
   */
  jackpotLeaderboard: JackpotLeaderboard;
  /**
   * The brand's jackpot programme as it applies in a country (programmes §3 "Jackpot settings"):
   * the request's country when ipCountryCode is omitted. Null when the brand has no jackpot.
   * A signed-in player gets the instance of their currency; a visitor the brand's own.
   */
  jackpotSettings?: Maybe<JackpotSettings>;
  /**
   * A list of games by slug (operation ListOfGamesSlice); null when there is no such list or
   * none of its games is available here.
   */
  listOfGames?: Maybe<ListOfGames>;
  /** Every curated and fixed list of the brand, for /game-list/. */
  listsOfGames: Array<ListOfGames>;
  /** The lobby page of the brand: content blocks and game-list rows, in order. */
  lobby: Lobby;
  /**
   * The brand's promotions (/promotions/): PROMOTION and PROMOTION_V2 blocks whose deposit-offer
   * applicability fits the viewer — ALWAYS for everyone, FIRST_TIME_DEPOSIT for visitors and
   * players without a completed deposit, EXISTING_DEPOSITS for players with one.
   */
  promotions: Array<PromotionBlock>;
  /**
   * The brand's raffle programme as it applies in a country (programmes §3 "Raffle settings"):
   * the request's country when ipCountryCode is omitted. Null when the brand has none.
   */
  raffleSettings?: Maybe<RaffleSettings>;
  /**
   * The latest drawn raffle drops with winners, newest first (programmes §7: last 15). Amounts are
   * in each drop's currency; baseCurrency picks the instances of that currency.
   */
  raffleWinners: RaffleWinnerConnection;
  /** The brand's rewards shop (/rewards-shop/): offers bought with loyalty points. */
  rewardsShop: Array<ShopOffer>;
  /** Games whose name or studio matches the query, for /games/. An empty query lists all games. */
  searchGames: GameConnection;
  /** The brand's banners in force now (public). */
  siteBanners: Array<SiteBanner>;
  /**
   * Texts by key for the current brand and locale (operation Translations). Unknown keys are
   * left out, so the client keeps its own default text.
   */
  ts: Array<Translation>;
  /**
   * The signed-in player (operations GetPlayerInfo, GetCustomerInfo). AuthenticationFailure
   * without a valid bearer token.
   */
  viewer: Viewer;
};


export type QueryFlowSettingsArgs = {
  countryCode?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGameArgs = {
  ipCountryCode?: InputMaybe<Scalars['String']['input']>;
  license?: InputMaybe<License>;
  slug: Scalars['String']['input'];
  subDivision?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGameCategoriesArgs = {
  ipCountryCode?: InputMaybe<Scalars['String']['input']>;
  license?: InputMaybe<License>;
  subDivision?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGameCategoryArgs = {
  ipCountryCode?: InputMaybe<Scalars['String']['input']>;
  license?: InputMaybe<License>;
  slug: Scalars['String']['input'];
  subDivision?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGameStudioArgs = {
  ipCountryCode?: InputMaybe<Scalars['String']['input']>;
  license?: InputMaybe<License>;
  locale?: InputMaybe<Scalars['String']['input']>;
  slug: Scalars['String']['input'];
  subDivision?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGameStudiosArgs = {
  ipCountryCode?: InputMaybe<Scalars['String']['input']>;
  license?: InputMaybe<License>;
  subDivision?: InputMaybe<Scalars['String']['input']>;
};


export type QueryJackpotLeaderboardArgs = {
  brand: Scalars['String']['input'];
  currency: Scalars['String']['input'];
  jackpotInstanceId: Scalars['String']['input'];
  jackpotPotId?: InputMaybe<Scalars['String']['input']>;
  playerUUID?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryJackpotSettingsArgs = {
  ipCountryCode?: InputMaybe<Scalars['String']['input']>;
};


export type QueryListOfGamesArgs = {
  ipCountryCode?: InputMaybe<Scalars['String']['input']>;
  license?: InputMaybe<License>;
  locale?: InputMaybe<Scalars['String']['input']>;
  slug: Scalars['String']['input'];
  subDivision?: InputMaybe<Scalars['String']['input']>;
};


export type QueryListsOfGamesArgs = {
  ipCountryCode?: InputMaybe<Scalars['String']['input']>;
  license?: InputMaybe<License>;
  subDivision?: InputMaybe<Scalars['String']['input']>;
};


export type QueryLobbyArgs = {
  ipCountryCode?: InputMaybe<Scalars['String']['input']>;
  license?: InputMaybe<License>;
  locale?: InputMaybe<Scalars['String']['input']>;
  subDivision?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPromotionsArgs = {
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRaffleSettingsArgs = {
  ipCountryCode?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRaffleWinnersArgs = {
  baseCurrency: Scalars['String']['input'];
  before?: InputMaybe<Scalars['String']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchGamesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  ipCountryCode?: InputMaybe<Scalars['String']['input']>;
  license?: InputMaybe<License>;
  query: Scalars['String']['input'];
  subDivision?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTsArgs = {
  keys: Array<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
};

export type RaffleBlock = {
  __typename?: 'RaffleBlock';
  id: Scalars['ID']['output'];
  linkUrl?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: ContentBlockType;
};

export type RaffleEntry = {
  __typename?: 'RaffleEntry';
  description: Scalars['String']['output'];
  gameStudio: RaffleGameStudio;
  instanceId: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** hourly, daily or weekly: the jackpot service's source id. */
  type: Scalars['String']['output'];
};

export type RaffleGameStudio = {
  __typename?: 'RaffleGameStudio';
  name: Scalars['String']['output'];
  raffleSpotlightImage?: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
};

export type RaffleSettings = {
  __typename?: 'RaffleSettings';
  enabled: Scalars['Boolean']['output'];
  pageDesktopBackgroundImage?: Maybe<Scalars['String']['output']>;
  pageMobileBackgroundImage?: Maybe<Scalars['String']['output']>;
  raffles: Array<RaffleEntry>;
  termsAndConditions?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
};

export type RaffleWinner = {
  __typename?: 'RaffleWinner';
  brand: Scalars['String']['output'];
  winAmount: Scalars['MinorUnits']['output'];
  winCurrency: Scalars['String']['output'];
  winnerInitials: Scalars['String']['output'];
};

export type RaffleWinnerConnection = {
  __typename?: 'RaffleWinnerConnection';
  edges: Array<RaffleWinnerEdge>;
};

export type RaffleWinnerEdge = {
  __typename?: 'RaffleWinnerEdge';
  cursor: Scalars['String']['output'];
  node: RaffleWinnerNode;
};

export type RaffleWinnerNode = {
  __typename?: 'RaffleWinnerNode';
  instanceId: Scalars['String']['output'];
  /** The drop's name (Hourly drop, Daily drop, Weekly drop). */
  jackpotName: Scalars['String']['output'];
  timestamp: Scalars['DateTime']['output'];
  winners: Array<RaffleWinner>;
};

export type RealityCheck = {
  __typename?: 'RealityCheck';
  /** The periods the player may choose, seconds. */
  optionsSeconds: Array<Scalars['Int']['output']>;
  /** Seconds between reality checks; null: off. */
  periodSeconds?: Maybe<Scalars['Int']['output']>;
};

/** A game the player played lately (platform-core §3 "Recently played games"). */
export type RecentlyPlayedGame = {
  __typename?: 'RecentlyPlayedGame';
  gameId: Scalars['ID']['output'];
  isLiveCasinoGame: Scalars['Boolean']['output'];
  /** The game descriptor as JSON text: {"gameId": …, "isLiveCasinoGame": …}. */
  json: Scalars['String']['output'];
  lastPlayedAt: Scalars['DateTime']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type RegisterPlayerInput = {
  acceptPrivacyPolicy: Scalars['Boolean']['input'];
  acceptTerms: Scalars['Boolean']['input'];
  city?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2; the account's currency follows from it. */
  country: Scalars['String']['input'];
  /** YYYY-MM-DD; players must be 18 or older. */
  dateOfBirth: Scalars['String']['input'];
  /**
   * Daily deposit limit, major units as typed ("100", "100.50"): required where the licence asks
   * at sign-up (depositLimitsOnRegistration, mga).
   */
  depositLimit?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  emailMarketing?: Scalars['Boolean']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phoneMarketing?: Scalars['Boolean']['input'];
  /** With its country code: +358401234567. */
  phoneNumber: Scalars['String']['input'];
  smsMarketing?: Scalars['Boolean']['input'];
  /**
   * Estonian personal code (isikukood): required where the country's form is SSN (ssnOnRegistration,
   * est), checked by its checksum and against dateOfBirth.
   */
  ssn?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

/** The same answer whether or not the address was new: check the inbox. */
export type RegisterPlayerResult = {
  __typename?: 'RegisterPlayerResult';
  email: Scalars['String']['output'];
  verificationEmailSent: Scalars['Boolean']['output'];
};

/** A registration draft: any subset of the fields, for a multi-step form to check a step. */
export type RegistrationDraftInput = {
  acceptPrivacyPolicy?: InputMaybe<Scalars['Boolean']['input']>;
  acceptTerms?: InputMaybe<Scalars['Boolean']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  dateOfBirth?: InputMaybe<Scalars['String']['input']>;
  depositLimit?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  ssn?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

/** A field's problem: code is stable (the SPA translates it), message is English. */
export type RegistrationFieldError = {
  __typename?: 'RegistrationFieldError';
  code: Scalars['String']['output'];
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type RegistrationFormType =
  | 'DINO'
  | 'REGILY'
  | 'SSN'
  | 'TRUSTLY';

export type RequiredDocumentsUpload = {
  __typename?: 'RequiredDocumentsUpload';
  comment?: Maybe<Scalars['String']['output']>;
  requestedFundingType?: Maybe<Scalars['String']['output']>;
};

export type ResendVerificationEmailResult = {
  __typename?: 'ResendVerificationEmailResult';
  /** Always true: whether a mail was sent is not told. */
  accepted: Scalars['Boolean']['output'];
};

/** The player's protection tools under the brand's licence. */
export type ResponsibleGaming = {
  __typename?: 'ResponsibleGaming';
  /** The time-out or self-exclusion in force (or ended but not yet lifted); null when none. */
  activeBreak?: Maybe<PlayerBreak>;
  currentSession?: Maybe<CurrentSession>;
  licence?: Maybe<License>;
  limitPromptMandatory: Scalars['Boolean']['output'];
  /**
   * True until the player has set a limit or answered the limit prompt; on mga (mandatory) only
   * setting a deposit limit answers it.
   */
  limitPromptNeeded: Scalars['Boolean']['output'];
  /**
   * Every money limit and the session limit the licence offers, one entry per kind and period
   * (amount null where none is set).
   */
  limits: Array<PlayerLimit>;
  /** Null when the licence has no reality check. */
  realityCheck?: Maybe<RealityCheck>;
  selfExclusionOptions: Array<BreakDuration>;
  /** Break durations the licence offers. */
  timeoutOptions: Array<BreakDuration>;
};

/** A reward definition (platform-core §3 "Reward item"). Amounts in minor units. */
export type Reward = {
  claimType: RewardClaimType;
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  /** Seconds a claimable reward stays claimable after assignment; null when only endsAt applies. */
  expiresIn?: Maybe<Scalars['Int']['output']>;
  kind: RewardKind;
  name: Scalars['String']['output'];
  rewardId: Scalars['ID']['output'];
  rewardReason?: Maybe<Scalars['String']['output']>;
  rewardType: RewardType;
  startsAt: Scalars['DateTime']['output'];
};

export type RewardClaimType =
  | 'automatic'
  | 'manual';

/**
 * The game of a free-spin reward: url is the app path of the game page, json the descriptor
 * {"gameId": …, "slug": …}.
 */
export type RewardGameDescriptor = {
  __typename?: 'RewardGameDescriptor';
  json: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

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

/** The rewardUpdated event: the reward, its new status and the assignation it belongs to. */
export type RewardUpdate = {
  __typename?: 'RewardUpdate';
  assignationId: Scalars['ID']['output'];
  reward: Reward;
  status: RewardStatus;
  updatedAt: Scalars['DateTime']['output'];
};

export type SelfExclusionDetails = {
  __typename?: 'SelfExclusionDetails';
  exclusionEndsAt?: Maybe<Scalars['DateTime']['output']>;
};

export type SessionDestroyed = {
  __typename?: 'SessionDestroyed';
  reason: SessionEndReason;
  sessionId: Scalars['ID']['output'];
};

export type SessionEndReason =
  | 'ACCOUNT_CLOSED'
  | 'LOGGED_IN_FROM_ANOTHER_DEVICE'
  | 'LOGOUT'
  | 'SELF_EXCLUSION'
  | 'SESSION_LIMIT'
  | 'TIMEOUT'
  | 'TOKEN_REUSE';

/** A past or current session of the player (profile session history). */
export type SessionRecord = {
  __typename?: 'SessionRecord';
  currency: Scalars['String']['output'];
  durationSeconds: Scalars['Int']['output'];
  /**
   * LOGOUT, LOGGED_IN_FROM_ANOTHER_DEVICE, TOKEN_REUSE, ACCOUNT_CLOSED, SESSION_LIMIT, TIMEOUT,
   * SELF_EXCLUSION; null while it runs.
   */
  endReason?: Maybe<SessionEndReason>;
  /** Null while it runs. */
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  method: Scalars['String']['output'];
  net: Scalars['Float']['output'];
  startedAt: Scalars['DateTime']['output'];
  wagered: Scalars['MinorUnits']['output'];
  won: Scalars['MinorUnits']['output'];
};

export type SetLimitInput = {
  /**
   * Minor units (money limits; positive whole numbers) or minutes (Session); null removes the
   * limit (after the cooling-off).
   */
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** Required for money limits: must be the account's currency. */
  currency?: InputMaybe<Scalars['String']['input']>;
  kind: LimitKind;
  period: LimitPeriod;
};

/** An offer of the rewards shop: its reward, for a price in loyalty points. */
export type ShopOffer = {
  __typename?: 'ShopOffer';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  price: Scalars['Int']['output'];
  reward: Reward;
  title: Scalars['String']['output'];
};

/**
 * A banner of the brand, not of a player: Maintenance (a window the operator set), GermanyCloseDown,
 * NovemberCampaign and Content. The banner machine decides which show (country, consent, player).
 */
export type SiteBanner = {
  __typename?: 'SiteBanner';
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  link?: Maybe<Scalars['String']['output']>;
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  type: BannerType;
};

export type SmsCodeRequest = {
  __typename?: 'SmsCodeRequest';
  expiresAt: Scalars['DateTime']['output'];
  resendAvailableAt: Scalars['DateTime']['output'];
};

export type SourceOfWealth = {
  __typename?: 'SourceOfWealth';
  /** Every type, declared or not, in the order of the enum. */
  categories: Array<SourceOfWealthCategory>;
  checkState: SowCheckState;
  /** The operator's comment (requiredDocumentsUploadV2.comment). */
  comment?: Maybe<Scalars['String']['output']>;
  dueDate?: Maybe<Scalars['DateTime']['output']>;
  /** Past the due date with the check still Required: deposits are refused (SourceOfWealthOverdue). */
  dueDateExpired: Scalars['Boolean']['output'];
  /** Why it was asked: Rule (total deposits passed the licence's threshold) or Operator. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The funding type the operator asked documents for (requiredDocumentsUploadV2). */
  requestedFundingType?: Maybe<SourceOfWealthType>;
};

/** One category of the player's source-of-wealth declaration (programmes §3). */
export type SourceOfWealthCategory = {
  __typename?: 'SourceOfWealthCategory';
  /** The player declared this category and uploaded at least one document for it. */
  completed: Scalars['Boolean']['output'];
  /** The player's own words (at most 1,000 characters). */
  description?: Maybe<Scalars['String']['output']>;
  /** The files uploaded for this category (documentId = PlayerDocument.documentId). */
  documents: Array<PlayerDocument>;
  /** Options the player may tick, e.g. Salary: Employed, Self-employed, Pension. */
  exampleOptions: Array<Scalars['String']['output']>;
  /** The options the player ticked (a subset of exampleOptions). */
  selectedOptions: Array<Scalars['String']['output']>;
  type: SourceOfWealthType;
};

export type SourceOfWealthCategoryInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  selectedOptions: Array<Scalars['String']['input']>;
  type: SourceOfWealthType;
};

export type SourceOfWealthStatus = {
  __typename?: 'SourceOfWealthStatus';
  dueDate?: Maybe<Scalars['DateTime']['output']>;
  dueDateExpired: Scalars['Boolean']['output'];
  requiredDocumentsUploadV2?: Maybe<RequiredDocumentsUpload>;
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

export type SportsEvent = {
  __typename?: 'SportsEvent';
  away: Scalars['String']['output'];
  competition: Scalars['String']['output'];
  home: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  sport: Scalars['String']['output'];
  startsAt: Scalars['DateTime']['output'];
};

export type Studio = {
  __typename?: 'Studio';
  gameCount: Scalars['Int']['output'];
  games: GameConnection;
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};


export type StudioGamesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The bearer's balance changed (operation "Wallet balanceUpdated"): deposits, withdrawals and
   * casino rounds, after the ledger committed them. Needs connectionParams.accessToken.
   */
  balanceUpdated: BalanceUpdate;
  /**
   * The catalogue changed (an operator changed games or lists): clients drop what they cached
   * for these games and lists.
   */
  catalogueChanged: CatalogueChange;
  /**
   * The operator added pop-ups for the bearer (operation CustomerPopUpAdded). Needs
   * connectionParams.accessToken.
   */
  customerPopUpAdded: CustomerPopUpAdded;
  /** The bearer's account changed (e.g. it was closed). Needs connectionParams.accessToken. */
  playerUpdated: PlayerUpdated;
  /**
   * One of the bearer's rewards was assigned or changed status (operation
   * RewardsContextSubscription): assigned (Unclaimed or Scheduled), started (Scheduled →
   * Unclaimed), claimed (Processing, Credited), expired, removed. Needs
   * connectionParams.accessToken.
   */
  rewardUpdated: RewardUpdate;
  /**
   * The bearer's session ended (logout, signed in on another device, token reuse, account
   * closed). Needs connectionParams.accessToken.
   */
  sessionDestroyed: SessionDestroyed;
};

export type Thumbnail = {
  __typename?: 'Thumbnail';
  height: Scalars['Int']['output'];
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

/** Thumbnail widths in CSS pixels × device pixel ratio (capped at 2). Images are 4:3. */
export type ThumbnailSize =
  | 'W160'
  | 'W240'
  | 'W320'
  | 'W480'
  | 'W640';

/** A sign-in of the custom token flow. */
export type TokenPair = {
  __typename?: 'TokenPair';
  /** JWT (ES256) for the Authorization header; claims sub (player id), sid, brand, exp. */
  accessToken: Scalars['String']['output'];
  accessTokenExpiresAt: Scalars['DateTime']['output'];
  /** Opaque, single use: refreshAccessToken spends it and returns the next one. */
  refreshToken: Scalars['String']['output'];
};

export type TopGamesBlock = {
  __typename?: 'TopGamesBlock';
  games: Array<Game>;
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  type: ContentBlockType;
};

export type TopSportsBlock = {
  __typename?: 'TopSportsBlock';
  events: Array<SportsEvent>;
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  type: ContentBlockType;
};

export type Transaction = {
  __typename?: 'Transaction';
  amount: Scalars['MinorUnits']['output'];
  cancelReason?: Maybe<WithdrawalCancelReason>;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  paymentMethod: Scalars['String']['output'];
  /** When it reached Completed, Cancelled or RolledBacked. */
  processedAt?: Maybe<Scalars['DateTime']['output']>;
  provider: Scalars['String']['output'];
  status: TransactionStatus;
  type: TransactionType;
};

export type TransactionConnection = {
  __typename?: 'TransactionConnection';
  edges: Array<TransactionEdge>;
  pageInfo: PageInfo;
};

export type TransactionEdge = {
  __typename?: 'TransactionEdge';
  cursor: Scalars['String']['output'];
  node: Transaction;
};

export type TransactionSortField =
  | 'createdAt'
  | 'processedAt';

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

export type Translation = {
  __typename?: 'Translation';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type VerifyEmailResult = {
  __typename?: 'VerifyEmailResult';
  email: Scalars['String']['output'];
  verified: Scalars['Boolean']['output'];
};

export type Viewer = {
  __typename?: 'Viewer';
  additionalInformation: AdditionalInformation;
  /**
   * Bonus money from claimed bonus money drops, newest first: Active ones count bets toward their
   * wagering requirement.
   */
  bonuses: Array<PlayerBonus>;
  customer: Customer;
  documentRequests: Array<DocumentRequest>;
  /** The player's uploads, newest first. */
  documents: Array<PlayerDocument>;
  /**
   * The slugs of all the player's favourite games (also those not available here), newest first:
   * what the star toggles on game tiles show.
   */
  favouriteGameSlugs: Array<Scalars['String']['output']>;
  /**
   * The player's favourite games that are available here, newest favourite first; `first` from 1
   * to 100.
   */
  favouriteGames: Array<Game>;
  /** Free spins from claimed free-spin rewards that are left to play. */
  freeSpins: Array<FreeSpinGrant>;
  /** Casino rounds, newest first (profile game history). */
  gameRounds: GameRoundConnection;
  /** The newest completed deposit (operation LastCompletedDeposit); null before the first. */
  lastCompletedDeposit?: Maybe<LastCompletedDeposit>;
  /**
   * Loyalty points to spend in the rewards shop: one point per 1.00 of casino bets, less the
   * points spent.
   */
  loyaltyPoints: Scalars['Int']['output'];
  player: Player;
  /**
   * The player's rewards (Rewards query): sorted by sortBy (ascending unless ascending is false),
   * the last `last` of that order (1 to 500), only the given statuses when set (the lobby asks for
   * Unclaimed and Scheduled). Entries whose reward ended are Expired.
   */
  playerRewards: Array<PlayerReward>;
  /** The pop-ups of popUpsNeeded, oldest first. */
  popUps: Array<CustomerPopUp>;
  /** The player's own protection changes, newest first. */
  protectionChanges: Array<ProtectionChange>;
  /**
   * The games of the player's last rounds that are available here, newest first (the lobby's
   * "Recently played" row); `first` from 1 to 20.
   */
  recentlyPlayedGames: Array<Game>;
  /**
   * The player's last distinct games, newest first (operation SyncRecentlyPlayedGames);
   * maxRecentlyPlayedGames from 1 to 20.
   */
  recentlyPlayedGamesV2: Array<RecentlyPlayedGame>;
  responsibleGaming: ResponsibleGaming;
  /** The player's sessions, newest first; `first` from 1 to 100. */
  sessionHistory: Array<SessionRecord>;
  sourceOfWealth: SourceOfWealth;
  /**
   * Deposits and withdrawals, newest first unless ascending; `first` from 1 to 100, `after` an
   * endCursor of the same type and order.
   */
  transactions: TransactionConnection;
  /** The player's wallet in the account's currency. */
  wallet: Wallet;
};


export type ViewerFavouriteGamesArgs = {
  first?: Scalars['Int']['input'];
  ipCountryCode?: InputMaybe<Scalars['String']['input']>;
  license?: InputMaybe<License>;
  subDivision?: InputMaybe<Scalars['String']['input']>;
};


export type ViewerGameRoundsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


export type ViewerPlayerRewardsArgs = {
  ascending?: Scalars['Boolean']['input'];
  kind?: InputMaybe<RewardKind>;
  last?: Scalars['Int']['input'];
  sortBy?: RewardSortField;
  statuses?: InputMaybe<Array<RewardStatus>>;
};


export type ViewerProtectionChangesArgs = {
  first?: Scalars['Int']['input'];
};


export type ViewerRecentlyPlayedGamesArgs = {
  first?: Scalars['Int']['input'];
  ipCountryCode?: InputMaybe<Scalars['String']['input']>;
  license?: InputMaybe<License>;
  subDivision?: InputMaybe<Scalars['String']['input']>;
};


export type ViewerRecentlyPlayedGamesV2Args = {
  maxRecentlyPlayedGames?: Scalars['Int']['input'];
};


export type ViewerSessionHistoryArgs = {
  first?: Scalars['Int']['input'];
};


export type ViewerTransactionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  ascending?: Scalars['Boolean']['input'];
  first?: Scalars['Int']['input'];
  sortBy?: TransactionSortField;
  type?: InputMaybe<TransactionType>;
};

export type WageringContribution = {
  __typename?: 'WageringContribution';
  gameType: GameType;
  /** 0–100. */
  percent: Scalars['Int']['output'];
};

/** platform-core §3 "Wallet". Amounts in minor units of currency. */
export type Wallet = {
  __typename?: 'Wallet';
  balance: Scalars['MinorUnits']['output'];
  bonusBalance: Scalars['MinorUnits']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The larger of the server minimum and the currency's default (platform-core §9). */
  minDepositAmount: Scalars['MinorUnits']['output'];
  minWithdrawalAmount: Scalars['MinorUnits']['output'];
};

export type WithdrawalCancelReason =
  | 'AccountIssues'
  | 'InsufficientGameChoices'
  | 'NotEnoughBonusesOrPromotions'
  | 'PaymentIssues';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  LobbyItem:
    | ( BannerBlockRecord )
    | ( GameListRowRecord )
    | ( JackpotBlockRecord )
    | ( PromotionBlockRecord )
    | ( RaffleBlockRecord )
    | ( TopGamesBlockRecord )
    | ( TopSportsBlockRecord )
  ;
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Reward:
    | ( BonusMoneyDropReward )
    | ( FreeSpinsReward )
    | ( MoneyDropReward )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountStatus: AccountStatus;
  AdditionalInformation: ResolverTypeWrapper<AdditionalInformation>;
  AdditionalInformationField: AdditionalInformationField;
  AdditionalInformationInput: AdditionalInformationInput;
  BalanceUpdate: ResolverTypeWrapper<BalanceUpdate>;
  BannerBlock: ResolverTypeWrapper<BannerBlockRecord>;
  BannerType: BannerType;
  BonusMoneyDropReward: ResolverTypeWrapper<BonusMoneyDropReward>;
  BonusStatus: BonusStatus;
  BonusTerms: ResolverTypeWrapper<BonusTerms>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BreakDuration: BreakDuration;
  BreakKind: BreakKind;
  CallToAction: ResolverTypeWrapper<CallToAction>;
  CallToActionType: CallToActionType;
  CatalogueChange: ResolverTypeWrapper<CatalogueChange>;
  ContentBlockType: ContentBlockType;
  CountryContext: ResolverTypeWrapper<CountryContext>;
  CurrentSession: ResolverTypeWrapper<CurrentSession>;
  Customer: ResolverTypeWrapper<Customer>;
  CustomerPopUp: ResolverTypeWrapper<CustomerPopUp>;
  CustomerPopUpAdded: ResolverTypeWrapper<CustomerPopUpAdded>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DepositInit: ResolverTypeWrapper<DepositInit>;
  DepositOfferApplicability: DepositOfferApplicability;
  DocumentRequest: ResolverTypeWrapper<DocumentRequest>;
  DocumentStatus: DocumentStatus;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FlowSettings: ResolverTypeWrapper<FlowSettings>;
  FreeSpinGrant: ResolverTypeWrapper<FreeSpinGrant>;
  FreeSpinsReward: ResolverTypeWrapper<FreeSpinsReward>;
  Game: ResolverTypeWrapper<GameRecord>;
  GameCategory: ResolverTypeWrapper<GameCategoryRecord>;
  GameConnection: ResolverTypeWrapper<GameConnectionRecord>;
  GameEdge: ResolverTypeWrapper<GameEdgeRecord>;
  GameListRow: ResolverTypeWrapper<GameListRowRecord>;
  GameMode: GameMode;
  GameRound: ResolverTypeWrapper<GameRound>;
  GameRoundConnection: ResolverTypeWrapper<GameRoundConnection>;
  GameRoundEdge: ResolverTypeWrapper<GameRoundEdge>;
  GameRoundStatus: GameRoundStatus;
  GameSession: ResolverTypeWrapper<GameSession>;
  GameType: GameType;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InstantBankingBlock: ResolverTypeWrapper<InstantBankingBlock>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JackpotBlock: ResolverTypeWrapper<JackpotBlockRecord>;
  JackpotColorPalette: ResolverTypeWrapper<JackpotColorPalette>;
  JackpotLeaderboard: ResolverTypeWrapper<JackpotLeaderboard>;
  JackpotLeaderboardEntry: ResolverTypeWrapper<JackpotLeaderboardEntry>;
  JackpotPot: ResolverTypeWrapper<JackpotPot>;
  JackpotSettings: ResolverTypeWrapper<JackpotSettings>;
  KycCheckStatus: ResolverTypeWrapper<KycCheckStatus>;
  LastCompletedDeposit: ResolverTypeWrapper<LastCompletedDeposit>;
  License: License;
  LimitKind: LimitKind;
  LimitPeriod: LimitPeriod;
  ListOfGames: ResolverTypeWrapper<ListOfGamesRecord>;
  Lobby: ResolverTypeWrapper<LobbyRecord>;
  LobbyItem: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['LobbyItem']>;
  LoginFlow: LoginFlow;
  LogoutResult: ResolverTypeWrapper<LogoutResult>;
  MarketingPreferences: ResolverTypeWrapper<MarketingPreferences>;
  MinorUnits: ResolverTypeWrapper<Scalars['MinorUnits']['output']>;
  MoneyDropReward: ResolverTypeWrapper<MoneyDropReward>;
  MoneyType: MoneyType;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PayNPlayStart: ResolverTypeWrapper<PayNPlayStart>;
  PaymentProvider: PaymentProvider;
  PendingLimitChange: ResolverTypeWrapper<PendingLimitChange>;
  PersonalInfo: ResolverTypeWrapper<PersonalInfo>;
  Player: ResolverTypeWrapper<Player>;
  PlayerAccountStatus: ResolverTypeWrapper<PlayerAccountStatus>;
  PlayerBonus: ResolverTypeWrapper<PlayerBonus>;
  PlayerBreak: ResolverTypeWrapper<PlayerBreak>;
  PlayerCountry: ResolverTypeWrapper<PlayerCountry>;
  PlayerDocument: ResolverTypeWrapper<PlayerDocument>;
  PlayerLimit: ResolverTypeWrapper<PlayerLimit>;
  PlayerReward: ResolverTypeWrapper<Omit<PlayerReward, 'reward'> & { reward: ResolversTypes['Reward'] }>;
  PlayerTimeouts: ResolverTypeWrapper<PlayerTimeouts>;
  PlayerUpdated: ResolverTypeWrapper<PlayerUpdated>;
  PopUpKind: PopUpKind;
  PromotionBlock: ResolverTypeWrapper<PromotionBlockRecord>;
  ProtectionChange: ResolverTypeWrapper<ProtectionChange>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RaffleBlock: ResolverTypeWrapper<RaffleBlockRecord>;
  RaffleEntry: ResolverTypeWrapper<RaffleEntry>;
  RaffleGameStudio: ResolverTypeWrapper<RaffleGameStudio>;
  RaffleSettings: ResolverTypeWrapper<RaffleSettings>;
  RaffleWinner: ResolverTypeWrapper<RaffleWinner>;
  RaffleWinnerConnection: ResolverTypeWrapper<RaffleWinnerConnection>;
  RaffleWinnerEdge: ResolverTypeWrapper<RaffleWinnerEdge>;
  RaffleWinnerNode: ResolverTypeWrapper<RaffleWinnerNode>;
  RealityCheck: ResolverTypeWrapper<RealityCheck>;
  RecentlyPlayedGame: ResolverTypeWrapper<RecentlyPlayedGame>;
  RegisterPlayerInput: RegisterPlayerInput;
  RegisterPlayerResult: ResolverTypeWrapper<RegisterPlayerResult>;
  RegistrationDraftInput: RegistrationDraftInput;
  RegistrationFieldError: ResolverTypeWrapper<RegistrationFieldError>;
  RegistrationFormType: RegistrationFormType;
  RequiredDocumentsUpload: ResolverTypeWrapper<RequiredDocumentsUpload>;
  ResendVerificationEmailResult: ResolverTypeWrapper<ResendVerificationEmailResult>;
  ResponsibleGaming: ResolverTypeWrapper<ResponsibleGaming>;
  Reward: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Reward']>;
  RewardClaimType: RewardClaimType;
  RewardGameDescriptor: ResolverTypeWrapper<RewardGameDescriptor>;
  RewardKind: RewardKind;
  RewardSortField: RewardSortField;
  RewardStatus: RewardStatus;
  RewardType: RewardType;
  RewardUpdate: ResolverTypeWrapper<Omit<RewardUpdate, 'reward'> & { reward: ResolversTypes['Reward'] }>;
  SelfExclusionDetails: ResolverTypeWrapper<SelfExclusionDetails>;
  SessionDestroyed: ResolverTypeWrapper<SessionDestroyed>;
  SessionEndReason: SessionEndReason;
  SessionRecord: ResolverTypeWrapper<SessionRecord>;
  SetLimitInput: SetLimitInput;
  ShopOffer: ResolverTypeWrapper<Omit<ShopOffer, 'reward'> & { reward: ResolversTypes['Reward'] }>;
  SiteBanner: ResolverTypeWrapper<SiteBanner>;
  SmsCodeRequest: ResolverTypeWrapper<SmsCodeRequest>;
  SourceOfWealth: ResolverTypeWrapper<SourceOfWealth>;
  SourceOfWealthCategory: ResolverTypeWrapper<SourceOfWealthCategory>;
  SourceOfWealthCategoryInput: SourceOfWealthCategoryInput;
  SourceOfWealthStatus: ResolverTypeWrapper<SourceOfWealthStatus>;
  SourceOfWealthType: SourceOfWealthType;
  SowCheckState: SowCheckState;
  SportsEvent: ResolverTypeWrapper<SportsEventRecord>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Studio: ResolverTypeWrapper<StudioRecord>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Thumbnail: ResolverTypeWrapper<Thumbnail>;
  ThumbnailSize: ThumbnailSize;
  TokenPair: ResolverTypeWrapper<TokenPair>;
  TopGamesBlock: ResolverTypeWrapper<TopGamesBlockRecord>;
  TopSportsBlock: ResolverTypeWrapper<TopSportsBlockRecord>;
  Transaction: ResolverTypeWrapper<Transaction>;
  TransactionConnection: ResolverTypeWrapper<TransactionConnection>;
  TransactionEdge: ResolverTypeWrapper<TransactionEdge>;
  TransactionSortField: TransactionSortField;
  TransactionStatus: TransactionStatus;
  TransactionType: TransactionType;
  Translation: ResolverTypeWrapper<Translation>;
  VerifyEmailResult: ResolverTypeWrapper<VerifyEmailResult>;
  Viewer: ResolverTypeWrapper<{ player: Player; customer: Customer }>;
  WageringContribution: ResolverTypeWrapper<WageringContribution>;
  Wallet: ResolverTypeWrapper<Wallet>;
  WithdrawalCancelReason: WithdrawalCancelReason;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdditionalInformation: AdditionalInformation;
  AdditionalInformationInput: AdditionalInformationInput;
  BalanceUpdate: BalanceUpdate;
  BannerBlock: BannerBlockRecord;
  BonusMoneyDropReward: BonusMoneyDropReward;
  BonusTerms: BonusTerms;
  Boolean: Scalars['Boolean']['output'];
  CallToAction: CallToAction;
  CatalogueChange: CatalogueChange;
  CountryContext: CountryContext;
  CurrentSession: CurrentSession;
  Customer: Customer;
  CustomerPopUp: CustomerPopUp;
  CustomerPopUpAdded: CustomerPopUpAdded;
  DateTime: Scalars['DateTime']['output'];
  DepositInit: DepositInit;
  DocumentRequest: DocumentRequest;
  Float: Scalars['Float']['output'];
  FlowSettings: FlowSettings;
  FreeSpinGrant: FreeSpinGrant;
  FreeSpinsReward: FreeSpinsReward;
  Game: GameRecord;
  GameCategory: GameCategoryRecord;
  GameConnection: GameConnectionRecord;
  GameEdge: GameEdgeRecord;
  GameListRow: GameListRowRecord;
  GameRound: GameRound;
  GameRoundConnection: GameRoundConnection;
  GameRoundEdge: GameRoundEdge;
  GameSession: GameSession;
  ID: Scalars['ID']['output'];
  InstantBankingBlock: InstantBankingBlock;
  Int: Scalars['Int']['output'];
  JackpotBlock: JackpotBlockRecord;
  JackpotColorPalette: JackpotColorPalette;
  JackpotLeaderboard: JackpotLeaderboard;
  JackpotLeaderboardEntry: JackpotLeaderboardEntry;
  JackpotPot: JackpotPot;
  JackpotSettings: JackpotSettings;
  KycCheckStatus: KycCheckStatus;
  LastCompletedDeposit: LastCompletedDeposit;
  ListOfGames: ListOfGamesRecord;
  Lobby: LobbyRecord;
  LobbyItem: ResolversUnionTypes<ResolversParentTypes>['LobbyItem'];
  LogoutResult: LogoutResult;
  MarketingPreferences: MarketingPreferences;
  MinorUnits: Scalars['MinorUnits']['output'];
  MoneyDropReward: MoneyDropReward;
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  PayNPlayStart: PayNPlayStart;
  PendingLimitChange: PendingLimitChange;
  PersonalInfo: PersonalInfo;
  Player: Player;
  PlayerAccountStatus: PlayerAccountStatus;
  PlayerBonus: PlayerBonus;
  PlayerBreak: PlayerBreak;
  PlayerCountry: PlayerCountry;
  PlayerDocument: PlayerDocument;
  PlayerLimit: PlayerLimit;
  PlayerReward: Omit<PlayerReward, 'reward'> & { reward: ResolversParentTypes['Reward'] };
  PlayerTimeouts: PlayerTimeouts;
  PlayerUpdated: PlayerUpdated;
  PromotionBlock: PromotionBlockRecord;
  ProtectionChange: ProtectionChange;
  Query: Record<PropertyKey, never>;
  RaffleBlock: RaffleBlockRecord;
  RaffleEntry: RaffleEntry;
  RaffleGameStudio: RaffleGameStudio;
  RaffleSettings: RaffleSettings;
  RaffleWinner: RaffleWinner;
  RaffleWinnerConnection: RaffleWinnerConnection;
  RaffleWinnerEdge: RaffleWinnerEdge;
  RaffleWinnerNode: RaffleWinnerNode;
  RealityCheck: RealityCheck;
  RecentlyPlayedGame: RecentlyPlayedGame;
  RegisterPlayerInput: RegisterPlayerInput;
  RegisterPlayerResult: RegisterPlayerResult;
  RegistrationDraftInput: RegistrationDraftInput;
  RegistrationFieldError: RegistrationFieldError;
  RequiredDocumentsUpload: RequiredDocumentsUpload;
  ResendVerificationEmailResult: ResendVerificationEmailResult;
  ResponsibleGaming: ResponsibleGaming;
  Reward: ResolversInterfaceTypes<ResolversParentTypes>['Reward'];
  RewardGameDescriptor: RewardGameDescriptor;
  RewardUpdate: Omit<RewardUpdate, 'reward'> & { reward: ResolversParentTypes['Reward'] };
  SelfExclusionDetails: SelfExclusionDetails;
  SessionDestroyed: SessionDestroyed;
  SessionRecord: SessionRecord;
  SetLimitInput: SetLimitInput;
  ShopOffer: Omit<ShopOffer, 'reward'> & { reward: ResolversParentTypes['Reward'] };
  SiteBanner: SiteBanner;
  SmsCodeRequest: SmsCodeRequest;
  SourceOfWealth: SourceOfWealth;
  SourceOfWealthCategory: SourceOfWealthCategory;
  SourceOfWealthCategoryInput: SourceOfWealthCategoryInput;
  SourceOfWealthStatus: SourceOfWealthStatus;
  SportsEvent: SportsEventRecord;
  String: Scalars['String']['output'];
  Studio: StudioRecord;
  Subscription: Record<PropertyKey, never>;
  Thumbnail: Thumbnail;
  TokenPair: TokenPair;
  TopGamesBlock: TopGamesBlockRecord;
  TopSportsBlock: TopSportsBlockRecord;
  Transaction: Transaction;
  TransactionConnection: TransactionConnection;
  TransactionEdge: TransactionEdge;
  Translation: Translation;
  VerifyEmailResult: VerifyEmailResult;
  Viewer: { player: Player; customer: Customer };
  WageringContribution: WageringContribution;
  Wallet: Wallet;
};

export type AdditionalInformationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdditionalInformation'] = ResolversParentTypes['AdditionalInformation']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  missingFields?: Resolver<Array<ResolversTypes['AdditionalInformationField']>, ParentType, ContextType>;
  occupation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requiredFields?: Resolver<Array<ResolversTypes['AdditionalInformationField']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zipCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BalanceUpdateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BalanceUpdate'] = ResolversParentTypes['BalanceUpdate']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  bonusBalance?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moneyType?: Resolver<ResolversTypes['MoneyType'], ParentType, ContextType>;
  wageringProgress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type BannerBlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BannerBlock'] = ResolversParentTypes['BannerBlock']> = {
  game?: Resolver<Maybe<ResolversTypes['Game']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ContentBlockType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BonusMoneyDropRewardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BonusMoneyDropReward'] = ResolversParentTypes['BonusMoneyDropReward']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  claimType?: Resolver<ResolversTypes['RewardClaimType'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expiresIn?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RewardKind'], ParentType, ContextType>;
  maxPayout?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rewardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rewardReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rewardType?: Resolver<ResolversTypes['RewardType'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  wageringRequirementFactor?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BonusTermsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BonusTerms'] = ResolversParentTypes['BonusTerms']> = {
  contributions?: Resolver<Array<ResolversTypes['WageringContribution']>, ParentType, ContextType>;
  coveringBetShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxBet?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type CallToActionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallToAction'] = ResolversParentTypes['CallToAction']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CallToActionType'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CatalogueChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogueChange'] = ResolversParentTypes['CatalogueChange']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  gameSlugs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  listSlugs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CountryContextResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CountryContext'] = ResolversParentTypes['CountryContext']> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCurrency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ipCountryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subDivision?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CurrentSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrentSession'] = ResolversParentTypes['CurrentSession']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  playedTodaySeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  realityChecksAcknowledged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  wagered?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  won?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCancelWithdrawalBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDepositsBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isIncreaseDepositLimitBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRewardsBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  popUpsNeeded?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerPopUpResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerPopUp'] = ResolversParentTypes['CustomerPopUp']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PopUpKind'], ParentType, ContextType>;
  requiresAcceptance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerPopUpAddedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerPopUpAdded'] = ResolversParentTypes['CustomerPopUpAdded']> = {
  popUpIdsAdded?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DepositInitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DepositInit'] = ResolversParentTypes['DepositInit']> = {
  paymentUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transaction?: Resolver<ResolversTypes['Transaction'], ParentType, ContextType>;
};

export type DocumentRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DocumentRequest'] = ResolversParentTypes['DocumentRequest']> = {
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DocumentStatus'], ParentType, ContextType>;
};

export type FlowSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlowSettings'] = ResolversParentTypes['FlowSettings']> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  loginFlow?: Resolver<ResolversTypes['LoginFlow'], ParentType, ContextType>;
  registrationFormType?: Resolver<ResolversTypes['RegistrationFormType'], ParentType, ContextType>;
};

export type FreeSpinGrantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FreeSpinGrant'] = ResolversParentTypes['FreeSpinGrant']> = {
  assignationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  betLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gameSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type FreeSpinsRewardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FreeSpinsReward'] = ResolversParentTypes['FreeSpinsReward']> = {
  betLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  claimType?: Resolver<ResolversTypes['RewardClaimType'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expiresIn?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  freeSpinsAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  game?: Resolver<ResolversTypes['RewardGameDescriptor'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RewardKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rewardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rewardReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rewardType?: Resolver<ResolversTypes['RewardType'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Game'] = ResolversParentTypes['Game']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idx?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isBonusEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isJackpotGame?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLiveCasinoGame?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lookupId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minBet?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType, Partial<GameMinBetArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  relatedGames?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType, RequireFields<GameRelatedGamesArgs, 'first'>>;
  rtp?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studio?: Resolver<ResolversTypes['Studio'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['Thumbnail'], ParentType, ContextType, RequireFields<GameThumbnailArgs, 'size'>>;
};

export type GameCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameCategory'] = ResolversParentTypes['GameCategory']> = {
  games?: Resolver<ResolversTypes['GameConnection'], ParentType, ContextType, RequireFields<GameCategoryGamesArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GameConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameConnection'] = ResolversParentTypes['GameConnection']> = {
  edges?: Resolver<Array<ResolversTypes['GameEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GameEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameEdge'] = ResolversParentTypes['GameEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Game'], ParentType, ContextType>;
};

export type GameListRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameListRow'] = ResolversParentTypes['GameListRow']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  list?: Resolver<ResolversTypes['ListOfGames'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GameRoundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameRound'] = ResolversParentTypes['GameRound']> = {
  bet?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gameName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gameSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GameRoundStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  win?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type GameRoundConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameRoundConnection'] = ResolversParentTypes['GameRoundConnection']> = {
  edges?: Resolver<Array<ResolversTypes['GameRoundEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type GameRoundEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameRoundEdge'] = ResolversParentTypes['GameRoundEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['GameRound'], ParentType, ContextType>;
};

export type GameSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameSession'] = ResolversParentTypes['GameSession']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['GameMode'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InstantBankingBlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InstantBankingBlock'] = ResolversParentTypes['InstantBankingBlock']> = {
  activeFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type JackpotBlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JackpotBlock'] = ResolversParentTypes['JackpotBlock']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pots?: Resolver<Array<ResolversTypes['JackpotPot']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ContentBlockType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type JackpotColorPaletteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JackpotColorPalette'] = ResolversParentTypes['JackpotColorPalette']> = {
  background?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  backgroundContrast?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buttonBackground?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  darkBackground?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detailsContentBackground?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  highlight?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JackpotLeaderboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JackpotLeaderboard'] = ResolversParentTypes['JackpotLeaderboard']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['JackpotLeaderboardEntry']>, ParentType, ContextType>;
  playerExpectedPrize?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  playerPosition?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  playerRank?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  playerRankImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type JackpotLeaderboardEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JackpotLeaderboardEntry'] = ResolversParentTypes['JackpotLeaderboardEntry']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expectedPrize?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  initials?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isPlayer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rankImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type JackpotPotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JackpotPot'] = ResolversParentTypes['JackpotPot']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JackpotSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JackpotSettings'] = ResolversParentTypes['JackpotSettings']> = {
  colorPalette?: Resolver<Maybe<ResolversTypes['JackpotColorPalette']>, ParentType, ContextType>;
  contributionOptions?: Resolver<Array<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  desktopImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enabledCommunity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  initialContributionValue?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  instanceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobileImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  operatorId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termsAndConditions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  titleRows?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  websocketUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  winnerNotificationImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type KycCheckStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KycCheckStatus'] = ResolversParentTypes['KycCheckStatus']> = {
  deadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verificationsDone?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  verificationsMissing?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LastCompletedDepositResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LastCompletedDeposit'] = ResolversParentTypes['LastCompletedDeposit']> = {
  payload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ListOfGamesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListOfGames'] = ResolversParentTypes['ListOfGames']> = {
  games?: Resolver<ResolversTypes['GameConnection'], ParentType, ContextType, RequireFields<ListOfGamesGamesArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requiresBonus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LobbyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Lobby'] = ResolversParentTypes['Lobby']> = {
  items?: Resolver<Array<ResolversTypes['LobbyItem']>, ParentType, ContextType>;
};

export type LobbyItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LobbyItem'] = ResolversParentTypes['LobbyItem']> = {
  __resolveType: TypeResolveFn<'BannerBlock' | 'GameListRow' | 'JackpotBlock' | 'PromotionBlock' | 'RaffleBlock' | 'TopGamesBlock' | 'TopSportsBlock', ParentType, ContextType>;
};

export type LogoutResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LogoutResult'] = ResolversParentTypes['LogoutResult']> = {
  loggedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MarketingPreferencesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketingPreferences'] = ResolversParentTypes['MarketingPreferences']> = {
  marketingBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export interface MinorUnitsScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['MinorUnits'], any> {
  name: 'MinorUnits';
}

export type MoneyDropRewardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoneyDropReward'] = ResolversParentTypes['MoneyDropReward']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  claimType?: Resolver<ResolversTypes['RewardClaimType'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expiresIn?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RewardKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rewardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rewardReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rewardType?: Resolver<ResolversTypes['RewardType'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptPopUp?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationAcceptPopUpArgs, 'id' | 'version'>>;
  acknowledgeRealityCheck?: Resolver<ResolversTypes['CurrentSession'], ParentType, ContextType, RequireFields<MutationAcknowledgeRealityCheckArgs, 'index'>>;
  addFavouriteGame?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationAddFavouriteGameArgs, 'slug'>>;
  buyShopOffer?: Resolver<ResolversTypes['PlayerReward'], ParentType, ContextType, RequireFields<MutationBuyShopOfferArgs, 'offerId'>>;
  cancelPendingLimit?: Resolver<ResolversTypes['PlayerLimit'], ParentType, ContextType, RequireFields<MutationCancelPendingLimitArgs, 'kind' | 'period'>>;
  cancelWithdrawal?: Resolver<ResolversTypes['Transaction'], ParentType, ContextType, RequireFields<MutationCancelWithdrawalArgs, 'reason' | 'transactionId'>>;
  checkRegistrationFields?: Resolver<Array<ResolversTypes['RegistrationFieldError']>, ParentType, ContextType, RequireFields<MutationCheckRegistrationFieldsArgs, 'input'>>;
  claimReward?: Resolver<ResolversTypes['PlayerReward'], ParentType, ContextType, RequireFields<MutationClaimRewardArgs, 'assignationId'>>;
  declareSourceOfWealth?: Resolver<ResolversTypes['SourceOfWealth'], ParentType, ContextType, RequireFields<MutationDeclareSourceOfWealthArgs, 'input'>>;
  depositWithLastUsedAccount?: Resolver<ResolversTypes['Transaction'], ParentType, ContextType, RequireFields<MutationDepositWithLastUsedAccountArgs, 'account' | 'amount' | 'currency' | 'paymentMethod'>>;
  dismissLimitPrompt?: Resolver<ResolversTypes['ResponsibleGaming'], ParentType, ContextType>;
  exchangePayNPlayCode?: Resolver<ResolversTypes['TokenPair'], ParentType, ContextType, RequireFields<MutationExchangePayNPlayCodeArgs, 'code'>>;
  initDeposit?: Resolver<ResolversTypes['DepositInit'], ParentType, ContextType, RequireFields<MutationInitDepositArgs, 'amount' | 'currency' | 'paymentMethod'>>;
  initWithdrawal?: Resolver<ResolversTypes['Transaction'], ParentType, ContextType, RequireFields<MutationInitWithdrawalArgs, 'amount' | 'currency'>>;
  logout?: Resolver<ResolversTypes['LogoutResult'], ParentType, ContextType>;
  provideAdditionalInformation?: Resolver<ResolversTypes['AdditionalInformation'], ParentType, ContextType, RequireFields<MutationProvideAdditionalInformationArgs, 'input'>>;
  refreshAccessToken?: Resolver<ResolversTypes['TokenPair'], ParentType, ContextType, RequireFields<MutationRefreshAccessTokenArgs, 'refreshToken'>>;
  registerPlayer?: Resolver<ResolversTypes['RegisterPlayerResult'], ParentType, ContextType, RequireFields<MutationRegisterPlayerArgs, 'input'>>;
  removeFavouriteGame?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationRemoveFavouriteGameArgs, 'slug'>>;
  requestBreakLift?: Resolver<ResolversTypes['PlayerBreak'], ParentType, ContextType>;
  requestPhoneVerification?: Resolver<ResolversTypes['SmsCodeRequest'], ParentType, ContextType, RequireFields<MutationRequestPhoneVerificationArgs, 'phoneNumber'>>;
  requestSmsCode?: Resolver<ResolversTypes['SmsCodeRequest'], ParentType, ContextType, RequireFields<MutationRequestSmsCodeArgs, 'phoneNumber'>>;
  resendVerificationEmail?: Resolver<ResolversTypes['ResendVerificationEmailResult'], ParentType, ContextType, RequireFields<MutationResendVerificationEmailArgs, 'email'>>;
  setLimit?: Resolver<ResolversTypes['PlayerLimit'], ParentType, ContextType, RequireFields<MutationSetLimitArgs, 'input'>>;
  setRealityCheckPeriod?: Resolver<ResolversTypes['RealityCheck'], ParentType, ContextType, Partial<MutationSetRealityCheckPeriodArgs>>;
  signInWithSmsCode?: Resolver<ResolversTypes['TokenPair'], ParentType, ContextType, RequireFields<MutationSignInWithSmsCodeArgs, 'code' | 'phoneNumber'>>;
  startBreak?: Resolver<ResolversTypes['PlayerBreak'], ParentType, ContextType, RequireFields<MutationStartBreakArgs, 'duration' | 'kind'>>;
  startGameSession?: Resolver<ResolversTypes['GameSession'], ParentType, ContextType, RequireFields<MutationStartGameSessionArgs, 'mode' | 'slug'>>;
  startPayNPlay?: Resolver<ResolversTypes['PayNPlayStart'], ParentType, ContextType, RequireFields<MutationStartPayNPlayArgs, 'amount' | 'provider' | 'returnUrl'>>;
  verifyEmail?: Resolver<ResolversTypes['VerifyEmailResult'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'token'>>;
  verifyPhoneNumber?: Resolver<ResolversTypes['Player'], ParentType, ContextType, RequireFields<MutationVerifyPhoneNumberArgs, 'code'>>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PayNPlayStartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayNPlayStart'] = ResolversParentTypes['PayNPlayStart']> = {
  paymentUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PendingLimitChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PendingLimitChange'] = ResolversParentTypes['PendingLimitChange']> = {
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  effectiveAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PersonalInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PersonalInfo'] = ResolversParentTypes['PersonalInfo']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ssn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zipCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlayerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Player'] = ResolversParentTypes['Player']> = {
  accountStatus?: Resolver<ResolversTypes['PlayerAccountStatus'], ParentType, ContextType>;
  areWithdrawalsBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bankingCDD?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['PlayerCountry'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instantBankingBlock?: Resolver<Maybe<ResolversTypes['InstantBankingBlock']>, ParentType, ContextType>;
  isEmailMarketingAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isInstantBankingBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPhoneMarketingAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPhoneNumberVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSmsMarketingAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSuppressedInAnyCommunicationGroup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kycCheckStatus?: Resolver<ResolversTypes['KycCheckStatus'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  marketingPreferences?: Resolver<ResolversTypes['MarketingPreferences'], ParentType, ContextType>;
  personalInfo?: Resolver<ResolversTypes['PersonalInfo'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  playerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  privacyPolicyAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  realityCheckPeriod?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  selfExclusionDetails?: Resolver<Maybe<ResolversTypes['SelfExclusionDetails']>, ParentType, ContextType>;
  sourceOfWealthStatus?: Resolver<Maybe<ResolversTypes['SourceOfWealthStatus']>, ParentType, ContextType>;
  termsAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timeouts?: Resolver<Maybe<ResolversTypes['PlayerTimeouts']>, ParentType, ContextType>;
  totalDepositAmount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type PlayerAccountStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlayerAccountStatus'] = ResolversParentTypes['PlayerAccountStatus']> = {
  cause?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reopenByCustomerAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
};

export type PlayerBonusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlayerBonus'] = ResolversParentTypes['PlayerBonus']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  assignationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxPayout?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BonusStatus'], ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['BonusTerms'], ParentType, ContextType>;
  wagered?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  wageringProgress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  wageringRequirement?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type PlayerBreakResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlayerBreak'] = ResolversParentTypes['PlayerBreak']> = {
  canRequestLift?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['BreakDuration'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BreakKind'], ParentType, ContextType>;
  liftRequestedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  liftsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PlayerCountryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlayerCountry'] = ResolversParentTypes['PlayerCountry']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlayerDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlayerDocument'] = ResolversParentTypes['PlayerDocument']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DocumentStatus'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlayerLimitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlayerLimit'] = ResolversParentTypes['PlayerLimit']> = {
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LimitKind'], ParentType, ContextType>;
  pending?: Resolver<Maybe<ResolversTypes['PendingLimitChange']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['LimitPeriod'], ParentType, ContextType>;
  remaining?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  resetsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PlayerRewardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlayerReward'] = ResolversParentTypes['PlayerReward']> = {
  assignationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  assignedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reward?: Resolver<ResolversTypes['Reward'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RewardStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PlayerTimeoutsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlayerTimeouts'] = ResolversParentTypes['PlayerTimeouts']> = {
  timeoutEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type PlayerUpdatedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlayerUpdated'] = ResolversParentTypes['PlayerUpdated']> = {
  accountStatus?: Resolver<Maybe<ResolversTypes['PlayerAccountStatus']>, ParentType, ContextType>;
  changed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  isAccountClosed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  playerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PromotionBlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromotionBlock'] = ResolversParentTypes['PromotionBlock']> = {
  applicability?: Resolver<ResolversTypes['DepositOfferApplicability'], ParentType, ContextType>;
  callToAction?: Resolver<Maybe<ResolversTypes['CallToAction']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ContentBlockType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProtectionChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProtectionChange'] = ResolversParentTypes['ProtectionChange']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  effectiveAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oldValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  period?: Resolver<Maybe<ResolversTypes['LimitPeriod']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  countryContext?: Resolver<ResolversTypes['CountryContext'], ParentType, ContextType>;
  flowSettings?: Resolver<ResolversTypes['FlowSettings'], ParentType, ContextType, Partial<QueryFlowSettingsArgs>>;
  game?: Resolver<Maybe<ResolversTypes['Game']>, ParentType, ContextType, RequireFields<QueryGameArgs, 'slug'>>;
  gameCategories?: Resolver<Array<ResolversTypes['GameCategory']>, ParentType, ContextType, Partial<QueryGameCategoriesArgs>>;
  gameCategory?: Resolver<Maybe<ResolversTypes['GameCategory']>, ParentType, ContextType, RequireFields<QueryGameCategoryArgs, 'slug'>>;
  gameStudio?: Resolver<Maybe<ResolversTypes['Studio']>, ParentType, ContextType, RequireFields<QueryGameStudioArgs, 'slug'>>;
  gameStudios?: Resolver<Array<ResolversTypes['Studio']>, ParentType, ContextType, Partial<QueryGameStudiosArgs>>;
  jackpotLeaderboard?: Resolver<ResolversTypes['JackpotLeaderboard'], ParentType, ContextType, RequireFields<QueryJackpotLeaderboardArgs, 'brand' | 'currency' | 'jackpotInstanceId' | 'jackpotPotId' | 'size'>>;
  jackpotSettings?: Resolver<Maybe<ResolversTypes['JackpotSettings']>, ParentType, ContextType, Partial<QueryJackpotSettingsArgs>>;
  listOfGames?: Resolver<Maybe<ResolversTypes['ListOfGames']>, ParentType, ContextType, RequireFields<QueryListOfGamesArgs, 'slug'>>;
  listsOfGames?: Resolver<Array<ResolversTypes['ListOfGames']>, ParentType, ContextType, Partial<QueryListsOfGamesArgs>>;
  lobby?: Resolver<ResolversTypes['Lobby'], ParentType, ContextType, Partial<QueryLobbyArgs>>;
  promotions?: Resolver<Array<ResolversTypes['PromotionBlock']>, ParentType, ContextType, Partial<QueryPromotionsArgs>>;
  raffleSettings?: Resolver<Maybe<ResolversTypes['RaffleSettings']>, ParentType, ContextType, Partial<QueryRaffleSettingsArgs>>;
  raffleWinners?: Resolver<ResolversTypes['RaffleWinnerConnection'], ParentType, ContextType, RequireFields<QueryRaffleWinnersArgs, 'baseCurrency' | 'last'>>;
  rewardsShop?: Resolver<Array<ResolversTypes['ShopOffer']>, ParentType, ContextType>;
  searchGames?: Resolver<ResolversTypes['GameConnection'], ParentType, ContextType, RequireFields<QuerySearchGamesArgs, 'first' | 'query'>>;
  siteBanners?: Resolver<Array<ResolversTypes['SiteBanner']>, ParentType, ContextType>;
  ts?: Resolver<Array<ResolversTypes['Translation']>, ParentType, ContextType, RequireFields<QueryTsArgs, 'keys'>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type RaffleBlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RaffleBlock'] = ResolversParentTypes['RaffleBlock']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  linkUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ContentBlockType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RaffleEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RaffleEntry'] = ResolversParentTypes['RaffleEntry']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gameStudio?: Resolver<ResolversTypes['RaffleGameStudio'], ParentType, ContextType>;
  instanceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RaffleGameStudioResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RaffleGameStudio'] = ResolversParentTypes['RaffleGameStudio']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  raffleSpotlightImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RaffleSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RaffleSettings'] = ResolversParentTypes['RaffleSettings']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pageDesktopBackgroundImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pageMobileBackgroundImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  raffles?: Resolver<Array<ResolversTypes['RaffleEntry']>, ParentType, ContextType>;
  termsAndConditions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RaffleWinnerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RaffleWinner'] = ResolversParentTypes['RaffleWinner']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  winAmount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  winCurrency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  winnerInitials?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RaffleWinnerConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RaffleWinnerConnection'] = ResolversParentTypes['RaffleWinnerConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RaffleWinnerEdge']>, ParentType, ContextType>;
};

export type RaffleWinnerEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RaffleWinnerEdge'] = ResolversParentTypes['RaffleWinnerEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['RaffleWinnerNode'], ParentType, ContextType>;
};

export type RaffleWinnerNodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RaffleWinnerNode'] = ResolversParentTypes['RaffleWinnerNode']> = {
  instanceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  jackpotName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  winners?: Resolver<Array<ResolversTypes['RaffleWinner']>, ParentType, ContextType>;
};

export type RealityCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RealityCheck'] = ResolversParentTypes['RealityCheck']> = {
  optionsSeconds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  periodSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type RecentlyPlayedGameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecentlyPlayedGame'] = ResolversParentTypes['RecentlyPlayedGame']> = {
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isLiveCasinoGame?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  json?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastPlayedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegisterPlayerResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegisterPlayerResult'] = ResolversParentTypes['RegisterPlayerResult']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verificationEmailSent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RegistrationFieldErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationFieldError'] = ResolversParentTypes['RegistrationFieldError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RequiredDocumentsUploadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequiredDocumentsUpload'] = ResolversParentTypes['RequiredDocumentsUpload']> = {
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedFundingType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResendVerificationEmailResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResendVerificationEmailResult'] = ResolversParentTypes['ResendVerificationEmailResult']> = {
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ResponsibleGamingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResponsibleGaming'] = ResolversParentTypes['ResponsibleGaming']> = {
  activeBreak?: Resolver<Maybe<ResolversTypes['PlayerBreak']>, ParentType, ContextType>;
  currentSession?: Resolver<Maybe<ResolversTypes['CurrentSession']>, ParentType, ContextType>;
  licence?: Resolver<Maybe<ResolversTypes['License']>, ParentType, ContextType>;
  limitPromptMandatory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limitPromptNeeded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limits?: Resolver<Array<ResolversTypes['PlayerLimit']>, ParentType, ContextType>;
  realityCheck?: Resolver<Maybe<ResolversTypes['RealityCheck']>, ParentType, ContextType>;
  selfExclusionOptions?: Resolver<Array<ResolversTypes['BreakDuration']>, ParentType, ContextType>;
  timeoutOptions?: Resolver<Array<ResolversTypes['BreakDuration']>, ParentType, ContextType>;
};

export type RewardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Reward'] = ResolversParentTypes['Reward']> = {
  __resolveType: TypeResolveFn<'BonusMoneyDropReward' | 'FreeSpinsReward' | 'MoneyDropReward', ParentType, ContextType>;
};

export type RewardGameDescriptorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RewardGameDescriptor'] = ResolversParentTypes['RewardGameDescriptor']> = {
  json?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RewardUpdateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RewardUpdate'] = ResolversParentTypes['RewardUpdate']> = {
  assignationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reward?: Resolver<ResolversTypes['Reward'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RewardStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SelfExclusionDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelfExclusionDetails'] = ResolversParentTypes['SelfExclusionDetails']> = {
  exclusionEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type SessionDestroyedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionDestroyed'] = ResolversParentTypes['SessionDestroyed']> = {
  reason?: Resolver<ResolversTypes['SessionEndReason'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SessionRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionRecord'] = ResolversParentTypes['SessionRecord']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endReason?: Resolver<Maybe<ResolversTypes['SessionEndReason']>, ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  wagered?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  won?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type ShopOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShopOffer'] = ResolversParentTypes['ShopOffer']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reward?: Resolver<ResolversTypes['Reward'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SiteBannerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SiteBanner'] = ResolversParentTypes['SiteBanner']> = {
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['BannerType'], ParentType, ContextType>;
};

export type SmsCodeRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SmsCodeRequest'] = ResolversParentTypes['SmsCodeRequest']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  resendAvailableAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SourceOfWealthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SourceOfWealth'] = ResolversParentTypes['SourceOfWealth']> = {
  categories?: Resolver<Array<ResolversTypes['SourceOfWealthCategory']>, ParentType, ContextType>;
  checkState?: Resolver<ResolversTypes['SowCheckState'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dueDateExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedFundingType?: Resolver<Maybe<ResolversTypes['SourceOfWealthType']>, ParentType, ContextType>;
};

export type SourceOfWealthCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SourceOfWealthCategory'] = ResolversParentTypes['SourceOfWealthCategory']> = {
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['PlayerDocument']>, ParentType, ContextType>;
  exampleOptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  selectedOptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SourceOfWealthType'], ParentType, ContextType>;
};

export type SourceOfWealthStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SourceOfWealthStatus'] = ResolversParentTypes['SourceOfWealthStatus']> = {
  dueDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dueDateExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requiredDocumentsUploadV2?: Resolver<Maybe<ResolversTypes['RequiredDocumentsUpload']>, ParentType, ContextType>;
};

export type SportsEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SportsEvent'] = ResolversParentTypes['SportsEvent']> = {
  away?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  competition?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  home?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sport?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type StudioResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Studio'] = ResolversParentTypes['Studio']> = {
  gameCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  games?: Resolver<ResolversTypes['GameConnection'], ParentType, ContextType, RequireFields<StudioGamesArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  balanceUpdated?: SubscriptionResolver<ResolversTypes['BalanceUpdate'], "balanceUpdated", ParentType, ContextType>;
  catalogueChanged?: SubscriptionResolver<ResolversTypes['CatalogueChange'], "catalogueChanged", ParentType, ContextType>;
  customerPopUpAdded?: SubscriptionResolver<ResolversTypes['CustomerPopUpAdded'], "customerPopUpAdded", ParentType, ContextType>;
  playerUpdated?: SubscriptionResolver<ResolversTypes['PlayerUpdated'], "playerUpdated", ParentType, ContextType>;
  rewardUpdated?: SubscriptionResolver<ResolversTypes['RewardUpdate'], "rewardUpdated", ParentType, ContextType>;
  sessionDestroyed?: SubscriptionResolver<ResolversTypes['SessionDestroyed'], "sessionDestroyed", ParentType, ContextType>;
};

export type ThumbnailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Thumbnail'] = ResolversParentTypes['Thumbnail']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TokenPairResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TokenPair'] = ResolversParentTypes['TokenPair']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accessTokenExpiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TopGamesBlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TopGamesBlock'] = ResolversParentTypes['TopGamesBlock']> = {
  games?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ContentBlockType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TopSportsBlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TopSportsBlock'] = ResolversParentTypes['TopSportsBlock']> = {
  events?: Resolver<Array<ResolversTypes['SportsEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ContentBlockType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TransactionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Transaction'] = ResolversParentTypes['Transaction']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['WithdrawalCancelReason']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  processedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TransactionStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TransactionType'], ParentType, ContextType>;
};

export type TransactionConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TransactionConnection'] = ResolversParentTypes['TransactionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['TransactionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type TransactionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TransactionEdge'] = ResolversParentTypes['TransactionEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Transaction'], ParentType, ContextType>;
};

export type TranslationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Translation'] = ResolversParentTypes['Translation']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VerifyEmailResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerifyEmailResult'] = ResolversParentTypes['VerifyEmailResult']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  additionalInformation?: Resolver<ResolversTypes['AdditionalInformation'], ParentType, ContextType>;
  bonuses?: Resolver<Array<ResolversTypes['PlayerBonus']>, ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  documentRequests?: Resolver<Array<ResolversTypes['DocumentRequest']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['PlayerDocument']>, ParentType, ContextType>;
  favouriteGameSlugs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  favouriteGames?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType, RequireFields<ViewerFavouriteGamesArgs, 'first'>>;
  freeSpins?: Resolver<Array<ResolversTypes['FreeSpinGrant']>, ParentType, ContextType>;
  gameRounds?: Resolver<ResolversTypes['GameRoundConnection'], ParentType, ContextType, RequireFields<ViewerGameRoundsArgs, 'first'>>;
  lastCompletedDeposit?: Resolver<Maybe<ResolversTypes['LastCompletedDeposit']>, ParentType, ContextType>;
  loyaltyPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  player?: Resolver<ResolversTypes['Player'], ParentType, ContextType>;
  playerRewards?: Resolver<Array<ResolversTypes['PlayerReward']>, ParentType, ContextType, RequireFields<ViewerPlayerRewardsArgs, 'ascending' | 'last' | 'sortBy'>>;
  popUps?: Resolver<Array<ResolversTypes['CustomerPopUp']>, ParentType, ContextType>;
  protectionChanges?: Resolver<Array<ResolversTypes['ProtectionChange']>, ParentType, ContextType, RequireFields<ViewerProtectionChangesArgs, 'first'>>;
  recentlyPlayedGames?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType, RequireFields<ViewerRecentlyPlayedGamesArgs, 'first'>>;
  recentlyPlayedGamesV2?: Resolver<Array<ResolversTypes['RecentlyPlayedGame']>, ParentType, ContextType, RequireFields<ViewerRecentlyPlayedGamesV2Args, 'maxRecentlyPlayedGames'>>;
  responsibleGaming?: Resolver<ResolversTypes['ResponsibleGaming'], ParentType, ContextType>;
  sessionHistory?: Resolver<Array<ResolversTypes['SessionRecord']>, ParentType, ContextType, RequireFields<ViewerSessionHistoryArgs, 'first'>>;
  sourceOfWealth?: Resolver<ResolversTypes['SourceOfWealth'], ParentType, ContextType>;
  transactions?: Resolver<ResolversTypes['TransactionConnection'], ParentType, ContextType, RequireFields<ViewerTransactionsArgs, 'ascending' | 'first' | 'sortBy'>>;
  wallet?: Resolver<ResolversTypes['Wallet'], ParentType, ContextType>;
};

export type WageringContributionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WageringContribution'] = ResolversParentTypes['WageringContribution']> = {
  gameType?: Resolver<ResolversTypes['GameType'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WalletResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Wallet'] = ResolversParentTypes['Wallet']> = {
  balance?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  bonusBalance?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minDepositAmount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  minWithdrawalAmount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AdditionalInformation?: AdditionalInformationResolvers<ContextType>;
  BalanceUpdate?: BalanceUpdateResolvers<ContextType>;
  BannerBlock?: BannerBlockResolvers<ContextType>;
  BonusMoneyDropReward?: BonusMoneyDropRewardResolvers<ContextType>;
  BonusTerms?: BonusTermsResolvers<ContextType>;
  CallToAction?: CallToActionResolvers<ContextType>;
  CatalogueChange?: CatalogueChangeResolvers<ContextType>;
  CountryContext?: CountryContextResolvers<ContextType>;
  CurrentSession?: CurrentSessionResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerPopUp?: CustomerPopUpResolvers<ContextType>;
  CustomerPopUpAdded?: CustomerPopUpAddedResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DepositInit?: DepositInitResolvers<ContextType>;
  DocumentRequest?: DocumentRequestResolvers<ContextType>;
  FlowSettings?: FlowSettingsResolvers<ContextType>;
  FreeSpinGrant?: FreeSpinGrantResolvers<ContextType>;
  FreeSpinsReward?: FreeSpinsRewardResolvers<ContextType>;
  Game?: GameResolvers<ContextType>;
  GameCategory?: GameCategoryResolvers<ContextType>;
  GameConnection?: GameConnectionResolvers<ContextType>;
  GameEdge?: GameEdgeResolvers<ContextType>;
  GameListRow?: GameListRowResolvers<ContextType>;
  GameRound?: GameRoundResolvers<ContextType>;
  GameRoundConnection?: GameRoundConnectionResolvers<ContextType>;
  GameRoundEdge?: GameRoundEdgeResolvers<ContextType>;
  GameSession?: GameSessionResolvers<ContextType>;
  InstantBankingBlock?: InstantBankingBlockResolvers<ContextType>;
  JackpotBlock?: JackpotBlockResolvers<ContextType>;
  JackpotColorPalette?: JackpotColorPaletteResolvers<ContextType>;
  JackpotLeaderboard?: JackpotLeaderboardResolvers<ContextType>;
  JackpotLeaderboardEntry?: JackpotLeaderboardEntryResolvers<ContextType>;
  JackpotPot?: JackpotPotResolvers<ContextType>;
  JackpotSettings?: JackpotSettingsResolvers<ContextType>;
  KycCheckStatus?: KycCheckStatusResolvers<ContextType>;
  LastCompletedDeposit?: LastCompletedDepositResolvers<ContextType>;
  ListOfGames?: ListOfGamesResolvers<ContextType>;
  Lobby?: LobbyResolvers<ContextType>;
  LobbyItem?: LobbyItemResolvers<ContextType>;
  LogoutResult?: LogoutResultResolvers<ContextType>;
  MarketingPreferences?: MarketingPreferencesResolvers<ContextType>;
  MinorUnits?: GraphQLScalarType;
  MoneyDropReward?: MoneyDropRewardResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PayNPlayStart?: PayNPlayStartResolvers<ContextType>;
  PendingLimitChange?: PendingLimitChangeResolvers<ContextType>;
  PersonalInfo?: PersonalInfoResolvers<ContextType>;
  Player?: PlayerResolvers<ContextType>;
  PlayerAccountStatus?: PlayerAccountStatusResolvers<ContextType>;
  PlayerBonus?: PlayerBonusResolvers<ContextType>;
  PlayerBreak?: PlayerBreakResolvers<ContextType>;
  PlayerCountry?: PlayerCountryResolvers<ContextType>;
  PlayerDocument?: PlayerDocumentResolvers<ContextType>;
  PlayerLimit?: PlayerLimitResolvers<ContextType>;
  PlayerReward?: PlayerRewardResolvers<ContextType>;
  PlayerTimeouts?: PlayerTimeoutsResolvers<ContextType>;
  PlayerUpdated?: PlayerUpdatedResolvers<ContextType>;
  PromotionBlock?: PromotionBlockResolvers<ContextType>;
  ProtectionChange?: ProtectionChangeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RaffleBlock?: RaffleBlockResolvers<ContextType>;
  RaffleEntry?: RaffleEntryResolvers<ContextType>;
  RaffleGameStudio?: RaffleGameStudioResolvers<ContextType>;
  RaffleSettings?: RaffleSettingsResolvers<ContextType>;
  RaffleWinner?: RaffleWinnerResolvers<ContextType>;
  RaffleWinnerConnection?: RaffleWinnerConnectionResolvers<ContextType>;
  RaffleWinnerEdge?: RaffleWinnerEdgeResolvers<ContextType>;
  RaffleWinnerNode?: RaffleWinnerNodeResolvers<ContextType>;
  RealityCheck?: RealityCheckResolvers<ContextType>;
  RecentlyPlayedGame?: RecentlyPlayedGameResolvers<ContextType>;
  RegisterPlayerResult?: RegisterPlayerResultResolvers<ContextType>;
  RegistrationFieldError?: RegistrationFieldErrorResolvers<ContextType>;
  RequiredDocumentsUpload?: RequiredDocumentsUploadResolvers<ContextType>;
  ResendVerificationEmailResult?: ResendVerificationEmailResultResolvers<ContextType>;
  ResponsibleGaming?: ResponsibleGamingResolvers<ContextType>;
  Reward?: RewardResolvers<ContextType>;
  RewardGameDescriptor?: RewardGameDescriptorResolvers<ContextType>;
  RewardUpdate?: RewardUpdateResolvers<ContextType>;
  SelfExclusionDetails?: SelfExclusionDetailsResolvers<ContextType>;
  SessionDestroyed?: SessionDestroyedResolvers<ContextType>;
  SessionRecord?: SessionRecordResolvers<ContextType>;
  ShopOffer?: ShopOfferResolvers<ContextType>;
  SiteBanner?: SiteBannerResolvers<ContextType>;
  SmsCodeRequest?: SmsCodeRequestResolvers<ContextType>;
  SourceOfWealth?: SourceOfWealthResolvers<ContextType>;
  SourceOfWealthCategory?: SourceOfWealthCategoryResolvers<ContextType>;
  SourceOfWealthStatus?: SourceOfWealthStatusResolvers<ContextType>;
  SportsEvent?: SportsEventResolvers<ContextType>;
  Studio?: StudioResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Thumbnail?: ThumbnailResolvers<ContextType>;
  TokenPair?: TokenPairResolvers<ContextType>;
  TopGamesBlock?: TopGamesBlockResolvers<ContextType>;
  TopSportsBlock?: TopSportsBlockResolvers<ContextType>;
  Transaction?: TransactionResolvers<ContextType>;
  TransactionConnection?: TransactionConnectionResolvers<ContextType>;
  TransactionEdge?: TransactionEdgeResolvers<ContextType>;
  Translation?: TranslationResolvers<ContextType>;
  VerifyEmailResult?: VerifyEmailResultResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  WageringContribution?: WageringContributionResolvers<ContextType>;
  Wallet?: WalletResolvers<ContextType>;
};

