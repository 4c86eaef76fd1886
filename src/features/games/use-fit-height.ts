// Sizes the game frame to the viewport: the frame takes the height left under the
// header and the game toolbar, so the game's controls are on the first screen with no scroll
// inside the frame or the page. Measured rather than guessed: the header's height differs per
// layout and screen, banners (compliance) may sit above the page and the cookie banner below it.
import { useLayoutEffect, useState, type RefObject } from 'react';
import { bottomOverlayHeight } from '../../runtime/bottom-overlay.ts';

/** Below this the game cannot lay out its controls; the page scrolls instead. */
export const MIN_FRAME_HEIGHT = 320;
/** Room under the frame, so its rounded bottom edge shows. */
const BOTTOM_GAP = 8;

/**
 * The frame's height for a viewport of `viewportHeight` with the frame starting at `top`, above
 * a bar of `bottomBar` px fixed to the bottom of the screen (the cookie banner).
 */
export function fitHeight(viewportHeight: number, top: number, bottomBar = 0): number {
  return Math.max(MIN_FRAME_HEIGHT, Math.floor(viewportHeight - top - bottomBar - BOTTOM_GAP));
}

/** `paused` while the element is taken out of the page (full screen): its top means nothing then. */
export function useFitHeight(ref: RefObject<HTMLElement | null>, paused = false): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || paused) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // The top in the document, not the viewport: the fit is for the page scrolled to the top.
        const top = element.getBoundingClientRect().top + window.scrollY;
        // visualViewport: a phone's browser bars count against the height.
        const viewport = window.visualViewport?.height ?? window.innerHeight;
        setHeight(fitHeight(viewport, top, bottomOverlayHeight()));
      });
    };
    measure();
    // The body changes size when a banner above the page, or a bar below it (its padding),
    // appears or goes.
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resized?.observe(document.body, { box: 'border-box' });
    window.addEventListener('resize', measure);
    window.visualViewport?.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      resized?.disconnect();
      window.removeEventListener('resize', measure);
      window.visualViewport?.removeEventListener('resize', measure);
    };
  }, [ref, paused]);
  return height;
}
