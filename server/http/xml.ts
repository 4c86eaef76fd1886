// Escaping for the SVG pictures the server draws (catalogue artwork, jackpot artwork).
/** XML text/attribute escaping, dropping characters XML 1.0 does not allow. */
export function escapeXml(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- the XML 1.0 Char production, on purpose
      .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
      .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  );
}
