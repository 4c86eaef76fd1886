// The jackpot page's colours come from the settings (programmes §3 colorPalette). They are
// written into CSS custom properties, so only plain colour values pass: a hex colour, rgb(),
// hsl() or a named colour — never url() or anything that could load or break out.

export interface JackpotColorPalette {
  highlight: string;
  background: string;
  darkBackground: string;
  detailsContentBackground: string;
  body: string;
  backgroundContrast: string;
  buttonBackground: string;
}

const PALETTE_KEYS: readonly (keyof JackpotColorPalette)[] = [
  'highlight',
  'background',
  'darkBackground',
  'detailsContentBackground',
  'body',
  'backgroundContrast',
  'buttonBackground',
];

const COLOUR =
  /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla)\(\s*[-\d.%\s,/]+\)|[a-z]{3,20})$/i;

export function isPlainColour(value: string): boolean {
  return COLOUR.test(value.trim());
}

/** `--jackpot-highlight` …: the palette's valid colours as CSS custom properties. */
export function paletteProperties(
  palette: JackpotColorPalette | null | undefined,
): Record<string, string> {
  const properties: Record<string, string> = {};
  if (!palette) return properties;
  for (const name of PALETTE_KEYS) {
    const value = palette[name];
    if (typeof value !== 'string' || !isPlainColour(value)) continue;
    properties[`--jackpot-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`] =
      value.trim();
  }
  return properties;
}
