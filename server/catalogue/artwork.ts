// Generated artwork, nothing fetched: game thumbnails (4:3, five widths), studio logos and
// banner backgrounds as SVG, each drawn from a numeric seed. Text is escaped and the markup
// has no script, no event attribute, no external reference: safe to serve as image/svg+xml.
import { escapeXml } from '../http/xml.ts';
import { hashString, intBetween, mulberry32, pick, type Random } from './prng.ts';

export const THUMBNAIL_WIDTHS = [160, 240, 320, 480, 640] as const;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];

/** Bump when the drawing changes, so URLs (cached as immutable) change too. */
const ART_VERSION = 1;

export function isThumbnailWidth(value: number): value is ThumbnailWidth {
  return (THUMBNAIL_WIDTHS as readonly number[]).includes(value);
}

export interface GameArt {
  name: string;
  studioName: string;
  artSeed: number;
}

/** Changes whenever the picture would: part of the thumbnail URL. */
export function artVersion(art: GameArt): string {
  return hashString(`${ART_VERSION}|${art.artSeed}|${art.name}|${art.studioName}`).toString(36);
}

function palette(random: Random): { a: string; b: string; accent: string; ink: string } {
  const hue = intBetween(random, 0, 359);
  const shift = pick(random, [30, 45, 150, 180, 210]);
  return {
    a: `hsl(${hue} 70% 28%)`,
    b: `hsl(${(hue + shift) % 360} 75% 48%)`,
    accent: `hsl(${(hue + 60) % 360} 90% 65%)`,
    ink: `hsl(${hue} 30% 97%)`,
  };
}

function shapes(random: Random, width: number, height: number, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = intBetween(random, 0, width);
    const y = intBetween(random, 0, height);
    const size = intBetween(random, 20, Math.round(height / 3));
    const opacity = (0.12 + random() * 0.3).toFixed(2);
    const fill = `hsl(${intBetween(random, 0, 359)} 85% 70%)`;
    const kind = intBetween(random, 0, 2);
    if (kind === 0) {
      parts.push(`<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" opacity="${opacity}"/>`);
    } else if (kind === 1) {
      const angle = intBetween(random, 0, 89);
      parts.push(
        `<rect x="${x - size}" y="${y - size}" width="${size * 2}" height="${size * 2}" rx="${Math.round(size / 4)}" fill="${fill}" opacity="${opacity}" transform="rotate(${angle} ${x} ${y})"/>`,
      );
    } else {
      parts.push(`<polygon points="${star(x, y, size)}" fill="${fill}" opacity="${opacity}"/>`);
    }
  }
  return parts.join('');
}

function star(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return points.join(' ');
}

/** Greedy word wrap into at most maxLines lines, the last one shortened with an ellipsis. */
export function wrapText(value: string, maxChars: number, maxLines: number): string[] {
  const words = value.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const kept = lines
    .slice(0, maxLines)
    .map((l) => (l.length > maxChars ? l.slice(0, maxChars) : l));
  if (lines.length > maxLines || lines.some((l) => l.length > maxChars)) {
    const last = kept.length - 1;
    kept[last] = `${(kept[last] ?? '').slice(0, maxChars - 1)}…`;
  }
  return kept;
}

/** A 4:3 game thumbnail drawn on a 640×480 canvas, rendered at `width`. */
export function renderGameThumbnail(art: GameArt, width: ThumbnailWidth): string {
  const random = mulberry32(art.artSeed);
  const colors = palette(random);
  const lines = wrapText(art.name, 16, 3);
  const fontSize = lines.length > 2 ? 52 : 60;
  const lineHeight = fontSize * 1.1;
  const textTop = 360 - (lines.length - 1) * lineHeight;
  const title = lines
    .map(
      (line, i) =>
        `<tspan x="320" y="${Math.round(textTop + i * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  // The studio line is unreadable on the smallest tiles: left out there.
  const studio =
    width >= 240
      ? `<text x="320" y="446" text-anchor="middle" font-size="26" fill="${colors.accent}" font-family="system-ui, sans-serif" letter-spacing="2">${escapeXml(art.studioName.toUpperCase())}</text>`
      : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 3) / 4}" viewBox="0 0 640 480" role="img" aria-label="${escapeXml(art.name)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.a}"/><stop offset="1" stop-color="${colors.b}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.7"/></linearGradient></defs>`,
    `<rect width="640" height="480" fill="url(#bg)"/>`,
    shapes(random, 640, 480, intBetween(random, 5, 9)),
    `<rect width="640" height="480" fill="url(#glow)"/>`,
    `<rect y="220" width="640" height="260" fill="url(#shade)"/>`,
    `<text text-anchor="middle" font-size="${fontSize}" font-weight="800" fill="${colors.ink}" font-family="system-ui, sans-serif">${title}</text>`,
    studio,
    `</svg>`,
  ].join('');
}

/** A square studio logo: a monogram badge over the name. */
export function renderStudioLogo(name: string, artSeed: number): string {
  const random = mulberry32(artSeed);
  const colors = palette(random);
  const initials =
    name
      .split(/\s+/)
      .filter((word) => /^[\p{L}\p{N}]/u.test(word))
      .slice(0, 2)
      .map((word) => [...word][0]?.toUpperCase() ?? '')
      .join('') || '?';
  const lines = wrapText(name, 14, 2);
  const label = lines
    .map((line, i) => `<tspan x="128" y="${206 + i * 26}">${escapeXml(line)}</tspan>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(name)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.a}"/><stop offset="1" stop-color="${colors.b}"/></linearGradient></defs>`,
    `<rect width="256" height="256" rx="28" fill="url(#bg)"/>`,
    `<circle cx="128" cy="98" r="64" fill="${colors.ink}" opacity="0.95"/>`,
    `<polygon points="${star(128, 98, 58)}" fill="${colors.accent}" opacity="0.35"/>`,
    `<text x="128" y="118" text-anchor="middle" font-size="56" font-weight="800" fill="${colors.a}" font-family="system-ui, sans-serif">${escapeXml(initials)}</text>`,
    `<text text-anchor="middle" font-size="22" font-weight="700" fill="${colors.ink}" font-family="system-ui, sans-serif">${label}</text>`,
    `</svg>`,
  ].join('');
}

/** A wide (16:5) abstract banner background; no text, the client lays the title over it. */
export function renderBanner(key: string): string {
  const random = mulberry32(hashString(key));
  const colors = palette(random);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="400" viewBox="0 0 1280 400" role="img" aria-hidden="true">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="${colors.a}"/><stop offset="1" stop-color="${colors.b}"/></linearGradient></defs>`,
    `<rect width="1280" height="400" fill="url(#bg)"/>`,
    shapes(random, 1280, 400, intBetween(random, 8, 14)),
    `</svg>`,
  ].join('');
}

export function gameThumbnailPath(slug: string, width: ThumbnailWidth, art: GameArt): string {
  return `/thumbnails/games/${slug}/${width}.svg?v=${artVersion(art)}`;
}

export function studioLogoPath(slug: string, name: string, artSeed: number): string {
  const version = hashString(`${ART_VERSION}|${artSeed}|${name}`).toString(36);
  return `/thumbnails/studios/${slug}.svg?v=${version}`;
}

export function bannerPath(key: string): string {
  return `/thumbnails/banners/${key}.svg?v=${ART_VERSION}`;
}
