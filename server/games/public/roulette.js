// The demo roulette's script: no framework. Chips are placed on the table's spots, Spin sends
// all the bets with a fresh spin id to the game backend (the server draws the pocket and settles
// through the wallet), the wheel turns to the drawn pocket, and the lobby hears lobby:bet and
// lobby:balance by postMessage to its origin only (like the slot). The config, money, texts, API
// call, lobby messages and rules panel come from game-kit.js.
/* global document, window */
'use strict';

const kit = window.GameKit.start('roulette-config');
const { config, format, face, t } = kit;
const els = {
  table: document.getElementById('table'),
  turn: document.getElementById('wheel-turn'),
  pocket: document.getElementById('pocket'),
  result: document.getElementById('result'),
  history: document.getElementById('history'),
  total: document.getElementById('total'),
  clear: document.getElementById('clear'),
  spin: document.getElementById('spin'),
  chips: Array.from(document.querySelectorAll('.chip-choice')),
};
const COLOUR_NAMES = { red: t('red'), black: t('black'), green: t('green') };
/** The 00 of the American wheel is pocket 37 for the server. */
const label = (pocket) => (pocket === 37 ? '00' : String(pocket));
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

/** spot key ("straight:17", "red:") → { type, value?, stake } */
const bets = new Map();
let chip = config.chips[0];
let busy = false;
let angle = 0;

window.GameKit.wireRulesPanel();

const keyOf = (button) => `${button.dataset.type}:${button.dataset.value ?? ''}`;
const totalStake = () => Array.from(bets.values()).reduce((sum, bet) => sum + bet.stake, 0);

function render() {
  for (const button of els.table.querySelectorAll('.spot')) {
    const bet = bets.get(keyOf(button));
    const badge = button.querySelector('.chip');
    badge.textContent = bet ? face(bet.stake) : '';
    button.classList.toggle('has-chip', Boolean(bet));
  }
  els.total.textContent = format(totalStake());
  els.spin.disabled = busy || bets.size === 0;
  els.clear.disabled = busy || bets.size === 0;
}

function say(text, won = false) {
  els.result.textContent = text;
  els.result.classList.toggle('won', won);
}

function place(button) {
  if (busy) return;
  const key = keyOf(button);
  const current = bets.get(key);
  const stake = (current ? current.stake : 0) + chip;
  if (stake > config.maxStake) {
    say(t('spotMax', { amount: format(config.maxStake) }));
    return;
  }
  if (totalStake() + chip > config.balance) {
    say(t('noBalance'));
    return;
  }
  const bet = { type: button.dataset.type, stake };
  if (button.dataset.value !== undefined) bet.value = Number(button.dataset.value);
  bets.set(key, bet);
  clearMarks();
  say(t('placed', { spot: button.getAttribute('aria-label'), amount: format(stake) }));
  render();
}

function clearMarks() {
  for (const marked of els.table.querySelectorAll('.winner, .won')) {
    marked.classList.remove('winner', 'won');
  }
}

/** Turns the wheel clockwise (a few full turns) until the pocket sits under the pointer. */
function turnWheel(pocket) {
  const step = 360 / config.wheel.length;
  const index = config.wheel.indexOf(pocket);
  const wanted = (((-index * step - angle) % 360) + 360) % 360;
  angle += (reducedMotion.matches ? 0 : 4 * 360) + wanted;
  els.turn.style.transform = `rotate(${angle}deg)`;
  const wait = reducedMotion.matches ? 0 : 2600;
  return new Promise((resolve) => window.setTimeout(resolve, wait));
}

/** The wheel at rest with the pocket under the pointer (no spin). */
function placeWheel(pocket) {
  const step = 360 / config.wheel.length;
  angle = (((-config.wheel.indexOf(pocket) * step) % 360) + 360) % 360;
  els.turn.style.transform = `rotate(${angle}deg)`;
}

/** Marks the pocket's number and every winning spot of a settled round. */
function markWinners(pocket, settled) {
  const winner = els.table.querySelector(`[data-type="straight"][data-value="${pocket}"]`);
  if (winner) winner.classList.add('winner');
  settled.forEach((bet) => {
    if (bet.win <= 0) return;
    const selector = `[data-type="${bet.type}"]${bet.value === undefined ? '' : `[data-value="${bet.value}"]`}`;
    const spot = els.table.querySelector(selector);
    if (spot) spot.classList.add('won');
  });
}

function showPocket(pocket, colour) {
  els.pocket.textContent = label(pocket);
  els.pocket.dataset.colour = colour;
  els.pocket.setAttribute(
    'aria-label',
    t('winningNumber', { pocket: `${label(pocket)} ${COLOUR_NAMES[colour]}` }),
  );
  const item = document.createElement('li');
  item.textContent = label(pocket);
  item.className = colour;
  els.history.prepend(item);
  while (els.history.children.length > 10) els.history.lastElementChild.remove();
}

function errorText(type, details) {
  if (type === 'InvalidAmount') return t('errStakes', { amount: format(config.maxStake) });
  return kit.errorText(type, details);
}

async function spin() {
  if (busy || bets.size === 0) return;
  busy = true;
  render();
  clearMarks();
  els.table.classList.add('locked');
  say(t('noMoreBets'));
  const placed = Array.from(bets.values());
  const total = totalStake();
  try {
    const response = await kit.api('roulette', { bets: placed, spinId: kit.newId() });
    const body = await response.json();
    if (!response.ok) {
      say(errorText(body.error, body.details));
      kit.tellError(body.error, total);
      return;
    }
    kit.tellBet(body.stake, body.roundId);
    // The stake is gone while the wheel turns; the win lands with the ball.
    kit.setBalance(body.balance - body.win);
    await turnWheel(body.pocket);
    showPocket(body.pocket, body.colour);
    markWinners(body.pocket, body.bets);
    kit.setBalance(body.balance);
    kit.setWin(body.win);
    const name = `${label(body.pocket)} ${COLOUR_NAMES[body.colour]}`;
    if (body.win > 0) say(t('youWin', { pocket: name, amount: format(body.win) }), true);
    else say(t('noWin', { pocket: name }));
    kit.tellSettled(body);
  } catch {
    say(t('errConnection'));
  } finally {
    busy = false;
    els.table.classList.remove('locked');
    render();
  }
}

els.table.addEventListener('click', (event) => {
  const button = event.target.closest('.spot');
  if (button) place(button);
});
for (const choice of els.chips) {
  choice.addEventListener('click', () => {
    chip = Number(choice.dataset.chip);
    for (const other of els.chips) other.setAttribute('aria-pressed', String(other === choice));
  });
}
els.clear.addEventListener('click', () => {
  bets.clear();
  clearMarks();
  say(t('cleared'));
  render();
});
els.spin.addEventListener('click', spin);

kit.acceptWalletPushes(() => !busy);

// A round settled while the player was away (the server wrote its message): its number and bets.
const last = config.lastRound;
if (last && last.outcome && typeof last.outcome.pocket === 'number') {
  placeWheel(last.outcome.pocket);
  showPocket(last.outcome.pocket, last.outcome.colour);
  markWinners(last.outcome.pocket, last.outcome.bets || []);
  kit.setWin(last.win);
}

render();
kit.tellReady();
