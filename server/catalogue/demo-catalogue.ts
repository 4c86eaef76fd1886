// The demo catalogue, generated from a fixed PRNG seed: invented studios and games, the fixed
// lists of the route table, curated lists, categories, availability rules, and each demo
// brand's lobby, top games and texts. Pure data: seed.ts writes it.
import { engineForDemoGame, publishedRtp, type EngineId } from './game-engines.ts';
import type { Licence } from '../../machines/lobby-settings/settings.ts';
import { bannerPath } from './artwork.ts';
import type { BlockPayloads } from './lobby-blocks.ts';
import type { ContentBlockType } from './models.ts';
import { hashString, intBetween, mulberry32, pick, type Random } from './prng.ts';

const SEED = 20261121;
const ALL_LICENCES: readonly Licence[] = ['anj', 'cos', 'crc', 'est', 'mga'];
export const DEMO_BRAND_KEYS = ['aurora', 'nordlys', 'kingfisher', 'puravida', 'coralreef'];

export interface DemoStudio {
  slug: string;
  name: string;
  artSeed: number;
}

type GameKind = 'slot' | 'table' | 'live' | 'instant';

export interface DemoGame {
  slug: string;
  lookupId: string;
  name: string;
  studio: string;
  rtp: number;
  isLiveCasino: boolean;
  isBonusEnabled: boolean;
  isJackpot: boolean;
  isNew: boolean;
  minBet: number;
  popularity: number;
  artSeed: number;
  createdAt: string;
  licences: Licence[];
  /** "US" blocks the country, "CA-ON" one subdivision. */
  blockedIn: string[];
  /** Stored as games.game_type: bonus wagering weighs bets by it (decision 0028). */
  kind: GameKind;
  /** The engine that runs it and its maths model; rtp is that model's (game-engines.ts). */
  engine: EngineId;
  engineConfig: string;
  // Classification used to build lists and categories (not stored as such).
  variant: string;
  category: string;
  isMegaways: boolean;
}

export interface DemoList {
  slug: string;
  name: string;
  kind: 'fixed' | 'curated';
  requiresBonus: boolean;
  brand: string | null;
  games: string[];
}

export interface DemoCategory {
  slug: string;
  name: string;
  games: string[];
}

export type DemoLobbyItem =
  | { [T in ContentBlockType]: { blockType: T; payload: BlockPayloads[T] } }[ContentBlockType]
  | { list: string };

export interface DemoTranslation {
  brand: string;
  locale: string;
  key: string;
  value: string;
}

export interface DemoCatalogue {
  studios: DemoStudio[];
  games: DemoGame[];
  lists: DemoList[];
  categories: DemoCategory[];
  lobbies: Record<string, DemoLobbyItem[]>;
  topGames: Record<string, string[]>;
  translations: DemoTranslation[];
}

export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

// Invented studio names; none is a real company's.
const STUDIOS = {
  lanternfish: 'Lanternfish Games',
  brassComet: 'Brass Comet Studios',
  velvetOwl: 'Velvet Owl Gaming',
  copperleaf: 'Copperleaf Interactive',
  nimbusForge: 'Nimbus Forge',
  quartzHarbour: 'Quartz Harbour',
  thistle: 'Thistle & Thorn',
  moonmoth: 'Moonmoth Studios',
  saltwind: 'Saltwind Games',
  ironbark: 'Ironbark Entertainment',
  glowworm: 'Glowworm Labs',
  starling: 'Starling Live',
  tidepool: 'Tidepool Live',
  paperLantern: 'Paper Lantern Tables',
} as const;

const SLOT_STUDIOS = [
  STUDIOS.lanternfish,
  STUDIOS.velvetOwl,
  STUDIOS.nimbusForge,
  STUDIOS.thistle,
  STUDIOS.moonmoth,
  STUDIOS.glowworm,
  STUDIOS.copperleaf,
];

// Slot themes: each is a category, names are "adjective noun" pairs of the theme.
const THEMES: Record<string, { name: string; words: [string[], string[]] }> = {
  fruit: {
    name: 'Fruit',
    words: [
      ['Juicy', 'Frosty', 'Sizzling', 'Orchard', 'Tangy', 'Zesty', 'Sunny', 'Candied'],
      ['Cherries', 'Melons', 'Lemons', 'Plums', 'Berries', 'Fruit Stand', 'Limes', 'Grapes'],
    ],
  },
  classics: {
    name: 'Classics',
    words: [
      ['Triple', 'Double', 'Blazing', 'Diamond', 'Retro', 'Neon', 'Polished', 'Ticking'],
      ['Sevens', 'Bars', 'Bells', 'Reels', 'Jokers', 'Stars', 'Crowns', 'Horseshoes'],
    ],
  },
  adventure: {
    name: 'Adventure',
    words: [
      ['Lost', 'Hidden', 'Forgotten', 'Secret', 'Jungle', 'Dusty', 'Sunken', 'Emerald'],
      ['Temple', 'Expedition', 'Map', 'Caravan', 'Relics', 'Compass', 'Voyage', 'Canyon'],
    ],
  },
  mythology: {
    name: 'Mythology',
    words: [
      ['Echoes of', 'Whispers of', 'Lanterns of', 'Tides of', 'Embers of', 'Riddles of'],
      [
        'the Titans',
        'the Norns',
        'the Sphinx',
        'Atlantis',
        'Asgard',
        'the Oracle',
        'the Labyrinth',
      ],
    ],
  },
  animals: {
    name: 'Animals',
    words: [
      ['Roaring', 'Sly', 'Mighty', 'Dancing', 'Sleepy', 'Brave', 'Curious', 'Prancing'],
      ['Bison', 'Foxes', 'Pandas', 'Wolves', 'Owls', 'Otters', 'Lynx', 'Flamingos'],
    ],
  },
  space: {
    name: 'Space',
    words: [
      ['Cosmic', 'Stellar', 'Galactic', 'Orbital', 'Nebula', 'Quantum', 'Solar', 'Lunar'],
      ['Drift', 'Voyagers', 'Outpost', 'Comets', 'Harvest', 'Rangers', 'Crystals', 'Relay'],
    ],
  },
  'east-asia': {
    name: 'East Asia',
    words: [
      ['Jade', 'Lotus', 'Silk', 'Bamboo', 'Paper', 'Koi', 'Crane', 'Plum'],
      ['Fortune', 'Garden', 'Pagoda', 'Dynasty', 'River', 'Festival', 'Pearl', 'Blossom'],
    ],
  },
  spooky: {
    name: 'Spooky',
    words: [
      ['Midnight', 'Haunted', 'Grim', 'Crimson', 'Hollow', 'Wicked', 'Misty', 'Shadow'],
      ['Manor', 'Pumpkins', 'Crypt', 'Carnival', 'Lanterns', 'Ravens', 'Moon', 'Masquerade'],
    ],
  },
  ocean: {
    name: 'Ocean',
    words: [
      ['Deep', 'Coral', 'Sapphire', 'Drifting', 'Azure', 'Pearl', 'Stormy', 'Briny'],
      ['Reef', 'Treasure', 'Mermaids', 'Lagoon', 'Kraken', 'Shipwreck', 'Current', 'Harbour'],
    ],
  },
};

const TABLE_PREFIXES = [
  'Classic',
  'European',
  'Atlantic',
  'Premier',
  'Harbour',
  'Midnight',
  'Velvet',
  'Copper',
  'Silver',
  'Zen',
  'Royal',
  'Speedy',
  'Multi-Hand',
  'Single Deck',
];
const ROULETTE_PREFIXES = [
  'European',
  'French',
  'American',
  'Double Ball',
  'Mini',
  'Premier',
  'Harbour',
  'Midnight',
  'Velvet',
  'Copper',
  'Silver',
  'Zen',
  'Royal',
  'Speedy',
];
// Games: the card tables each run a real engine; the six former poker titles are Dragon
// Tiger tables (decision 0046), a game the engines play exactly.
const DRAGON_TIGER_GAMES = [
  'Dragon Tiger',
  'Golden Dragon Tiger',
  'Speedy Dragon Tiger',
  'Royal Dragon Tiger',
  'Mini Dragon Tiger',
  'Lucky Dragon Tiger',
];
const GEMS = [
  'Emerald',
  'Sapphire',
  'Ruby',
  'Onyx',
  'Pearl',
  'Amber',
  'Topaz',
  'Jade',
  'Opal',
  'Garnet',
  'Quartz',
  'Ivory',
  'Cobalt',
  'Coral',
  'Indigo',
  'Scarlet',
];
const GAME_SHOWS = [
  'Wheel of Wonders',
  'Coin Cascade',
  'Balloon Bonanza',
  'Treasure Tower',
  'Dice Derby',
  'Prize Carousel',
  'Cosmic Wheel',
  'Peg Drop Party',
  'Card Rally',
  'Ticket Tumble',
  'Gem Drop Live',
  'Rocket Ride',
];
const INSTANT_VERBS = ['Scratch', 'Pop', 'Flip', 'Match', 'Pick'];
const INSTANT_NOUNS = ['Gold', 'Gems', 'Cash Cow', 'Lucky Clover', 'Piggy Bank', 'Cherry Pie'];

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

class GameFactory {
  readonly games: DemoGame[] = [];
  private readonly names = new Set<string>();
  private readonly random: Random;
  private readonly lookupCounters = new Map<string, number>();
  constructor(random: Random) {
    this.random = random;
  }

  uniqueName(make: () => string): string {
    for (let attempt = 0; attempt < 200; attempt++) {
      const name = make();
      if (!this.names.has(name)) {
        this.names.add(name);
        return name;
      }
    }
    throw new Error('demo catalogue: ran out of unique names');
  }

  add(
    game: Omit<
      DemoGame,
      | 'slug'
      | 'lookupId'
      | 'popularity'
      | 'artSeed'
      | 'createdAt'
      | 'licences'
      | 'blockedIn'
      | 'isNew'
      | 'engine'
      | 'engineConfig'
    >,
  ): DemoGame {
    const prefix = game.studio
      .split(/\s+/)
      .filter((word) => /^[A-Za-z]/.test(word))
      .map((word) => word[0])
      .join('')
      .toUpperCase();
    const count = (this.lookupCounters.get(prefix) ?? 0) + 1;
    this.lookupCounters.set(prefix, count);
    const full: DemoGame = {
      ...game,
      slug: slugify(game.name),
      lookupId: `${prefix}-${10000 + count * 7}`,
      popularity: 0,
      artSeed: Math.floor(this.random() * 2 ** 31),
      createdAt: '',
      licences: [...ALL_LICENCES],
      blockedIn: [],
      isNew: false,
      engine: 'slot-classic',
      engineConfig: '',
    };
    // The RTP is the engine model's, not the random figure drawn above (which is still drawn,
    // so the rest of the seeded catalogue does not shift).
    const choice = engineForDemoGame(full);
    full.engine = choice.engine;
    full.engineConfig = choice.config;
    full.rtp = publishedRtp(choice);
    this.games.push(full);
    return full;
  }
}

function generateGames(random: Random): DemoGame[] {
  const factory = new GameFactory(random);
  const themeSlugs = Object.keys(THEMES);

  // 210 slots over nine themes; 36 of them Megaways, 28 with a jackpot.
  for (let i = 0; i < 210; i++) {
    const category = themeSlugs[i % themeSlugs.length] ?? 'classics';
    const [adjectives, nouns] = THEMES[category]!.words;
    const isMegaways = i % 6 === 1 && i < 216;
    const isJackpot = !isMegaways && i % 7 === 3;
    const studio = isMegaways
      ? pick(random, [STUDIOS.brassComet, STUDIOS.saltwind])
      : isJackpot
        ? pick(random, [STUDIOS.copperleaf, STUDIOS.ironbark])
        : pick(random, SLOT_STUDIOS);
    const base = factory.uniqueName(() => {
      const name = `${pick(random, adjectives)} ${pick(random, nouns)}`;
      if (isMegaways) return `${name} Megaways`;
      if (isJackpot) return `${name} ${pick(random, ['Jackpot', 'Mega Pot', 'Power Pot'])}`;
      return name;
    });
    factory.add({
      name: base,
      studio,
      rtp: isJackpot ? round2(92 + random() * 3) : round2(94 + random() * 3.5),
      isLiveCasino: false,
      isBonusEnabled: !isJackpot && random() < 0.8,
      isJackpot,
      minBet: isJackpot ? pick(random, [25, 50]) : pick(random, [10, 20, 25]),
      kind: 'slot',
      variant: isMegaways ? 'megaways' : 'slot',
      category,
      isMegaways,
    });
  }

  // 40 table games: blackjack 14, roulette 14, baccarat 6, poker 6.
  const tableStudio = () => pick(random, [STUDIOS.quartzHarbour, STUDIOS.paperLantern]);
  for (const prefix of TABLE_PREFIXES) {
    factory.add({
      name: factory.uniqueName(() => `${prefix} Blackjack`),
      studio: tableStudio(),
      rtp: round2(99.2 + random() * 0.4),
      isLiveCasino: false,
      isBonusEnabled: random() < 0.2,
      isJackpot: false,
      minBet: pick(random, [50, 100]),
      kind: 'table',
      variant: 'blackjack',
      category: 'cards',
      isMegaways: false,
    });
  }
  for (const prefix of ROULETTE_PREFIXES) {
    factory.add({
      name: factory.uniqueName(() => `${prefix} Roulette`),
      studio: tableStudio(),
      rtp: prefix === 'American' ? 94.74 : prefix === 'French' ? 98.65 : 97.3,
      isLiveCasino: false,
      isBonusEnabled: random() < 0.2,
      isJackpot: false,
      minBet: pick(random, [10, 50, 100]),
      kind: 'table',
      variant: 'roulette',
      category: 'cards',
      isMegaways: false,
    });
  }
  for (const prefix of ['Punto Banco', 'Mini', 'Classic', 'Squeeze', 'Royal', 'Speedy']) {
    factory.add({
      name: factory.uniqueName(() => `${prefix} Baccarat`),
      studio: tableStudio(),
      rtp: round2(98.7 + random() * 0.3),
      isLiveCasino: false,
      isBonusEnabled: false,
      isJackpot: false,
      minBet: 100,
      kind: 'table',
      variant: 'baccarat',
      category: 'cards',
      isMegaways: false,
    });
  }
  for (const name of DRAGON_TIGER_GAMES) {
    factory.add({
      name: factory.uniqueName(() => name),
      studio: tableStudio(),
      rtp: round2(97.5 + random() * 1.5),
      isLiveCasino: false,
      isBonusEnabled: random() < 0.3,
      isJackpot: false,
      minBet: 100,
      kind: 'table',
      variant: 'dragon-tiger',
      category: 'cards',
      isMegaways: false,
    });
  }

  // 50 live games: blackjack 16, roulette 14, baccarat 8, game shows 12.
  const liveStudio = () => pick(random, [STUDIOS.starling, STUDIOS.tidepool]);
  const live = (name: string, variant: string, rtp: number, category: string) =>
    factory.add({
      name: factory.uniqueName(() => name),
      studio: liveStudio(),
      rtp,
      isLiveCasino: true,
      isBonusEnabled: false,
      isJackpot: false,
      minBet: pick(random, [100, 200, 500]),
      kind: 'live',
      variant,
      category,
      isMegaways: false,
    });
  GEMS.forEach((gem) => live(`Live Blackjack ${gem}`, 'blackjack', 99.28, 'cards'));
  GEMS.slice(0, 14).forEach((gem) => live(`Live Roulette ${gem}`, 'roulette', 97.3, 'cards'));
  GEMS.slice(0, 8).forEach((gem) => live(`Live Baccarat ${gem}`, 'baccarat', 98.94, 'cards'));
  GAME_SHOWS.forEach((show) => live(show, 'show', round2(95 + random() * 1.5), 'game-shows'));

  // 20 instant games.
  for (let i = 0; i < 20; i++) {
    factory.add({
      name: factory.uniqueName(
        () => `${pick(random, INSTANT_VERBS)} the ${pick(random, INSTANT_NOUNS)}`,
      ),
      studio: pick(random, [STUDIOS.glowworm, STUDIOS.lanternfish]),
      rtp: round2(90 + random() * 5),
      isLiveCasino: false,
      isBonusEnabled: random() < 0.5,
      isJackpot: false,
      minBet: pick(random, [10, 50]),
      kind: 'instant',
      variant: 'instant',
      category: 'instant',
      isMegaways: false,
    });
  }

  const games = factory.games;
  // Popularity: a shuffled ranking, live and Megaways games a little more popular.
  const ranked = games
    .map((game) => ({
      game,
      score: random() + (game.isLiveCasino ? 0.25 : 0) + (game.isMegaways ? 0.15 : 0),
    }))
    .sort((a, b) => b.score - a.score);
  ranked.forEach(({ game }, i) => (game.popularity = i + 1));

  // Release dates: a game a day back from a fixed date; about one in twelve is new.
  const newest = Date.UTC(2026, 10, 1);
  const byRelease = [...games].sort((a, b) => a.artSeed - b.artSeed);
  byRelease.forEach((game, i) => {
    game.createdAt = new Date(newest - i * 86_400_000).toISOString();
    game.isNew = i < 26;
  });

  // Availability: most games everywhere; some not under est, some mga only, some blocked in
  // Ontario (CA-ON), a few in the whole US or Germany. The most popular 60 stay everywhere so
  // the lobby's top games and banners show under every licence.
  for (const game of games) {
    if (game.popularity <= 60) continue;
    const roll = random();
    if (roll < 0.1) game.licences = ALL_LICENCES.filter((l) => l !== 'est');
    else if (roll < 0.15) game.licences = ['mga'];
    else if (roll < 0.2 && game.isLiveCasino)
      game.licences = ALL_LICENCES.filter((l) => l !== 'anj');
    const block = random();
    if (block < 0.09) game.blockedIn.push('CA-ON');
    else if (block < 0.12) game.blockedIn.push('US');
    else if (block < 0.14) game.blockedIn.push('DE');
  }
  return games;
}

function byPopularity(games: DemoGame[]): DemoGame[] {
  return [...games].sort((a, b) => a.popularity - b.popularity);
}

function slugs(games: DemoGame[]): string[] {
  return games.map((game) => game.slug);
}

function generateLists(random: Random, games: DemoGame[]): DemoList[] {
  const popular = byPopularity(games);
  const fixed = (slug: string, name: string, members: DemoGame[], requiresBonus = false) => ({
    slug,
    name,
    kind: 'fixed' as const,
    requiresBonus,
    brand: null,
    games: slugs(members),
  });
  const everywhere = popular.filter((g) => g.popularity <= 60);
  const shuffled = (items: DemoGame[]) =>
    items
      .map((game) => ({ game, key: random() }))
      .sort((a, b) => a.key - b.key)
      .map(({ game }) => game);
  return [
    fixed(
      'blackjack',
      'Blackjack',
      popular.filter((g) => g.variant === 'blackjack'),
    ),
    fixed('bonus', 'Bonus games', popular.filter((g) => g.isBonusEnabled).slice(0, 60), true),
    fixed('hot-games', 'Hot games', popular.slice(0, 40)),
    fixed(
      'jackpots',
      'Jackpots',
      popular.filter((g) => g.isJackpot),
    ),
    fixed(
      'live-casino',
      'Live casino',
      popular.filter((g) => g.isLiveCasino),
    ),
    fixed(
      'megaways',
      'Megaways',
      popular.filter((g) => g.isMegaways),
    ),
    fixed(
      'new',
      'New games',
      games.filter((g) => g.isNew).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    ),
    fixed(
      'roulette',
      'Roulette',
      popular.filter((g) => g.variant === 'roulette'),
    ),
    fixed(
      'slots',
      'Slots',
      popular.filter((g) => g.kind === 'slot'),
    ),
    fixed(
      'table-games',
      'Table games',
      popular.filter((g) => g.kind === 'table'),
    ),
    {
      slug: 'weekend-picks',
      name: 'Weekend picks',
      kind: 'curated',
      requiresBonus: false,
      brand: null,
      games: slugs(shuffled(everywhere).slice(0, 16)),
    },
    {
      slug: 'high-rtp',
      name: 'High RTP',
      kind: 'curated',
      requiresBonus: false,
      brand: null,
      games: slugs(popular.filter((g) => g.rtp >= 97 && g.kind === 'slot').slice(0, 30)),
    },
    {
      slug: 'nordic-favourites',
      name: 'Nordic favourites',
      kind: 'curated',
      requiresBonus: false,
      brand: 'nordlys',
      games: slugs(
        shuffled(
          popular.filter(
            (g) =>
              g.licences.includes('est') && ['animals', 'mythology', 'ocean'].includes(g.category),
          ),
        ).slice(0, 20),
      ),
    },
    {
      slug: 'late-night-live',
      name: 'Late-night live',
      kind: 'curated',
      requiresBonus: false,
      brand: 'puravida',
      games: slugs(popular.filter((g) => g.isLiveCasino && g.variant !== 'baccarat').slice(0, 18)),
    },
  ];
}

function generateCategories(games: DemoGame[]): DemoCategory[] {
  const names: Record<string, string> = {
    ...Object.fromEntries(Object.entries(THEMES).map(([slug, theme]) => [slug, theme.name])),
    cards: 'Cards',
    'game-shows': 'Game shows',
    instant: 'Instant wins',
  };
  const popular = byPopularity(games);
  return Object.entries(names).map(([slug, name]) => ({
    slug,
    name,
    games: slugs(popular.filter((g) => g.category === slug)),
  }));
}

const BRAND_CURRENCY: Record<string, string> = {
  aurora: 'EUR',
  nordlys: 'EUR',
  kingfisher: 'EUR',
  puravida: 'USD',
  coralreef: 'EUR',
};

function generateLobby(random: Random, brand: string, games: DemoGame[]): DemoLobbyItem[] {
  const everywhere = byPopularity(games).filter((g) => g.popularity <= 60 && g.kind === 'slot');
  const featured = pick(random, everywhere);
  const currency = BRAND_CURRENCY[brand] ?? 'EUR';
  const scale = intBetween(random, 80, 120) / 100;
  const blocks: DemoLobbyItem[] = [
    {
      blockType: 'BANNER_GAME',
      payload: {
        title: `Spin ${featured.name}`,
        text: `A player favourite from ${featured.studio}.`,
        imageUrl: bannerPath(`${brand}-game`),
        gameSlug: featured.slug,
        linkLabel: 'Play now',
      },
    },
    {
      blockType: 'BANNER_MANUAL',
      payload: {
        title: 'Meet the studios',
        text: 'Fourteen studios, one lobby.',
        imageUrl: bannerPath(`${brand}-studios`),
        linkUrl: '/game-studio/',
        linkLabel: 'Browse studios',
      },
    },
    {
      blockType: 'BANNER_EXTERNAL_LINK',
      payload: {
        title: 'Play responsibly',
        text: 'Set limits and take breaks. Help is a click away.',
        imageUrl: bannerPath(`${brand}-responsible`),
        linkUrl: 'https://example.org/responsible-gaming',
        linkLabel: 'Learn more',
      },
    },
    {
      blockType: 'PROMOTION',
      payload: {
        title: 'Welcome offer',
        text: 'A 100% match on your first deposit.',
        imageUrl: bannerPath(`${brand}-welcome`),
        callToAction: { type: 'DEPOSIT', label: 'Deposit now' },
        applicability: 'FIRST_TIME_DEPOSIT',
      },
    },
    {
      blockType: 'PROMOTION_V2',
      payload: {
        title: 'Reload weekend',
        text: 'Free spins on every deposit from Friday to Sunday.',
        imageUrl: bannerPath(`${brand}-reload`),
        callToAction: { type: 'PAGE_LINK', label: 'See promotions', url: '/promotions/' },
        applicability: 'EXISTING_DEPOSITS',
      },
    },
    {
      blockType: 'PROMOTION',
      payload: {
        title: 'Weekly cashback',
        text: 'Ten percent back on your net losses, every Monday.',
        imageUrl: bannerPath(`${brand}-cashback`),
        callToAction: { type: 'PAGE_LINK', label: 'How it works', url: '/cashback/' },
        applicability: 'ALWAYS',
      },
    },
    {
      blockType: 'JACKPOT',
      payload: {
        title: 'Lobby jackpots',
        text: 'Four pots, one spin away.',
        pots: [
          { id: 'mega', amount: Math.round(125_432_100 * scale), currency },
          { id: 'major', amount: Math.round(2_345_600 * scale), currency },
          { id: 'minor', amount: Math.round(123_400 * scale), currency },
          { id: 'shared', amount: Math.round(98_700 * scale), currency },
        ],
      },
    },
    {
      blockType: 'RAFFLE',
      payload: { title: 'Daily raffle', text: 'A ticket with every bet.', linkUrl: '/raffle/' },
    },
    { blockType: 'TOP_GAMES', payload: { title: 'Top games' } },
    {
      blockType: 'TOP_SPORTS',
      payload: {
        title: 'Top matches',
        events: [
          ['football', 'Harbour League', 'Harbour City FC', 'Northbridge United'],
          ['ice-hockey', 'Northern Cup', 'Frostvale Owls', 'Pinecrest Lynx'],
          ['basketball', 'Coastal Series', 'Saltmarsh Herons', 'Redcliff Comets'],
        ].map(([sport, competition, home, away], i) => ({
          id: `${brand}-event-${i + 1}`,
          sport: sport!,
          competition: competition!,
          home: home!,
          away: away!,
          // Fixed so the seed is deterministic; the demo only shows them.
          startsAt: new Date(Date.UTC(2027, 0, 10 + i, 18 + i, 0)).toISOString(),
        })),
      },
    },
  ];
  const rows: DemoLobbyItem[] = [
    'hot-games',
    'new',
    'slots',
    'live-casino',
    'jackpots',
    'megaways',
    'bonus',
    'table-games',
    'weekend-picks',
    ...(brand === 'nordlys' ? ['nordic-favourites'] : []),
    ...(brand === 'puravida' ? ['late-night-live'] : []),
  ].map((list) => ({ list }));

  // Different orders per brand: a banner first, then blocks and rows shuffled together.
  const [first, ...rest] = blocks;
  const mixed = [...rest, ...rows]
    .map((item) => ({ item, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
  return [first!, ...mixed];
}

const TRANSLATIONS: DemoTranslation[] = [
  // The default brand keeps the spec's default texts ("Error", "Something went wrong.").
  { brand: 'nordlys', locale: 'fi-FI', key: 'ERROR', value: 'Hups!' },
  {
    brand: 'nordlys',
    locale: 'fi-FI',
    key: 'LOADING_PAGE_ERROR',
    value: 'Sivun lataaminen epäonnistui.',
  },
  { brand: 'nordlys', locale: 'fi-FI', key: 'GO_BACK', value: 'Takaisin' },
  { brand: 'nordlys', locale: 'fi-FI', key: 'YES', value: 'Kyllä' },
  { brand: 'nordlys', locale: 'fi-FI', key: 'RUNNING_OUT_OF_FUNDS', value: 'Haluatko tallettaa?' },
  { brand: 'nordlys', locale: 'fi-FI', key: 'GAME_LIST_NAME.hot-games', value: 'Kuumat pelit' },
  { brand: 'nordlys', locale: 'fi-FI', key: 'GAME_LIST_NAME.new', value: 'Uudet pelit' },
  { brand: 'nordlys', locale: 'fi-FI', key: 'GAME_LIST_NAME.live-casino', value: 'Livekasino' },
  {
    brand: 'nordlys',
    locale: 'fi-FI',
    key: 'GAME_LIST_NAME.nordic-favourites',
    value: 'Pohjoisen suosikit',
  },
  { brand: 'nordlys', locale: 'en-GB', key: 'ERROR', value: 'Oops!' },
  { brand: 'kingfisher', locale: 'fr-FR', key: 'ERROR', value: 'Oups !' },
  {
    brand: 'kingfisher',
    locale: 'fr-FR',
    key: 'LOADING_PAGE_ERROR',
    value: 'Impossible de charger la page.',
  },
  { brand: 'kingfisher', locale: 'en-GB', key: 'MAKE_A_DEPOSIT_TEXT', value: 'Funds are low.' },
  { brand: 'puravida', locale: 'es', key: 'ERROR', value: '¡Ups!' },
  {
    brand: 'puravida',
    locale: 'en-CA',
    key: 'LOADING_PAGE_ERROR',
    value: 'This page did not load.',
  },
  { brand: 'coralreef', locale: 'de-DE', key: 'ERROR', value: 'Fehler' },
  {
    brand: 'coralreef',
    locale: 'de-DE',
    key: 'LOADING_PAGE_ERROR',
    value: 'Die Seite konnte nicht geladen werden.',
  },
  { brand: 'coralreef', locale: 'de-DE', key: 'GO_BACK', value: 'Zurück' },
  { brand: 'coralreef', locale: 'de-DE', key: 'YES', value: 'Ja' },
  {
    brand: 'coralreef',
    locale: 'de-DE',
    key: 'GAME_LIST_NAME.hot-games',
    value: 'Beliebte Spiele',
  },
  { brand: 'coralreef', locale: 'de-DE', key: 'GAME_LIST_NAME.new', value: 'Neue Spiele' },
];

export function generateDemoCatalogue(): DemoCatalogue {
  const random = mulberry32(SEED);
  const studios = Object.values(STUDIOS).map((name) => ({
    slug: slugify(name),
    name,
    artSeed: hashString(name) % 2 ** 31,
  }));
  const games = generateGames(random);
  const lists = generateLists(random, games);
  const categories = generateCategories(games);
  const lobbies: Record<string, DemoLobbyItem[]> = {};
  const topGames: Record<string, string[]> = {};
  for (const brand of DEMO_BRAND_KEYS) {
    const brandRandom = mulberry32(SEED ^ hashString(brand));
    lobbies[brand] = generateLobby(brandRandom, brand, games);
    topGames[brand] = slugs(
      byPopularity(games)
        .filter((g) => g.popularity <= 60)
        .map((game) => ({ game, key: brandRandom() }))
        .sort((a, b) => a.key - b.key)
        .slice(0, 12)
        .map(({ game }) => game),
    );
  }
  return { studios, games, lists, categories, lobbies, topGames, translations: TRANSLATIONS };
}
