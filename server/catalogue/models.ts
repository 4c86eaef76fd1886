// The catalogue's records: what the resolvers of server/catalogue/resolvers.ts return, and so
// the parent values of the type resolvers (codegen.ts maps the GraphQL types to these).
import type { Licence } from '../../machines/lobby-settings/settings.ts';

/** Where the games are shown: a game is listed only when offered under this licence here. */
export interface AvailabilityScope {
  license: Licence;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
  /** ISO 3166-2 suffix, upper case (ON for CA-ON), or null. */
  subDivision: string | null;
}

export interface StudioRecord {
  id: number;
  slug: string;
  name: string;
  artSeed: number;
  /**
   * Games available in scope, when the query that loaded the studio counted them; null for a
   * studio reached through a game (counted per request in one batch, see request-loaders.ts).
   */
  gameCount: number | null;
  scope: AvailabilityScope;
}

/** The studio as joined into a game row (no count, no scope of its own). */
export interface GameStudioRef {
  id: number;
  slug: string;
  name: string;
  artSeed: number;
}

export interface GameRecord {
  id: number;
  slug: string;
  lookupId: string;
  name: string;
  studio: GameStudioRef;
  rtp: number;
  isLiveCasinoGame: boolean;
  isBonusEnabled: boolean;
  isJackpotGame: boolean;
  isNew: boolean;
  /** EUR cents. */
  minBetEur: number;
  artSeed: number;
  /** Position in the list or page it was fetched through, from 0. */
  idx: number;
  scope: AvailabilityScope;
}

export interface ListOfGamesRecord {
  id: number;
  slug: string;
  name: string;
  requiresBonus: boolean;
  scope: AvailabilityScope;
}

export interface GameCategoryRecord {
  id: number;
  slug: string;
  name: string;
  scope: AvailabilityScope;
}

export interface GameEdgeRecord {
  cursor: string;
  node: GameRecord;
}

export interface GameConnectionRecord {
  edges: GameEdgeRecord[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  /** Counted only when the field is asked for: most pages never show it. */
  countTotal: () => Promise<number>;
}

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

export const CONTENT_BLOCK_TYPES: readonly ContentBlockType[] = [
  'BANNER_EXTERNAL_LINK',
  'BANNER_GAME',
  'BANNER_MANUAL',
  'JACKPOT',
  'PROMOTION',
  'PROMOTION_V2',
  'RAFFLE',
  'TOP_GAMES',
  'TOP_SPORTS',
];

export type CallToActionType = 'DEPOSIT' | 'PAGE_LINK';
export type DepositOfferApplicability = 'ALWAYS' | 'EXISTING_DEPOSITS' | 'FIRST_TIME_DEPOSIT';

export interface BannerBlockRecord {
  kind: 'BannerBlock';
  id: string;
  type: 'BANNER_EXTERNAL_LINK' | 'BANNER_GAME' | 'BANNER_MANUAL';
  title: string;
  text: string | null;
  imageUrl: string;
  linkUrl: string | null;
  linkLabel: string | null;
  game: GameRecord | null;
}

export interface PromotionBlockRecord {
  kind: 'PromotionBlock';
  id: string;
  type: 'PROMOTION' | 'PROMOTION_V2';
  title: string;
  text: string;
  imageUrl: string;
  callToAction: { type: CallToActionType; label: string; url: string | null } | null;
  applicability: DepositOfferApplicability;
}

export interface JackpotBlockRecord {
  kind: 'JackpotBlock';
  id: string;
  type: 'JACKPOT';
  title: string;
  text: string | null;
  pots: { id: string; amount: number; currency: string }[];
}

export interface RaffleBlockRecord {
  kind: 'RaffleBlock';
  id: string;
  type: 'RAFFLE';
  title: string;
  text: string | null;
  linkUrl: string;
}

export interface TopGamesBlockRecord {
  kind: 'TopGamesBlock';
  id: string;
  type: 'TOP_GAMES';
  title: string;
  games: GameRecord[];
}

export interface SportsEventRecord {
  id: string;
  sport: string;
  competition: string;
  home: string;
  away: string;
  startsAt: string;
}

export interface TopSportsBlockRecord {
  kind: 'TopSportsBlock';
  id: string;
  type: 'TOP_SPORTS';
  title: string;
  events: SportsEventRecord[];
}

export interface GameListRowRecord {
  kind: 'GameListRow';
  id: string;
  list: ListOfGamesRecord;
}

export type LobbyItemRecord =
  | BannerBlockRecord
  | PromotionBlockRecord
  | JackpotBlockRecord
  | RaffleBlockRecord
  | TopGamesBlockRecord
  | TopSportsBlockRecord
  | GameListRowRecord;

export interface LobbyRecord {
  items: LobbyItemRecord[];
}
