// The jackpot's display rules beyond the leaderboard: time-ago units (programmes §9), the win
// count-up in 10,000 steps and the 4 s celebration (§4), the colour palette as CSS properties.
import { describe, expect, it } from 'vitest';
import { paletteProperties } from '../../machines/jackpot/palette.ts';
import { timeAgo } from '../../machines/jackpot/time-ago.ts';
import {
  WIN_CELEBRATION_MS,
  WIN_COUNT_DURATION_MS,
  WIN_COUNT_STEPS,
  countUpAmount,
  countUpStep,
} from '../../machines/jackpot/win-animation.ts';
import { returnsFocusToGame } from '../../machines/overlays/overlays.machine.ts';

const NOW = Date.parse('2030-06-15T12:00:00.000Z');
const ago = (ms: number) => timeAgo(new Date(NOW - ms).toISOString(), NOW);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('jackpot time ago (programmes §9: minutes, hours, days, months)', () => {
  it('picks the largest unit that reaches 1, counting whole units', () => {
    expect(ago(0)).toEqual({ unit: 'minutes', count: 0 });
    expect(ago(59_999)).toEqual({ unit: 'minutes', count: 0 });
    expect(ago(3 * MINUTE + 10_000)).toEqual({ unit: 'minutes', count: 3 });
    expect(ago(59 * MINUTE)).toEqual({ unit: 'minutes', count: 59 });
    expect(ago(HOUR)).toEqual({ unit: 'hours', count: 1 });
    expect(ago(23 * HOUR + 59 * MINUTE)).toEqual({ unit: 'hours', count: 23 });
    expect(ago(DAY)).toEqual({ unit: 'days', count: 1 });
    expect(ago(29 * DAY)).toEqual({ unit: 'days', count: 29 });
    expect(ago(30 * DAY)).toEqual({ unit: 'months', count: 1 });
    expect(ago(400 * DAY)).toEqual({ unit: 'months', count: 13 });
  });

  it('a time in the future is now; an unreadable time is null', () => {
    expect(ago(-5 * MINUTE)).toEqual({ unit: 'minutes', count: 0 });
    expect(timeAgo('not a date', NOW)).toBeNull();
  });
});

describe('jackpot win animation (programmes §4, §9)', () => {
  it('counts up from 0 in 10,000 steps and ends exactly on the amount', () => {
    expect(WIN_COUNT_STEPS).toBe(10_000);
    expect(countUpStep(0)).toBe(0);
    expect(countUpStep(WIN_COUNT_DURATION_MS / 2)).toBe(5_000);
    expect(countUpStep(WIN_COUNT_DURATION_MS * 3)).toBe(WIN_COUNT_STEPS);
    expect(countUpAmount(123_457, 0)).toBe(0);
    expect(countUpAmount(123_457, 5_000)).toBe(61_728);
    expect(countUpAmount(123_457, WIN_COUNT_STEPS)).toBe(123_457);
    const shown = [0, 1, 2_500, 9_999, 10_000].map((step) => countUpAmount(99, step));
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(shown.at(-1)).toBe(99);
  });

  it('hides the celebration image after 4 s; "Back to game" returns focus to the game', () => {
    expect(WIN_CELEBRATION_MS).toBe(4_000);
    expect(returnsFocusToGame('jackpot-win')).toBe(true);
    expect(returnsFocusToGame('raffle-win')).toBe(true);
    expect(returnsFocusToGame('quick-deposit')).toBe(true);
    expect(returnsFocusToGame('confirmation')).toBe(false);
  });
});

describe('jackpot colour palette (programmes §3)', () => {
  it('writes valid colours as --jackpot-* properties and drops anything else', () => {
    expect(
      paletteProperties({
        highlight: '#ffcc00',
        background: 'rgb(10, 20, 30)',
        darkBackground: 'url(https://evil.example/x.png)',
        detailsContentBackground: 'hsl(200 50% 10%)',
        body: 'white',
        backgroundContrast: 'red; color: blue',
        buttonBackground: '#12345678',
      }),
    ).toEqual({
      '--jackpot-highlight': '#ffcc00',
      '--jackpot-background': 'rgb(10, 20, 30)',
      '--jackpot-details-content-background': 'hsl(200 50% 10%)',
      '--jackpot-body': 'white',
      '--jackpot-button-background': '#12345678',
    });
    expect(paletteProperties(null)).toEqual({});
  });
});
