// The reel slots' page (slot-video, slot-megaways, slot-volatile): server-rendered HTML for the
// sandboxed iframe like the classic slot's (same CSP, theme and postMessage contract), in the
// player's language, with the paytable and rules in a panel; the same rules are served on their
// own at /demo-games/{slug}/rules/. The layout is a grid that fills the frame: the reels take
// what the header and the controls leave, so nothing scrolls at 390×600 or 1280×720.
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
import { slotSymbolDefs, SLOT_ART } from './slot-art.ts';
import { slotModel } from './slot-models.ts';
import type { SlotModel } from './slot-reels.ts';
import { sweptRoundMessage, type SweptRound } from './swept-rounds.ts';

const TEXTS = {
  en: {
    ...COMMON_TEXTS.en,
    ...SPIN_TEXTS.en,
    freeSpinsWon: '{count} free spins at ×{multiplier}!',
    freeSpinOf: 'Free spin {n} of {count}',
    ways: '{ways} ways',
    lowerBet: 'Lower bet',
    higherBet: 'Higher bet',
    symbol: 'Symbol',
    pays: 'Pays (× bet)',
    inARow: '{count} in a row',
    anywhere: '{count} anywhere',
    rulesVideo:
      '{lines} lines pay left to right from the first reel: three, four or five of a kind on a line. The wild on reels 2–4 stands in for every symbol except the scatter. Scatters pay anywhere on the screen, and three or more award {freeSpins} free spins in which every win is multiplied by {multiplier} (free spins award no further free spins). Only the highest win per line is paid; wins on different lines add up. Pays below are multiples of the total bet per line win.',
    rulesMegaways:
      'Every spin each of the six reels shows {minRows} to {maxRows} symbols, for up to {maxWays} ways. A symbol pays when it lands on reel 1 and on each following reel in a row (3 to 6 reels); the wild on reels 2–6 stands in for every symbol. A win pays its value per way times its ways: the product of the matching symbols on each reel of the run. Pays below are multiples of the total bet per way.',
    rulesVolatile:
      '{lines} lines pay left to right from the first reel: three, four or five of a kind on a line. Blank spaces pay nothing, so most spins do not win. The ×2 and ×3 wilds on reels 2–4 stand in for every symbol and multiply the line win; several wilds on a line multiply together, up to ×{topMultiplier}. Pays below are multiples of the total bet per line win, before wild multipliers.',
    rulesCommon:
      'Return to player: {rtp} (the theoretical return over a very long run of rounds). A round pays at most {max}× the bet. Every outcome is decided by the server when the round starts. A malfunction voids all pays and plays.',
  },
  fi: {
    ...COMMON_TEXTS.fi,
    ...SPIN_TEXTS.fi,
    freeSpinsWon: '{count} ilmaiskierrosta, kerroin ×{multiplier}!',
    freeSpinOf: 'Ilmaiskierros {n}/{count}',
    ways: '{ways} tapaa',
    lowerBet: 'Pienempi panos',
    higherBet: 'Suurempi panos',
    symbol: 'Symboli',
    pays: 'Voitto (× panos)',
    inARow: '{count} peräkkäin',
    anywhere: '{count} missä tahansa',
    rulesVideo:
      '{lines} voittolinjaa maksaa vasemmalta oikealle ensimmäisestä rullasta alkaen: kolme, neljä tai viisi samaa symbolia linjalla. Rullien 2–4 wild korvaa kaikki symbolit paitsi scatterin. Scatterit maksavat missä tahansa ruudulla, ja vähintään kolme antaa {freeSpins} ilmaiskierrosta, joissa jokainen voitto kerrotaan {multiplier}:lla (ilmaiskierroksilla ei voi voittaa lisää ilmaiskierroksia). Linjalta maksetaan vain suurin voitto; eri linjojen voitot lasketaan yhteen. Alla voitot kokonaispanoksen kerrannaisina linjavoittoa kohden.',
    rulesMegaways:
      'Jokaisella kierroksella kukin kuudesta rullasta näyttää {minRows}–{maxRows} symbolia, jopa {maxWays} tapaa voittaa. Symboli maksaa, kun se osuu rullalle 1 ja jokaiselle seuraavalle rullalle peräkkäin (3–6 rullaa); rullien 2–6 wild korvaa kaikki symbolit. Voitto on arvo tapaa kohden kertaa tapojen määrä: osuvien symbolien määrien tulo jokaisella rullalla. Alla voitot kokonaispanoksen kerrannaisina tapaa kohden.',
    rulesVolatile:
      '{lines} voittolinjaa maksaa vasemmalta oikealle ensimmäisestä rullasta alkaen: kolme, neljä tai viisi samaa symbolia linjalla. Tyhjät kohdat eivät maksa mitään, joten useimmat kierrokset eivät voita. Rullien 2–4 ×2- ja ×3-wildit korvaavat kaikki symbolit ja kertovat linjavoiton; useat wildit samalla linjalla kerrotaan keskenään, enintään ×{topMultiplier}. Alla voitot kokonaispanoksen kerrannaisina linjavoittoa kohden ennen wild-kertoimia.',
    rulesCommon:
      'Palautusprosentti: {rtp} (teoreettinen palautus hyvin pitkällä aikavälillä). Kierros maksaa enintään {max} × panos. Palvelin päättää jokaisen tuloksen kierroksen alkaessa. Toimintahäiriö mitätöi kaikki voitot ja pelit.',
  },
  de: {
    ...COMMON_TEXTS.de,
    ...SPIN_TEXTS.de,
    freeSpinsWon: '{count} Freispiele mit ×{multiplier}!',
    freeSpinOf: 'Freispiel {n} von {count}',
    ways: '{ways} Wege',
    lowerBet: 'Einsatz senken',
    higherBet: 'Einsatz erhöhen',
    symbol: 'Symbol',
    pays: 'Gewinn (× Einsatz)',
    inARow: '{count} in Folge',
    anywhere: '{count} beliebig',
    rulesVideo:
      '{lines} Gewinnlinien zahlen von links nach rechts ab der ersten Walze: drei, vier oder fünf gleiche Symbole auf einer Linie. Das Wild auf den Walzen 2–4 ersetzt jedes Symbol außer dem Scatter. Scatter zahlen überall auf dem Bildschirm; drei oder mehr bringen {freeSpins} Freispiele, in denen jeder Gewinn mit {multiplier} multipliziert wird (Freispiele bringen keine weiteren Freispiele). Pro Linie wird nur der höchste Gewinn gezahlt; Gewinne auf verschiedenen Linien werden addiert. Die Gewinne unten sind Vielfache des Gesamteinsatzes je Liniengewinn.',
    rulesMegaways:
      'Bei jeder Drehung zeigt jede der sechs Walzen {minRows} bis {maxRows} Symbole, für bis zu {maxWays} Wege. Ein Symbol zahlt, wenn es auf Walze 1 und auf jeder folgenden Walze in Folge landet (3 bis 6 Walzen); das Wild auf den Walzen 2–6 ersetzt jedes Symbol. Ein Gewinn zahlt seinen Wert pro Weg mal die Wege: das Produkt der passenden Symbole auf jeder Walze der Folge. Die Gewinne unten sind Vielfache des Gesamteinsatzes pro Weg.',
    rulesVolatile:
      '{lines} Gewinnlinien zahlen von links nach rechts ab der ersten Walze: drei, vier oder fünf gleiche Symbole auf einer Linie. Leere Felder zahlen nichts, daher gewinnen die meisten Drehungen nicht. Die ×2- und ×3-Wilds auf den Walzen 2–4 ersetzen jedes Symbol und multiplizieren den Liniengewinn; mehrere Wilds auf einer Linie multiplizieren sich, bis ×{topMultiplier}. Die Gewinne unten sind Vielfache des Gesamteinsatzes je Liniengewinn, vor Wild-Multiplikatoren.',
    rulesCommon:
      'Auszahlungsquote: {rtp} (die theoretische Auszahlung über sehr viele Runden). Eine Runde zahlt höchstens das {max}-Fache des Einsatzes. Jedes Ergebnis bestimmt der Server zu Beginn der Runde. Fehlfunktionen machen alle Gewinne und Spiele ungültig.',
  },
} satisfies Dictionary<string>;

type Key = keyof (typeof TEXTS)['en'];

const SCRIPT_KEYS = [
  'spin',
  'freeSpin',
  'chooseBet',
  'spinning',
  'youWin',
  'noWin',
  'freeSpinsWon',
  'freeSpinOf',
  'freeSpinsLeft',
  'ways',
  ...ERROR_TEXT_KEYS,
] as const satisfies readonly Key[];

const RULES_KEY: Record<SlotModel['engine'], Key> = {
  'slot-video': 'rulesVideo',
  'slot-megaways': 'rulesMegaways',
  'slot-volatile': 'rulesVolatile',
};

function formatNumber(value: number, locale: string, digits = 0): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 0,
    maximumFractionDigits: digits,
  }).format(value);
}

/** The rules text and the paytable (multiples of the total bet), in the page's language. */
export function slotRulesHtml(model: SlotModel, locale: string): string {
  const t = translator(TEXTS, locale);
  const facts = Object.fromEntries(
    Object.entries(model.facts).map(([k, v]) => [
      k,
      typeof v === 'number' ? formatNumber(v, locale) : v,
    ]),
  );
  const rtp = formatRtp(model.exactRtp(), locale);
  const counts = [...new Set(model.paytable.flatMap((row) => Object.keys(row.pays)))].map(Number);
  const head = counts
    .map((n) => `<th scope="col">${escapeHtml(t('inARow', { count: n }))}</th>`)
    .join('');
  const rows = model.paytable
    .map((row) => {
      const scatter = row.symbol === 'scatter';
      const cells = counts
        .map((n) => {
          const coins = row.pays[n];
          // A scatter pays on the whole bet; the others per line or way.
          const multiple = coins === undefined ? undefined : coins / model.coinsPerStake;
          const label = scatter
            ? ` <small>(${escapeHtml(t('anywhere', { count: n }))})</small>`
            : '';
          return `<td>${multiple === undefined ? '–' : `×${escapeHtml(formatNumber(multiple, locale, 2))}${label}`}</td>`;
        })
        .join('');
      return `<tr><th scope="row"><svg class="pay-sym" role="img" aria-label="${row.symbol}"><use href="#sym-${row.symbol}"/></svg></th>${cells}</tr>`;
    })
    .join('');
  return `<p>${escapeHtml(t(RULES_KEY[model.engine], facts))}</p>
<table class="pays"><thead><tr><th scope="col">${escapeHtml(t('symbol'))}</th>${head}</tr></thead><tbody>${rows}</tbody></table>
<p>${escapeHtml(t('rulesCommon', { rtp, max: formatNumber(model.maxWinPerStake, locale) }))}</p>`;
}

const CARDS = ['ten', 'jack', 'queen', 'king', 'ace', 'gem', 'crown', 'star'];
const MODEL_SYMBOLS: Record<SlotModel['engine'], string[]> = {
  'slot-video': [...CARDS, 'wild', 'scatter'],
  'slot-megaways': [...CARDS, 'wild'],
  'slot-volatile': ['plum', 'bell', 'horseshoe', 'diamond', 'seven', 'wild2', 'wild3', 'blank'],
};

/** The symbols a model's reels carry (the page defines only those). */
function modelSymbols(model: SlotModel): string[] {
  return MODEL_SYMBOLS[model.engine].filter((s) => s in SLOT_ART);
}

/** The symbols' SVG definitions the reels and the paytable use. */
function symbolDefs(model: SlotModel): string {
  return `<svg class="defs" aria-hidden="true">${slotSymbolDefs(modelSymbols(model))}</svg>`;
}

/** The shared base and frame (scratch cards too), the reels, then the family's chrome. */
const ASSETS: parts.PageAssets = {
  stylesheets: ['game-base.css', 'game-frame.css', 'slot-reels.css', 'game-panel.css'],
  configId: 'slot-config',
  scripts: ['slot-reels.js'],
};

/** The rules page on its own (no session): the lobby's game page shows it. */
export function renderSlotRulesPage(options: {
  brand: Brand;
  name: string;
  engine: string;
  config: string;
  locale: string;
}): string {
  const model = slotModel(options.engine, options.config);
  const title = translator(TEXTS, options.locale)('rulesTitle', { name: options.name });
  const body = slotRulesHtml(model, options.locale);
  return parts.rulesPage(options, ASSETS, title, body, symbolDefs(model));
}

export interface ReelSlotPageOptions extends parts.SessionPageOptions {
  name: string;
  slug: string;
  engine: string;
  config: string;
  stakes: number[];
  freeSpins: FreeSpinsLeft;
  lastRound: SweptRound | null;
}

export function renderReelSlotPage(options: ReelSlotPageOptions): string {
  const { brand, mode, currency, locale } = options;
  const model = slotModel(options.engine, options.config);
  const t = translator(TEXTS, locale);
  const money = (amount: number) => formatGameMoney(amount, currency, locale);
  const config = {
    ...parts.kitConfig(options),
    stakes: options.stakes,
    freeSpinsLeft: options.freeSpins.left,
    freeSpinStake: options.freeSpins.stake,
    lastRound: options.lastRound,
    engine: model.engine,
    reels: model.reels,
    rows: model.rows,
    text: scriptTexts(TEXTS, locale, SCRIPT_KEYS),
  };
  const start = options.lastRound
    ? sweptRoundMessage(options.lastRound, currency)
    : options.freeSpins.left > 0
      ? t('nextFree')
      : t('chooseBet');
  const reels = Array.from(
    { length: model.reels },
    (_, reel) => `<div class="reel" data-reel="${reel}"></div>`,
  ).join('');
  const body = `${symbolDefs(model)}
<main class="game ${model.engine}">
  ${parts.panelHeader(t, options.name, mode, { className: 'top' })}
  <div class="stage"><div class="reels" id="reels" aria-label="Reels" role="img">${reels}</div></div>
  <p class="status" id="status" role="status" aria-live="polite"><span id="result">${escapeHtml(start)}</span> <span class="free-spins" id="free-spins" data-testid="free-spins"${options.freeSpins.left > 0 ? '' : ' hidden'}></span></p>
  <div class="bar">
    ${parts.balanceAndWin(t, money, options.balance)}
    <div class="controls">
      <label for="stake">${escapeHtml(t('bet'))}</label>
      <select id="stake">${parts.stakeOptions(options.stakes, money)}</select>
      <button id="spin" type="button" class="primary">${escapeHtml(options.freeSpins.left > 0 ? t('freeSpin') : t('spin'))}</button>
    </div>
  </div>
  ${parts.rulesPanel(t, `${t('rules')} · ${t('paytable')}`, `<div class="rules-body">${slotRulesHtml(model, locale)}</div>`)}
</main>`;
  const page = { brand, name: options.name, locale };
  return parts.gamePage(page, ASSETS, body, config);
}
