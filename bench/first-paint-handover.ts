// The lobby's hand-over from the server-drawn first screen to the SPA (decision 0047): where the
// first screen's parts are just before the SPA takes over and just after, on the desktop
// (1350×940) and the phone (390×844). The entry script is held back until the server's screen
// has been measured and photographed, then released; the same page is measured again once the
// SPA's page has replaced the server's. Prints the boxes (header, each heading, each row's
// first tile) before → after; nothing should move.
//
//   npm run build && ./node_modules/.bin/node bench/first-paint-handover.ts [--out <dir>]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startBenchServer } from './support/server.ts';

const { values } = parseArgs({ options: { out: { type: 'string', default: '/tmp' } } });
const REPO = path.resolve(import.meta.dirname, '..');
const DEVICES = [
  { name: 'desktop', viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
  {
    name: 'phone',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' },
  },
] as const;

type Box = { label: string; x: number; y: number; w: number; h: number };

/** The header, every h2 and the first tile's image after each h2, in the given root. */
function boxes([rootSelector, tileSelector]: [string, string]): Box[] {
  const root = document.querySelector(rootSelector);
  if (!root) return [];
  const out: Box[] = [];
  const add = (label: string, el: Element | null | undefined) => {
    if (!el) return;
    const r = el.getBoundingClientRect();
    if (r.top > innerHeight) return;
    out.push({ label, x: r.x, y: r.y, w: r.width, h: r.height });
  };
  add('header', root.querySelector('header'));
  for (const h2 of root.querySelectorAll('h2')) {
    const label = (h2.textContent ?? '').trim().slice(0, 30);
    add(`h2 ${label}`, h2);
    const section = h2.closest('section');
    add(`tile ${label}`, section?.querySelector(tileSelector));
    if (section && !section.querySelector(tileSelector)) {
      add(`block ${label}`, section);
      add(`image ${label}`, section.querySelector(':scope > img'));
    }
  }
  return out;
}

const server = await startBenchServer({ env: { DIST_DIR: path.join(REPO, 'dist') } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const device of DEVICES) {
    const context = await browser.newContext(device);
    const page = await context.newPage();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Hold the entry module (and with it the SPA) until the server's screen is measured.
    await page.route(/\/assets\/initial-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(server.base + '/', { waitUntil: 'commit' });
    await page.waitForSelector('#lobby-first-paint [data-first-paint-game] img');
    await page.waitForTimeout(500);
    const before = await page.evaluate(boxes, [
      '#lobby-first-paint',
      '[data-first-paint-game] img',
    ] as [string, string]);
    await page.screenshot({ path: path.join(values.out!, `handover-${device.name}-before.png`) });
    release();
    await page.waitForSelector('#lobby-first-paint', { state: 'detached', timeout: 60_000 });
    const justAfter = await page.evaluate(boxes, ['#root', '[data-game] img'] as [string, string]);
    await page.screenshot({ path: path.join(values.out!, `handover-${device.name}-after.png`) });
    await page.waitForTimeout(3000);
    const settled = await page.evaluate(boxes, ['#root', '[data-game] img'] as [string, string]);
    await page.screenshot({ path: path.join(values.out!, `handover-${device.name}-settled.png`) });
    console.log(`${device.name}: box (x,y w×h) server → SPA at hand-over → SPA 3 s later`);
    const labels = [...new Set([...before, ...justAfter, ...settled].map((b) => b.label))];
    const show = (b?: Box) =>
      b ? `${+b.x.toFixed(1)},${+b.y.toFixed(1)} ${+b.w.toFixed(1)}×${+b.h.toFixed(1)}` : '—';
    for (const label of labels) {
      const [a, b, c] = [before, justAfter, settled].map((list) =>
        list.find((box) => box.label === label),
      );
      const moved = a && c && (Math.abs(a.y - c.y) > 1 || Math.abs(a.h - c.h) > 1) ? '  MOVED' : '';
      console.log(
        `  ${label.padEnd(38)} ${show(a).padEnd(24)} ${show(b).padEnd(24)} ${show(c)}${moved}`,
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
