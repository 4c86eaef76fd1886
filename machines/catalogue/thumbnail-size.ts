// programmes §9: thumbnail size depends on screen width and a pixel ratio capped at 2.
// The server renders the sizes of the ThumbnailSize enum (schema/lobby.graphql).

export const THUMBNAIL_WIDTHS = { W160: 160, W240: 240, W320: 320, W480: 480, W640: 640 } as const;
export type ThumbnailSize = keyof typeof THUMBNAIL_WIDTHS;

/** The smallest size at least as wide as the tile in device pixels (the largest if none is). */
export function thumbnailSizeFor(tileCssWidth: number, devicePixelRatio: number): ThumbnailSize {
  const ratio = Math.min(Math.max(devicePixelRatio || 1, 1), 2);
  const needed = tileCssWidth * ratio;
  const sizes = Object.entries(THUMBNAIL_WIDTHS) as [ThumbnailSize, number][];
  return sizes.find(([, width]) => width >= needed)?.[0] ?? 'W640';
}

/** Tile width in CSS pixels for a viewport: two columns on phones up to ~200 px on desktop. */
export function tileWidthFor(viewportWidth: number): number {
  if (viewportWidth < 480) return Math.round((viewportWidth - 48) / 2);
  if (viewportWidth < 768) return 180;
  return 200;
}
