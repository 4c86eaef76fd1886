// The scratch card's page (engine `scratch`, the lobby's instant games): buy a card at a price,
// the server draws its prize and settles the round through the wallet at once, then the player
// scratches the nine fields (or reveals them all) to see it. Same CSP, theme and postMessage
// contract as the slots; texts in the player's language; the prize table and rules in a panel
// and at /demo-games/{slug}/rules/.
import type { Brand } from '../brands/brand.ts';
import { escapeHtml } from '../http/html-page.ts';
import {
  COMMON_TEXTS,
  ERROR_TEXT_KEYS,
  formatGameMoney,
  formatRtp,
  scriptTexts,
  translator,
  type Dictionary,
} from './game-locale.ts';
import * as parts from './game-page-parts.ts';
import { SCRATCH_CELLS, SCRATCH_TICKETS, scratchRtp, scratchTable } from './scratch-engine.ts';
import { sweptRoundMessage, type SweptRound } from './swept-rounds.ts';

const TEXTS = {
  en: {
    ...COMMON_TEXTS.en,
    price: 'Price',
    buy: 'Buy card',
    revealAll: 'Reveal all',
    start: 'Buy a card, then scratch the nine fields.',
    scratch: 'Scratch the fields: three equal amounts win that amount.',
    youWin: 'Three of a kind: you win {amount}!',
    noWin: 'No three equal amounts: no win this time.',
    buying: 'Buying…',
    field: 'Field {n}',
    hidden: 'not scratched',
    prize: 'Prize',
    chance: 'Chance',
    rulesText:
      'Each card shows nine amounts. If three fields show the same amount, the card wins that amount; a card has at most one such amount. The prize is drawn by the server when the card is bought, from the table below; scratching only reveals it.',
    rulesCommon:
      'Return to player: {rtp} (the theoretical return over a very long run of cards). A card pays at most {max}× its price. A malfunction voids all pays and plays.',
    rulesTitle: '{name}: rules and prizes',
    oneIn: '1 in {n}',
  },
  fi: {
    ...COMMON_TEXTS.fi,
    price: 'Hinta',
    buy: 'Osta arpa',
    revealAll: 'Raaputa kaikki',
    start: 'Osta arpa ja raaputa yhdeksän kenttää.',
    scratch: 'Raaputa kentät: kolme samaa summaa voittaa sen summan.',
    youWin: 'Kolme samaa: voitit {amount}!',
    noWin: 'Ei kolmea samaa summaa: ei voittoa tällä kertaa.',
    buying: 'Ostetaan…',
    field: 'Kenttä {n}',
    hidden: 'raaputtamatta',
    prize: 'Voitto',
    chance: 'Todennäköisyys',
    rulesText:
      'Jokaisessa arvassa on yhdeksän summaa. Jos kolmessa kentässä on sama summa, arpa voittaa sen summan; arvassa on enintään yksi tällainen summa. Palvelin arpoo voiton arpaa ostettaessa alla olevasta taulukosta; raaputus vain paljastaa sen.',
    rulesCommon:
      'Palautusprosentti: {rtp} (teoreettinen palautus hyvin monella arvalla). Arpa maksaa enintään {max} × hinta. Toimintahäiriö mitätöi kaikki voitot ja pelit.',
    rulesTitle: '{name}: säännöt ja voitot',
    oneIn: '1/{n}',
  },
  de: {
    ...COMMON_TEXTS.de,
    price: 'Preis',
    buy: 'Los kaufen',
    revealAll: 'Alle aufdecken',
    start: 'Kaufen Sie ein Los und rubbeln Sie die neun Felder frei.',
    scratch: 'Rubbeln Sie die Felder frei: drei gleiche Beträge gewinnen diesen Betrag.',
    youWin: 'Drei gleiche: Sie gewinnen {amount}!',
    noWin: 'Keine drei gleichen Beträge: diesmal kein Gewinn.',
    buying: 'Wird gekauft…',
    field: 'Feld {n}',
    hidden: 'nicht aufgedeckt',
    prize: 'Gewinn',
    chance: 'Chance',
    rulesText:
      'Jedes Los zeigt neun Beträge. Zeigen drei Felder denselben Betrag, gewinnt das Los diesen Betrag; ein Los hat höchstens einen solchen Betrag. Der Gewinn wird beim Kauf vom Server aus der Tabelle unten gezogen; das Rubbeln deckt ihn nur auf.',
    rulesCommon:
      'Auszahlungsquote: {rtp} (die theoretische Auszahlung über sehr viele Lose). Ein Los zahlt höchstens das {max}-Fache seines Preises. Fehlfunktionen machen alle Gewinne und Spiele ungültig.',
    rulesTitle: '{name}: Regeln und Gewinne',
    oneIn: '1 zu {n}',
  },
} satisfies Dictionary<string>;

const SCRIPT_KEYS = [
  'scratch',
  'youWin',
  'noWin',
  'buying',
  'field',
  'hidden',
  ...ERROR_TEXT_KEYS,
] as const;

export function scratchRulesHtml(config: string, locale: string): string {
  const t = translator(TEXTS, locale);
  const table = scratchTable(config);
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const rows = table
    .map(
      (p) =>
        `<tr><td>×${escapeHtml(numbers.format(p.multiplier))}</td><td>${escapeHtml(t('oneIn', { n: numbers.format(Math.round(SCRATCH_TICKETS / p.weight)) }))}</td></tr>`,
    )
    .join('');
  const rtp = formatRtp(scratchRtp(config), locale);
  const max = Math.max(...table.map((p) => p.multiplier));
  return `<p>${escapeHtml(t('rulesText'))}</p>
<table class="pays"><thead><tr><th scope="col">${escapeHtml(t('prize'))}</th><th scope="col">${escapeHtml(t('chance'))}</th></tr></thead><tbody>${rows}</tbody></table>
<p>${escapeHtml(t('rulesCommon', { rtp, max: numbers.format(max) }))}</p>`;
}

/** The shared base and frame (the reel slots' too), the card, then the family's chrome. */
const ASSETS: parts.PageAssets = {
  stylesheets: ['game-base.css', 'game-frame.css', 'scratch.css', 'game-panel.css'],
  configId: 'scratch-config',
  scripts: ['scratch.js'],
};

export function renderScratchRulesPage(options: {
  brand: Brand;
  name: string;
  config: string;
  locale: string;
}): string {
  const title = translator(TEXTS, options.locale)('rulesTitle', { name: options.name });
  const body = scratchRulesHtml(options.config, options.locale);
  return parts.rulesPage(options, ASSETS, title, body);
}

export interface ScratchPageOptions extends parts.SessionPageOptions {
  name: string;
  slug: string;
  config: string;
  stakes: number[];
  lastRound: SweptRound | null;
}

export function renderScratchPage(options: ScratchPageOptions): string {
  const { brand, mode, currency, locale } = options;
  const t = translator(TEXTS, locale);
  const money = (amount: number) => formatGameMoney(amount, currency, locale);
  const config = {
    ...parts.kitConfig(options),
    lastRound: options.lastRound,
    text: scriptTexts(TEXTS, locale, SCRIPT_KEYS),
  };
  const fields = Array.from(
    { length: SCRATCH_CELLS },
    (_, i) =>
      `<button type="button" class="field" data-field="${i}" disabled aria-label="${escapeHtml(t('field', { n: i + 1 }))}"><span class="amount"></span></button>`,
  ).join('');
  const start = options.lastRound ? sweptRoundMessage(options.lastRound, currency) : t('start');
  const body = `<main class="game">
  ${parts.panelHeader(t, options.name, mode, { className: 'top' })}
  <div class="stage"><div class="card" id="card" role="group" aria-label="${escapeHtml(options.name)}">${fields}</div></div>
  <p class="status" id="status" role="status" aria-live="polite">${escapeHtml(start)}</p>
  <div class="bar">
    ${parts.balanceAndWin(t, money, options.balance)}
    <div class="controls">
      <label for="stake">${escapeHtml(t('price'))}</label>
      <select id="stake">${parts.stakeOptions(options.stakes, money)}</select>
      <button type="button" id="reveal" class="ghost" disabled>${escapeHtml(t('revealAll'))}</button>
      <button type="button" id="spin" class="primary">${escapeHtml(t('buy'))}</button>
    </div>
  </div>
  ${parts.rulesPanel(t, t('rules'), `<div class="rules-body">${scratchRulesHtml(options.config, locale)}</div>`)}
</main>`;
  const page = { brand, name: options.name, locale };
  return parts.gamePage(page, ASSETS, body, config);
}
