// The baccarat and dragon tiger page: the layout's betting spots (Player · Tie ·
// Banker, or Dragon · Tie · Tiger) on a felt, the coup's cards dealt onto it, a bead road of
// recent results, chips, and the Rules/Paytable panel (blackjack-page.ts shares the card tables'
// header, chips, meters, dialog and scripts). Money is formatted by the script with the lobby's
// locale.
import { escapeHtml } from '../http/html-page.ts';
import type { CardTableInfo } from './baccarat-service.ts';
import {
  rulesDialog,
  tableChips,
  tableHeader,
  tableMeters,
  tableScripts,
} from './blackjack-page.ts';
import { tableTexts, type TableLanguage } from './blackjack-i18n.ts';
import { gamePageHead } from './game-page-head.ts';
import { configScript, kitConfig, type SessionPageOptions } from './game-page-parts.ts';

export interface CardTablePageOptions extends SessionPageOptions {
  table: CardTableInfo;
  language: TableLanguage;
}

export function renderCardTablePage(options: CardTablePageOptions): string {
  const { brand, table, mode, language, locale } = options;
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
    ...kitConfig({ ...options, slug: table.slug }),
    chips: table.chips,
    maxStake: table.maxStake,
    engine: table.engine,
    names,
    texts: t,
  };
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
${gamePageHead(table.name, ['blackjack.css', 'baccarat.css'], brand)}
<body>
<main class="card-table ${baccarat ? 'baccarat' : 'dragon-tiger'}" data-testid="${table.engine}">
  ${tableHeader(table.name, mode, t)}
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
    <div class="chips" role="group" aria-label="${escapeHtml(t.chipValue)}">${tableChips(table.chips)}</div>
    <div class="actions">
      <button type="button" class="secondary" data-action="clear">${escapeHtml(t.clear)}</button>
      <button type="button" class="secondary" data-action="rebet">${escapeHtml(t.rebet)}</button>
      <button type="button" class="primary" data-action="deal" data-testid="deal">${escapeHtml(t.deal)}</button>
    </div>
  </div>
  ${tableMeters(t)}
</main>
${rulesDialog(table.engine, language, locale, table.rtp)}
${configScript('table-config', config)}
${tableScripts('baccarat.js')}
</body>
</html>`;
}
