// Where the cookie banner goes in the document: right after the skip link, so it is
// early in the tab order although it shows at the bottom of the screen. The layouts' skip link
// registers the element; the consent feature portals into it (inline when there is none).
import { useSyncExternalStore } from 'react';

let slot: HTMLElement | null = null;
const listeners = new Set<() => void>();

/** A ref callback: the element after the skip link (null when its layout unmounts). */
export function setConsentSlot(element: HTMLElement | null): void {
  if (slot === element) return;
  slot = element;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsentSlot(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => slot,
    () => null,
  );
}
