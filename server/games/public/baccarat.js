// The baccarat / dragon tiger page: chips go on the spots, Deal sends every bet with a fresh
// deal id (/demo-games/api/baccarat); the server deals the coup and settles through the wallet,
// and the page lays the cards out in dealing order.
/* global document, window */
'use strict';

(() => {
  const { config, format, card, stack, tellLobby, newId, post, refused, setBalance } = window.Table;
  const t = config.texts;
  const baccarat = config.engine === 'baccarat';
  const [left, right] = baccarat ? ['player', 'banker'] : ['dragon', 'tiger'];
  const spots = Array.from(document.querySelectorAll('.spot'));
  const els = {
    message: document.getElementById('message'),
    total: document.getElementById('total'),
    win: document.getElementById('win'),
    road: document.getElementById('road'),
    left: document.getElementById(`cards-${left}`),
    right: document.getElementById(`cards-${right}`),
    leftTotal: document.getElementById(`total-${left}`),
    rightTotal: document.getElementById(`total-${right}`),
    buttons: Array.from(document.querySelectorAll('[data-action]')),
  };
  const bets = new Map();
  let last = new Map();
  // The settled coup's bets stay on the table, and in the total bet, beside its win until the
  // player places a chip, rebets or clears (a cleared table hid what the win was for).
  let settled = null;
  let busy = false;
  const say = (text) => (els.message.textContent = text);
  const sum = (map) => Array.from(map.values()).reduce((a, b) => a + b, 0);
  const total = () => sum(bets);

  function render() {
    const onTable = settled ?? bets;
    for (const spot of spots) {
      const amount = onTable.get(spot.dataset.type) ?? 0;
      spot.querySelector('.stack').replaceChildren(stack(amount));
      spot.querySelector('.amount').textContent = amount ? format(amount) : '';
      spot.disabled = busy;
    }
    els.total.textContent = format(sum(onTable));
    for (const button of els.buttons) {
      const name = button.dataset.action;
      button.disabled =
        busy || (name === 'deal' && total() === 0) || (name === 'rebet' && last.size === 0);
      button.hidden =
        name === 'rebet' ? total() > 0 || last.size === 0 : name === 'clear' && total() === 0;
    }
  }

  function place(spot) {
    if (busy) return;
    const type = spot.dataset.type;
    const next = (bets.get(type) ?? 0) + window.Table.chip();
    if (next > config.maxStake) return;
    settled = null;
    bets.set(type, next);
    for (const el of spots) el.classList.remove('won', 'lost');
    render();
  }

  function showCoup(coup) {
    const leftCards = baccarat ? coup.player : [coup.dragon];
    const rightCards = baccarat ? coup.banker : [coup.tiger];
    // Dealing order: left, right, left, right, then third cards.
    const order = [];
    for (let i = 0; i < Math.max(leftCards.length, rightCards.length); i++) {
      if (leftCards[i]) order.push([els.left, leftCards[i]]);
      if (rightCards[i]) order.push([els.right, rightCards[i]]);
    }
    els.left.replaceChildren();
    els.right.replaceChildren();
    order.forEach(([pile, code], i) => {
      const el = card(code, i * 260);
      el.classList.add('fresh');
      if (pile.children.length === 2) el.classList.add('third');
      pile.appendChild(el);
    });
    els.leftTotal.textContent = baccarat ? String(coup.playerPoints) : '';
    els.rightTotal.textContent = baccarat ? String(coup.bankerPoints) : '';
    return order.length * 260 + 300;
  }

  function remember(winner) {
    const bead = document.createElement('li');
    bead.className = `bead ${winner}`;
    bead.textContent = (config.names[winner] ?? winner).slice(0, 1);
    bead.title = config.names[winner];
    els.road.prepend(bead);
    while (els.road.children.length > 24) els.road.lastChild.remove();
  }

  async function deal() {
    if (busy || total() === 0) return;
    busy = true;
    say(t.dealing);
    render();
    const placed = Array.from(bets, ([type, stake]) => ({ type, stake }));
    try {
      const result = await post('baccarat', { bets: placed, dealId: newId() });
      tellLobby({ type: 'lobby:bet', amount: result.stake, currency: config.currency });
      const wait = showCoup(result.coup);
      await new Promise((resolve) =>
        window.setTimeout(
          resolve,
          window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : wait,
        ),
      );
      const winner = result.coup.winner;
      const headline = winner === 'tie' ? t.tieResult : `${config.names[winner]} ${t.wins}`;
      const natural = result.coup.natural ? ` · ${t.natural}` : '';
      say(
        result.win > 0
          ? `${headline}${natural} — ${t.youWin} ${format(result.win)}`
          : `${headline}${natural}`,
      );
      els.win.textContent = format(result.win);
      els.win.closest('div').classList.toggle('won', result.win > 0);
      for (const spot of spots) {
        spot.classList.toggle('won', spot.dataset.type === winner);
        spot.classList.toggle('lost', spot.dataset.type !== winner && bets.has(spot.dataset.type));
      }
      remember(winner);
      setBalance(result.balance);
      last = new Map(bets);
      settled = last;
      bets.clear();
    } catch (error) {
      say(refused(error));
    } finally {
      busy = false;
      render();
    }
  }

  for (const spot of spots) spot.addEventListener('click', () => place(spot));
  for (const button of els.buttons) {
    button.addEventListener('click', () => {
      const name = button.dataset.action;
      if (name === 'deal') return deal();
      settled = null;
      for (const spot of spots) spot.classList.remove('won', 'lost');
      if (name === 'clear') bets.clear();
      if (name === 'rebet') for (const [type, stake] of last) bets.set(type, stake);
      render();
    });
  }
  els.win.textContent = format(0);
  render();
  window.Table.tellReady();
})();
