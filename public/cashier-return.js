// The payment page's return address inside the quick-deposit dialog's frame: tell the lobby
// the cashier is done (platform-core §2: the closeQuickDepositEvent message closes the dialog).
/* global window */
if (window.parent !== window)
  window.parent.postMessage('closeQuickDepositEvent', window.location.origin);
