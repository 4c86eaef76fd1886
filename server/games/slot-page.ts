// The demo slot's page: server-rendered HTML for a sandboxed iframe (sandbox="allow-scripts"),
// with symbols as inline SVG (no image requests, no emoji fonts needed) and its start data in a
// JSON block the script reads. Its own CSP allows only its script, stylesheet and the spin API.
import type { Brand } from '../brands/brand.ts';
import { escapeHtml } from '../http/html-page.ts';
import { formatAmount } from '../ledger/amounts.ts';
import type { FreeSpinsLeft } from './free-spins.ts';
import { gamePageHead } from './game-page-head.ts';
import type { GameMode } from './game-sessions.ts';
import { SYMBOLS } from './slot-engine.ts';
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
  balance: number;
  stakes: number[];
  /** Free spins of the player for this game (REAL only): played before money bets. */
  freeSpins: FreeSpinsLeft;
  /** A round settled without the player (decision 0027): shown first, once. */
  lastRound: SweptRound | null;
  /** The lobby's origin: the only target of the game's postMessage calls. */
  parentOrigin: string;
}

function symbolDefs(): string {
  return SYMBOLS.map(
    (symbol) => `<symbol id="sym-${symbol}" viewBox="0 0 48 48">${SYMBOL_ART[symbol]}</symbol>`,
  ).join('');
}

export function renderSlotPage(options: SlotPageOptions): string {
  const { brand, mode, currency } = options;
  const config = {
    token: options.token,
    mode,
    currency,
    balance: options.balance,
    stakes: options.stakes,
    freeSpinsLeft: options.freeSpins.left,
    freeSpinStake: options.freeSpins.stake,
    lastRound: options.lastRound,
    parentOrigin: options.parentOrigin,
    slug: options.slug,
    symbols: SYMBOLS,
  };
  // JSON inside <script>: `<` escaped so no value can close the element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
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
  const options_ = options.stakes
    .map(
      (stake) => `<option value="${stake}">${escapeHtml(formatAmount(stake, currency))}</option>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
${gamePageHead(options.name, 'slot.css', brand)}
<body>
<svg class="defs" aria-hidden="true">${symbolDefs()}</svg>
<main class="slot">
  <header>
    <h1>${escapeHtml(options.name)}</h1>
    <p class="mode" data-mode="${mode}">${mode === 'REAL' ? 'Real money' : 'Play for fun'}</p>
  </header>
  <div class="reels" id="reels" aria-label="Reels">${cells}</div>
  <p class="free-spins" id="free-spins" data-testid="free-spins" role="status"${options.freeSpins.left > 0 ? '' : ' hidden'}>${escapeHtml(freeSpinsText(options.freeSpins, currency))}</p>
  <p class="result${paidAWin(options.lastRound) ? ' won' : ''}" id="result" role="status" aria-live="polite">${escapeHtml(startText(options))}</p>
  <div class="controls">
    <label for="stake">Bet</label>
    <select id="stake">${options_}</select>
    <button id="spin" type="button">${options.freeSpins.left > 0 ? 'Free spin' : 'Spin'}</button>
  </div>
  <dl class="meters">
    <div><dt>Balance</dt><dd id="balance" data-testid="game-balance">${escapeHtml(formatAmount(options.balance, currency))}</dd></div>
    <div><dt>Win</dt><dd id="win" data-testid="game-win">${escapeHtml(formatAmount(0, currency))}</dd></div>
  </dl>
  <p class="paytable">Three in a row on any of five lines: cherry ×8, lemon ×16, grape ×24, bell ×80, BAR ×150, 7 ×400 the line bet.</p>
</main>
<script type="application/json" id="slot-config">${json}</script>
<script src="/demo-games/assets/slot.js"></script>
</body>
</html>`;
}

/** The first line under the reels: a round settled without the player, else what to do. */
function startText(options: SlotPageOptions): string {
  if (options.lastRound) return sweptRoundMessage(options.lastRound, options.currency);
  return options.freeSpins.left > 0 ? 'Your next spin is free.' : 'Choose a bet and spin.';
}

/** "Free spins left: 3 · €0.40 each": the script writes the same text after each spin. */
export function freeSpinsText(freeSpins: FreeSpinsLeft, currency: string): string {
  if (freeSpins.left <= 0 || freeSpins.stake === null) return 'Free spins left: 0';
  return `Free spins left: ${freeSpins.left} · ${formatAmount(freeSpins.stake, currency)} each`;
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
