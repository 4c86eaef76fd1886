// The page shell of the identity provider's pages: plain, accessible HTML in the brand's colours.
// No scripts (the CSP allows none inline) and one inline stylesheet (style-src allows it).
import { createHash } from 'node:crypto';
import type { Brand } from '../brands/brand.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** A theme value goes into CSS only if it cannot end the declaration or the stylesheet. */
function cssValue(value: string, fallback: string): string {
  return /^[#a-zA-Z0-9(),.%\s-]{1,64}$/.test(value) ? value : fallback;
}

function stylesheet(brand: Brand): string {
  const { colors } = brand.theme;
  const background = cssValue(colors.background, '#ffffff');
  const surface = cssValue(colors.surface, '#f4f4f4');
  const text = cssValue(colors.text, '#111111');
  const muted = cssValue(colors.textMuted, '#555555');
  const primary = cssValue(colors.primary, '#1f5fa8');
  const contrast = cssValue(colors.primaryContrast, '#ffffff');
  return `
    *{box-sizing:border-box}
    body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;
      background:${background};color:${text}}
    main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:${surface};border-radius:8px}
    h1{font-size:1.5rem;margin:0 0 1rem}
    p.brand{margin:0 0 .25rem;color:${muted};font-weight:600}
    label{display:block;margin:.75rem 0 .25rem;font-weight:600}
    label.check{display:flex;gap:.5rem;align-items:flex-start;font-weight:400}
    input,select{width:100%;padding:.6rem;font:inherit;border:1px solid ${muted};border-radius:4px;
      background:#fff;color:#111}
    label.check input{width:auto;margin-top:.3rem}
    fieldset{border:1px solid ${muted};border-radius:4px;margin:1rem 0;padding:.5rem .75rem}
    button{margin-top:1rem;width:100%;padding:.7rem;font:inherit;font-weight:700;border:0;
      border-radius:4px;background:${primary};color:${contrast};cursor:pointer}
    button.secondary{background:transparent;color:${text};text-decoration:underline;font-weight:400}
    a{color:${text}}
    .alert{padding:.75rem;border-radius:4px;border:2px solid #b00020;background:#fff;color:#b00020}
    .notice{padding:.75rem;border-radius:4px;border:2px solid ${primary};background:#fff;color:#111}
    .field-error{color:#b00020;margin:.25rem 0 0;font-size:.9rem;background:#fff;padding:0 .25rem}
    .hint{margin:.25rem 0 .5rem;font-size:.9rem;color:${muted}}
    :focus-visible{outline:3px solid ${primary};outline-offset:2px}`;
}

export interface PageOptions {
  brand: Brand;
  title: string;
  body: string;
  /** An inline script, allowed through the CSP by its hash (see withScriptHash). */
  script?: string;
}

export function renderPage({ brand, title, body, script }: PageOptions): string {
  const name = escapeHtml(brand.siteDataName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} — ${name}</title>
<style>${stylesheet(brand)}</style>
</head>
<body>
<main>
<p class="brand">${name}</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
${script ? `<script>${script}</script>` : ''}
</body>
</html>`;
}

/** The CSP header value with the script's sha256 added to script-src. */
export function withScriptHash(csp: string, script: string): string {
  const source = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  return csp
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      return trimmed.startsWith('script-src ') ? `${trimmed} ${source}` : trimmed;
    })
    .join('; ');
}
