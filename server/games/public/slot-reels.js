// The reel slots' script (slot-video, slot-megaways, slot-volatile): no framework. A spin posts
// the stake to the game backend, which plays the whole round (the paid spin and any free spins it
// awards) and settles it through the wallet; the page then shows the spins one after another.
// Texts come translated in the config; money is formatted like the lobby's formatMoney.
/* global document, window, fetch, crypto */
'use strict';

const config = JSON.parse(document.getElementById('slot-config').textContent);
const els = {
  game: document.querySelector('.game'),
  reels: document.getElementById('reels'),
  status: document.getElementById('status'),
  result: document.getElementById('result'),
  stake: document.getElementById('stake'),
  spin: document.getElementById('spin'),
  balance: document.getElementById('balance'),
  win: document.getElementById('win'),
  freeSpins: document.getElementById('free-spins'),
  rules: document.getElementById('rules'),
  openRules: document.getElementById('open-rules'),
  closeRules: document.getElementById('close-rules'),
};
const money = new Intl.NumberFormat(config.locale, {
  style: 'currency',
  currency: config.currency,
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: config.digits,
  maximumFractionDigits: config.digits,
});
const format = (minor) => money.format(minor / 10 ** config.digits);
const numbers = new Intl.NumberFormat(config.locale);
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

function t(key, vars) {
  return (config.text[key] || key).replace(/\{(\w+)\}/g, (_, name) =>
    vars && name in vars ? String(vars[name]) : `{${name}}`,
  );
}

function tellLobby(message) {
  if (window.parent !== window) window.parent.postMessage(message, config.parentOrigin);
}

function spinId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const SVG = 'http://www.w3.org/2000/svg';

/** Draws a grid (grid[reel][row]); cells in `hits` ("reel:row") are marked. */
function showGrid(grid, hits) {
  const reels = els.reels.querySelectorAll('.reel');
  grid.forEach((column, reel) => {
    const box = reels[reel];
    if (!box) return;
    while (box.children.length > column.length) box.lastElementChild.remove();
    while (box.children.length < column.length) {
      const cell = document.createElementNS(SVG, 'svg');
      cell.setAttribute('class', 'cell');
      cell.setAttribute('viewBox', '0 0 48 48');
      cell.setAttribute('role', 'img');
      cell.appendChild(document.createElementNS(SVG, 'use'));
      box.appendChild(cell);
    }
    column.forEach((symbol, row) => {
      const cell = box.children[row];
      cell.firstElementChild.setAttribute('href', `#sym-${symbol}`);
      cell.setAttribute('aria-label', symbol);
      cell.classList.toggle('hit', hits.has(`${reel}:${row}`));
    });
  });
  els.reels.setAttribute('aria-label', grid.map((column) => column.join(' ')).join(' | '));
}

function hitsOf(wins) {
  const hits = new Set();
  for (const win of wins) for (const [reel, row] of win.cells) hits.add(`${reel}:${row}`);
  return hits;
}

function setBalance(balance) {
  config.balance = balance;
  els.balance.textContent = format(balance);
}

function say(text, won) {
  els.result.textContent = text;
  els.status.classList.toggle('won', Boolean(won));
}

function setFreeSpins(left, stake) {
  config.freeSpinsLeft = left;
  config.freeSpinStake = stake;
  els.freeSpins.hidden = !(left > 0 && stake !== null);
  els.freeSpins.textContent =
    left > 0 && stake !== null ? t('freeSpinsLeft', { left, amount: format(stake) }) : '';
  els.spin.textContent = left > 0 ? t('freeSpin') : t('spin');
}

function errorText(type, details) {
  if (type === 'InsufficientFunds') return t('errInsufficient');
  if (type === 'LossLimitExceeded' && details && typeof details.remaining === 'number')
    return t('errLossLimit', { amount: format(details.remaining) });
  if (type === 'PlayerOnBreak') return t('errBreak');
  if (type === 'BonusMaxBetExceeded' && details && typeof details.maxBet === 'number')
    return t('errBonusMax', { amount: format(details.maxBet) });
  if (type === 'AuthenticationFailure') return t('errSession');
  return t('errFailed');
}

const pause = (ms) =>
  new Promise((resolve) => window.setTimeout(resolve, reducedMotion.matches ? 0 : ms));

function winText(spin) {
  const ways = spin.wins.find((w) => w.kind === 'ways');
  const extra = ways ? ` · ${t('ways', { ways: numbers.format(ways.ways) })}` : '';
  return spin.win > 0 ? `${t('youWin', { amount: format(spin.win) })}${extra}` : t('noWin');
}

async function spin() {
  const stake = Number(els.stake.value);
  els.spin.disabled = true;
  els.stake.disabled = true;
  els.game.classList.add('spinning');
  say(t('spinning'));
  try {
    const response = await fetch('/demo-games/api/spin', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `GameSession ${config.token}` },
      body: JSON.stringify({ stake, spinId: spinId() }),
    });
    const body = await response.json();
    await pause(350);
    els.game.classList.remove('spinning');
    if (!response.ok) {
      say(errorText(body.error, body.details));
      tellLobby({
        type: 'lobby:error',
        error: body.error,
        amount: stake,
        currency: config.currency,
      });
      return;
    }
    if (!body.freeSpin) {
      tellLobby({
        type: 'lobby:bet',
        amount: body.stake,
        currency: config.currency,
        roundId: body.roundId,
      });
    }
    // The stake is gone while the round plays; the win lands at its end.
    setBalance(body.balance - body.win);
    const [first, ...free] = body.spins;
    showGrid(first.grid, hitsOf(first.wins));
    let shown = first.win;
    els.win.textContent = format(shown);
    if (free.length > 0) {
      say(t('freeSpinsWon', { count: free.length, multiplier: free[0].multiplier }), true);
      await pause(1200);
      for (let i = 0; i < free.length; i++) {
        showGrid(free[i].grid, hitsOf(free[i].wins));
        shown += free[i].win;
        els.win.textContent = format(shown);
        say(
          `${t('freeSpinOf', { n: i + 1, count: free.length })}: ${winText(free[i])}`,
          free[i].win > 0,
        );
        await pause(700);
      }
    }
    els.win.textContent = format(body.win);
    say(
      free.length > 0 || body.win === 0 ? winText({ win: body.win, wins: [] }) : winText(first),
      body.win > 0,
    );
    setBalance(body.balance);
    setFreeSpins(body.freeSpinsLeft, body.freeSpinStake);
    tellLobby({
      type: 'lobby:balance',
      balance: body.balance,
      currency: body.currency,
      win: body.win,
      roundId: body.roundId,
      mode: config.mode,
    });
  } catch {
    say(t('errConnection'));
  } finally {
    els.game.classList.remove('spinning');
    els.spin.disabled = false;
    els.stake.disabled = false;
  }
}

function openRules(open) {
  els.rules.hidden = !open;
  els.openRules.setAttribute('aria-expanded', String(open));
  (open ? els.closeRules : els.openRules).focus();
}
els.openRules.addEventListener('click', () => openRules(true));
els.closeRules.addEventListener('click', () => openRules(false));
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && !els.rules.hidden) openRules(false);
});

window.addEventListener('message', (event) => {
  if (event.origin !== config.parentOrigin || event.source !== window.parent) return;
  const data = event.data;
  if (data && data.type === 'lobby:wallet' && typeof data.balance === 'number') {
    if (config.mode === 'REAL') setBalance(data.balance);
  }
});

/** A resting screen before the first spin: every symbol in turn. */
function restingGrid() {
  const symbols = Array.from(document.querySelectorAll('.defs symbol'))
    .map((s) => s.id.slice(4))
    .filter((s) => s !== 'blank' && s !== 'scatter');
  const rows = config.engine === 'slot-megaways' ? [4, 6, 3, 7, 5, 4] : [];
  return Array.from({ length: config.reels }, (_, reel) =>
    Array.from(
      { length: rows[reel] || config.rows },
      (_, row) => symbols[(reel * 3 + row * 2) % symbols.length],
    ),
  );
}

const last = config.lastRound;
if (last && last.outcome && Array.isArray(last.outcome.spins) && last.outcome.spins[0]) {
  const spins = last.outcome.spins;
  showGrid(spins[spins.length - 1].grid, hitsOf(spins[spins.length - 1].wins));
  els.win.textContent = format(last.win);
  els.status.classList.toggle('won', last.win > 0);
} else {
  showGrid(restingGrid(), new Set());
}
setFreeSpins(config.freeSpinsLeft, config.freeSpinStake);
els.spin.addEventListener('click', spin);
tellLobby({ type: 'lobby:ready', slug: config.slug, mode: config.mode, currency: config.currency });
