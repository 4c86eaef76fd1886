import { useSyncExternalStore } from 'react';

/** programmes §9: the desktop breakpoint. */
export const DESKTOP_MEDIA = '(min-width: 768px)';

const query = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DESKTOP_MEDIA)
    : null;

/** Whether the viewport is at least 768 px wide (desktop), following resizes. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = query();
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    () => query()?.matches ?? true,
  );
}
