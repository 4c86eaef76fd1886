// The scratch card's script: no framework. Buying posts the price to the game backend, which
// draws the card's prize and settles the round through the wallet at once; the fields then open
// one by one as the player scratches them (or all at once), and the win shows with the last.
// The config, money, texts, API call, lobby messages and rules panel come from game-kit.js.
/* global document, window */
'use strict';

const kit = window.GameKit.start('scratch-config');
const { config, format, t } = kit;
const els = {
  card: document.getElementById('card'),
  fields: Array.from(document.querySelectorAll('.field')),
  status: document.getElementById('status'),
  stake: document.getElementById('stake'),
  buy: document.getElementById('spin'),
  reveal: document.getElementById('reveal'),
};

function say(text, won) {
  els.status.textContent = text;
  els.status.classList.toggle('won', Boolean(won));
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
  kit.setWin(body.win);
  kit.setBalance(body.balance);
  say(body.win > 0 ? t('youWin', { amount: format(body.win) }) : t('noWin'), body.win > 0);
  els.reveal.disabled = true;
  els.buy.disabled = false;
  els.stake.disabled = false;
  kit.tellSettled(body);
  current = null;
}

async function buy() {
  const stake = Number(els.stake.value);
  els.buy.disabled = true;
  els.stake.disabled = true;
  say(t('buying'));
  try {
    const response = await kit.api('spin', { stake, spinId: kit.newId() });
    const body = await response.json();
    if (!response.ok) {
      say(kit.errorText(body.error, body.details));
      kit.tellError(body.error, stake);
      els.buy.disabled = false;
      els.stake.disabled = false;
      return;
    }
    if (!body.freeSpin) kit.tellBet(body.stake, body.roundId);
    // The price is gone; the win shows when the card is fully scratched.
    kit.setBalance(body.balance - body.win);
    kit.setWin(0);
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

window.GameKit.wireRulesPanel();
kit.acceptWalletPushes(() => !current);

const last = config.lastRound;
if (last && last.outcome && Array.isArray(last.outcome.cells)) {
  last.outcome.cells.forEach((amount, i) => {
    els.fields[i].classList.add('open');
    els.fields[i].querySelector('.amount').textContent = format(amount);
  });
  for (const index of last.outcome.winning || []) els.fields[index].classList.add('hit');
  kit.setWin(last.win);
}
kit.tellReady();
