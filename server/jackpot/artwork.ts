// The jackpot page's pictures, drawn here (nothing fetched): the banner (desktop 16:5, mobile 4:3),
// the winner celebration and the logo, in the brand's jackpot palette. Served as SVG by
// routes.ts under /jackpot-api/v1/art/{brand}/{kind}.svg; colours are validated #rgb values.
import { escapeXml } from '../http/xml.ts';

export const ART_KINDS = ['desktop', 'mobile', 'winner', 'logo'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

export function isArtKind(value: string): value is ArtKind {
  return (ART_KINDS as readonly string[]).includes(value);
}

interface ArtPalette {
  highlight: string;
  background: string;
  darkBackground: string;
}

function coins(width: number, height: number, colour: string, count: number): string {
  let markup = '';
  for (let index = 0; index < count; index += 1) {
    // Deterministic scatter: the golden angle around the picture's centre.
    const angle = index * 2.39996;
    const radius = (0.18 + (index % 5) * 0.07) * Math.min(width, height);
    const x = width / 2 + Math.cos(angle) * radius * 1.8;
    const y = height / 2 + Math.sin(angle) * radius;
    const r = 6 + (index % 4) * 4;
    markup += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="${colour}" opacity="${(0.35 + (index % 3) * 0.2).toFixed(2)}"/>`;
  }
  return markup;
}

export function jackpotArt(kind: ArtKind, title: string, palette: ArtPalette): string {
  const [width, height] =
    kind === 'desktop'
      ? [1600, 500]
      : kind === 'mobile'
        ? [800, 600]
        : kind === 'winner'
          ? [600, 400]
          : [240, 80];
  const label = escapeXml(kind === 'winner' ? 'JACKPOT!' : title);
  const size = kind === 'logo' ? 34 : kind === 'mobile' ? 64 : 84;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<defs><radialGradient id="g" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${palette.background}"/>` +
    `<stop offset="1" stop-color="${palette.darkBackground}"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    (kind === 'logo' ? '' : coins(width, height, palette.highlight, kind === 'winner' ? 40 : 28)) +
    `<text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="Georgia, serif" ` +
    `font-weight="700" font-size="${size}" fill="${palette.highlight}" stroke="${palette.darkBackground}" stroke-width="2">${label}</text>` +
    '</svg>'
  );
}
