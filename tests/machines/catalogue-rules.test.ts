import { describe, expect, it } from 'vitest';
import {
  carouselEnds,
  isNearEnd,
  paddleScrollDistance,
} from '../../machines/catalogue/carousel.ts';
import { thumbnailSizeFor, tileWidthFor } from '../../machines/catalogue/thumbnail-size.ts';

describe('thumbnail size from screen width and pixel ratio capped at 2 (programmes §9)', () => {
  it.each([
    [160, 1, 'W160'],
    [200, 1, 'W240'],
    [200, 2, 'W480'],
    [200, 3, 'W480'], // capped at 2
    [160, 1.5, 'W240'],
    [300, 2, 'W640'],
    [400, 2, 'W640'], // larger than any size: the largest
    [120, 0, 'W160'], // a missing ratio counts as 1
  ] as const)('%s CSS px at ratio %s → %s', (width, ratio, size) => {
    expect(thumbnailSizeFor(width, ratio)).toBe(size);
  });
  it('gives two columns on a phone and fixed tiles from the tablet width', () => {
    expect(tileWidthFor(390)).toBe(171);
    expect(tileWidthFor(1280)).toBe(200);
  });
});

describe('carousel paddles (programmes §2, §9)', () => {
  const box = (scrollLeft: number) => ({ scrollLeft, clientWidth: 800, scrollWidth: 2400 });
  it('hides the previous paddle at the start and the next paddle at the end', () => {
    expect(carouselEnds(box(0))).toEqual({ atStart: true, atEnd: false });
    expect(carouselEnds(box(700))).toEqual({ atStart: false, atEnd: false });
    expect(carouselEnds(box(1600))).toEqual({ atStart: false, atEnd: true });
    expect(carouselEnds(box(1599))).toEqual({ atStart: false, atEnd: true });
  });
  it('a row narrower than its box has no paddles', () => {
    expect(carouselEnds({ scrollLeft: 0, clientWidth: 800, scrollWidth: 600 })).toEqual({
      atStart: true,
      atEnd: true,
    });
  });
  it('scrolls by 1.5 times the visible width', () => {
    expect(paddleScrollDistance(box(0), 'next')).toBe(1200);
    expect(paddleScrollDistance(box(900), 'previous')).toBe(-1200);
  });
  it('is near the end within 200 px', () => {
    expect(isNearEnd(box(1399))).toBe(false);
    expect(isNearEnd(box(1400))).toBe(true);
  });
});
