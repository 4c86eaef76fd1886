// A toast that waits for the next page load (platform-core §4: InitWithdrawal "stores a flag
// for a toast after reload"): kept in session storage, or given as `?showToast=InitWithdrawal`.
export const PENDING_TOAST_KEY = 'showToast';

/** The message ids a pending toast may name. */
export const PENDING_TOASTS: Readonly<Record<string, string>> = {
  InitWithdrawal: 'SUCCESS_INIT_WITHDRAWAL',
};

/** Keeps the toast `name` (a key of PENDING_TOASTS) for the next page load. */
export function rememberPendingToast(name: keyof typeof PENDING_TOASTS & string): void {
  try {
    window.sessionStorage.setItem(PENDING_TOAST_KEY, name);
  } catch {
    // Storage blocked: the toast is lost, the operation behind it is not.
  }
}

/** The pending toast's message id (and forgets it), or null. */
export function takePendingToast(search: string): string | null {
  let name = new URLSearchParams(search).get(PENDING_TOAST_KEY);
  try {
    name ??= window.sessionStorage.getItem(PENDING_TOAST_KEY);
    window.sessionStorage.removeItem(PENDING_TOAST_KEY);
  } catch {
    // Storage blocked: only the query can name a toast.
  }
  return name !== null && Object.hasOwn(PENDING_TOASTS, name) ? PENDING_TOASTS[name]! : null;
}
