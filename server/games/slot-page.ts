// The demo slot's page: server-rendered HTML for a sandboxed iframe (sandbox="allow-scripts"),
// with symbols as inline SVG (no image requests, no emoji fonts needed) and its start data in a
// JSON block the script reads. Its own CSP allows only its script, stylesheet and the spin API.
import type { Brand } from '../brands/brand.ts';
import { escapeHtml } from '../http/html-page.ts';
import type { FreeSpinsLeft } from './free-spins.ts';
import {
  COMMON_TEXTS,
  ERROR_TEXT_KEYS,
  formatGameMoney,
  formatRtp,
  scriptTexts,
  SPIN_TEXTS,
  translator,
  type Dictionary,
} from './game-locale.ts';
import * as parts from './game-page-parts.ts';
import type { GameMode } from './game-sessions.ts';
import { returnToPlayer, SYMBOLS } from './slot-engine.ts';
import { paidAWin, sweptRoundMessage, type SweptRound } from './swept-rounds.ts';

const SYMBOL_ART: Record<(typeof SYMBOLS)[number], string> = {
  cherry:
    '<path d="M20 8 C24 18 26 24 22 34 M20 8 C16 20 12 26 12 34" stroke="#2e7d32" stroke-width="3" fill="none"/><circle cx="12" cy="38" r="8" fill="#d32f2f"/><circle cx="24" cy="38" r="8" fill="#c62828"/>',
  lemon:
    '<ellipse cx="24" cy="26" rx="17" ry="12" fill="#fdd835" stroke="#f9a825" stroke-width="2"/>',
  grape:
    '<g fill="#7b1fa2"><circle cx="18" cy="16" r="6"/><circle cx="30" cy="16" r="6"/><circle cx="24" cy="26" r="6"/><circle cx="14" cy="27" r="6"/><circle cx="34" cy="27" r="6"/><circle cx="24" cy="37" r="6"/></g>',
  bell: '<path d="M24 6 C14 6 12 16 12 26 L8 34 H40 L36 26 C36 16 34 6 24 6 Z" fill="#ffb300"/><circle cx="24" cy="38" r="4" fill="#ff8f00"/>',
  bar: '<rect x="4" y="14" width="40" height="20" rx="3" fill="#212121"/><text x="24" y="29" font-size="13" font-weight="700" text-anchor="middle" fill="#fff" font-family="sans-serif">BAR</text>',
  seven:
    '<text x="24" y="40" font-size="40" font-weight="900" text-anchor="middle" fill="#e53935" stroke="#b71c1c" stroke-width="1.5" font-family="sans-serif">7</text>',
};

export interface SlotPageOptions {
  brand: Brand;
  name: string;
  slug: string;
  token: string;
  mode: GameMode;
  currency: string;
  /** The lobby's locale (game-locale.ts): texts and money; English when absent. */
  locale?: string;
  balance: number;
  stakes: number[];
  /** Free spins of the player for this game (REAL only): played before money bets. */
  freeSpins: FreeSpinsLeft;
  /** A round settled without the player (decision 0027): shown first, once. */
  lastRound: SweptRound | null;
  /** The lobby's origin: the only target of the game's postMessage calls. */
  parentOrigin: string;
}

const TEXTS = {
  en: {
    ...COMMON_TEXTS.en,
    ...SPIN_TEXTS.en,
    freeSpinAt: 'Free spin at {amount}: ',
    freeSpinsNone: 'Free spins left: 0',
    paytableLine:
      'Three in a row on any of five lines: cherry ×8, lemon ×16, grape ×24, bell ×80, BAR ×150, 7 ×400 the line bet.',
    rulesText:
      'Three reels of three rows, five lines (the three rows and the two diagonals); the bet is shared equally by the five lines. Three equal symbols on a line pay the line bet times the paytable; wins on different lines add up. Return to player: {rtp}. A malfunction voids all pays and plays.',
  },
  fi: {
    ...COMMON_TEXTS.fi,
    ...SPIN_TEXTS.fi,
    freeSpinAt: 'Ilmaiskierros {amount}: ',
    freeSpinsNone: 'Ilmaiskierroksia jäljellä: 0',
    paytableLine:
      'Kolme samaa millä tahansa viidestä linjasta: kirsikka ×8, sitruuna ×16, viinirypäle ×24, kello ×80, BAR ×150, 7 ×400 linjapanos.',
    rulesText:
      'Kolme rullaa ja kolme riviä, viisi linjaa (kolme riviä ja kaksi lävistäjää); panos jaetaan tasan viidelle linjalle. Kolme samaa symbolia linjalla maksaa linjapanoksen kertaa taulukon arvon; eri linjojen voitot lasketaan yhteen. Palautusprosentti: {rtp}. Toimintahäiriö mitätöi kaikki voitot ja pelit.',
  },
  de: {
    ...COMMON_TEXTS.de,
    ...SPIN_TEXTS.de,
    freeSpinAt: 'Freispiel zu {amount}: ',
    freeSpinsNone: 'Freispiele übrig: 0',
    paytableLine:
      'Drei gleiche auf einer der fünf Linien: Kirsche ×8, Zitrone ×16, Traube ×24, Glocke ×80, BAR ×150, 7 ×400 den Linieneinsatz.',
    rulesText:
      'Drei Walzen mit drei Reihen, fünf Linien (die drei Reihen und die zwei Diagonalen); der Einsatz verteilt sich gleich auf die fünf Linien. Drei gleiche Symbole auf einer Linie zahlen den Linieneinsatz mal den Tabellenwert; Gewinne auf verschiedenen Linien werden addiert. Auszahlungsquote: {rtp}. Fehlfunktionen machen alle Gewinne und Spiele ungültig.',
  },
} satisfies Dictionary<string>;

/** The shared base (game-base.css), then the slot's own sheet. */
const ASSETS: parts.PageAssets = {
  stylesheets: ['game-base.css', 'slot.css'],
  configId: 'slot-config',
  scripts: ['slot.js'],
};

const SCRIPT_KEYS = [
  'spin',
  'freeSpin',
  'spinning',
  'youWin',
  'noWin',
  'freeSpinAt',
  'freeSpinsLeft',
  'freeSpinsNone',
  ...ERROR_TEXT_KEYS,
] as const;

function classicRtp(locale: string): string {
  return formatRtp(returnToPlayer(), locale);
}

/** The rules text and the paytable line (in the panel and on the rules page). */
function classicRulesHtml(t: ReturnType<typeof translator<Key>>, locale: string): string {
  return `<p>${escapeHtml(t('rulesText', { rtp: classicRtp(locale) }))}</p>
<p>${escapeHtml(t('paytableLine'))}</p>`;
}

/** The classic slot's rules on their own (no session): the lobby's game page shows them. */
export function renderClassicRulesPage(options: {
  brand: Brand;
  name: string;
  locale: string;
}): string {
  const t = translator(TEXTS, options.locale);
  const title = t('rulesTitle', { name: options.name });
  return parts.rulesPage(options, ASSETS, title, classicRulesHtml(t, options.locale));
}

function symbolDefs(): string {
  return SYMBOLS.map(
    (symbol) => `<symbol id="sym-${symbol}" viewBox="0 0 48 48">${SYMBOL_ART[symbol]}</symbol>`,
  ).join('');
}

export function renderSlotPage(options: SlotPageOptions): string {
  const { brand, mode, currency } = options;
  const locale = options.locale ?? 'en';
  const t = translator(TEXTS, locale);
  const money = (amount: number) => formatGameMoney(amount, currency, locale);
  const config = {
    ...parts.kitConfig({ ...options, locale }),
    text: scriptTexts(TEXTS, locale, SCRIPT_KEYS),
    stakes: options.stakes,
    freeSpinsLeft: options.freeSpins.left,
    freeSpinStake: options.freeSpins.stake,
    lastRound: options.lastRound,
    symbols: SYMBOLS,
  };
  const cells = [0, 1, 2]
    .map(
      (reel) =>
        `<div class="reel" data-reel="${reel}">${[0, 1, 2]
          .map(
            (row) =>
              `<svg class="cell" data-row="${row}" role="img" aria-label="cherry"><use href="#sym-cherry"/></svg>`,
          )
          .join('')}</div>`,
    )
    .join('');
  const body = `<svg class="defs" aria-hidden="true">${symbolDefs()}</svg>
<main class="slot">
  ${parts.panelHeader(t, options.name, mode)}
  <div class="reels" id="reels" aria-label="Reels">${cells}</div>
  <p class="free-spins" id="free-spins" data-testid="free-spins" role="status"${options.freeSpins.left > 0 ? '' : ' hidden'}>${escapeHtml(freeSpinsText(options.freeSpins, currency, locale))}</p>
  <p class="result${paidAWin(options.lastRound) ? ' won' : ''}" id="result" role="status" aria-live="polite">${escapeHtml(startText(options, t))}</p>
  <div class="controls">
    <label for="stake">${escapeHtml(t('bet'))}</label>
    <select id="stake">${parts.stakeOptions(options.stakes, money)}</select>
    <button id="spin" type="button">${escapeHtml(options.freeSpins.left > 0 ? t('freeSpin') : t('spin'))}</button>
  </div>
  ${parts.balanceAndWin(t, money, options.balance)}
  <p class="paytable">${escapeHtml(t('paytableLine'))}</p>
  ${parts.rulesPanel(t, t('rules'), classicRulesHtml(t, locale))}
</main>`;
  const page = { brand, name: options.name, locale };
  return parts.gamePage(page, ASSETS, body, config);
}

/** The first line under the reels: a round settled without the player, else what to do. */
function startText(options: SlotPageOptions, t: ReturnType<typeof translator<Key>>): string {
  if (options.lastRound) return sweptRoundMessage(options.lastRound, options.currency);
  return options.freeSpins.left > 0 ? t('nextFree') : t('chooseBet');
}

type Key = keyof (typeof TEXTS)['en'];

/** "Free spins left: 3 · €0.40 each": the script writes the same text after each spin. */
export function freeSpinsText(freeSpins: FreeSpinsLeft, currency: string, locale = 'en'): string {
  const t = translator(TEXTS, locale);
  if (freeSpins.left <= 0 || freeSpins.stake === null) return t('freeSpinsNone');
  return t('freeSpinsLeft', {
    left: freeSpins.left,
    amount: formatGameMoney(freeSpins.stake, currency, locale),
  });
}

/** The page's CSP: its own files and the spin API; framed only by the lobby. */
export function slotPageCsp(origin: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${origin}`,
    `style-src 'self' ${origin}`,
    `img-src 'self' ${origin} data:`,
    `connect-src 'self' ${origin}`,
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors 'self' ${origin}`,
  ].join('; ');
}

/** The brand's colours for the slot (a stylesheet, since the page's CSP allows no inline CSS). */
export function themeCss(brand: Brand): string {
  const safe = (value: string, fallback: string) =>
    /^[#a-zA-Z0-9(),.%\s-]{1,64}$/.test(value) ? value : fallback;
  const c = brand.theme.colors;
  return `:root{--bg:${safe(c.background, '#101820')};--surface:${safe(c.surface, '#1c2833')};--text:${safe(c.text, '#ffffff')};--muted:${safe(c.textMuted, '#b0bec5')};--primary:${safe(c.primary, '#d4a72c')};--on-primary:${safe(c.primaryContrast, '#111111')};--accent:${safe(c.accent, '#ff4f8b')}}`;
}
