// The reel slots' script (slot-video, slot-megaways, slot-volatile): no framework. A spin posts
// the stake to the game backend, which plays the whole round (the paid spin and any free spins it
// awards) and settles it through the wallet; the page then shows the spins one after another.
// Texts come translated in the config; money, the API call, the lobby's messages and the rules
// panel come from game-kit.js.
/* global document, window */
'use strict';

const kit = window.GameKit.start('slot-config');
const { config, format, t } = kit;
const els = {
  game: document.querySelector('.game'),
  reels: document.getElementById('reels'),
  status: document.getElementById('status'),
  result: document.getElementById('result'),
  stake: document.getElementById('stake'),
  spin: document.getElementById('spin'),
  freeSpins: document.getElementById('free-spins'),
};
const numbers = new Intl.NumberFormat(config.locale);
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

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
    const response = await kit.api('spin', { stake, spinId: kit.newId() });
    const body = await response.json();
    await pause(350);
    els.game.classList.remove('spinning');
    if (!response.ok) {
      say(kit.errorText(body.error, body.details));
      kit.tellError(body.error, stake);
      return;
    }
    if (!body.freeSpin) kit.tellBet(body.stake, body.roundId);
    // The stake is gone while the round plays; the win lands at its end.
    kit.setBalance(body.balance - body.win);
    const [first, ...free] = body.spins;
    showGrid(first.grid, hitsOf(first.wins));
    let shown = first.win;
    kit.setWin(shown);
    if (free.length > 0) {
      say(t('freeSpinsWon', { count: free.length, multiplier: free[0].multiplier }), true);
      await pause(1200);
      for (let i = 0; i < free.length; i++) {
        showGrid(free[i].grid, hitsOf(free[i].wins));
        shown += free[i].win;
        kit.setWin(shown);
        say(
          `${t('freeSpinOf', { n: i + 1, count: free.length })}: ${winText(free[i])}`,
          free[i].win > 0,
        );
        await pause(700);
      }
    }
    kit.setWin(body.win);
    say(
      free.length > 0 || body.win === 0 ? winText({ win: body.win, wins: [] }) : winText(first),
      body.win > 0,
    );
    kit.setBalance(body.balance);
    setFreeSpins(body.freeSpinsLeft, body.freeSpinStake);
    kit.tellSettled(body);
  } catch {
    say(t('errConnection'));
  } finally {
    els.game.classList.remove('spinning');
    els.spin.disabled = false;
    els.stake.disabled = false;
  }
}

window.GameKit.wireRulesPanel();
kit.acceptWalletPushes();

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
  kit.setWin(last.win);
  els.status.classList.toggle('won', last.win > 0);
} else {
  showGrid(restingGrid(), new Set());
}
setFreeSpins(config.freeSpinsLeft, config.freeSpinStake);
els.spin.addEventListener('click', spin);
kit.tellReady();
