// The demo slot's script: no framework. Spins through the game backend with the session token,
// and tells the lobby about bets and balances with postMessage to the lobby's origin only; the
// config, money, texts, API call, lobby messages and rules panel come from game-kit.js.
/* global document, window */
'use strict';

const kit = window.GameKit.start('slot-config');
const { config, format, t } = kit;
const els = {
  reels: document.getElementById('reels'),
  result: document.getElementById('result'),
  stake: document.getElementById('stake'),
  spin: document.getElementById('spin'),
  freeSpins: document.getElementById('free-spins'),
};
window.GameKit.wireRulesPanel();

function showReels(reels, hits) {
  reels.forEach((column, reel) => {
    column.forEach((symbol, row) => {
      const cell = els.reels.querySelector(`[data-reel="${reel}"] [data-row="${row}"]`);
      cell.querySelector('use').setAttribute('href', `#sym-${symbol}`);
      cell.setAttribute('aria-label', symbol);
      cell.classList.toggle('hit', hits.has(`${reel}:${row}`));
    });
  });
}

const PAYLINES = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** The cells of the paying lines, as "reel:row". */
function hitsOf(lines) {
  const hits = new Set();
  for (const line of lines) {
    PAYLINES[line.line].forEach((row, reel) => hits.add(`${reel}:${row}`));
  }
  return hits;
}

// Free spins of a free-spin reward are played first, at their own stake (the server decides).
function setFreeSpins(left, stake) {
  config.freeSpinsLeft = left;
  config.freeSpinStake = stake;
  els.freeSpins.hidden = !(left > 0);
  els.freeSpins.textContent =
    left > 0 && stake !== null
      ? t('freeSpinsLeft', { left, amount: format(stake) })
      : t('freeSpinsNone');
  els.spin.textContent = left > 0 ? t('freeSpin') : t('spin');
}

async function spin() {
  const stake = Number(els.stake.value);
  els.spin.disabled = true;
  els.reels.classList.add('spinning');
  els.result.classList.remove('won');
  els.result.textContent = t('spinning');
  try {
    const response = await kit.api('spin', { stake, spinId: kit.newId() });
    const body = await response.json();
    if (!response.ok) {
      els.result.textContent = kit.errorText(body.error, body.details);
      kit.tellError(body.error, stake);
      return;
    }
    if (!body.freeSpin) kit.tellBet(body.stake, body.roundId);
    showReels(body.reels, hitsOf(body.lines));
    kit.setBalance(body.balance);
    setFreeSpins(body.freeSpinsLeft, body.freeSpinStake);
    kit.setWin(body.win);
    const prefix = body.freeSpin ? t('freeSpinAt', { amount: format(body.stake) }) : '';
    if (body.win > 0) {
      els.result.classList.add('won');
      els.result.textContent = `${prefix}${t('youWin', { amount: format(body.win) })}`;
    } else {
      els.result.textContent = `${prefix}${t('noWin')}`;
    }
    kit.tellSettled(body);
  } catch {
    els.result.textContent = t('errConnection');
  } finally {
    els.reels.classList.remove('spinning');
    els.spin.disabled = false;
  }
}

kit.acceptWalletPushes();

// A round settled while the player was away (the server wrote its message): its reels and win.
const last = config.lastRound;
if (last && last.outcome && Array.isArray(last.outcome.reels)) {
  showReels(last.outcome.reels, hitsOf(last.outcome.lines || []));
  kit.setWin(last.win);
} else {
  showReels(
    [
      ['bell', 'seven', 'cherry'],
      ['lemon', 'seven', 'grape'],
      ['bar', 'seven', 'bell'],
    ],
    new Set(),
  );
}
setFreeSpins(config.freeSpinsLeft, config.freeSpinStake);
els.spin.addEventListener('click', spin);
kit.tellReady();
