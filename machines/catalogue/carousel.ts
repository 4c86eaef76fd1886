// programmes §2/§9 carousels: a paddle hides when the row is at that end; a paddle click
// scrolls by 1.5 times the visible width.

export interface ScrollBox {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

/** Sub-pixel scroll positions (zoom, fractional widths) count as being at the end. */
const EDGE_TOLERANCE_PX = 2;

export function carouselEnds(box: ScrollBox): { atStart: boolean; atEnd: boolean } {
  return {
    atStart: box.scrollLeft <= EDGE_TOLERANCE_PX,
    atEnd: box.scrollLeft + box.clientWidth >= box.scrollWidth - EDGE_TOLERANCE_PX,
  };
}

export const PADDLE_SCROLL_FACTOR = 1.5;

/** programmes §9: a row's slices hold 10 games; scrolling loads up to the second slice. */
export const ROW_SLICE_SIZE = 10;
export const SCROLL_CHECK_THROTTLE_MS = 100;
/** A list loads its next slice when the scroll position is within this of the end. */
export const NEAR_END_PX = 200;

export function paddleScrollDistance(box: ScrollBox, direction: 'previous' | 'next'): number {
  const distance = box.clientWidth * PADDLE_SCROLL_FACTOR;
  return direction === 'next' ? distance : -distance;
}

export function isNearEnd(box: ScrollBox): boolean {
  return box.scrollWidth - (box.scrollLeft + box.clientWidth) <= NEAR_END_PX;
}
