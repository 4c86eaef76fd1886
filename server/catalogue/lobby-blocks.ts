// The jsonb payload of each content block type (table lobby_items), as the seed writes it and
// as the lobby reads it back. Payloads are operator data: a block whose payload does not fit
// its type is left out of the lobby rather than failing the whole page.
import type {
  BannerBlockRecord,
  CallToActionType,
  ContentBlockType,
  DepositOfferApplicability,
  GameRecord,
  JackpotBlockRecord,
  LobbyItemRecord,
  PromotionBlockRecord,
  RaffleBlockRecord,
  SportsEventRecord,
  TopSportsBlockRecord,
} from './models.ts';

export interface BannerPayload {
  title: string;
  text?: string;
  imageUrl: string;
  /** Absolute URL for BANNER_EXTERNAL_LINK, app path for BANNER_MANUAL. */
  linkUrl?: string;
  linkLabel?: string;
  /** BANNER_GAME only. */
  gameSlug?: string;
}

export interface PromotionPayload {
  title: string;
  text: string;
  imageUrl: string;
  callToAction?: { type: CallToActionType; label: string; url?: string };
  applicability: DepositOfferApplicability;
}

export interface JackpotPayload {
  title: string;
  text?: string;
  pots: { id: string; amount: number; currency: string }[];
}

export interface RafflePayload {
  title: string;
  text?: string;
  linkUrl: string;
}

export interface TopGamesPayload {
  title: string;
}

export interface TopSportsPayload {
  title: string;
  events: SportsEventRecord[];
}

export type BlockPayloads = {
  BANNER_EXTERNAL_LINK: BannerPayload;
  BANNER_GAME: BannerPayload;
  BANNER_MANUAL: BannerPayload;
  JACKPOT: JackpotPayload;
  PROMOTION: PromotionPayload;
  PROMOTION_V2: PromotionPayload;
  RAFFLE: RafflePayload;
  TOP_GAMES: TopGamesPayload;
  TOP_SPORTS: TopSportsPayload;
};

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
function optionalText(value: unknown): string | null {
  return text(value) ?? null;
}

const APPLICABILITIES: readonly DepositOfferApplicability[] = [
  'ALWAYS',
  'EXISTING_DEPOSITS',
  'FIRST_TIME_DEPOSIT',
];

/** Game slug a BANNER_GAME block shows, so the lobby can load all of them in one query. */
export function bannerGameSlug(payload: unknown): string | undefined {
  return isObject(payload) ? text(payload.gameSlug) : undefined;
}

export interface BlockInputs {
  id: string;
  type: ContentBlockType;
  payload: unknown;
  gamesBySlug: ReadonlyMap<string, GameRecord>;
  topGames: GameRecord[];
}

/** The block record, or undefined when the payload does not fit the type. */
export function toBlockRecord(input: BlockInputs): LobbyItemRecord | undefined {
  const { id, type, payload } = input;
  if (!isObject(payload)) return undefined;
  const title = text(payload.title);
  if (!title) return undefined;
  switch (type) {
    case 'BANNER_EXTERNAL_LINK':
    case 'BANNER_MANUAL':
    case 'BANNER_GAME': {
      const imageUrl = text(payload.imageUrl);
      if (!imageUrl) return undefined;
      const slug = text(payload.gameSlug);
      const game = slug ? (input.gamesBySlug.get(slug) ?? null) : null;
      // A game banner whose game is not offered here has nothing to show.
      if (type === 'BANNER_GAME' && !game) return undefined;
      const block: BannerBlockRecord = {
        kind: 'BannerBlock',
        id,
        type,
        title,
        text: optionalText(payload.text),
        imageUrl,
        linkUrl: optionalText(payload.linkUrl),
        linkLabel: optionalText(payload.linkLabel),
        game,
      };
      return block;
    }
    case 'PROMOTION':
    case 'PROMOTION_V2': {
      const body = text(payload.text);
      const imageUrl = text(payload.imageUrl);
      const applicability = APPLICABILITIES.find((a) => a === payload.applicability);
      if (!body || !imageUrl || !applicability) return undefined;
      const block: PromotionBlockRecord = {
        kind: 'PromotionBlock',
        id,
        type,
        title,
        text: body,
        imageUrl,
        callToAction: callToAction(payload.callToAction),
        applicability,
      };
      return block;
    }
    case 'JACKPOT': {
      if (!Array.isArray(payload.pots)) return undefined;
      const pots = payload.pots.filter(isObject).flatMap((pot) => {
        const potId = text(pot.id);
        const currency = text(pot.currency);
        return potId && currency && Number.isSafeInteger(pot.amount)
          ? [{ id: potId, amount: pot.amount as number, currency }]
          : [];
      });
      const block: JackpotBlockRecord = {
        kind: 'JackpotBlock',
        id,
        type,
        title,
        text: optionalText(payload.text),
        pots,
      };
      return block;
    }
    case 'RAFFLE': {
      const linkUrl = text(payload.linkUrl);
      if (!linkUrl) return undefined;
      const block: RaffleBlockRecord = {
        kind: 'RaffleBlock',
        id,
        type,
        title,
        text: optionalText(payload.text),
        linkUrl,
      };
      return block;
    }
    case 'TOP_GAMES':
      return { kind: 'TopGamesBlock', id, type, title, games: input.topGames };
    case 'TOP_SPORTS': {
      const events = Array.isArray(payload.events) ? payload.events.flatMap(sportsEvent) : [];
      const block: TopSportsBlockRecord = { kind: 'TopSportsBlock', id, type, title, events };
      return block;
    }
  }
}

function callToAction(value: unknown): PromotionBlockRecord['callToAction'] {
  if (!isObject(value)) return null;
  const label = text(value.label);
  if (!label) return null;
  if (value.type === 'DEPOSIT') return { type: 'DEPOSIT', label, url: null };
  const url = text(value.url);
  if (value.type === 'PAGE_LINK' && url) return { type: 'PAGE_LINK', label, url };
  return null;
}

function sportsEvent(value: unknown): SportsEventRecord[] {
  if (!isObject(value)) return [];
  const fields = ['id', 'sport', 'competition', 'home', 'away', 'startsAt'] as const;
  const values = fields.map((field) => text(value[field]));
  const [id, sport, competition, home, away, startsAt] = values;
  if (!id || !sport || !competition || !home || !away || !startsAt) return [];
  return [{ id, sport, competition, home, away, startsAt }];
}
