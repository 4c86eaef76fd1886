// Shared by the card tables' pages (blackjack, baccarat, dragon tiger): the page config, money
// formatted exactly like the lobby (Intl, narrow symbol, the currency's digits, the lobby's
// locale), card and chip faces, the game API call, the lobby's postMessage, the rules dialog.
/* global document, window, fetch, crypto */
'use strict';

const Table = (() => {
  const config = JSON.parse(document.getElementById('table-config').textContent);
  let money;
  try {
    money = new Intl.NumberFormat(config.locale, {
      style: 'currency',
      currency: config.currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: config.digits,
      maximumFractionDigits: config.digits,
    });
  } catch {
    money = new Intl.NumberFormat('en', { style: 'currency', currency: config.currency });
  }
  const format = (minor) => money.format(minor / 10 ** config.digits);
  /** Chip faces drop a zero fraction: "€5", "€0.50". */
  const face = (minor) => format(minor).replace(/[.,]0+(?=\D*$)/, '');
  const SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' };
  const RANKS = { T: '10' };

  /** A card element; null is a face-down card. */
  function card(code, delay = 0) {
    const el = document.createElement('span');
    el.style.setProperty('--delay', `${delay}ms`);
    if (!code) {
      el.className = 'card back';
      el.setAttribute('aria-label', 'face-down card');
      return el;
    }
    const rank = RANKS[code[0]] ?? code[0];
    const suit = SUITS[code[1]];
    el.className = `card ${code[1] === 'H' || code[1] === 'D' ? 'red' : 'black'}`;
    el.dataset.card = code;
    el.setAttribute('aria-label', `${rank}${suit}`);
    el.innerHTML = `<span class="corner">${rank}<br>${suit}</span><span class="pip">${suit}</span><span class="corner flip">${rank}<br>${suit}</span>`;
    return el;
  }

  /** A pile of chip discs for an amount, largest first (at most 6 drawn). */
  function stack(amount) {
    const frag = document.createDocumentFragment();
    let left = amount;
    let n = 0;
    for (let i = config.chips.length - 1; i >= 0 && n < 6; i--) {
      while (left >= config.chips[i] && n < 6) {
        const disc = document.createElement('span');
        disc.className = `disc c${i}`;
        disc.style.setProperty('--n', String(n));
        frag.appendChild(disc);
        left -= config.chips[i];
        n += 1;
      }
    }
    return frag;
  }

  function tellLobby(message) {
    if (window.parent !== window) window.parent.postMessage(message, config.parentOrigin);
  }

  function newId() {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }

  async function post(path, body) {
    const response = await fetch(`/demo-games/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `GameSession ${config.token}` },
      body: JSON.stringify(body),
    });
    const data = await response.json().catch(() => ({ error: 'Unknown' }));
    if (!response.ok) {
      const error = new Error(data.message || data.error);
      error.type = data.error;
      throw error;
    }
    return data;
  }

  function errorText(error) {
    return error.type === 'InsufficientFunds'
      ? config.texts.noFunds
      : error.message || config.texts.failed;
  }

  const balanceEl = document.getElementById('balance');
  function setBalance(balance) {
    config.balance = balance;
    balanceEl.textContent = format(balance);
    tellLobby({ type: 'lobby:balance', balance, currency: config.currency });
  }

  // Chip buttons show their value; the chosen one is pressed.
  let chip = config.chips[0];
  const chipButtons = Array.from(document.querySelectorAll('.chip-choice'));
  for (const button of chipButtons) {
    button.textContent = face(Number(button.dataset.chip));
    button.setAttribute(
      'aria-label',
      `${config.texts.chip} ${format(Number(button.dataset.chip))}`,
    );
    button.setAttribute('aria-pressed', String(Number(button.dataset.chip) === chip));
    button.addEventListener('click', () => {
      chip = Number(button.dataset.chip);
      for (const other of chipButtons) other.setAttribute('aria-pressed', String(other === button));
    });
  }

  const dialog = document.getElementById('rules');
  document.getElementById('rules-open').addEventListener('click', () => dialog.showModal());

  balanceEl.textContent = format(config.balance);
  tellLobby({
    type: 'lobby:ready',
    slug: config.slug,
    mode: config.mode,
    currency: config.currency,
  });

  return {
    config,
    format,
    face,
    card,
    stack,
    tellLobby,
    newId,
    post,
    errorText,
    setBalance,
    chip: () => chip,
  };
})();
window.Table = Table;
