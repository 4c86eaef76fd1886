// The demo games' shared browser kit (no framework, no build step), loaded before each game page's
// own script: what every game did the same way in a copy of its own. A page's kit reads the config
// the server wrote into the page, formats money exactly like the lobby's formatMoney (narrow
// symbol, the currency's own digits, the page's locale; English if the browser rejects that
// locale), fills the page's texts, keeps the lobby's postMessage contract (to config.parentOrigin
// only), calls the game API with the session token, and updates the balance and win meters. The
// rules panel or dialog and the round ids are wired the same way for every game too.
/* global document, window, fetch, crypto */
'use strict';

window.GameKit = (() => {
  /** A random 128-bit id in hex: a round's idempotency key (spinId, dealId). */
  function newId() {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }

  /** Fills `{name}` placeholders from vars; a name vars lacks stays as it is. */
  function fill(text, vars) {
    return text.replace(/\{(\w+)\}/g, (_, name) =>
      vars && name in vars ? String(vars[name]) : `{${name}}`,
    );
  }

  /** Minor units → "€1.50" as the lobby's formatMoney shows them (server: game-locale.ts). */
  function moneyFormat(currency, digits, locale) {
    const options = {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    };
    let money;
    try {
      money = new Intl.NumberFormat(locale, options);
    } catch {
      money = new Intl.NumberFormat('en', options);
    }
    return (minor) => money.format(minor / 10 ** digits);
  }

  /** The rules panel (section#rules): #open-rules shows it; #close-rules and Escape hide it. */
  function wireRulesPanel() {
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
  }

  /**
   * The tables' rules (<dialog id="rules">): #rules-open opens it modally (Escape closes it);
   * closeId names a button that closes it where no <form method="dialog"> does.
   */
  function wireRulesDialog(closeId) {
    const dialog = document.getElementById('rules');
    document.getElementById('rules-open').addEventListener('click', () => dialog.showModal());
    if (closeId) document.getElementById(closeId).addEventListener('click', () => dialog.close());
  }

  /** The kit of one page, bound to its config (the JSON in <script id={configId}>). */
  function start(configId) {
    const config = JSON.parse(document.getElementById(configId).textContent);
    const digits = config.digits ?? (config.currency === 'JPY' ? 0 : 2);
    const format = moneyFormat(config.currency, digits, config.locale || 'en');
    /** Chip faces drop a zero fraction of two digits: "€5", "€0.50" (roulette-page.ts chipFace). */
    const face = (minor) => format(minor).replace(/[.,]00(?=\D*$)/, '');
    const balanceEl = document.getElementById('balance');
    const winEl = document.getElementById('win');

    /** A text of the page's language (the server put them in config.text). */
    function t(key, vars) {
      return fill((config.text && config.text[key]) || key, vars);
    }

    function tellLobby(message) {
      if (window.parent !== window) window.parent.postMessage(message, config.parentOrigin);
    }

    /**
     * The lobby's contract: the game is ready; a stake was taken; a bet was refused. Ready is
     * told once the game's controls answer (its script's last step); the page says so too
     * (`data-game-ready` on <html>), so a test clicks a control that has its handler.
     */
    function tellReady() {
      document.documentElement.dataset.gameReady = '';
      tellLobby({
        type: 'lobby:ready',
        slug: config.slug,
        mode: config.mode,
        currency: config.currency,
      });
    }
    function tellBet(amount, roundId) {
      tellLobby({ type: 'lobby:bet', amount, currency: config.currency, roundId });
    }
    function tellError(error, amount) {
      tellLobby({ type: 'lobby:error', error, amount, currency: config.currency });
    }
    /** A settled round: the balance with its win. */
    function tellSettled(round) {
      tellLobby({
        type: 'lobby:balance',
        balance: round.balance,
        currency: round.currency,
        win: round.win,
        roundId: round.roundId,
        mode: config.mode,
      });
    }

    /**
     * POST /demo-games/api/{path} with the session token (fetch with CORS: the sandboxed frame
     * has an opaque origin); the caller reads the response.
     */
    function api(path, body) {
      return fetch(`/demo-games/api/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `GameSession ${config.token}`,
        },
        body: JSON.stringify(body),
      });
    }

    /** The player's text for a refused round (the error type and details of the game API). */
    function errorText(type, details) {
      if (type === 'InsufficientFunds') return t('errInsufficient');
      // The player's own loss limit: what is left and when more becomes available.
      if (type === 'LossLimitExceeded' && details && typeof details.remaining === 'number')
        return t('errLossLimit', { amount: format(details.remaining) });
      if (type === 'PlayerOnBreak') return t('errBreak');
      // The bonus terms' max bet while the player holds bonus money (decision 0028).
      if (type === 'BonusMaxBetExceeded' && details && typeof details.maxBet === 'number')
        return t('errBonusMax', { amount: format(details.maxBet) });
      if (type === 'AuthenticationFailure') return t('errSession');
      return t('errFailed');
    }

    function setBalance(balance) {
      config.balance = balance;
      balanceEl.textContent = format(balance);
    }

    function setWin(win) {
      winEl.textContent = format(win);
    }

    /**
     * The lobby may push the balance after a deposit (REAL money only): accepted from the lobby's
     * origin only, and only while canApply() (no round in play).
     */
    function acceptWalletPushes(canApply = () => true) {
      window.addEventListener('message', (event) => {
        if (event.origin !== config.parentOrigin || event.source !== window.parent) return;
        const data = event.data;
        if (data && data.type === 'lobby:wallet' && typeof data.balance === 'number') {
          if (config.mode === 'REAL' && canApply()) setBalance(data.balance);
        }
      });
    }

    return {
      config,
      format,
      face,
      t,
      newId,
      api,
      errorText,
      setBalance,
      setWin,
      tellLobby,
      tellReady,
      tellBet,
      tellError,
      tellSettled,
      acceptWalletPushes,
    };
  }

  return { start, newId, fill, wireRulesPanel, wireRulesDialog };
})();
