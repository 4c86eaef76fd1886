// The lobby's server-rendered first screen (decision 0047): the server writes it into index.html
// as static markup in front of the SPA's root; the SPA removes it in the same frame in which
// its own page first commits. Shared by the server (which writes it) and the SPA (which removes
// it), so the id is a rule of both.

export const FIRST_PAINT_ELEMENT_ID = 'lobby-first-paint';
