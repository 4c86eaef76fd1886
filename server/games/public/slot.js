// The demo slot's script: no framework. Spins through the game backend with the session token
// (fetch with CORS: the sandboxed frame has an opaque origin), and tells the lobby about bets
// and balances with postMessage to the lobby's origin only.
/* global document, window, fetch, crypto */
'use strict';

const config = JSON.parse(document.getElementById('slot-config').textContent);
const els = {
  reels: document.getElementById('reels'),
  result: document.getElementById('result'),
  stake: document.getElementById('stake'),
  spin: document.getElementById('spin'),
  balance: document.getElementById('balance'),
  win: document.getElementById('win'),
  freeSpins: document.getElementById('free-spins'),
};
// Money exactly like the lobby's formatMoney, in the lobby's locale (game-locale.ts).
const digits = config.digits ?? (config.currency === 'JPY' ? 0 : 2);
const money = new Intl.NumberFormat(config.locale || 'en', {
  style: 'currency',
  currency: config.currency,
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: digits,
  maximumFractionDigits: digits,
});
const format = (minor) => money.format(minor / 10 ** digits);

/** A text of the page's language (the server put them in the config). */
function t(key, vars) {
  return ((config.text && config.text[key]) || key).replace(/\{(\w+)\}/g, (_, name) =>
    vars && name in vars ? String(vars[name]) : `{${name}}`,
  );
}

const rules = document.getElementById('rules');
const openRules = document.getElementById('open-rules');
const closeRules = document.getElementById('close-rules');
function showRules(open) {
  rules.hidden = !open;
  openRules.setAttribute('aria-expanded', String(open));
  (open ? closeRules : openRules).focus();
}
openRules.addEventListener('click', () => showRules(true));
closeRules.addEventListener('click', () => showRules(false));
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && !rules.hidden) showRules(false);
});

function tellLobby(message) {
  if (window.parent !== window) window.parent.postMessage(message, config.parentOrigin);
}

function spinId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

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

function setBalance(balance) {
  config.balance = balance;
  els.balance.textContent = format(balance);
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

function errorText(type, details) {
  if (type === 'InsufficientFunds') return t('errInsufficient');
  // The player's own loss limit (issue #16): what is left and when more becomes available.
  if (type === 'LossLimitExceeded' && details && typeof details.remaining === 'number')
    return t('errLossLimit', { amount: format(details.remaining) });
  if (type === 'PlayerOnBreak') return t('errBreak');
  // The bonus terms' max bet while the player holds bonus money (decision 0028).
  if (type === 'BonusMaxBetExceeded' && details && typeof details.maxBet === 'number')
    return t('errBonusMax', { amount: format(details.maxBet) });
  return t('errFailed');
}

async function spin() {
  const stake = Number(els.stake.value);
  els.spin.disabled = true;
  els.reels.classList.add('spinning');
  els.result.classList.remove('won');
  els.result.textContent = t('spinning');
  try {
    const response = await fetch('/demo-games/api/spin', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `GameSession ${config.token}` },
      body: JSON.stringify({ stake, spinId: spinId() }),
    });
    const body = await response.json();
    if (!response.ok) {
      const type = body.error;
      els.result.textContent =
        type === 'AuthenticationFailure' ? t('errSession') : errorText(type, body.details);
      tellLobby({ type: 'lobby:error', error: type, amount: stake, currency: config.currency });
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
    showReels(body.reels, hitsOf(body.lines));
    setBalance(body.balance);
    setFreeSpins(body.freeSpinsLeft, body.freeSpinStake);
    els.win.textContent = format(body.win);
    const prefix = body.freeSpin ? t('freeSpinAt', { amount: format(body.stake) }) : '';
    if (body.win > 0) {
      els.result.classList.add('won');
      els.result.textContent = `${prefix}${t('youWin', { amount: format(body.win) })}`;
    } else {
      els.result.textContent = `${prefix}${t('noWin')}`;
    }
    tellLobby({
      type: 'lobby:balance',
      balance: body.balance,
      currency: body.currency,
      win: body.win,
      roundId: body.roundId,
      mode: config.mode,
    });
  } catch {
    els.result.textContent = t('errConnection');
  } finally {
    els.reels.classList.remove('spinning');
    els.spin.disabled = false;
  }
}

// The lobby may push the balance after a deposit: accepted from the lobby's origin only.
window.addEventListener('message', (event) => {
  if (event.origin !== config.parentOrigin || event.source !== window.parent) return;
  const data = event.data;
  if (data && data.type === 'lobby:wallet' && typeof data.balance === 'number') {
    if (config.mode === 'REAL') setBalance(data.balance);
  }
});

// A round settled while the player was away (the server wrote its message): its reels and win.
const last = config.lastRound;
if (last && last.outcome && Array.isArray(last.outcome.reels)) {
  showReels(last.outcome.reels, hitsOf(last.outcome.lines || []));
  els.win.textContent = format(last.win);
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
tellLobby({ type: 'lobby:ready', slug: config.slug, mode: config.mode, currency: config.currency });
