// The card tables' pages (issue #18): server-rendered HTML for the sandboxed game iframe, with
// the slot's CSP and theme stylesheet (slot-page.ts). This file has what the three tables share
// — the head, the Rules/Paytable panel and the stand-alone rules page (/demo-games/{slug}/rules/)
// — and the blackjack page; baccarat-page.ts has the baccarat / dragon tiger page. Texts come in
// the player's language (blackjack-i18n.ts); money is formatted in the page script with the
// lobby's locale and Intl options.
import type { Brand } from '../brands/brand.ts';
import { escapeHtml } from '../http/html-page.ts';
import { currencyDigits } from '../ledger/amounts.ts';
import type { BlackjackTableInfo, BlackjackView } from './blackjack-service.ts';
import { tableTexts, type TableLanguage, type TableTexts } from './blackjack-i18n.ts';
import type { GameMode } from './game-sessions.ts';

export type TableKind = 'blackjack' | 'baccarat' | 'dragon-tiger';

export function tableHead(title: string, brand: Brand, stylesheets: string[]): string {
  const links = stylesheets
    .map((file) => `<link rel="stylesheet" href="/demo-games/assets/${file}">`)
    .join('\n');
  return `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} — ${escapeHtml(brand.siteDataName)}</title>
${links}
<link rel="stylesheet" href="/demo-games/assets/theme/${encodeURIComponent(brand.key)}.css">
</head>`;
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
  return `<!doctype html>
<html lang="${escapeHtml(options.language)}">
${tableHead(options.name, options.brand, ['blackjack.css'])}
<body class="rules-page">
<main class="rules-doc">
<h1>${escapeHtml(options.name)}</h1>
${rulesHtml(options.kind, options.language, options.locale, options.rtp)}
</main>
</body>
</html>`;
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

export function configScript(id: string, config: unknown): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

export interface BlackjackPageOptions {
  brand: Brand;
  table: BlackjackTableInfo;
  token: string;
  mode: GameMode;
  currency: string;
  balance: number;
  current: Omit<BlackjackView, 'balance'> | null;
  language: TableLanguage;
  locale: string;
  parentOrigin: string;
}

export function renderBlackjackPage(options: BlackjackPageOptions): string {
  const { brand, table, mode, currency, language, locale } = options;
  const t = tableTexts(language);
  const config = {
    token: options.token,
    mode,
    currency,
    digits: currencyDigits(currency),
    locale,
    balance: options.balance,
    chips: table.chips,
    maxBet: table.maxBet,
    current: options.current,
    parentOrigin: options.parentOrigin,
    slug: table.slug,
    texts: t,
  };
  const chips = table.chips
    .map(
      (chip, i) =>
        `<button type="button" class="chip-choice c${i}" data-chip="${chip}" data-testid="chip-${i}"></button>`,
    )
    .join('');
  const action = (name: string, label: string, cls = 'secondary') =>
    `<button type="button" class="${cls}" data-action="${name}" hidden>${escapeHtml(label)}</button>`;
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
${tableHead(table.name, brand, ['blackjack.css'])}
<body>
<main class="card-table blackjack" data-testid="blackjack">
  <header class="bar">
    <h1>${escapeHtml(table.name)}</h1>
    <p class="mode" data-mode="${mode}">${escapeHtml(mode === 'REAL' ? t.realMoney : t.forFun)}</p>
    <button type="button" class="ghost" id="rules-open" aria-haspopup="dialog">${escapeHtml(t.rules)}</button>
  </header>
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
    <div class="chips" role="group" aria-label="${escapeHtml(t.chipValue)}">${chips}</div>
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
  <dl class="meters">
    <div><dt>${escapeHtml(t.balance)}</dt><dd id="balance" data-testid="game-balance"></dd></div>
    <div><dt>${escapeHtml(t.totalBet)}</dt><dd id="total" data-testid="game-total-bet"></dd></div>
    <div><dt>${escapeHtml(t.win)}</dt><dd id="win" data-testid="game-win"></dd></div>
  </dl>
</main>
${rulesDialog('blackjack', language, locale, table.rtp)}
${configScript('table-config', config)}
<script src="/demo-games/assets/blackjack.common.js"></script>
<script src="/demo-games/assets/blackjack.js"></script>
</body>
</html>`;
}
