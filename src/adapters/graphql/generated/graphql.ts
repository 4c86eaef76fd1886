/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

export type License =
  | 'anj'
  | 'cos'
  | 'crc'
  | 'est'
  | 'mga';

/** Thumbnail widths in CSS pixels × device pixel ratio (capped at 2). Images are 4:3. */
export type ThumbnailSize =
  | 'W160'
  | 'W240'
  | 'W320'
  | 'W480'
  | 'W640';

export type TranslationsQueryVariables = Exact<{
  keys: Array<string> | string;
  locale?: string | null | undefined;
}>;


export type TranslationsQuery = { ts: Array<{ key: string, value: string }> };

export type CountryContextQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type CountryContextQueryQuery = { countryContext: { countryCode: string, subDivision: string | null, ipCountryCode: string, countryCurrency: string } };

export type CatalogueChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CatalogueChangedSubscription = { catalogueChanged: { gameSlugs: Array<string>, listSlugs: Array<string>, at: string } };

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

export type FavouriteGameSlugsQueryVariables = Exact<{ [key: string]: never; }>;


export type FavouriteGameSlugsQuery = { viewer: { favouriteGameSlugs: Array<string> } };

export type AddFavouriteGameMutationVariables = Exact<{
  slug: string;
}>;


export type AddFavouriteGameMutation = { addFavouriteGame: Array<string> };

export type RemoveFavouriteGameMutationVariables = Exact<{
  slug: string;
}>;


export type RemoveFavouriteGameMutation = { removeFavouriteGame: Array<string> };

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

export type LobbyPlayerRowsQueryVariables = Exact<{
  thumbnailSize: ThumbnailSize;
  license?: License | null | undefined;
}>;


export type LobbyPlayerRowsQuery = { viewer: { favouriteGames: Array<{ id: string, lookupId: string, idx: number, slug: string, name: string, rtp: number, isLiveCasinoGame: boolean, isBonusEnabled: boolean, isJackpotGame: boolean, isNew: boolean, studio: { name: string, slug: string }, thumbnail: { url: string, width: number, height: number } }>, recentlyPlayedGames: Array<{ id: string, lookupId: string, idx: number, slug: string, name: string, rtp: number, isLiveCasinoGame: boolean, isBonusEnabled: boolean, isJackpotGame: boolean, isNew: boolean, studio: { name: string, slug: string }, thumbnail: { url: string, width: number, height: number } }> } };

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
export const FavouriteGameSlugsDocument = new TypedDocumentString(`
    query FavouriteGameSlugs {
  viewer {
    favouriteGameSlugs
  }
}
    `) as unknown as TypedDocumentString<FavouriteGameSlugsQuery, FavouriteGameSlugsQueryVariables>;
export const AddFavouriteGameDocument = new TypedDocumentString(`
    mutation AddFavouriteGame($slug: String!) {
  addFavouriteGame(slug: $slug)
}
    `) as unknown as TypedDocumentString<AddFavouriteGameMutation, AddFavouriteGameMutationVariables>;
export const RemoveFavouriteGameDocument = new TypedDocumentString(`
    mutation RemoveFavouriteGame($slug: String!) {
  removeFavouriteGame(slug: $slug)
}
    `) as unknown as TypedDocumentString<RemoveFavouriteGameMutation, RemoveFavouriteGameMutationVariables>;
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
export const LobbyPlayerRowsDocument = new TypedDocumentString(`
    query LobbyPlayerRows($thumbnailSize: ThumbnailSize!, $license: License) {
  viewer {
    favouriteGames(first: 24, license: $license) {
      ...GameTile
    }
    recentlyPlayedGames(first: 12, license: $license) {
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
}`) as unknown as TypedDocumentString<LobbyPlayerRowsQuery, LobbyPlayerRowsQueryVariables>;