// The markup every demo game page writes the same way, in one place so the pages cannot drift
// apart from each other or from the browser side they share (public/game-kit.js reads the config,
// #balance and #win; the rules panel's ids and the meters' test ids are what the e2e tests use):
// the document around a game, the config JSON, the scripts, the header and rules panel of the
// slot family and roulette, the meters, the stake choice and the stand-alone rules page.
import type { Brand } from '../brands/brand.ts';
import { escapeHtml } from '../http/html-page.ts';
import { currencyDigits, type CommonKey } from './game-locale.ts';
import { gamePageHead } from './game-page-head.ts';
import type { GameMode } from './game-sessions.ts';

/** Which game's page, for whom and in which language. */
export interface PageOf {
  brand: Brand;
  name: string;
  locale: string;
}

/** A page's translator for the common texts (game-locale.ts COMMON_TEXTS). */
type CommonText = (key: CommonKey) => string;

/** What a game's page is rendered for: the brand, the game session and its money, the lobby. */
export interface SessionPageOptions {
  brand: Brand;
  token: string;
  mode: GameMode;
  currency: string;
  locale: string;
  balance: number;
  /** The lobby's origin: the only target of the game's postMessage calls. */
  parentOrigin: string;
}

/** What game-kit.js reads from every page's config: the session, the money and the lobby. */
export function kitConfig(page: Omit<SessionPageOptions, 'brand'> & { slug: string }) {
  return {
    token: page.token,
    mode: page.mode,
    currency: page.currency,
    locale: page.locale,
    digits: currencyDigits(page.currency),
    balance: page.balance,
    parentOrigin: page.parentOrigin,
    slug: page.slug,
  };
}

/** The config as JSON inside <script>: `<` escaped so no value can close the element. */
export function configScript(id: string, config: unknown): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** A game page's own files, in order, and the id of its config's element. */
export interface PageAssets {
  stylesheets: readonly string[];
  configId: string;
  scripts: readonly string[];
}

/** A game's whole page: the shared head, the body's markup, then its config and scripts. */
export function gamePage(page: PageOf, assets: PageAssets, bodyHtml: string, config: unknown) {
  return `<!doctype html>
<html lang="${escapeHtml(page.locale)}">
${gamePageHead(page.name, assets.stylesheets, page.brand)}
<body>
${bodyHtml}
${configScript(assets.configId, config)}
${gameScripts(...assets.scripts)}
</body>
</html>`;
}

/** The shared kit, then the game's own scripts (same origin: the pages' CSP allows 'self'). */
export function gameScripts(...files: string[]): string {
  return ['game-kit.js', ...files]
    .map((file) => `<script src="/demo-games/assets/${file}"></script>`)
    .join('\n');
}

/**
 * The header of the slot family's and roulette's pages: the name, the money played for (with a
 * suffix such as roulette's wheel) and the button of the rules panel.
 */
export function panelHeader(
  t: CommonText,
  name: string,
  mode: GameMode,
  options: { className?: string; modeSuffix?: string } = {},
): string {
  const modeText = `${mode === 'REAL' ? t('realMoney') : t('playForFun')}${options.modeSuffix ?? ''}`;
  return `<header${options.className ? ` class="${options.className}"` : ''}>
    <h1>${escapeHtml(name)}</h1>
    <p class="mode" data-mode="${mode}">${escapeHtml(modeText)}</p>
    <button type="button" class="ghost" id="open-rules" aria-controls="rules" aria-expanded="false">${escapeHtml(t('rules'))}</button>
  </header>`;
}

/** The rules panel over the game (game-kit.js wireRulesPanel opens and closes it). */
export function rulesPanel(t: CommonText, title: string, bodyHtml: string): string {
  return `<section class="rules" id="rules" role="dialog" aria-modal="true" aria-labelledby="rules-title" hidden>
    <div class="rules-head"><h2 id="rules-title">${escapeHtml(title)}</h2><button type="button" class="ghost" id="close-rules">${escapeHtml(t('close'))}</button></div>
    ${bodyHtml}
  </section>`;
}

const METER_TEST_IDS = { balance: 'game-balance', total: 'game-total-bet', win: 'game-win' };

export interface Meter {
  id: keyof typeof METER_TEST_IDS;
  label: string;
  /** The amount as text; empty when the script writes it. */
  value?: string;
}

/** The balance, total bet and win meters (game-kit.js writes #balance and #win). */
export function metersHtml(meters: readonly Meter[]): string {
  const rows = meters.map(
    (meter) =>
      `<div><dt>${escapeHtml(meter.label)}</dt><dd id="${meter.id}" data-testid="${METER_TEST_IDS[meter.id]}">${escapeHtml(meter.value ?? '')}</dd></div>`,
  );
  return `<dl class="meters">\n    ${rows.join('\n    ')}\n  </dl>`;
}

/** The slot family's meters: the balance, and the win (nothing until a round pays). */
export function balanceAndWin(
  t: (key: 'balance' | 'win') => string,
  money: (amount: number) => string,
  balance: number,
): string {
  return metersHtml([
    { id: 'balance', label: t('balance'), value: money(balance) },
    { id: 'win', label: t('win'), value: money(0) },
  ]);
}

/** The stake (or price) choice's options, as money. */
export function stakeOptions(stakes: readonly number[], money: (amount: number) => string): string {
  return stakes
    .map((stake) => `<option value="${stake}">${escapeHtml(money(stake))}</option>`)
    .join('');
}

/**
 * A game's rules on their own page (no session): the lobby's game page shows it. `defs` is markup
 * before the document (the slots' symbol definitions).
 */
export function rulesPage(
  page: PageOf,
  assets: Pick<PageAssets, 'stylesheets'>,
  title: string,
  bodyHtml: string,
  defs = '',
): string {
  return `<!doctype html>
<html lang="${escapeHtml(page.locale)}">
${gamePageHead(page.name, assets.stylesheets, page.brand)}
<body class="rules-page">
${defs ? `${defs}\n` : ''}<main class="rules-doc">
<h1>${escapeHtml(title)}</h1>
${bodyHtml}
</main>
</body>
</html>`;
}
