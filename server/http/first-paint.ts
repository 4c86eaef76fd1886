// The lobby's first screen as static HTML inside index.html (decision 0047): a header bar with
// the brand's logo, then the lobby's first banner and game rows with their thumbnails, drawn
// from the Lobby answer the page already inlines (first-page-data.ts, decision 0038). It paints
// as soon as the HTML and its inline stylesheet arrive, long before the SPA's JavaScript has run;
// the SPA removes it in the frame its own page first commits (src/app/FirstPaintHandOver.tsx)
// and keeps its root hidden until then. Markup and styles are our own (`fp-` classes, inline
// CSS from the brand's theme), but they copy the SPA's first screen box for box — header
// height, the lobby's intro, the first game row ahead of the banner (the shared `gamesFirst`),
// the compact banner, tile sizes and texts — so nothing moves at the hand-over (CLS). A change
// of those in the SPA needs the same change here: `bench/first-paint-handover.ts` prints what
// moved. Tiles are real links, so a click before the SPA runs still opens the game page.
import type { LobbySettings } from '../../machines/lobby-settings/settings.ts';
import { FIRST_PAINT_ELEMENT_ID } from '../../machines/first-page/first-paint.ts';
import type { FirstPageAnswer } from '../../machines/first-page/first-page.ts';
import { gamesFirst } from '../../machines/first-page/lobby-order.ts';
import { escapeHtml } from './html-page.ts';

/** Tiles per row: a desktop row shows six of 200 px; more would only cost bytes. */
const TILES_PER_ROW = 8;
/** Game rows drawn: the first screen holds at most two at 940 px. */
const ROWS = 2;
/** Items that need the SPA's catalogs (texts) or live data: drawing stops at the first. */
const CARDS = new Set(['PromotionBlock', 'JackpotBlock', 'RaffleBlock', 'TopSportsBlock']);
/** Thumbnails fetched at high priority: the first row's visible tiles. */
const HIGH_PRIORITY_TILES = 6;

interface TileData {
  slug: string;
  name: string;
  rtp?: number | null;
  studio?: { name: string } | null;
  thumbnail?: { url: string; width: number; height: number } | null;
}
interface LobbyItem {
  __typename: string;
  title?: string | null;
  text?: string | null;
  imageUrl?: string | null;
  type?: string | null;
  linkUrl?: string | null;
  linkLabel?: string | null;
  game?: { slug: string } | null;
  games?: TileData[] | null;
  list?: {
    name: string;
    slug: string;
    requiresBonus?: boolean | null;
    games?: { edges?: { node: TileData }[] };
  };
}

/** A theme value goes into CSS only if it cannot end the declaration or the stylesheet. */
function cssValue(value: string | undefined, fallback: string): string {
  return value && /^[#a-zA-Z0-9(),.%\s"'-]{1,160}$/.test(value) && !/['"].*[;{}]/.test(value)
    ? value
    : fallback;
}

/** Only same-origin paths (the thumbnails route, brand assets) go into src attributes. */
const localUrl = (value: string | null | undefined): string | null =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : null;

function styles(settings: LobbySettings): string {
  const { colors, fonts, roundness } = settings.theme;
  const id = `#${FIRST_PAINT_ELEMENT_ID}`;
  const text = cssValue(colors.text, '#111');
  const surface = cssValue(colors.surface, '#f4f4f4');
  const background = cssValue(colors.background, '#fff');
  const heading = cssValue(fonts.heading, 'inherit');
  const radius = cssValue(roundness, '8px');
  // The SPA's tile width (src/app/global.css --tile-width) for the brand's lobby layout.
  const tile = { default: '200px', layout1: '240px', layout2: '170px' }[settings.lobbyLayout];
  // Values copied from the SPA's stylesheets, each noted with its source, so the boxes match.
  return [
    `body{margin:0;background:${background}}`,
    // The SPA renders behind the first paint, laid out but not shown, until it hands over.
    `${id}~#root{visibility:hidden;height:0;overflow:hidden}`,
    `${id}{--fp-tile:${tile ?? '200px'};color:${text};font:400 1rem/1.5 ${cssValue(fonts.body, 'system-ui,sans-serif')}}`,
    `${id} *{box-sizing:border-box}`,
    `${id} a{color:inherit;text-decoration:none}`,
    // The layouts' header (LoggedInLayout / BasicLayout .header): 56 px on phones, 66.6 px on
    // wider screens (measured: its nav links, 0.75rem padding and a 1 px border).
    `.fp-bar{display:flex;align-items:center;height:56px;padding:.5rem .75rem;background:${surface};border-bottom:1px solid color-mix(in srgb,${text} 12%,transparent)}`,
    `.fp-bar img{display:block;height:36px;width:auto}`,
    `@media (min-width:768px){.fp-bar{height:66.6px;padding:.75rem clamp(1rem,3vw,2rem)}}`,
    // LoggedInLayout .main and LobbyPage .lobby.
    `.fp-main{display:grid;grid-template-columns:minmax(0,1fr);gap:clamp(1.25rem,3vw,2.25rem);padding:1.5rem clamp(1rem,3vw,2rem) 3rem}`,
    // layout1's side menu column on wider screens (LoggedInLayout .layout1).
    settings.lobbyLayout === 'layout1'
      ? `@media (min-width:768px){.fp-main{margin-left:24rem}}`
      : '',
    // LobbyPage .intro: the welcome heading (one line) and the category chips, whose words need
    // the SPA's catalogs — their place is kept, empty.
    `.fp-intro{height:calc(clamp(1.3rem,4vw,2.1rem)*1.15 + .9rem + 2.775rem)}`,
    // Blocks.module.css .banner (compact), 2 px taller: its image is the screen's LCP, and the
    // SPA's copy of it (a new element at the hand-over, sub-pixel placed) must not be larger,
    // or it becomes a second, later LCP. Nothing is drawn below it, and the 2 px are padding
    // under its texts, so nothing moves.
    `.fp-banner{position:relative;display:grid;align-content:end;gap:.5rem;min-height:calc(clamp(9rem,22vw,12rem) + 2px);padding:clamp(1rem,3vw,2rem) clamp(1rem,3vw,2rem) calc(clamp(1rem,3vw,2rem) + 2px);overflow:hidden;border-radius:calc(${radius}*1.5);background:${surface};color:#fff;isolation:isolate}`,
    `.fp-banner img{position:absolute;inset:0;z-index:-2;width:100%;height:100%;object-fit:cover}`,
    `.fp-banner::after{content:'';position:absolute;inset:0;z-index:-1;background:linear-gradient(90deg,rgb(0 0 0/.7),rgb(0 0 0/.15))}`,
    `.fp-banner h2{margin:0;font:800 clamp(1.5rem,4vw,2.4rem)/1.1 ${heading}}`,
    `.fp-banner p{margin:0;max-width:34rem}`,
    // Its action: Button.module.css .button.primary, or Blocks.module.css .kicker for a link out.
    `.fp-button{display:inline-flex;align-items:center;min-height:2.5rem;padding:0 1.1rem;border:2px solid transparent;border-radius:${radius};background:${cssValue(colors.primary, '#2f6fed')};color:${cssValue(colors.primaryContrast, '#fff')}!important;font:600 .95rem/1 ${cssValue(fonts.body, 'system-ui,sans-serif')};white-space:nowrap}`,
    `.fp-kicker{color:${cssValue(colors.accent, '#ffc940')}!important;font-size:.78rem;font-weight:700;letter-spacing:.06em;text-transform:uppercase}`,
    // GameRow.module.css .row, .header (with the paddles' 2.25rem), .title, .track.
    `.fp-row{display:grid;grid-template-columns:minmax(0,1fr);gap:.75rem;min-width:0}`,
    `.fp-head{display:flex;align-items:center;min-height:2.25rem}`,
    `.fp-row h2{margin:0;font:700 1.25rem/1.2 ${heading}}`,
    `.fp-track{display:flex;gap:.75rem;margin:0;padding:.25rem .1rem .5rem;overflow-x:auto;scrollbar-width:thin;list-style:none}`,
    `.fp-track li{flex:none}`,
    // GameTileCard.module.css .tile, .art, .name, .meta.
    `.fp-tile{display:grid;gap:.3rem;width:var(--fp-tile)}`,
    `.fp-art{display:block;aspect-ratio:4/3;overflow:hidden;border-radius:${radius};background:${surface}}`,
    `.fp-art img{display:block;width:100%;height:100%;object-fit:cover}`,
    `.fp-name{overflow:hidden;font-weight:600;text-overflow:ellipsis;white-space:nowrap}`,
    settings.lobbyLayout === 'layout2'
      ? `.fp-name{position:absolute;width:1px;height:1px;clip-path:inset(50%)}`
      : '',
    `.fp-meta{color:${cssValue(colors.textMuted, '#555')};font-size:.82rem}`,
    `@media (max-width:767px){${id}{--fp-tile:180px}}`,
    `@media (max-width:479px){${id}{--fp-tile:calc((100vw - 48px)/2)}}`,
  ].join('');
}

function tiles(games: TileData[], highPriority: number, showRtp: boolean): string {
  return games
    .slice(0, TILES_PER_ROW)
    .map((game, index) => {
      const thumbnail = game.thumbnail;
      const src = localUrl(thumbnail?.url);
      const image = src
        ? `<img src="${escapeHtml(src)}" width="${Number(thumbnail!.width) | 0}" height="${Number(thumbnail!.height) | 0}" alt=""${index < highPriority ? ' fetchpriority="high"' : ' loading="lazy"'}>`
        : '';
      return (
        `<li><a class="fp-tile" data-first-paint-game href="/games/${encodeURIComponent(game.slug)}/">` +
        `<span class="fp-art">${image}</span><span class="fp-name">${escapeHtml(game.name)}</span>` +
        // The SPA's meta line: the studio, then `RTP {rtp}%` (untranslated in every catalog).
        `<span class="fp-meta">${escapeHtml(game.studio?.name ?? '')}${showRtp && typeof game.rtp === 'number' ? ` · RTP ${game.rtp.toFixed(1)}%` : ''}</span></a></li>`
      );
    })
    .join('');
}

/** The banner's action as BannerBlockView draws it (its label is data, not a catalog's). */
function bannerAction(item: LobbyItem): string {
  const label = escapeHtml(item.linkLabel ?? item.title ?? '');
  if (item.type === 'BANNER_EXTERNAL_LINK' && item.linkUrl) {
    // Drawn, not linked: an outside address goes through the SPA's own checks.
    return `<div><span class="fp-kicker">${label} ↗</span></div>`;
  }
  const href =
    item.type === 'BANNER_GAME' && item.game
      ? `/games/${encodeURIComponent(item.game.slug)}/`
      : item.linkUrl
        ? localUrl(item.linkUrl)
        : null;
  if (item.type === 'BANNER_GAME' && !item.game) return '';
  if (href === null && !item.linkUrl) return '';
  return `<div><a class="fp-button"${href ? ` href="${escapeHtml(href)}"` : ''}>${label}</a></div>`;
}

/**
 * The lobby's items in the SPA's order (`gamesFirst`), drawn until ROWS game rows or the first
 * card; null when there is nothing to draw.
 */
function body(items: LobbyItem[], showRtp: boolean): string | null {
  const parts: string[] = [];
  let rows = 0;
  let banners = 0;
  let highPriority = HIGH_PRIORITY_TILES;
  for (const item of gamesFirst(items)) {
    if (rows >= ROWS || CARDS.has(item.__typename)) break;
    if (item.__typename === 'BannerBlock') {
      // Below the first row; a second banner would be under the fold. Its image is the
      // screen's largest: fetched first, it is LCP with the first paint; late, the SPA's copy
      // becomes a later LCP.
      if (banners++ > 0) break;
      const src = localUrl(item.imageUrl);
      parts.push(
        `<section class="fp-banner">${src ? `<img src="${escapeHtml(src)}" alt="" fetchpriority="high">` : ''}<h2>${escapeHtml(item.title ?? '')}</h2>${item.text ? `<p>${escapeHtml(item.text)}</p>` : ''}${bannerAction(item)}</section>`,
      );
      continue;
    }
    let title: string | null = null;
    let games: TileData[] = [];
    let href: string | null = null;
    if (item.__typename === 'GameListRow' && item.list && !item.list.requiresBonus) {
      title = item.list.name;
      games = (item.list.games?.edges ?? []).map((edge) => edge.node);
      href = `/game-list/${encodeURIComponent(item.list.slug)}/`;
    } else if (item.__typename === 'TopGamesBlock') {
      title = item.title ?? '';
      games = item.games ?? [];
    }
    // Bonus-only and empty rows render nothing in the SPA either (for a visitor).
    if (title === null || games.length === 0) continue;
    const heading = href ? `<a href="${href}">${escapeHtml(title)}</a>` : escapeHtml(title);
    parts.push(
      `<section class="fp-row"><div class="fp-head"><h2>${heading}</h2></div><ul class="fp-track">${tiles(games, highPriority, showRtp)}</ul></section>`,
    );
    highPriority = 0;
    rows++;
  }
  return rows > 0 ? parts.join('') : null;
}

/**
 * The first screen for the lobby route, or null (another route, no Lobby answer, no rows).
 * `locale` is the page's locale tag; links keep the SPA's unprefixed paths, which it resolves.
 */
export function renderFirstPaint(
  settings: LobbySettings,
  answers: readonly FirstPageAnswer[],
): { head: string; body: string } | null {
  const lobby = answers.find((entry) => entry.operationName === 'Lobby')?.data as
    { lobby?: { items?: LobbyItem[] } } | undefined;
  const items = lobby?.lobby?.items;
  if (!Array.isArray(items)) return null;
  const content = body(items, settings.featureToggles.ShowRTP === true);
  if (content === null) return null;
  const logo = localUrl(settings.theme.logo);
  const logoDesktop = localUrl(settings.theme.logoDesktop);
  const name = escapeHtml(settings.siteDataName);
  const mark = logo
    ? `<picture>${logoDesktop ? `<source media="(min-width: 768px)" srcset="${escapeHtml(logoDesktop)}">` : ''}<img src="${escapeHtml(logo)}" alt="${name}" height="36"></picture>`
    : `<strong>${name}</strong>`;
  return {
    head: `<style>${styles(settings)}</style>`,
    body:
      `<div id="${FIRST_PAINT_ELEMENT_ID}"><header class="fp-bar"><a href="/">${mark}</a></header>` +
      `<main class="fp-main"><div class="fp-intro"></div>${content}</main></div>`,
  };
}

/** index.html with the first screen in front of the SPA's root and its styles in the head. */
export function withFirstPaint(html: string, paint: { head: string; body: string }): string {
  const root = html.indexOf('<div id="root">');
  const headEnd = html.search(/<\/head\s*>/i);
  if (root < 0 || headEnd < 0) return html;
  return (
    html.slice(0, headEnd) + paint.head + html.slice(headEnd, root) + paint.body + html.slice(root)
  );
}
