import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GameRecord, StudioRecord, ListOfGamesRecord, GameCategoryRecord, GameEdgeRecord, GameConnectionRecord, LobbyRecord, BannerBlockRecord, PromotionBlockRecord, JackpotBlockRecord, RaffleBlockRecord, TopGamesBlockRecord, TopSportsBlockRecord, SportsEventRecord, GameListRowRecord } from '../../catalogue/models.ts';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: string; output: string; }
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

export type DepositOfferApplicability =
  | 'ALWAYS'
  | 'EXISTING_DEPOSITS'
  | 'FIRST_TIME_DEPOSIT';

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
  minBet: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Return to player, percent (shown with the ShowRTP toggle). */
  rtp: Scalars['Float']['output'];
  slug: Scalars['String']['output'];
  studio: Studio;
  thumbnail: Thumbnail;
};


export type GameMinBetArgs = {
  currencyCode?: InputMaybe<Scalars['String']['input']>;
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

export type JackpotBlock = {
  __typename?: 'JackpotBlock';
  id: Scalars['ID']['output'];
  pots: Array<JackpotPot>;
  text?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: ContentBlockType;
};

export type JackpotPot = {
  __typename?: 'JackpotPot';
  amount: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  /** mega, major, minor or shared. */
  id: Scalars['String']['output'];
};

export type License =
  | 'anj'
  | 'cos'
  | 'crc'
  | 'est'
  | 'mga';

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

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

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

export type Query = {
  __typename?: 'Query';
  /** The country of the request (operation CountryContextQuery). */
  countryContext: CountryContext;
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
   * A list of games by slug (operation ListOfGamesSlice); null when there is no such list or
   * none of its games is available here.
   */
  listOfGames?: Maybe<ListOfGames>;
  /** Every curated and fixed list of the brand, for /game-list/. */
  listsOfGames: Array<ListOfGames>;
  /** The lobby page of the brand: content blocks and game-list rows, in order. */
  lobby: Lobby;
  /** Games whose name or studio matches the query, for /games/. An empty query lists all games. */
  searchGames: GameConnection;
  /**
   * Texts by key for the current brand and locale (operation Translations). Unknown keys are
   * left out, so the client keeps its own default text.
   */
  ts: Array<Translation>;
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
   * The catalogue changed (an operator changed games or lists): clients drop what they cached
   * for these games and lists.
   */
  catalogueChanged: CatalogueChange;
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

export type Translation = {
  __typename?: 'Translation';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};



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


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  BannerBlock: ResolverTypeWrapper<BannerBlockRecord>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CallToAction: ResolverTypeWrapper<CallToAction>;
  CallToActionType: CallToActionType;
  CatalogueChange: ResolverTypeWrapper<CatalogueChange>;
  ContentBlockType: ContentBlockType;
  CountryContext: ResolverTypeWrapper<CountryContext>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DepositOfferApplicability: DepositOfferApplicability;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Game: ResolverTypeWrapper<GameRecord>;
  GameCategory: ResolverTypeWrapper<GameCategoryRecord>;
  GameConnection: ResolverTypeWrapper<GameConnectionRecord>;
  GameEdge: ResolverTypeWrapper<GameEdgeRecord>;
  GameListRow: ResolverTypeWrapper<GameListRowRecord>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JackpotBlock: ResolverTypeWrapper<JackpotBlockRecord>;
  JackpotPot: ResolverTypeWrapper<JackpotPot>;
  License: License;
  ListOfGames: ResolverTypeWrapper<ListOfGamesRecord>;
  Lobby: ResolverTypeWrapper<LobbyRecord>;
  LobbyItem: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['LobbyItem']>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PromotionBlock: ResolverTypeWrapper<PromotionBlockRecord>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RaffleBlock: ResolverTypeWrapper<RaffleBlockRecord>;
  SportsEvent: ResolverTypeWrapper<SportsEventRecord>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Studio: ResolverTypeWrapper<StudioRecord>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Thumbnail: ResolverTypeWrapper<Thumbnail>;
  ThumbnailSize: ThumbnailSize;
  TopGamesBlock: ResolverTypeWrapper<TopGamesBlockRecord>;
  TopSportsBlock: ResolverTypeWrapper<TopSportsBlockRecord>;
  Translation: ResolverTypeWrapper<Translation>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  BannerBlock: BannerBlockRecord;
  Boolean: Scalars['Boolean']['output'];
  CallToAction: CallToAction;
  CatalogueChange: CatalogueChange;
  CountryContext: CountryContext;
  DateTime: Scalars['DateTime']['output'];
  Float: Scalars['Float']['output'];
  Game: GameRecord;
  GameCategory: GameCategoryRecord;
  GameConnection: GameConnectionRecord;
  GameEdge: GameEdgeRecord;
  GameListRow: GameListRowRecord;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JackpotBlock: JackpotBlockRecord;
  JackpotPot: JackpotPot;
  ListOfGames: ListOfGamesRecord;
  Lobby: LobbyRecord;
  LobbyItem: ResolversUnionTypes<ResolversParentTypes>['LobbyItem'];
  PageInfo: PageInfo;
  PromotionBlock: PromotionBlockRecord;
  Query: Record<PropertyKey, never>;
  RaffleBlock: RaffleBlockRecord;
  SportsEvent: SportsEventRecord;
  String: Scalars['String']['output'];
  Studio: StudioRecord;
  Subscription: Record<PropertyKey, never>;
  Thumbnail: Thumbnail;
  TopGamesBlock: TopGamesBlockRecord;
  TopSportsBlock: TopSportsBlockRecord;
  Translation: Translation;
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

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type GameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Game'] = ResolversParentTypes['Game']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idx?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isBonusEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isJackpotGame?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLiveCasinoGame?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lookupId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minBet?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<GameMinBetArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type JackpotBlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JackpotBlock'] = ResolversParentTypes['JackpotBlock']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pots?: Resolver<Array<ResolversTypes['JackpotPot']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ContentBlockType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type JackpotPotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JackpotPot'] = ResolversParentTypes['JackpotPot']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  countryContext?: Resolver<ResolversTypes['CountryContext'], ParentType, ContextType>;
  game?: Resolver<Maybe<ResolversTypes['Game']>, ParentType, ContextType, RequireFields<QueryGameArgs, 'slug'>>;
  gameCategories?: Resolver<Array<ResolversTypes['GameCategory']>, ParentType, ContextType, Partial<QueryGameCategoriesArgs>>;
  gameCategory?: Resolver<Maybe<ResolversTypes['GameCategory']>, ParentType, ContextType, RequireFields<QueryGameCategoryArgs, 'slug'>>;
  gameStudio?: Resolver<Maybe<ResolversTypes['Studio']>, ParentType, ContextType, RequireFields<QueryGameStudioArgs, 'slug'>>;
  gameStudios?: Resolver<Array<ResolversTypes['Studio']>, ParentType, ContextType, Partial<QueryGameStudiosArgs>>;
  listOfGames?: Resolver<Maybe<ResolversTypes['ListOfGames']>, ParentType, ContextType, RequireFields<QueryListOfGamesArgs, 'slug'>>;
  listsOfGames?: Resolver<Array<ResolversTypes['ListOfGames']>, ParentType, ContextType, Partial<QueryListsOfGamesArgs>>;
  lobby?: Resolver<ResolversTypes['Lobby'], ParentType, ContextType, Partial<QueryLobbyArgs>>;
  searchGames?: Resolver<ResolversTypes['GameConnection'], ParentType, ContextType, RequireFields<QuerySearchGamesArgs, 'first' | 'query'>>;
  ts?: Resolver<Array<ResolversTypes['Translation']>, ParentType, ContextType, RequireFields<QueryTsArgs, 'keys'>>;
};

export type RaffleBlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RaffleBlock'] = ResolversParentTypes['RaffleBlock']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  linkUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ContentBlockType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
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
  catalogueChanged?: SubscriptionResolver<ResolversTypes['CatalogueChange'], "catalogueChanged", ParentType, ContextType>;
};

export type ThumbnailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Thumbnail'] = ResolversParentTypes['Thumbnail']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type TranslationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Translation'] = ResolversParentTypes['Translation']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  BannerBlock?: BannerBlockResolvers<ContextType>;
  CallToAction?: CallToActionResolvers<ContextType>;
  CatalogueChange?: CatalogueChangeResolvers<ContextType>;
  CountryContext?: CountryContextResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Game?: GameResolvers<ContextType>;
  GameCategory?: GameCategoryResolvers<ContextType>;
  GameConnection?: GameConnectionResolvers<ContextType>;
  GameEdge?: GameEdgeResolvers<ContextType>;
  GameListRow?: GameListRowResolvers<ContextType>;
  JackpotBlock?: JackpotBlockResolvers<ContextType>;
  JackpotPot?: JackpotPotResolvers<ContextType>;
  ListOfGames?: ListOfGamesResolvers<ContextType>;
  Lobby?: LobbyResolvers<ContextType>;
  LobbyItem?: LobbyItemResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PromotionBlock?: PromotionBlockResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RaffleBlock?: RaffleBlockResolvers<ContextType>;
  SportsEvent?: SportsEventResolvers<ContextType>;
  Studio?: StudioResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Thumbnail?: ThumbnailResolvers<ContextType>;
  TopGamesBlock?: TopGamesBlockResolvers<ContextType>;
  TopSportsBlock?: TopSportsBlockResolvers<ContextType>;
  Translation?: TranslationResolvers<ContextType>;
};

