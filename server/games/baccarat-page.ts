// The baccarat and dragon tiger page (issue #18): the layout's betting spots (Player · Tie ·
// Banker, or Dragon · Tie · Tiger) on a felt, the coup's cards dealt onto it, a bead road of
// recent results, chips, and the Rules/Paytable panel (blackjack-page.ts shares the head, panel
// and config script). Money is formatted by the script with the lobby's locale.
import type { Brand } from '../brands/brand.ts';
import { escapeHtml } from '../http/html-page.ts';
import { currencyDigits } from '../ledger/amounts.ts';
import type { CardTableInfo } from './baccarat-service.ts';
import { configScript, rulesDialog, tableHead } from './blackjack-page.ts';
import { tableTexts, type TableLanguage } from './blackjack-i18n.ts';
import type { GameMode } from './game-sessions.ts';

export interface CardTablePageOptions {
  brand: Brand;
  table: CardTableInfo;
  token: string;
  mode: GameMode;
  currency: string;
  balance: number;
  language: TableLanguage;
  locale: string;
  parentOrigin: string;
}

export function renderCardTablePage(options: CardTablePageOptions): string {
  const { brand, table, mode, currency, language, locale } = options;
  const t = tableTexts(language);
  const baccarat = table.engine === 'baccarat';
  const [left, right] = baccarat ? (['player', 'banker'] as const) : (['dragon', 'tiger'] as const);
  const names: Record<string, string> = {
    player: t.player,
    banker: t.banker,
    dragon: t.dragon,
    tiger: t.tiger,
    tie: t.tie,
  };
  const pays: Record<string, string> = baccarat
    ? { player: '1:1', banker: '0.95:1', tie: '8:1' }
    : { dragon: '1:1', tiger: '1:1', tie: '11:1' };
  const spot = (type: string) =>
    `<button type="button" class="spot spot-${type}" data-type="${type}" data-testid="spot-${type}"><span class="spot-name">${escapeHtml(names[type]!)}</span><span class="spot-pays">${pays[type]}</span><span class="stack"></span><span class="amount"></span></button>`;
  const config = {
    token: options.token,
    mode,
    currency,
    digits: currencyDigits(currency),
    locale,
    balance: options.balance,
    chips: table.chips,
    maxStake: table.maxStake,
    engine: table.engine,
    parentOrigin: options.parentOrigin,
    slug: table.slug,
    names,
    texts: t,
  };
  const chips = table.chips
    .map(
      (chip, i) =>
        `<button type="button" class="chip-choice c${i}" data-chip="${chip}" data-testid="chip-${i}"></button>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
${tableHead(table.name, brand, ['blackjack.css', 'baccarat.css'])}
<body>
<main class="card-table ${baccarat ? 'baccarat' : 'dragon-tiger'}" data-testid="${table.engine}">
  <header class="bar">
    <h1>${escapeHtml(table.name)}</h1>
    <p class="mode" data-mode="${mode}">${escapeHtml(mode === 'REAL' ? t.realMoney : t.forFun)}</p>
    <button type="button" class="ghost" id="rules-open" aria-haspopup="dialog">${escapeHtml(t.rules)}</button>
  </header>
  <section class="felt" aria-label="${escapeHtml(baccarat ? t.bacTitle : t.dtTitle)}">
    <div class="coup">
      <div class="side side-${left}"><p class="label">${escapeHtml(names[left]!)} <span class="total" id="total-${left}"></span></p><div class="cards" id="cards-${left}" data-testid="cards-${left}"></div></div>
      <div class="side side-${right}"><p class="label">${escapeHtml(names[right]!)} <span class="total" id="total-${right}"></span></p><div class="cards" id="cards-${right}" data-testid="cards-${right}"></div></div>
    </div>
    <p class="message" id="message" role="status" aria-live="polite">${escapeHtml(t.placeBet)}</p>
    <div class="layout" id="layout" role="group" aria-label="${escapeHtml(t.bet)}">${spot(left)}${spot('tie')}${spot(right)}</div>
    <ol class="road" id="road" aria-label="Results"></ol>
  </section>
  <div class="controls">
    <div class="chips" role="group" aria-label="${escapeHtml(t.chipValue)}">${chips}</div>
    <div class="actions">
      <button type="button" class="secondary" data-action="clear">${escapeHtml(t.clear)}</button>
      <button type="button" class="secondary" data-action="rebet">${escapeHtml(t.rebet)}</button>
      <button type="button" class="primary" data-action="deal" data-testid="deal">${escapeHtml(t.deal)}</button>
    </div>
  </div>
  <dl class="meters">
    <div><dt>${escapeHtml(t.balance)}</dt><dd id="balance" data-testid="game-balance"></dd></div>
    <div><dt>${escapeHtml(t.totalBet)}</dt><dd id="total" data-testid="game-total-bet"></dd></div>
    <div><dt>${escapeHtml(t.win)}</dt><dd id="win" data-testid="game-win"></dd></div>
  </dl>
</main>
${rulesDialog(table.engine, language, locale, table.rtp)}
${configScript('table-config', config)}
<script src="/demo-games/assets/blackjack.common.js"></script>
<script src="/demo-games/assets/baccarat.js"></script>
</body>
</html>`;
}
