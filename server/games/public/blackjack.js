// The blackjack page: chips build the bet in the circle, Deal and every decision are server
// calls (/demo-games/api/blackjack/deal|act); the page only draws what the server answers.
/* global document, window */
'use strict';

(() => {
  const { config, format, card, stack, tellLobby, newId, post, refused, setBalance } = window.Table;
  const t = config.texts;
  const els = {
    dealer: document.getElementById('dealer-cards'),
    dealerTotal: document.getElementById('dealer-total'),
    hands: document.getElementById('hands'),
    circle: document.getElementById('bet-circle'),
    stack: document.getElementById('bet-stack'),
    amount: document.getElementById('bet-amount'),
    message: document.getElementById('message'),
    total: document.getElementById('total'),
    win: document.getElementById('win'),
    buttons: Array.from(document.querySelectorAll('[data-action]')),
  };
  let bet = 0;
  let lastBet = 0;
  let round = config.current;
  let busy = false;
  let shown = { dealer: 0, hands: [] };

  const say = (text) => (els.message.textContent = text);

  function drawBet() {
    els.stack.replaceChildren(stack(bet));
    els.amount.textContent = bet ? format(bet) : '';
    els.circle.classList.toggle('empty', bet === 0);
  }

  function render() {
    const playing = round && round.status === 'open';
    els.circle.hidden = Boolean(round && playing);
    const allowed = new Set(playing ? round.actions : ['clear', 'rebet', 'deal']);
    for (const button of els.buttons) {
      const name = button.dataset.action;
      button.hidden = !allowed.has(name) || (name === 'rebet' && (!lastBet || bet > 0));
      if (name === 'clear') button.hidden = button.hidden || bet === 0;
      button.disabled = busy || (name === 'deal' && bet === 0);
    }
    els.total.textContent = format(round ? round.staked : bet);
    els.win.textContent = format(round && round.status !== 'open' ? round.win || 0 : 0);
    if (!round) {
      els.dealer.replaceChildren();
      els.hands.replaceChildren();
      els.dealerTotal.textContent = '';
      shown = { dealer: 0, hands: [] };
      drawBet();
      return;
    }
    // New cards slide in one after another; cards already shown stay put.
    let delay = 0;
    const dealerCards = round.dealer.map((code, i) => {
      const fresh = i >= shown.dealer || (i === 1 && code && !els.dealer.children[1]?.dataset.card);
      const el = card(code, fresh ? (delay += 180) : 0);
      if (fresh) el.classList.add('fresh');
      return el;
    });
    els.dealer.replaceChildren(...dealerCards);
    shown.dealer = round.dealer.length;
    els.dealerTotal.textContent = round.dealerTotal === null ? '' : String(round.dealerTotal);
    const hands = round.hands.map((hand, h) => {
      const box = document.createElement('div');
      box.className = 'hand';
      box.dataset.testid = `hand-${h}`;
      if (playing && h === round.active && round.phase === 'playing') box.classList.add('active');
      const cards = document.createElement('div');
      cards.className = 'cards';
      hand.cards.forEach((code, i) => {
        const fresh = i >= (shown.hands[h] ?? 0);
        const el = card(code, fresh ? (delay += 180) : 0);
        if (fresh) el.classList.add('fresh');
        cards.appendChild(el);
      });
      const info = document.createElement('p');
      info.className = 'hand-info';
      const result = hand.result ? ` · ${t[`r_${hand.result}`]}` : '';
      info.textContent = `${round.totals[h]} · ${format(hand.stake)}${result}`;
      if (hand.result) box.dataset.result = hand.result;
      const chips = document.createElement('span');
      chips.className = 'stack';
      chips.appendChild(stack(hand.stake));
      box.append(cards, chips, info);
      return box;
    });
    els.hands.replaceChildren(...hands);
    shown.hands = round.hands.map((hand) => hand.cards.length);
    if (round.phase === 'insurance') say(t.insuranceQ);
    else if (playing)
      say(round.hands.length > 1 ? `${t.hand} ${round.active + 1}: ${t.yourTurn}` : t.yourTurn);
    else if (round.status === 'swept') say(t.swept);
    else say(round.win > 0 ? `${t.youWin} ${format(round.win)}` : t.noWin);
    els.win.closest('div').classList.toggle('won', Boolean(round.win && round.status !== 'open'));
  }

  function addChip() {
    if (busy || (round && round.status === 'open')) return;
    if (round) {
      round = null;
      render();
    }
    const chip = window.Table.chip();
    if (bet + chip > config.maxBet) return;
    bet += chip;
    render();
  }

  async function call(run, stakeOf) {
    busy = true;
    render();
    try {
      const before = round ? round.staked : 0;
      const view = await run();
      const staked = stakeOf ? stakeOf(view) : view.staked - before;
      if (staked > 0) tellLobby({ type: 'lobby:bet', amount: staked, currency: config.currency });
      round = view;
      setBalance(view.balance);
    } catch (error) {
      say(refused(error));
    } finally {
      busy = false;
      render();
    }
  }

  function deal() {
    if (!bet) return;
    const amount = bet;
    say(t.dealing);
    return call(
      async () => {
        const view = await post('blackjack/deal', { bet: amount, dealId: newId() });
        lastBet = amount;
        bet = 0;
        return view;
      },
      (view) => view.staked,
    );
  }

  function act(action) {
    if (!round) return;
    return call(() =>
      post('blackjack/act', { roundId: round.roundId, action, version: round.version }),
    );
  }

  els.circle.addEventListener('click', addChip);
  for (const button of els.buttons) {
    button.addEventListener('click', () => {
      const name = button.dataset.action;
      if (name === 'deal') return deal();
      if (name === 'clear') {
        bet = 0;
        return render();
      }
      if (name === 'rebet') {
        round = null;
        bet = Math.min(lastBet, config.maxBet);
        return render();
      }
      return act(name);
    });
  }
  // Choosing a chip also places it when no round is in play: one tap per chip, like at a table.
  for (const button of document.querySelectorAll('.chip-choice'))
    button.addEventListener('click', addChip);
  if (round) say(t.resumed);
  render();
  if (round) say(t.resumed);
  window.Table.tellReady();
})();
