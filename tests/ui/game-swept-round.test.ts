// The demo games' pages with a round the sweeper settled while the player was away (decision
// 0027): the server-rendered page becomes the test's document and its own scripts
// (server/games/public/: the shared game-kit.js, then the game's) run on it; the slot shows that
// round's reels with the paying cells and its win, the roulette its number, marks and win; a
// refund says so; without such a round the pages start as before.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_BRANDS } from '../../server/brands/demo-brands.ts';
import { settle, type RouletteBet } from '../../server/games/roulette-engine.ts';
import { renderRoulettePage } from '../../server/games/roulette-page.ts';
import { renderSlotPage, type SlotPageOptions } from '../../server/games/slot-page.ts';
import { evaluate } from '../../server/games/slot-engine.ts';
import type { SweptRound } from '../../server/games/swept-rounds.ts';
import type { Json } from '../../server/pubsub/pubsub.ts';

const PUBLIC = path.join(import.meta.dirname, '../../server/games/public');
const brand = DEMO_BRANDS[0]!;

/** The page as the document, then its scripts run on it (as the frame's <script src>s would). */
function open(html: string, script: string): Document {
  const page = new DOMParser().parseFromString(html, 'text/html');
  document.replaceChild(document.importNode(page.documentElement, true), document.documentElement);
  // jsdom has no matchMedia; the roulette asks for reduced motion (no wheel animation).
  window.matchMedia = ((query: string) => ({ matches: true, media: query })) as never;
  // The shared kit first, then the game's own script, in the page's order.
  const scripts = Array.from(
    html.matchAll(/<script src="\/demo-games\/assets\/([\w.-]+)"><\/script>/g),
    (match) => match[1]!,
  );
  expect(scripts).toEqual(['game-kit.js', script]);
  for (const file of scripts) new Function(readFileSync(path.join(PUBLIC, file), 'utf8'))();
  return document;
}

const slotPage = (lastRound: SweptRound | null): SlotPageOptions => ({
  brand,
  name: 'Test slot',
  slug: 'test-slot',
  token: 'token',
  mode: 'REAL',
  currency: 'EUR',
  balance: 10_000,
  stakes: [500],
  freeSpins: { left: 0, stake: null },
  lastRound,
  parentOrigin: 'http://localhost:3000',
});

const table = {
  slug: 'european-roulette',
  name: 'European Roulette',
  chip: 100,
  maxStake: 10_000,
  chips: [100, 200],
};
const roulettePage = (lastRound: SweptRound | null) => ({
  brand,
  table,
  token: 'token',
  mode: 'REAL' as const,
  currency: 'EUR',
  balance: 10_000,
  lastRound,
  parentOrigin: 'http://localhost:3000',
});

describe('a round settled while the player was away', () => {
  it('the slot shows its reels, paying cells and win', () => {
    // Stops where every reel shows the same window: the three rows pay.
    const outcome = evaluate([1, 1, 1], 500);
    expect(outcome.win).toBeGreaterThan(0);
    const doc = open(
      renderSlotPage(
        slotPage({
          roundId: 'session:spin-1',
          status: 'settled',
          stake: 500,
          win: outcome.win,
          outcome: {
            game: 'slot',
            stake: 500,
            reels: outcome.reels,
            lines: outcome.lines.map(({ line, symbol, win }) => ({ line, symbol, win })),
            win: outcome.win,
            freeSpin: false,
          },
        }),
      ),
      'slot.js',
    );
    const money = `€${(outcome.win / 100).toFixed(2)}`;
    expect(doc.getElementById('result')!.textContent).toBe(
      `Your last round was completed: won ${money}.`,
    );
    expect(doc.getElementById('win')!.textContent).toBe(money);
    const cells = [0, 1, 2].map((reel) =>
      [0, 1, 2].map((row) =>
        doc.querySelector(`[data-reel="${reel}"] [data-row="${row}"]`)!.getAttribute('aria-label'),
      ),
    );
    expect(cells).toEqual(outcome.reels);
    expect(doc.querySelectorAll('.cell.hit').length).toBeGreaterThan(0);
  });

  it('the roulette shows the number, the winning spots and the win', () => {
    const bets: RouletteBet[] = [
      { type: 'straight', value: 17, stake: 100 },
      { type: 'red', stake: 100 },
    ];
    const settled = settle(bets, 17);
    const doc = open(
      renderRoulettePage(
        roulettePage({
          roundId: 'session:round-1',
          status: 'settled',
          stake: 200,
          win: settled.win,
          outcome: {
            game: 'roulette',
            pocket: 17,
            colour: 'black',
            bets: settled.bets.map(({ type, value, stake, win }): Json =>
              value === undefined ? { type, stake, win } : { type, value, stake, win },
            ),
            stake: 200,
            win: settled.win,
          },
        }),
      ),
      'roulette.js',
    );
    expect(doc.getElementById('result')!.textContent).toBe(
      'Your last round was completed: 17 Black, won €36.00.',
    );
    const pocket = doc.getElementById('pocket')!;
    expect(pocket.textContent).toBe('17');
    expect(pocket.getAttribute('aria-label')).toBe('Winning number: 17 Black');
    expect(doc.querySelector('[aria-label="Bet on 17"]')!.classList.contains('won')).toBe(true);
    expect(doc.querySelector('[aria-label="Bet on red"]')!.classList.contains('won')).toBe(false);
    expect(doc.getElementById('win')!.textContent).toBe('€36.00');
  });

  it('a refund reads as a refund; without a swept round the pages start as before', () => {
    const refunded = open(
      renderRoulettePage(
        roulettePage({
          roundId: 'session:round-2',
          status: 'rolledBack',
          stake: 250,
          win: 0,
          outcome: null,
        }),
      ),
      'roulette.js',
    );
    expect(refunded.getElementById('result')!.textContent).toBe(
      'Your last round was refunded: €2.50 back to your balance.',
    );
    expect(refunded.getElementById('pocket')!.textContent).toBe('–');

    const slot = open(renderSlotPage(slotPage(null)), 'slot.js');
    expect(slot.getElementById('result')!.textContent).toBe('Choose a bet and spin.');
    const table = open(renderRoulettePage(roulettePage(null)), 'roulette.js');
    expect(table.getElementById('result')!.textContent).toBe(
      'Choose a chip, place your bets and spin.',
    );
  });
});
