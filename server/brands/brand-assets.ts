// Brand images generated from the theme (colours, fonts, roundness) and the brand name, so a
// new brand has a logo, wordmark and icons without an asset pipeline or external fetch.
import { crc32, deflateSync } from 'node:zlib';
import type { Brand } from './brand.ts';

export interface BrandAsset {
  contentType: string;
  body: string | Buffer;
}

export const BRAND_ASSET_FILES = [
  'logo.svg',
  'logo-desktop.svg',
  'favicon.svg',
  'apple-touch-icon.png',
] as const;
export type BrandAssetFile = (typeof BRAND_ASSET_FILES)[number];

export function isBrandAssetFile(file: string): file is BrandAssetFile {
  return (BRAND_ASSET_FILES as readonly string[]).includes(file);
}

const SVG_TYPE = 'image/svg+xml; charset=utf-8';

export function renderBrandAsset(brand: Brand, file: BrandAssetFile): BrandAsset {
  switch (file) {
    case 'favicon.svg':
      return { contentType: SVG_TYPE, body: faviconSvg(brand) };
    case 'logo.svg':
      return { contentType: SVG_TYPE, body: wordmarkSvg(brand, 40) };
    case 'logo-desktop.svg':
      return { contentType: SVG_TYPE, body: wordmarkSvg(brand, 56) };
    case 'apple-touch-icon.png':
      return { contentType: 'image/png', body: touchIconPng(brand) };
  }
}

function faviconSvg(brand: Brand): string {
  const { colors, fonts } = brand.theme;
  const radius = cornerRadius(brand.theme.roundness, 64);
  return svg(64, 64, brand.siteDataName, [
    `<rect width="64" height="64" rx="${radius}" fill="${attr(colors.background)}"/>`,
    `<circle cx="32" cy="32" r="25" fill="${attr(colors.primary)}"/>`,
    `<text x="32" y="33" dominant-baseline="central" text-anchor="middle" font-family="${attr(fonts.heading)}" font-size="30" font-weight="700" fill="${attr(colors.primaryContrast)}">${text(initial(brand))}</text>`,
  ]);
}

/** A mark (primary circle, accent dot) followed by the name, on a transparent ground. */
function wordmarkSvg(brand: Brand, height: number): string {
  const { colors, fonts } = brand.theme;
  const name = brand.siteDataName;
  const fontSize = Math.round(height * 0.5);
  // Estimated text width: SVG has no text measurement, 0.62em per character fits these fonts.
  const width = Math.ceil(height * 1.2 + name.length * fontSize * 0.62);
  const r = height / 2 - 2;
  return svg(width, height, brand.siteDataName, [
    `<circle cx="${height / 2}" cy="${height / 2}" r="${r}" fill="${attr(colors.primary)}"/>`,
    `<circle cx="${height / 2}" cy="${height / 2}" r="${Math.round(r * 0.45)}" fill="${attr(colors.accent)}"/>`,
    `<text x="${Math.round(height * 1.2)}" y="${height / 2}" dominant-baseline="central" font-family="${attr(fonts.heading)}" font-size="${fontSize}" font-weight="700" fill="${attr(colors.primary)}">${text(name)}</text>`,
  ]);
}

function svg(width: number, height: number, title: string, body: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${text(title)}</title>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}

/** 180×180 PNG (iOS ignores SVG touch icons): rounded-square ground, primary ring, accent dot. */
function touchIconPng(brand: Brand): Buffer {
  const size = 180;
  const ground = parseHexColor(brand.theme.colors.background) ?? [32, 32, 32];
  const ring = parseHexColor(brand.theme.colors.primary) ?? [200, 200, 200];
  const dot = parseHexColor(brand.theme.colors.accent) ?? [255, 255, 255];
  const centre = size / 2;
  const samples = 4; // 4×4 supersampling smooths the circle edges
  const raw = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    raw[row] = 0; // filter type: none
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const distance = Math.hypot(
            x + (sx + 0.5) / samples - centre,
            y + (sy + 0.5) / samples - centre,
          );
          const colour = distance < 26 ? dot : distance >= 44 && distance < 66 ? ring : ground;
          for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (colour[c] ?? 0);
        }
      }
      for (let c = 0; c < 3; c++)
        raw[row + 1 + x * 3 + c] = Math.round((sum[c] ?? 0) / samples ** 2);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

export function parseHexColor(value: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return undefined;
  const hex = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function cornerRadius(roundness: string, size: number): number {
  const px = /^(\d+(?:\.\d+)?)px$/.exec(roundness.trim());
  return Math.min(px?.[1] ? Number(px[1]) : 8, size / 2);
}

function initial(brand: Brand): string {
  return [...brand.siteDataName.trim()][0]?.toUpperCase() ?? '?';
}

function text(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attr(value: string): string {
  return text(value).replace(/"/g, '&quot;');
}
