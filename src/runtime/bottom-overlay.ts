// Space that a bar fixed to the bottom of the screen takes (the cookie banner): published as a
// CSS variable on the document, so the page can scroll its end out from under the bar (the body
// pads by it, global.css) and the game page can fit its frame above it (the game's
// spin and bet controls on the first screen, not under the banner).
import { useLayoutEffect, type RefObject } from 'react';

export const BOTTOM_OVERLAY_VAR = '--bottom-overlay-height';

/** The height the bottom bars take now, in CSS pixels (0 when there is none). */
export function bottomOverlayHeight(): number {
  const value = getComputedStyle(document.documentElement).getPropertyValue(BOTTOM_OVERLAY_VAR);
  return Number.parseFloat(value) || 0;
}

/** Publishes the element's height while it is mounted (one bottom bar at a time). */
export function usePublishBottomOverlay(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement.style;
    const publish = () =>
      root.setProperty(
        BOTTOM_OVERLAY_VAR,
        `${Math.ceil(element.getBoundingClientRect().height)}px`,
      );
    publish();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
    observer?.observe(element, { box: 'border-box' });
    return () => {
      observer?.disconnect();
      root.removeProperty(BOTTOM_OVERLAY_VAR);
    };
  }, [ref]);
}
