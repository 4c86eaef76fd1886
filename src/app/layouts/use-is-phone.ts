import { useSyncExternalStore } from 'react';

// The layouts' phone breakpoint (the CSS modules' max-width: 767px). Some menu entries exist
// only on phones (the main navigation moves into the menu there), so the list follows it.
const QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : false;

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
