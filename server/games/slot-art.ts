// Symbol art of the reel slots (slot-video, slot-megaways, slot-volatile): inline SVG symbols,
// so the sandboxed page needs no image requests or emoji fonts.
const card = (letter: string, fill: string) =>
  `<rect x="5" y="5" width="38" height="38" rx="8" fill="${fill}"/><text x="24" y="33" font-size="22" font-weight="800" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text>`;

export const SLOT_ART: Readonly<Record<string, string>> = {
  ten: card('10', '#4f6d7a'),
  jack: card('J', '#2e7d32'),
  queen: card('Q', '#6a1b9a'),
  king: card('K', '#1565c0'),
  ace: card('A', '#c62828'),
  gem: '<path d="M12 10 H36 L44 20 L24 42 L4 20 Z" fill="#26c6da" stroke="#00838f" stroke-width="2"/><path d="M4 20 H44 M16 10 L24 42 L32 10" stroke="#00838f" stroke-width="1.5" fill="none"/>',
  crown:
    '<path d="M6 36 L8 14 L17 24 L24 8 L31 24 L40 14 L42 36 Z" fill="#ffc107" stroke="#ff8f00" stroke-width="2"/><rect x="6" y="36" width="36" height="5" fill="#ff8f00"/>',
  star: '<path d="M24 4 L30 18 L45 19 L33 29 L37 44 L24 36 L11 44 L15 29 L3 19 L18 18 Z" fill="#ffeb3b" stroke="#f9a825" stroke-width="2"/>',
  wild: '<rect x="2" y="8" width="44" height="32" rx="8" fill="#e91e63"/><text x="24" y="30" font-size="13" font-weight="900" text-anchor="middle" fill="#fff" font-family="sans-serif">WILD</text>',
  scatter:
    '<circle cx="24" cy="24" r="20" fill="#7c4dff" stroke="#ede7f6" stroke-width="3"/><path d="M24 10 L28 20 L38 20 L30 27 L33 37 L24 31 L15 37 L18 27 L10 20 L20 20 Z" fill="#fff"/>',
  plum: '<circle cx="24" cy="28" r="15" fill="#8e24aa"/><path d="M24 13 C26 8 30 6 34 6" stroke="#33691e" stroke-width="3" fill="none"/>',
  bell: '<path d="M24 6 C14 6 12 16 12 26 L8 34 H40 L36 26 C36 16 34 6 24 6 Z" fill="#ffb300"/><circle cx="24" cy="38" r="4" fill="#ff8f00"/>',
  horseshoe:
    '<path d="M12 40 L12 22 A12 12 0 0 1 36 22 L36 40" stroke="#90a4ae" stroke-width="7" fill="none" stroke-linecap="round"/>',
  diamond:
    '<path d="M24 4 L42 24 L24 44 L6 24 Z" fill="#40c4ff" stroke="#0277bd" stroke-width="2"/>',
  seven:
    '<text x="24" y="40" font-size="40" font-weight="900" text-anchor="middle" fill="#e53935" stroke="#b71c1c" stroke-width="1.5" font-family="sans-serif">7</text>',
  wild2:
    '<rect x="2" y="8" width="44" height="32" rx="8" fill="#00897b"/><text x="24" y="31" font-size="15" font-weight="900" text-anchor="middle" fill="#fff" font-family="sans-serif">×2</text>',
  wild3:
    '<rect x="2" y="8" width="44" height="32" rx="8" fill="#d81b60"/><text x="24" y="31" font-size="15" font-weight="900" text-anchor="middle" fill="#fff" font-family="sans-serif">×3</text>',
  blank: '',
};

/** The <symbol> definitions the page's cells `<use>`. */
export function slotSymbolDefs(symbols: readonly string[]): string {
  return symbols
    .map((s) => `<symbol id="sym-${s}" viewBox="0 0 48 48">${SLOT_ART[s] ?? ''}</symbol>`)
    .join('');
}
