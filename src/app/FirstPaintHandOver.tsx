import { useLayoutEffect } from 'react';
import { FIRST_PAINT_ELEMENT_ID } from '../../machines/first-page/first-paint.ts';

/**
 * Removes the server-rendered first screen (decision 0047) in the commit that first shows a
 * page of the SPA: a layout effect runs before the browser paints, so the swap shows no blank
 * frame. Placed beside the page inside its Suspense boundary, it mounts with the page, not with
 * the spinner; error and start-up failure views render it too, so they are never hidden.
 */
export function FirstPaintHandOver() {
  useLayoutEffect(() => {
    document.getElementById(FIRST_PAINT_ELEMENT_ID)?.remove();
  }, []);
  return null;
}
