// The demo roulette's page (decision 0025): server-rendered HTML for the sandboxed iframe, like
// the slot's (slot-page.ts: same CSP, theme stylesheet and postMessage contract). The wheel is an
// inline SVG the script turns; the table is buttons ("Bet on 17", "Bet on red" …) that the
// stylesheet lays out across on wide frames and down on phones.
import { escapeHtml } from '../http/html-page.ts';
import { formatAmount } from '../ledger/amounts.ts';
import type { Brand } from '../brands/brand.ts';
import { gamePageHead } from './game-page-head.ts';
import type { GameMode } from './game-sessions.ts';
import { colourOf, POCKETS, WHEEL_ORDER } from './roulette-engine.ts';
import type { RouletteTableInfo } from './roulette-service.ts';
import { outcomeField, paidAWin, sweptRoundMessage, type SweptRound } from './swept-rounds.ts';

export interface RoulettePageOptions {
  brand: Brand;
  table: RouletteTableInfo;
  token: string;
  mode: GameMode;
  currency: string;
  balance: number;
  /** A round settled without the player (decision 0027): shown first, once. */
  lastRound: SweptRound | null;
  /** The lobby's origin: the only target of the game's postMessage calls. */
  parentOrigin: string;
}

const COLOUR_NAMES = { red: 'Red', black: 'Black', green: 'Green' } as const;

/** The first line under the wheel: a round settled without the player, else what to do. */
function startText(lastRound: SweptRound | null, currency: string): string {
  if (!lastRound) return 'Choose a chip, place your bets and spin.';
  const pocket = outcomeField(lastRound, 'pocket');
  const label =
    typeof pocket === 'number' ? `${pocket} ${COLOUR_NAMES[colourOf(pocket)]}` : undefined;
  return sweptRoundMessage(lastRound, currency, label);
}

const round = (value: number) => Math.round(value * 100) / 100;

function point(radius: number, degrees: number): string {
  const rad = (degrees * Math.PI) / 180;
  return `${round(100 + radius * Math.sin(rad))} ${round(100 - radius * Math.cos(rad))}`;
}

/** The wheel: 37 wedges clockwise from the zero at the top; the script rotates `#wheel-turn`. */
function wheelSvg(): string {
  const step = 360 / POCKETS;
  const wedges = WHEEL_ORDER.map((pocket, i) => {
    const from = i * step - step / 2;
    const to = i * step + step / 2;
    const path = `M100 100 L${point(96, from)} A96 96 0 0 1 ${point(96, to)} Z`;
    const [x, y] = point(84, i * step).split(' ');
    return `<path class="w-${colourOf(pocket)}" d="${path}"/><text x="${x}" y="${y}" transform="rotate(${round(i * step)} ${x} ${y})">${pocket}</text>`;
  }).join('');
  return `<svg class="wheel" viewBox="0 0 200 200" role="img" aria-label="Roulette wheel">
<circle cx="100" cy="100" r="99" class="w-rim"/>
<g id="wheel-turn">${wedges}<circle cx="100" cy="100" r="62" class="w-bowl"/><circle cx="100" cy="100" r="20" class="w-hub"/></g>
<path class="w-pointer" d="M92 0 L108 0 L100 16 Z"/>
</svg>`;
}

function spot(type: string, value: number | null, label: string, content: string, classes = '') {
  const id = `chip-${type}${value === null ? '' : `-${value}`}`;
  const data = `data-type="${type}"${value === null ? '' : ` data-value="${value}"`}`;
  return `<button type="button" class="spot ${classes}" ${data} aria-label="${escapeHtml(label)}" aria-describedby="${id}">${content}<span class="chip" id="${id}"></span></button>`;
}

function tableHtml(): string {
  const numbers = Array.from({ length: 36 }, (_, i) => i + 1)
    .map((n) => spot('straight', n, `Bet on ${n}`, `<span class="n">${n}</span>`, colourOf(n)))
    .join('');
  const columns = [1, 2, 3]
    .map((c) => spot('column', c, `Bet on column ${c}`, '<span class="n">2 to 1</span>'))
    .join('');
  const dozens = ['1st', '2nd', '3rd']
    .map((nth, i) =>
      spot('dozen', i + 1, `Bet on ${nth} dozen`, `<span class="n">${nth} 12</span>`),
    )
    .join('');
  const outside = [
    spot('low', null, 'Bet on 1 to 18', '<span class="n">1–18</span>'),
    spot('even', null, 'Bet on even', '<span class="n">Even</span>'),
    spot('red', null, 'Bet on red', '<span class="diamond red" aria-hidden="true"></span>'),
    spot('black', null, 'Bet on black', '<span class="diamond black" aria-hidden="true"></span>'),
    spot('odd', null, 'Bet on odd', '<span class="n">Odd</span>'),
    spot('high', null, 'Bet on 19 to 36', '<span class="n">19–36</span>'),
  ].join('');
  return `<div class="table" id="table" role="group" aria-label="Roulette table">
${spot('straight', 0, 'Bet on 0', '<span class="n">0</span>', 'zero green')}
<div class="numbers">${numbers}</div>
<div class="columns">${columns}</div>
<div class="dozens">${dozens}</div>
<div class="outside">${outside}</div>
</div>`;
}

/** "€1" for whole amounts, "€0.50" otherwise: chip faces are small. */
export function chipFace(amount: number, currency: string): string {
  return formatAmount(amount, currency).replace(/[.,]00$/, '');
}

export function renderRoulettePage(options: RoulettePageOptions): string {
  const { brand, table, mode, currency } = options;
  const config = {
    token: options.token,
    mode,
    currency,
    balance: options.balance,
    chips: table.chips,
    maxStake: table.maxStake,
    lastRound: options.lastRound,
    parentOrigin: options.parentOrigin,
    slug: table.slug,
    wheel: WHEEL_ORDER,
  };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const chips = table.chips
    .map(
      (chip, i) =>
        `<button type="button" class="chip-choice c${i}" data-chip="${chip}" aria-pressed="${i === 0}" aria-label="Chip ${escapeHtml(formatAmount(chip, currency))}">${escapeHtml(chipFace(chip, currency))}</button>`,
    )
    .join('');
  const zero = escapeHtml(formatAmount(0, currency));
  return `<!doctype html>
<html lang="en">
${gamePageHead(table.name, 'roulette.css', brand)}
<body>
<main class="roulette">
  <header>
    <h1>${escapeHtml(table.name)}</h1>
    <p class="mode" data-mode="${mode}">${mode === 'REAL' ? 'Real money' : 'Play for fun'} · European, single zero</p>
  </header>
  <section class="stage" aria-label="Result">
    ${wheelSvg()}
    <div class="outcome">
      <p class="pocket" id="pocket" data-testid="winning-number" data-colour="none" aria-label="Winning number: none yet">–</p>
      <p class="result${paidAWin(options.lastRound) ? ' won' : ''}" id="result" role="status" aria-live="polite">${escapeHtml(startText(options.lastRound, currency))}</p>
      <ol class="history" id="history" aria-label="Last numbers"></ol>
    </div>
  </section>
  ${tableHtml()}
  <div class="controls">
    <div class="chips" role="group" aria-label="Chip value">${chips}</div>
    <div class="actions">
      <button type="button" id="clear" class="secondary">Clear</button>
      <button type="button" id="spin" class="primary">Spin</button>
    </div>
  </div>
  <dl class="meters">
    <div><dt>Balance</dt><dd id="balance" data-testid="game-balance">${escapeHtml(formatAmount(options.balance, currency))}</dd></div>
    <div><dt>Total bet</dt><dd id="total" data-testid="game-total-bet">${zero}</dd></div>
    <div><dt>Win</dt><dd id="win" data-testid="game-win">${zero}</dd></div>
  </dl>
  <p class="paytable">Pays: a number 35 to 1 · dozens and columns 2 to 1 · red/black, odd/even, 1–18/19–36 1 to 1. The zero loses every outside bet. A spot takes up to ${escapeHtml(formatAmount(table.maxStake, currency))}.</p>
</main>
<script type="application/json" id="roulette-config">${json}</script>
<script src="/demo-games/assets/roulette.js"></script>
</body>
</html>`;
}
