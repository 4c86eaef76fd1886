// The card tables' pages: server-rendered HTML for the sandboxed game iframe, with
// the slot's CSP and theme stylesheet (slot-page.ts). This file has what the three tables share
// — the header, the chips, the Rules/Paytable dialog and the stand-alone rules page
// (/demo-games/{slug}/rules/) — and the blackjack page; baccarat-page.ts has the baccarat /
// dragon tiger page; game-page-parts.ts what every game page shares. Texts come in the player's
// language (blackjack-i18n.ts); money is formatted in the page script (game-kit.js) with the
// lobby's locale and Intl options.
import type { Brand } from '../brands/brand.ts';
import { escapeHtml } from '../http/html-page.ts';
import type { BlackjackTableInfo, BlackjackView } from './blackjack-service.ts';
import { tableTexts, type TableLanguage, type TableTexts } from './blackjack-i18n.ts';
import { gamePageHead } from './game-page-head.ts';
import {
  configScript,
  gameScripts,
  kitConfig,
  metersHtml,
  rulesPage,
  type SessionPageOptions,
} from './game-page-parts.ts';
import type { GameMode } from './game-sessions.ts';

export type TableKind = 'blackjack' | 'baccarat' | 'dragon-tiger';

/** A card table's header: name, the money played for, and the button of the rules dialog. */
export function tableHeader(name: string, mode: GameMode, t: TableTexts): string {
  return `<header class="bar">
    <h1>${escapeHtml(name)}</h1>
    <p class="mode" data-mode="${mode}">${escapeHtml(mode === 'REAL' ? t.realMoney : t.forFun)}</p>
    <button type="button" class="ghost" id="rules-open" aria-haspopup="dialog">${escapeHtml(t.rules)}</button>
  </header>`;
}

/** The chip picker's buttons (blackjack.common.js writes their faces). */
export function tableChips(chips: readonly number[]): string {
  return chips
    .map(
      (chip, i) =>
        `<button type="button" class="chip-choice c${i}" data-chip="${chip}" data-testid="chip-${i}"></button>`,
    )
    .join('');
}

/** A card table's balance, total bet and win (the script writes the amounts). */
export function tableMeters(t: TableTexts): string {
  return metersHtml([
    { id: 'balance', label: t.balance },
    { id: 'total', label: t.totalBet },
    { id: 'win', label: t.win },
  ]);
}

/** The card tables' scripts: the kit, the card-table layer, then the table's own. */
export function tableScripts(file: string): string {
  return gameScripts('blackjack.common.js', file);
}

function rulesOf(kind: TableKind, t: TableTexts) {
  if (kind === 'blackjack') return { title: t.bjTitle, rules: t.bjRules, pays: t.bjPays };
  if (kind === 'baccarat') return { title: t.bacTitle, rules: t.bacRules, pays: t.bacPays };
  return { title: t.dtTitle, rules: t.dtRules, pays: t.dtPays };
}

/** "99.6 %" in the locale (one decimal unless whole). */
function percent(rtp: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: Number.isInteger(rtp) ? 0 : 1,
    maximumFractionDigits: 2,
  }).format(rtp / 100);
}

/** The paytable and rules as HTML (inside the game's panel and on the rules page). */
export function rulesHtml(
  kind: TableKind,
  language: TableLanguage,
  locale: string,
  rtp: number | null,
): string {
  const t = tableTexts(language);
  const { title, rules, pays } = rulesOf(kind, t);
  const rows = pays
    .map(
      ([bet, pay]) =>
        `<tr><th scope="row">${escapeHtml(bet!)}</th><td>${escapeHtml(pay!)}</td></tr>`,
    )
    .join('');
  const items = rules.map((rule) => `<li>${escapeHtml(rule)}</li>`).join('');
  const rtpLine =
    rtp === null
      ? ''
      : `<p class="rtp">${escapeHtml(t.rtp)}: <strong>${escapeHtml(percent(rtp, locale))}</strong></p>`;
  return `<h2>${escapeHtml(t.paytable)} — ${escapeHtml(title)}</h2>
<table class="paytable"><tbody>${rows}</tbody></table>
${rtpLine}
<h2>${escapeHtml(t.rules)}</h2>
<ol class="rules-list">${items}</ol>`;
}

/** The stand-alone rules page the lobby's game page shows (no session needed). */
export function renderTableRulesPage(options: {
  brand: Brand;
  name: string;
  kind: TableKind;
  language: TableLanguage;
  locale: string;
  rtp: number | null;
}): string {
  const body = rulesHtml(options.kind, options.language, options.locale, options.rtp);
  // The tables' pages are in the table's language (en, fi or de), not the lobby's locale.
  const page = { brand: options.brand, name: options.name, locale: options.language };
  return rulesPage(page, { stylesheets: ['blackjack.css'] }, options.name, body);
}

/** The Rules button's dialog (a <dialog> the script opens). */
export function rulesDialog(
  kind: TableKind,
  language: TableLanguage,
  locale: string,
  rtp: number | null,
) {
  const t = tableTexts(language);
  return `<dialog id="rules" class="rules-dialog" aria-label="${escapeHtml(t.rules)}">
<div class="rules-doc">${rulesHtml(kind, language, locale, rtp)}</div>
<form method="dialog"><button class="primary" id="rules-close">${escapeHtml(t.close)}</button></form>
</dialog>`;
}

export interface BlackjackPageOptions extends SessionPageOptions {
  table: BlackjackTableInfo;
  current: Omit<BlackjackView, 'balance'> | null;
  language: TableLanguage;
}

export function renderBlackjackPage(options: BlackjackPageOptions): string {
  const { brand, table, mode, language, locale } = options;
  const t = tableTexts(language);
  const config = {
    ...kitConfig({ ...options, slug: table.slug }),
    chips: table.chips,
    maxBet: table.maxBet,
    current: options.current,
    texts: t,
  };
  const action = (name: string, label: string, cls = 'secondary') =>
    `<button type="button" class="${cls}" data-action="${name}" hidden>${escapeHtml(label)}</button>`;
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
${gamePageHead(table.name, ['blackjack.css'], brand)}
<body>
<main class="card-table blackjack" data-testid="blackjack">
  ${tableHeader(table.name, mode, t)}
  <section class="felt" aria-label="${escapeHtml(t.bjTitle)}">
    <div class="dealer-area">
      <p class="label">${escapeHtml(t.dealer)} <span class="total" id="dealer-total"></span></p>
      <div class="cards" id="dealer-cards" data-testid="dealer-cards"></div>
    </div>
    <div class="felt-print" aria-hidden="true">
      <svg viewBox="0 0 400 80" class="arc"><defs><path id="arc-path" d="M20 10 Q200 90 380 10"/></defs>
        <text><textPath href="#arc-path" startOffset="50%" text-anchor="middle">BLACKJACK PAYS 3 TO 2</textPath></text></svg>
      <p>Dealer must stand on all 17s · Insurance pays 2 to 1</p>
    </div>
    <div class="player-area">
      <div class="hands" id="hands" data-testid="player-hands"></div>
      <button type="button" class="bet-circle" id="bet-circle" aria-label="${escapeHtml(t.bet)}"><span class="stack" id="bet-stack"></span><span class="amount" id="bet-amount"></span></button>
    </div>
    <p class="message" id="message" role="status" aria-live="polite">${escapeHtml(t.placeBet)}</p>
  </section>
  <div class="controls">
    <div class="chips" role="group" aria-label="${escapeHtml(t.chipValue)}">${tableChips(table.chips)}</div>
    <div class="actions" id="actions">
      ${action('clear', t.clear)}
      ${action('rebet', t.rebet)}
      ${action('deal', t.deal, 'primary')}
      ${action('insurance', t.insurance)}
      ${action('noInsurance', t.noInsurance)}
      ${action('split', t.split)}
      ${action('double', t.double)}
      ${action('hit', t.hit, 'primary')}
      ${action('stand', t.stand, 'primary')}
    </div>
  </div>
  ${tableMeters(t)}
</main>
${rulesDialog('blackjack', language, locale, table.rtp)}
${configScript('table-config', config)}
${tableScripts('blackjack.js')}
</body>
</html>`;
}
