import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Shows a native <dialog> as a modal while the component is mounted (the rest of the page is
 * inert), closes it on unmount and gives focus back: to the element that had it when the
 * dialog opened, or to what `focusOnClose` picks instead.
 */
export function useModalDialog(
  focusOnClose: (opener: HTMLElement | null) => HTMLElement | null = (opener) => opener,
): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  // The latest choice, for the unmount below.
  const pickFocus = useRef(focusOnClose);
  useLayoutEffect(() => {
    pickFocus.current = focusOnClose;
  });
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      pickFocus.current(opener)?.focus();
    };
  }, []);
  return ref;
}
