// The demo roulette's page (decision 0025): server-rendered HTML for the sandboxed iframe, like
// the slot's (slot-page.ts: same CSP, theme stylesheet and postMessage contract). The wheel is an
// inline SVG the script turns; the table is buttons ("Bet on 17", "Bet on red" …) that the
// stylesheet lays out across on wide frames and down on phones.
import { escapeHtml } from '../http/html-page.ts';
import type { Brand } from '../brands/brand.ts';
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
import type { GameMode } from './game-sessions.ts';
import {
  colourOf,
  DOUBLE_ZERO,
  pocketLabel,
  returnToPlayer,
  wheelOrder,
  type RouletteVariant,
} from './roulette-engine.ts';
import type { RouletteTableInfo } from './roulette-service.ts';
import { outcomeField, paidAWin, sweptRoundMessage, type SweptRound } from './swept-rounds.ts';

export interface RoulettePageOptions {
  brand: Brand;
  table: RouletteTableInfo;
  token: string;
  mode: GameMode;
  currency: string;
  /** The lobby's locale (game-locale.ts): texts and money. */
  locale?: string;
  balance: number;
  /** A round settled without the player (decision 0027): shown first, once. */
  lastRound: SweptRound | null;
  /** The lobby's origin: the only target of the game's postMessage calls. */
  parentOrigin: string;
}

const TEXTS = {
  en: {
    ...COMMON_TEXTS.en,
    red: 'Red',
    redSpot: 'red',
    blackSpot: 'black',
    evenSpot: 'even',
    oddSpot: 'odd',
    lowSpot: '1 to 18',
    highSpot: '19 to 36',
    black: 'Black',
    green: 'Green',
    start: 'Choose a chip, place your bets and spin.',
    european: 'European, single zero',
    american: 'American, 0 and 00',
    french: 'French, la partage',
    spin: 'Spin',
    clear: 'Clear',
    totalBet: 'Total bet',
    chipValue: 'Chip value',
    chip: 'Chip {amount}',
    betOn: 'Bet on {spot}',
    column: 'column {n}',
    dozen: '{n} dozen',
    nth1: '1st',
    nth2: '2nd',
    nth3: '3rd',
    twoToOne: '2 to 1',
    even: 'Even',
    odd: 'Odd',
    lastNumbers: 'Last numbers',
    winningNumber: 'Winning number: {pocket}',
    none: 'none yet',
    placed: '{spot}: {amount} placed.',
    spotMax: 'A spot takes at most {amount}.',
    noBalance: 'Not enough balance for another chip.',
    noMoreBets: 'No more bets…',
    cleared: 'Bets cleared.',
    youWin: '{pocket}: you win {amount}!',
    noWin: '{pocket}: no win this time.',
    errStakes: 'Stakes are whole chips, up to {amount} a spot.',
    paysLine:
      'Pays: a number 35 to 1 · dozens and columns 2 to 1 · red/black, odd/even, 1–18/19–36 1 to 1. {zero} A spot takes up to {max}.',
    zeroEuropean: 'The zero loses every outside bet.',
    zeroAmerican: 'The 0 and the 00 lose every outside bet.',
    zeroFrench:
      'La partage: when the zero comes up, even-money bets (red/black, odd/even, 1–18/19–36) get half their stake back; other outside bets lose.',
    rulesTitle: '{name}: rules and payouts',
    rulesRtp:
      'Return to player: {rtp} on every bet{partage}. Each spin the server draws one pocket, every pocket equally likely. A malfunction voids all pays and plays.',
    partageRtp: ' ({rtp} on the even-money bets, thanks to la partage)',
  },
  fi: {
    ...COMMON_TEXTS.fi,
    red: 'Punainen',
    redSpot: 'punainen',
    blackSpot: 'musta',
    evenSpot: 'parillinen',
    oddSpot: 'pariton',
    lowSpot: '1–18',
    highSpot: '19–36',
    black: 'Musta',
    green: 'Vihreä',
    start: 'Valitse pelimerkki, aseta panokset ja pyöräytä.',
    european: 'Eurooppalainen, yksi nolla',
    american: 'Amerikkalainen, 0 ja 00',
    french: 'Ranskalainen, la partage',
    spin: 'Pyöräytä',
    clear: 'Tyhjennä',
    totalBet: 'Panokset yhteensä',
    chipValue: 'Pelimerkin arvo',
    chip: 'Pelimerkki {amount}',
    betOn: 'Panos: {spot}',
    column: 'sarake {n}',
    dozen: '{n} tusina',
    nth1: '1.',
    nth2: '2.',
    nth3: '3.',
    twoToOne: '2:1',
    even: 'Parillinen',
    odd: 'Pariton',
    lastNumbers: 'Viimeiset numerot',
    winningNumber: 'Voittonumero: {pocket}',
    none: 'ei vielä',
    placed: '{spot}: {amount} asetettu.',
    spotMax: 'Yhteen kohtaan enintään {amount}.',
    noBalance: 'Saldo ei riitä uuteen pelimerkkiin.',
    noMoreBets: 'Ei enää panoksia…',
    cleared: 'Panokset tyhjennetty.',
    youWin: '{pocket}: voitit {amount}!',
    noWin: '{pocket}: ei voittoa tällä kertaa.',
    errStakes: 'Panokset ovat kokonaisia pelimerkkejä, enintään {amount} kohtaa kohden.',
    paysLine:
      'Voitot: numero 35:1 · tusinat ja sarakkeet 2:1 · punainen/musta, parillinen/pariton, 1–18/19–36 1:1. {zero} Yhteen kohtaan enintään {max}.',
    zeroEuropean: 'Nolla häviää kaikki ulkopanokset.',
    zeroAmerican: '0 ja 00 häviävät kaikki ulkopanokset.',
    zeroFrench:
      'La partage: kun nolla osuu, tasarahapanoksista (punainen/musta, parillinen/pariton, 1–18/19–36) palautetaan puolet; muut ulkopanokset häviävät.',
    rulesTitle: '{name}: säännöt ja voitot',
    rulesRtp:
      'Palautusprosentti: {rtp} jokaisella panoksella{partage}. Palvelin arpoo jokaisella kierroksella yhden taskun, kaikki yhtä todennäköisiä. Toimintahäiriö mitätöi kaikki voitot ja pelit.',
    partageRtp: ' (tasarahapanoksilla {rtp} la partage -säännön ansiosta)',
  },
  de: {
    ...COMMON_TEXTS.de,
    red: 'Rot',
    redSpot: 'Rot',
    blackSpot: 'Schwarz',
    evenSpot: 'Gerade',
    oddSpot: 'Ungerade',
    lowSpot: '1–18',
    highSpot: '19–36',
    black: 'Schwarz',
    green: 'Grün',
    start: 'Jeton wählen, Einsätze platzieren und drehen.',
    european: 'Europäisch, eine Null',
    american: 'Amerikanisch, 0 und 00',
    french: 'Französisch, La Partage',
    spin: 'Drehen',
    clear: 'Löschen',
    totalBet: 'Gesamteinsatz',
    chipValue: 'Jetonwert',
    chip: 'Jeton {amount}',
    betOn: 'Setzen auf {spot}',
    column: 'Kolonne {n}',
    dozen: '{n} Dutzend',
    nth1: '1.',
    nth2: '2.',
    nth3: '3.',
    twoToOne: '2 zu 1',
    even: 'Gerade',
    odd: 'Ungerade',
    lastNumbers: 'Letzte Zahlen',
    winningNumber: 'Gewinnzahl: {pocket}',
    none: 'noch keine',
    placed: '{spot}: {amount} gesetzt.',
    spotMax: 'Ein Feld nimmt höchstens {amount}.',
    noBalance: 'Nicht genug Guthaben für einen weiteren Jeton.',
    noMoreBets: 'Nichts geht mehr…',
    cleared: 'Einsätze gelöscht.',
    youWin: '{pocket}: Sie gewinnen {amount}!',
    noWin: '{pocket}: diesmal kein Gewinn.',
    errStakes: 'Einsätze sind ganze Jetons, bis {amount} pro Feld.',
    paysLine:
      'Auszahlung: eine Zahl 35 zu 1 · Dutzende und Kolonnen 2 zu 1 · Rot/Schwarz, Gerade/Ungerade, 1–18/19–36 1 zu 1. {zero} Ein Feld nimmt bis {max}.',
    zeroEuropean: 'Die Null verliert alle Außeneinsätze.',
    zeroAmerican: 'Die 0 und die 00 verlieren alle Außeneinsätze.',
    zeroFrench:
      'La Partage: Fällt die Null, erhalten einfache Chancen (Rot/Schwarz, Gerade/Ungerade, 1–18/19–36) den halben Einsatz zurück; andere Außeneinsätze verlieren.',
    rulesTitle: '{name}: Regeln und Auszahlungen',
    rulesRtp:
      'Auszahlungsquote: {rtp} bei jedem Einsatz{partage}. Bei jeder Drehung zieht der Server ein Fach, jedes gleich wahrscheinlich. Fehlfunktionen machen alle Gewinne und Spiele ungültig.',
    partageRtp: ' ({rtp} bei einfachen Chancen dank La Partage)',
  },
} satisfies Dictionary<string>;

type Key = keyof (typeof TEXTS)['en'];
type T = (key: Key, vars?: Record<string, string | number>) => string;

const SCRIPT_KEYS = [
  'red',
  'black',
  'green',
  'winningNumber',
  'placed',
  'spotMax',
  'noBalance',
  'noMoreBets',
  'cleared',
  'youWin',
  'noWin',
  'errStakes',
  ...ERROR_TEXT_KEYS,
] as const satisfies readonly Key[];

const ZERO_TEXT: Record<RouletteVariant, Key> = {
  european: 'zeroEuropean',
  american: 'zeroAmerican',
  french: 'zeroFrench',
};

/** The first line under the wheel: a round settled without the player, else what to do. */
function startText(lastRound: SweptRound | null, currency: string, t: T): string {
  if (!lastRound) return t('start');
  const pocket = outcomeField(lastRound, 'pocket');
  const label =
    typeof pocket === 'number' ? `${pocketLabel(pocket)} ${t(colourOf(pocket))}` : undefined;
  return sweptRoundMessage(lastRound, currency, label);
}

/** The rules text of a variant, in the page's language. */
export function rouletteRulesHtml(variant: RouletteVariant, locale: string, max?: string): string {
  const t = translator(TEXTS, locale);
  const rtp = formatRtp(returnToPlayer({ type: 'straight', value: 1 }, variant), locale);
  const partage =
    variant === 'french'
      ? t('partageRtp', { rtp: formatRtp(returnToPlayer({ type: 'red' }, variant), locale) })
      : '';
  const pays = t('paysLine', { zero: t(ZERO_TEXT[variant]), max: max ?? '' });
  return `<p>${escapeHtml(max === undefined ? pays.replace(/\s*[^.·]*\s*$/, '') : pays)}</p>
<p>${escapeHtml(t('rulesRtp', { rtp, partage }))}</p>`;
}

const VARIANT_OF_ENGINE: Record<string, RouletteVariant> = {
  'roulette-european': 'european',
  'roulette-american': 'american',
  'roulette-french': 'french',
};

/** The shared base (game-base.css), then roulette's own sheet. */
const ASSETS: parts.PageAssets = {
  stylesheets: ['game-base.css', 'roulette.css'],
  configId: 'roulette-config',
  scripts: ['roulette.js'],
};

export function renderRouletteRulesPage(options: {
  brand: Brand;
  name: string;
  engine: string;
  locale: string;
}): string {
  const t = translator(TEXTS, options.locale);
  const variant = VARIANT_OF_ENGINE[options.engine] ?? 'european';
  const title = t('rulesTitle', { name: options.name });
  const body = `<p>${escapeHtml(t(variant))}</p>\n${rouletteRulesHtml(variant, options.locale)}`;
  return parts.rulesPage(options, ASSETS, title, body);
}

const round = (value: number) => Math.round(value * 100) / 100;

function point(radius: number, degrees: number): string {
  const rad = (degrees * Math.PI) / 180;
  return `${round(100 + radius * Math.sin(rad))} ${round(100 - radius * Math.cos(rad))}`;
}

/** The wheel: its wedges clockwise from the zero at the top; the script rotates `#wheel-turn`. */
function wheelSvg(variant: RouletteVariant): string {
  const order = wheelOrder(variant);
  const step = 360 / order.length;
  const wedges = order
    .map((pocket, i) => {
      const from = i * step - step / 2;
      const to = i * step + step / 2;
      const path = `M100 100 L${point(96, from)} A96 96 0 0 1 ${point(96, to)} Z`;
      const [x, y] = point(84, i * step).split(' ');
      return `<path class="w-${colourOf(pocket)}" d="${path}"/><text x="${x}" y="${y}" transform="rotate(${round(i * step)} ${x} ${y})">${pocketLabel(pocket)}</text>`;
    })
    .join('');
  return `<svg class="wheel" viewBox="0 0 200 200" role="img" aria-label="Roulette wheel">
<circle cx="100" cy="100" r="99" class="w-rim"/>
<g id="wheel-turn">${wedges}<circle cx="100" cy="100" r="62" class="w-bowl"/><circle cx="100" cy="100" r="20" class="w-hub"/></g>
<path class="w-pointer" d="M92 0 L108 0 L100 16 Z"/>
</svg>`;
}

function spot(
  type: string,
  value: number | null,
  label: string,
  content: string,
  classes = '',
): string {
  const id = `chip-${type}${value === null ? '' : `-${value}`}`;
  const data = `data-type="${type}"${value === null ? '' : ` data-value="${value}"`}`;
  return `<button type="button" class="spot ${classes}" ${data} aria-label="${escapeHtml(label)}" aria-describedby="${id}">${content}<span class="chip" id="${id}"></span></button>`;
}

function tableHtml(variant: RouletteVariant, t: T): string {
  const on = (spotName: string | number) => t('betOn', { spot: spotName });
  const numbers = Array.from({ length: 36 }, (_, i) => i + 1)
    .map((n) => spot('straight', n, on(n), `<span class="n">${n}</span>`, colourOf(n)))
    .join('');
  const columns = [1, 2, 3]
    .map((c) =>
      spot(
        'column',
        c,
        on(t('column', { n: c })),
        `<span class="n">${escapeHtml(t('twoToOne'))}</span>`,
      ),
    )
    .join('');
  const dozens = (['nth1', 'nth2', 'nth3'] as const)
    .map((nth, i) =>
      spot(
        'dozen',
        i + 1,
        on(t('dozen', { n: t(nth) })),
        `<span class="n">${escapeHtml(t(nth))} 12</span>`,
      ),
    )
    .join('');
  const outside = [
    spot('low', null, on(t('lowSpot')), '<span class="n">1–18</span>'),
    spot('even', null, on(t('evenSpot')), `<span class="n">${escapeHtml(t('even'))}</span>`),
    spot('red', null, on(t('redSpot')), '<span class="diamond red" aria-hidden="true"></span>'),
    spot(
      'black',
      null,
      on(t('blackSpot')),
      '<span class="diamond black" aria-hidden="true"></span>',
    ),
    spot('odd', null, on(t('oddSpot')), `<span class="n">${escapeHtml(t('odd'))}</span>`),
    spot('high', null, on(t('highSpot')), '<span class="n">19–36</span>'),
  ].join('');
  // The American table has the 00 beside the 0 (pocket 37 for the server).
  const zeros =
    variant === 'american'
      ? `<div class="zeros">${spot('straight', 0, on(0), '<span class="n">0</span>', 'zero green')}${spot('straight', DOUBLE_ZERO, on('00'), '<span class="n">00</span>', 'zero green')}</div>`
      : spot('straight', 0, on(0), '<span class="n">0</span>', 'zero green');
  return `<div class="table${variant === 'american' ? ' double-zero' : ''}" id="table" role="group" aria-label="Roulette">
${zeros}
<div class="numbers">${numbers}</div>
<div class="columns">${columns}</div>
<div class="dozens">${dozens}</div>
<div class="outside">${outside}</div>
</div>`;
}

/** "€1" for whole amounts, "€0.50" otherwise: chip faces are small. */
export function chipFace(amount: number, currency: string, locale = 'en'): string {
  return formatGameMoney(amount, currency, locale).replace(/[.,]00(?=\D*$)/, '');
}

export function renderRoulettePage(options: RoulettePageOptions): string {
  const { brand, table, mode, currency } = options;
  const variant = table.variant ?? 'european';
  const locale = options.locale ?? 'en';
  const t = translator(TEXTS, locale);
  const money = (amount: number) => formatGameMoney(amount, currency, locale);
  const config = {
    ...parts.kitConfig({ ...options, locale, slug: table.slug }),
    text: scriptTexts(TEXTS, locale, SCRIPT_KEYS),
    variant,
    chips: table.chips,
    maxStake: table.maxStake,
    lastRound: options.lastRound,
    wheel: wheelOrder(variant),
  };
  const chips = table.chips
    .map(
      (chip, i) =>
        `<button type="button" class="chip-choice c${i}" data-chip="${chip}" aria-pressed="${i === 0}" aria-label="${escapeHtml(t('chip', { amount: money(chip) }))}">${escapeHtml(chipFace(chip, currency, locale))}</button>`,
    )
    .join('');
  const body = `<main class="roulette">
  ${parts.panelHeader(t, table.name, mode, { modeSuffix: ` · ${t(variant)}` })}
  <section class="stage" aria-label="Result">
    ${wheelSvg(variant)}
    <div class="outcome">
      <p class="pocket" id="pocket" data-testid="winning-number" data-colour="none" aria-label="${escapeHtml(t('winningNumber', { pocket: t('none') }))}">–</p>
      <p class="result${paidAWin(options.lastRound) ? ' won' : ''}" id="result" role="status" aria-live="polite">${escapeHtml(startText(options.lastRound, currency, t))}</p>
      <ol class="history" id="history" aria-label="${escapeHtml(t('lastNumbers'))}"></ol>
    </div>
  </section>
  ${tableHtml(variant, t)}
  <div class="controls">
    <div class="chips" role="group" aria-label="${escapeHtml(t('chipValue'))}">${chips}</div>
    <div class="actions">
      <button type="button" id="clear" class="secondary">${escapeHtml(t('clear'))}</button>
      <button type="button" id="spin" class="primary">${escapeHtml(t('spin'))}</button>
    </div>
  </div>
  ${parts.metersHtml([
    { id: 'balance', label: t('balance'), value: money(options.balance) },
    { id: 'total', label: t('totalBet'), value: money(0) },
    { id: 'win', label: t('win'), value: money(0) },
  ])}
  ${parts.rulesPanel(t, t('rules'), `<div class="rules-body">${rouletteRulesHtml(variant, locale, money(table.maxStake))}</div>`)}
</main>`;
  const page = { brand, name: table.name, locale };
  return parts.gamePage(page, ASSETS, body, config);
}
