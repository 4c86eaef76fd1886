// The live table page's script (decision 0049): no framework. It seats the player at
// the table over the socket (state of the shared round, its own bets and result), draws the
// dealer area for the engine (roulette pocket, money wheel, baccarat cards), counts down to close
// of bets on the server's clock, and sends the player's bets over HTTP whenever they change while
// the window is open (the server refuses them with BetsClosed after). A dropped socket reconnects
// with backoff and asks for the whole state again. The config, money (as the lobby formats it),
// the API call, the lobby's messages and the rules dialog come from game-kit.js.
/* global document, window, WebSocket, URL, setTimeout, clearTimeout, setInterval */
'use strict';

const kit = window.GameKit.start('live-config');
const { config, format, face, setBalance } = kit;
const fill = window.GameKit.fill;
const t = config.t;
const $ = (id) => document.getElementById(id);
const els = {
  stage: $('stage'),
  board: $('board'),
  chips: $('chips'),
  clear: $('clear'),
  countdown: $('countdown'),
  timebar: $('timebar'),
  outcome: $('outcome'),
  message: $('message'),
  history: $('history'),
  round: $('round'),
  total: $('total'),
  limits: $('limits'),
  decisions: $('decisions'),
};

/** spot → stake of the current round. */
const bets = new Map();
let chip = config.chips[0];
let state = null;
let clockSkew = 0;
let sendTimer = null;
let sentRound = null;
/** Live blackjack: this player's hand in the round ({hits, done}) and the pending action. */
let myHand = null;
let pendingAction = null;
let lastResult = null;

function say(text, kind = '') {
  els.message.textContent = text;
  els.message.dataset.kind = kind;
}

// ---- The board: spots per engine. ----

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

function spotLabel(spot) {
  if (/^\d+$/.test(spot)) return config.engine === 'live-wheel' ? `${spot}` : spot;
  const [kind, n] = spot.split('-');
  if (n) return fill(t[kind], { n });
  return t[kind] ?? spot;
}

function spotClass(spot) {
  if (config.engine === 'live-roulette' && /^\d+$/.test(spot)) {
    const n = Number(spot);
    return n === 0 ? 'green' : RED.has(n) ? 'red' : 'black';
  }
  return `s-${spot}`;
}

function buildBoard() {
  for (const spot of config.spots) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `spot ${spotClass(spot)}`;
    button.dataset.spot = spot;
    button.setAttribute('aria-label', fill(t.betOn, { spot: spotLabel(spot) }));
    const label = document.createElement('span');
    label.className = 'n';
    label.textContent = spotLabel(spot);
    const badge = document.createElement('span');
    badge.className = 'chip';
    button.append(label, badge);
    button.addEventListener('click', () => place(spot));
    els.board.append(button);
  }
  config.chips.forEach((value, i) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `chip-choice c${i}`;
    button.dataset.chip = String(value);
    button.setAttribute('aria-pressed', String(i === 0));
    button.setAttribute('aria-label', fill(t.chip, { amount: format(value) }));
    button.textContent = face(value);
    button.addEventListener('click', () => {
      chip = value;
      for (const other of els.chips.children) {
        other.setAttribute('aria-pressed', String(other === button));
      }
    });
    els.chips.append(button);
  });
  els.limits.textContent = fill(t.limits, {
    min: format(config.chips[0]),
    max: format(config.maxStake),
  });
}

function renderBets() {
  for (const button of els.board.children) {
    const stake = bets.get(button.dataset.spot);
    button.querySelector('.chip').textContent = stake ? format(stake) : '';
    button.classList.toggle('has-chip', Boolean(stake));
  }
  els.total.textContent = format(totalStake());
  const open = isOpen();
  els.board.classList.toggle('closed', !open);
  els.clear.disabled = !open || bets.size === 0;
}

const totalStake = () => Array.from(bets.values()).reduce((sum, stake) => sum + stake, 0);
const serverNow = () => Date.now() + clockSkew;
const isOpen = () => state && state.phase === 'betting' && state.closesAt > serverNow();

function place(spot) {
  if (!isOpen()) return say(t.tooLate, 'error');
  const stake = (bets.get(spot) ?? 0) + chip;
  if (stake > config.maxStake) return;
  if (totalStake() + chip > config.balance) return say(t.notEnough, 'error');
  bets.set(spot, stake);
  renderBets();
  queueSend();
}

function queueSend() {
  clearTimeout(sendTimer);
  // Chips placed in a quick run go as one request.
  sendTimer = setTimeout(sendBets, 200);
}

async function sendBets() {
  if (!state || !state.roundId) return;
  const roundId = state.roundId;
  const body = { roundId, bets: Array.from(bets, ([spot, stake]) => ({ spot, stake })) };
  try {
    const response = await kit.api('live/bets', body);
    const answer = await response.json();
    if (!response.ok) {
      if (answer.error === 'BetsClosed') say(t.tooLate, 'error');
      else if (answer.error === 'InsufficientFunds') say(t.notEnough, 'error');
      else say(answer.message ?? answer.error, 'error');
      return;
    }
    sentRound = roundId;
    say(t.placeBets);
  } catch {
    say(t.reconnecting, 'error');
  }
}

// ---- The dealer area. ----

function handTotal(cards) {
  let total = 0;
  let aces = false;
  for (const card of cards) {
    const rank = card[0];
    const value = rank === 'A' ? 1 : 'TJQK'.includes(rank) ? 10 : Number(rank);
    total += value;
    if (value === 1) aces = true;
  }
  return aces && total + 10 <= 21 ? total + 10 : total;
}

function renderBlackjack() {
  const view =
    state && (state.phase === 'deciding' || state.phase === 'result') ? state.outcome : null;
  const dealerCards = view ? view.dealer.slice() : [];
  if (view && state.phase === 'deciding') dealerCards.push('');
  const own = lastResult && lastResult.roundId === state.roundId && lastResult.hand;
  const hits = own ? null : myHand ? myHand.hits : view ? view.hits : 0;
  const playerCards = own ? own.cards : view ? view.player.slice(0, 2 + hits) : [];
  for (const [title, cards, showTotal] of [
    [t.dealer, dealerCards, state && state.phase === 'result'],
    [t.hand, playerCards, playerCards.length > 0],
  ]) {
    const hand = document.createElement('div');
    hand.className = 'hand';
    const heading = document.createElement('h2');
    heading.textContent = `${title}${showTotal ? ` ${handTotal(cards.filter(Boolean))}` : ''}`;
    const row = document.createElement('div');
    row.className = 'cards';
    for (const card of cards.length ? cards : ['', '']) row.append(cardEl(card));
    hand.append(heading, row);
    els.stage.append(hand);
  }
}

function canDecide() {
  return (
    config.engine === 'live-blackjack' &&
    state &&
    state.phase === 'deciding' &&
    state.decisionAt > serverNow() &&
    myHand &&
    !myHand.done &&
    myHand.hits === state.step
  );
}

function renderDecisions() {
  const open = canDecide();
  els.decisions.hidden = !open;
  els.chips.hidden = Boolean(open);
  if (!open) return;
  for (const button of els.decisions.children) {
    const action = button.dataset.action;
    button.disabled = (action === 'double' && state.step !== 0) || pendingAction === action;
    button.setAttribute('aria-pressed', String(pendingAction === action));
  }
}

async function decide(action) {
  if (!canDecide()) return;
  const response = await kit.api('live/decide', {
    roundId: state.roundId,
    step: state.step,
    action,
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) {
    say(
      answer.error === 'InsufficientFunds' ? t.notEnough : (answer.message ?? t.tooLate),
      'error',
    );
    return;
  }
  pendingAction = action;
  renderDecisions();
}

function renderStage() {
  const outcome = state && state.phase === 'result' ? state.outcome : null;
  els.stage.replaceChildren();
  if (config.engine === 'live-blackjack') return renderBlackjack();
  if (config.engine === 'live-baccarat') {
    for (const side of ['player', 'banker']) {
      const hand = document.createElement('div');
      hand.className = `hand ${side}`;
      const title = document.createElement('h2');
      title.textContent = `${t[side]}${outcome ? ` ${outcome[`${side}Points`]}` : ''}`;
      const cards = document.createElement('div');
      cards.className = 'cards';
      for (const card of outcome ? outcome[side] : ['', '']) cards.append(cardEl(card));
      hand.append(title, cards);
      els.stage.append(hand);
    }
    return;
  }
  const wheel = document.createElement('div');
  wheel.className = `wheel ${state && state.phase === 'drawing' ? 'spinning' : ''}`;
  const face = document.createElement('p');
  face.className = 'face';
  face.dataset.testid = 'live-drawn';
  if (outcome && config.engine === 'live-roulette') {
    face.textContent = String(outcome.pocket);
    face.dataset.colour = outcome.colour;
  } else if (outcome && config.engine === 'live-wheel') {
    face.textContent = String(outcome.segment);
    face.dataset.colour = `w${outcome.segment}`;
  } else {
    face.textContent = '–';
  }
  wheel.append(face);
  els.stage.append(wheel);
}

const SUIT_SIGNS = { S: '♠', H: '♥', D: '♦', C: '♣' };
function cardEl(card) {
  const el = document.createElement('span');
  el.className = `card ${card ? '' : 'back'}`;
  if (card) {
    const rank = card[0] === 'T' ? '10' : card[0];
    el.textContent = `${rank}${SUIT_SIGNS[card[1]]}`;
    el.dataset.suit = card[1];
  }
  return el;
}

function outcomeText(outcome) {
  if (!outcome) return '';
  if (config.engine === 'live-roulette')
    return `${outcome.pocket} ${t[outcome.colour] ?? ''}`.trim();
  if (config.engine === 'live-wheel') return String(outcome.segment);
  if (config.engine === 'live-baccarat') {
    return `${t[outcome.winner]} ${outcome.playerPoints}–${outcome.bankerPoints}`;
  }
  if (config.engine === 'live-blackjack') return `${t.dealer} ${outcome.dealerTotal}`;
  return '';
}

function renderHistory() {
  els.history.replaceChildren();
  for (const outcome of state.history) {
    const item = document.createElement('li');
    item.textContent =
      config.engine === 'live-baccarat'
        ? t[outcome.winner].slice(0, 1)
        : outcomeText(outcome).split(' ')[0];
    if (outcome.colour) item.dataset.colour = outcome.colour;
    if (outcome.winner) item.dataset.colour = outcome.winner;
    els.history.append(item);
  }
}

function tick() {
  if (!state) return;
  const now = serverNow();
  if (state.phase === 'betting' && state.closesAt > now) {
    const left = state.closesAt - now;
    els.countdown.textContent = fill(t.betsCloseIn, { s: Math.ceil(left / 1000) });
    els.timebar.style.width = `${Math.min(100, (left / 15000) * 100)}%`;
  } else if (state.phase === 'deciding' && state.decisionAt > now) {
    els.countdown.textContent = fill(t.yourTurn, { s: Math.ceil((state.decisionAt - now) / 1000) });
    els.timebar.style.width = `${Math.min(100, ((state.decisionAt - now) / 5000) * 100)}%`;
  } else if (state.phase === 'result' && state.nextAt) {
    els.countdown.textContent = fill(t.nextRoundIn, {
      s: Math.max(0, Math.ceil((state.nextAt - now) / 1000)),
    });
    els.timebar.style.width = '0%';
  } else if (state.phase === 'idle') {
    els.countdown.textContent = t.waiting;
    els.timebar.style.width = '0%';
  } else {
    els.countdown.textContent = t.betsClosed;
    els.timebar.style.width = '0%';
  }
  renderBets();
  if (config.engine === 'live-blackjack') renderDecisions();
}

function applyState(next) {
  if (state && next.seq < state.seq && next.roundNo <= state.roundNo) return;
  const newRound = !state || next.roundId !== state.roundId;
  clockSkew = next.serverNow - Date.now();
  state = next;
  if (newRound && next.phase === 'betting') {
    bets.clear();
    sentRound = null;
    kit.setWin(0);
    say(t.placeBets);
  }
  if (next.phase === 'drawing') say(t.betsClosed);
  if (next.phase === 'betting') {
    myHand = null;
    pendingAction = null;
  }
  if (next.phase === 'deciding') {
    if (next.step === 0 && !myHand && sentRound === next.roundId) myHand = { hits: 0, done: false };
    else if (myHand && !myHand.done && next.step === myHand.hits + 1) {
      // The window shut: a hit took the shared card, a double took it and ended the hand.
      if (pendingAction === 'hit' || pendingAction === 'double') myHand.hits += 1;
      myHand.done = pendingAction !== 'hit';
    }
    if (myHand && !myHand.done) {
      const cards = next.outcome.player.slice(0, 2 + myHand.hits);
      if (handTotal(cards) >= 21 || cards.length >= 6) myHand.done = true;
    }
    pendingAction = null;
  }
  els.round.textContent = next.roundNo ? fill(t.round, { n: next.roundNo }) : '';
  els.outcome.textContent = next.phase === 'result' ? outcomeText(next.outcome) : '';
  renderStage();
  renderHistory();
  tick();
}

function applyResult(result) {
  if (!state || result.roundId !== state.roundId) return;
  lastResult = result;
  if (config.engine === 'live-blackjack') renderStage();
  if (result.refused) {
    kit.tellError(result.refused, result.stake);
    say(
      fill(t.refused, {
        reason: result.refused === 'InsufficientFunds' ? t.notEnough : result.refused,
      }),
      'error',
    );
    return;
  }
  kit.setWin(result.win);
  if (result.balance !== null) setBalance(result.balance);
  say(
    result.win > 0 ? fill(t.lastWin, { amount: format(result.win) }) : t.lost,
    result.win > 0 ? 'won' : '',
  );
  // The lobby's contract (as the slot's and roulette's): the bet, then the balance with the win.
  kit.tellBet(result.stake, result.roundId);
  kit.tellSettled({ ...result, currency: config.currency });
}

// ---- The socket: seated while the page is open, resynced after every reconnect. ----

let attempt = 0;
function connect() {
  const url = new URL(config.socketPath, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('session', config.token);
  const socket = new WebSocket(url);
  socket.addEventListener('open', () => {
    attempt = 0;
  });
  socket.addEventListener('message', (event) => {
    const frame = JSON.parse(event.data);
    if (frame.type === 'state') applyState(frame.state);
    else if (frame.type === 'result') applyResult(frame.result);
    else if (frame.type === 'mine') {
      setBalance(frame.balance);
      if (frame.roundId && state && frame.roundId === state.roundId) {
        bets.clear();
        for (const bet of frame.bets) bets.set(bet.spot, bet.stake);
        sentRound = frame.bets.length > 0 ? frame.roundId : null;
        if (frame.play) {
          myHand = { hits: frame.play.hits, done: frame.play.done || !frame.play.taken };
          pendingAction = frame.play.action;
          renderStage();
        }
        if (frame.result) applyResult(frame.result);
        renderBets();
      }
    }
  });
  socket.addEventListener('close', (event) => {
    if (event.code === 4401 || event.code === 4404) return say(event.reason, 'error');
    say(t.reconnecting, 'error');
    attempt += 1;
    setTimeout(connect, Math.min(10_000, 500 * 2 ** Math.min(attempt, 5)));
  });
}

els.clear.addEventListener('click', () => {
  if (!isOpen()) return;
  bets.clear();
  renderBets();
  if (sentRound) queueSend();
});
for (const button of els.decisions.children) {
  button.addEventListener('click', () => decide(button.dataset.action));
}
window.GameKit.wireRulesDialog('rules-close');

buildBoard();
renderStage();
setBalance(config.balance);
kit.setWin(0);
renderBets();
setInterval(tick, 250);
connect();
kit.tellReady();
