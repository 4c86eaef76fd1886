// The scratch card's script: no framework. Buying posts the price to the game backend, which
// draws the card's prize and settles the round through the wallet at once; the fields then open
// one by one as the player scratches them (or all at once), and the win shows with the last.
/* global document, window, fetch, crypto */
'use strict';

const config = JSON.parse(document.getElementById('scratch-config').textContent);
const els = {
  card: document.getElementById('card'),
  fields: Array.from(document.querySelectorAll('.field')),
  status: document.getElementById('status'),
  stake: document.getElementById('stake'),
  buy: document.getElementById('spin'),
  reveal: document.getElementById('reveal'),
  balance: document.getElementById('balance'),
  win: document.getElementById('win'),
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
function setBalance(balance) {
  config.balance = balance;
  els.balance.textContent = format(balance);
}
function say(text, won) {
  els.status.textContent = text;
  els.status.classList.toggle('won', Boolean(won));
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

/** The card being scratched: the server's answer, and which fields are open. */
let current = null;

function open(index) {
  if (!current || current.opened.has(index)) return;
  current.opened.add(index);
  const field = els.fields[index];
  field.classList.add('open');
  field.querySelector('.amount').textContent = format(current.body.cells[index]);
  field.setAttribute(
    'aria-label',
    `${t('field', { n: index + 1 })}: ${format(current.body.cells[index])}`,
  );
  field.disabled = true;
  if (current.opened.size === els.fields.length) finish();
}

function finish() {
  const body = current.body;
  for (const index of body.winning) els.fields[index].classList.add('hit');
  els.win.textContent = format(body.win);
  setBalance(body.balance);
  say(body.win > 0 ? t('youWin', { amount: format(body.win) }) : t('noWin'), body.win > 0);
  els.reveal.disabled = true;
  els.buy.disabled = false;
  els.stake.disabled = false;
  tellLobby({
    type: 'lobby:balance',
    balance: body.balance,
    currency: body.currency,
    win: body.win,
    roundId: body.roundId,
    mode: config.mode,
  });
  current = null;
}

async function buy() {
  const stake = Number(els.stake.value);
  els.buy.disabled = true;
  els.stake.disabled = true;
  say(t('buying'));
  try {
    const response = await fetch('/demo-games/api/spin', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `GameSession ${config.token}` },
      body: JSON.stringify({ stake, spinId: spinId() }),
    });
    const body = await response.json();
    if (!response.ok) {
      say(errorText(body.error, body.details));
      tellLobby({
        type: 'lobby:error',
        error: body.error,
        amount: stake,
        currency: config.currency,
      });
      els.buy.disabled = false;
      els.stake.disabled = false;
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
    // The price is gone; the win shows when the card is fully scratched.
    setBalance(body.balance - body.win);
    els.win.textContent = format(0);
    current = { body, opened: new Set() };
    els.fields.forEach((field, i) => {
      field.classList.remove('open', 'hit');
      field.querySelector('.amount').textContent = '';
      field.setAttribute('aria-label', `${t('field', { n: i + 1 })}: ${t('hidden')}`);
      field.disabled = false;
    });
    els.reveal.disabled = false;
    say(t('scratch'));
    els.fields[0].focus();
  } catch {
    say(t('errConnection'));
    els.buy.disabled = false;
    els.stake.disabled = false;
  }
}

els.card.addEventListener('click', (event) => {
  const field = event.target.closest('.field');
  if (field) open(Number(field.dataset.field));
});
els.reveal.addEventListener('click', () => {
  for (let i = 0; i < els.fields.length; i++) open(i);
});
els.buy.addEventListener('click', buy);

function openRules(show) {
  els.rules.hidden = !show;
  els.openRules.setAttribute('aria-expanded', String(show));
  (show ? els.closeRules : els.openRules).focus();
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
    if (config.mode === 'REAL' && !current) setBalance(data.balance);
  }
});

const last = config.lastRound;
if (last && last.outcome && Array.isArray(last.outcome.cells)) {
  last.outcome.cells.forEach((amount, i) => {
    els.fields[i].classList.add('open');
    els.fields[i].querySelector('.amount').textContent = format(amount);
  });
  for (const index of last.outcome.winning || []) els.fields[index].classList.add('hit');
  els.win.textContent = format(last.win);
}
tellLobby({ type: 'lobby:ready', slug: config.slug, mode: config.mode, currency: config.currency });
