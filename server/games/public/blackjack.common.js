// The card tables' layer (blackjack, baccarat, dragon tiger) on game-kit.js, which brings the page
// config, money formatted exactly like the lobby, the game API call, the lobby's postMessage and
// the rules dialog: here is what only the card tables share — card and chip faces, chip stacks,
// the chip picker, their API errors, and a balance that the lobby hears of at once.
/* global document, window */
'use strict';

const Table = (() => {
  const kit = window.GameKit.start('table-config');
  const { config, format, tellLobby, newId } = kit;
  /** Chip faces drop a zero fraction: "€5", "€0.50" (and the three zeros of a KWD amount). */
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

  async function post(path, body) {
    const response = await kit.api(path, body);
    const data = await response.json().catch(() => ({ error: 'Unknown' }));
    if (!response.ok) {
      const error = new Error(data.message || data.error);
      error.type = data.error;
      throw error;
    }
    return data;
  }

  /** A refused call (post's error): the lobby hears lobby:error; returns the player's text. */
  function refused(error) {
    tellLobby({ type: 'lobby:error', error: error.type, currency: config.currency });
    return error.type === 'InsufficientFunds'
      ? config.texts.noFunds
      : error.message || config.texts.failed;
  }

  function setBalance(balance) {
    kit.setBalance(balance);
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

  // The rules dialog's close button submits its <form method="dialog">.
  window.GameKit.wireRulesDialog();

  kit.setBalance(config.balance);

  return {
    config,
    format,
    face,
    card,
    stack,
    tellLobby,
    newId,
    post,
    refused,
    setBalance,
    /** The table's own script calls it last, once its controls have their handlers. */
    tellReady: kit.tellReady,
    chip: () => chip,
  };
})();
window.Table = Table;
