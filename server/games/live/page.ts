// The live table page: server-rendered HTML for the sandboxed game iframe, like the
// slot's and roulette's (same CSP and theme stylesheet). The dealer area, bet spots, chips,
// countdown, history and rules panel are laid out by public/live.css in the frame's 100vw×100vh
// with no scroll; public/live.js seats the player over the table's socket and places bets over
// HTTP. Texts come in the lobby's language (i18n.ts), money as the lobby formats it.
import type { Brand } from '../../brands/brand.ts';
import { escapeHtml } from '../../http/html-page.ts';
import { gamePageHead } from '../game-page-head.ts';
import { configScript, gameScripts, kitConfig, metersHtml } from '../game-page-parts.ts';
import type { GameMode } from '../game-sessions.ts';
import { WHEEL_ORDER } from '../roulette-engine.ts';
import { LIVE_RTPS, liveEngine } from './registry.ts';
import { languageOf, liveTexts, type LiveTextKey } from './i18n.ts';
import type { LiveTableInfo } from './tables.ts';
import { WHEEL_SEGMENTS } from './wheel.ts';
import { LIVE_SOCKET_PATH } from './socket.ts';

export interface LivePageOptions {
  brand: Brand;
  table: LiveTableInfo;
  token: string;
  mode: GameMode;
  currency: string;
  balance: number;
  locale: string;
  parentOrigin: string;
}

const RULES_KEY: Record<LiveTableInfo['engine'], LiveTextKey> = {
  'live-roulette': 'rouletteRules',
  'live-wheel': 'wheelRules',
  'live-baccarat': 'baccaratRules',
  'live-blackjack': 'blackjackRules',
};

/** The rules and paytable panel's text, also served on its own (rulesPage). */
export function rulesHtml(table: Pick<LiveTableInfo, 'engine'>, locale: string): string {
  const t = liveTexts(locale);
  const rtp = LIVE_RTPS[table.engine];
  const rtpText = rtp === undefined ? '' : `${rtp.toLocaleString(locale)} %`;
  return `<p>${escapeHtml(t[RULES_KEY[table.engine]])}</p>
<p class="rtp">${escapeHtml(t.rtp)}: ${escapeHtml(rtpText)}</p>`;
}

/** `GET /demo-games/{slug}/rules/?locale=` for a live table: the rules without a session. */
export function renderLiveRulesPage(
  brand: Brand,
  table: Pick<LiveTableInfo, 'engine' | 'name'>,
  locale: string,
): string {
  const t = liveTexts(locale);
  return `<!doctype html>
<html lang="${languageOf(locale)}">
${gamePageHead(`${table.name} — ${t.rules}`, 'live.css', brand)}
<body class="rules-page"><main class="rules-only"><h1>${escapeHtml(table.name)}</h1>${rulesHtml(table, locale)}</main></body>
</html>`;
}

export function renderLivePage(options: LivePageOptions): string {
  const { brand, table, mode, locale } = options;
  const t = liveTexts(locale);
  const engine = liveEngine(table.engine)!;
  const config = {
    ...kitConfig({ ...options, slug: table.slug }),
    engine: table.engine,
    spots: engine.spots,
    chips: table.chips,
    maxStake: table.maxStake,
    socketPath: LIVE_SOCKET_PATH,
    wheel: table.engine === 'live-wheel' ? WHEEL_SEGMENTS : WHEEL_ORDER,
    t,
  };
  return `<!doctype html>
<html lang="${languageOf(locale)}">
${gamePageHead(table.name, 'live.css', brand)}
<body>
<main class="live" data-engine="${escapeHtml(table.engine)}">
  <header class="bar">
    <h1>${escapeHtml(table.name)}</h1>
    <p class="mode" data-mode="${mode}">${escapeHtml(mode === 'REAL' ? t.realMoney : t.forFun)}</p>
    <p class="round" id="round" data-testid="live-round"></p>
    <button type="button" id="rules-open" class="secondary">${escapeHtml(t.rules)}</button>
  </header>
  <section class="dealer" aria-label="Dealer">
    <div class="stage" id="stage" data-testid="live-stage"></div>
    <div class="status">
      <p class="countdown" id="countdown" data-testid="live-countdown" role="timer" aria-live="off"></p>
      <div class="timebar" aria-hidden="true"><span id="timebar"></span></div>
      <p class="outcome" id="outcome" data-testid="live-outcome" aria-live="polite"></p>
      <p class="message" id="message" role="status" aria-live="polite" data-testid="live-message">${escapeHtml(t.waiting)}</p>
    </div>
    <ol class="history" id="history" aria-label="${escapeHtml(t.history)}" data-testid="live-history"></ol>
  </section>
  <section class="board" id="board" role="group" aria-label="Bets"></section>
  <div class="controls">
    <div class="decisions" id="decisions" role="group" aria-label="${escapeHtml(t.hand)}" hidden>
      <button type="button" class="primary" data-action="hit">${escapeHtml(t.hit)}</button>
      <button type="button" class="primary" data-action="stand">${escapeHtml(t.stand)}</button>
      <button type="button" class="primary" data-action="double">${escapeHtml(t.double)}</button>
    </div>
    <div class="chips" id="chips" role="group" aria-label="Chips"></div>
    <button type="button" id="clear" class="secondary">${escapeHtml(t.clear)}</button>
  </div>
  ${metersHtml([
    { id: 'balance', label: t.balance },
    { id: 'total', label: t.totalBet },
    { id: 'win', label: t.win },
  ])}
  <dialog id="rules" class="rules" aria-labelledby="rules-title">
    <h2 id="rules-title">${escapeHtml(t.rules)}</h2>
    ${rulesHtml(table, locale)}
    <p class="limits" id="limits"></p>
    <button type="button" id="rules-close" class="primary">${escapeHtml(t.close)}</button>
  </dialog>
</main>
${configScript('live-config', config)}
${gameScripts('live.js')}
</body>
</html>`;
}
