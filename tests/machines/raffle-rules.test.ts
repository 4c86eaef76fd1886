import { describe, expect, it } from 'vitest';
import { showsRaffleCard } from '../../machines/raffle/card-visibility.ts';
import { countdownParts } from '../../machines/raffle/countdown-text.ts';
import { RAFFLE_REFETCH_DELAY_MS } from '../../machines/raffle/refetch-delay.ts';
import { ticketsFromWager } from '../../machines/raffle/tickets.ts';
import {
  CAROUSEL_DEFAULT_LOOP_MS,
  RAFFLE_WINNERS_LOOP_MS,
  RAFFLE_WINNERS_SHOWN,
  winnerCard,
} from '../../machines/raffle/winners.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('raffle countdown text (programmes §9)', () => {
  it('shows days for the weekly drop only', () => {
    const remaining = 3 * DAY + 4 * HOUR + 5 * MINUTE + 6 * SECOND;
    expect(countdownParts(remaining, 'weekly')).toEqual({
      days: '3',
      hours: '04',
      minutes: '05',
      seconds: '06',
    });
    expect(countdownParts(remaining, 'daily')).toEqual({
      days: null,
      hours: '76',
      minutes: '05',
      seconds: '06',
    });
    expect(countdownParts(59 * MINUTE + 59 * SECOND, 'hourly')).toEqual({
      days: null,
      hours: '00',
      minutes: '59',
      seconds: '59',
    });
    expect(countdownParts(5 * HOUR, 'weekly').days).toBe('0');
  });

  it('rounds part-seconds up, so zero shows only at the end; never negative', () => {
    expect(countdownParts(1, 'hourly')).toEqual({
      days: null,
      hours: '00',
      minutes: '00',
      seconds: '01',
    });
    expect(countdownParts(59_001, 'hourly').minutes).toBe('01');
    const zero = { days: null, hours: '00', minutes: '00', seconds: '00' };
    expect(countdownParts(0, 'daily')).toEqual(zero);
    expect(countdownParts(-5 * SECOND, 'daily')).toEqual(zero);
    expect(countdownParts(Number.NaN, 'daily')).toEqual(zero);
    expect(countdownParts(-DAY, 'weekly')).toEqual({ ...zero, days: '0' });
  });
});

describe('raffle card visibility (programmes §5)', () => {
  it('hides the card when there is no pot or the first pot has no current value', () => {
    expect(showsRaffleCard([])).toBe(false);
    expect(showsRaffleCard([{ currentValue: null }, { currentValue: 500 }])).toBe(false);
    expect(showsRaffleCard([{ currentValue: 500 }, { currentValue: null }])).toBe(true);
    expect(showsRaffleCard([{ currentValue: 0 }])).toBe(true);
  });
});

describe('raffle winner cards (programmes §5, §9)', () => {
  const WINNER = {
    winnerInitials: 'S.K.',
    winAmount: 12_500,
    winCurrency: 'EUR',
    brand: 'nordlys',
  };
  const AT = '2030-01-01T12:00:00.000Z';

  it('keeps a winner with initials, amount, currency, timestamp and brand', () => {
    expect(winnerCard(WINNER, AT)).toEqual({
      initials: 'S.K.',
      amount: 12_500,
      currency: 'EUR',
      brand: 'nordlys',
      timestamp: AT,
    });
    expect(winnerCard({ ...WINNER, winAmount: 0 }, AT)?.amount).toBe(0);
  });

  it('skips a winner missing any of them', () => {
    expect(winnerCard(WINNER, null)).toBeNull();
    expect(winnerCard(WINNER, '')).toBeNull();
    for (const missing of ['winnerInitials', 'winAmount', 'winCurrency', 'brand'] as const) {
      expect(winnerCard({ ...WINNER, [missing]: null }, AT)).toBeNull();
      const { [missing]: _dropped, ...rest } = WINNER;
      expect(winnerCard(rest, AT)).toBeNull();
    }
    expect(winnerCard({ ...WINNER, winnerInitials: '' }, AT)).toBeNull();
    expect(winnerCard({ ...WINNER, winAmount: Number.NaN }, AT)).toBeNull();
  });

  it('shows the last 15 winners at 70 s per loop (carousels default to 40 s)', () => {
    expect(RAFFLE_WINNERS_SHOWN).toBe(15);
    expect(RAFFLE_WINNERS_LOOP_MS).toBe(70_000);
    expect(CAROUSEL_DEFAULT_LOOP_MS).toBe(40_000);
  });
});

describe('raffle tickets from a wager (programmes §5)', () => {
  const MULTIPLIERS = { EUR: 1, USD: 1.1, SEK: 11.3, JPY: 165, KWD: 0.33 };

  it('gives 1 ticket per €1.00 wagered, part-euros giving none', () => {
    expect(ticketsFromWager(100, 'EUR', MULTIPLIERS)).toBe(1);
    expect(ticketsFromWager(99, 'EUR', MULTIPLIERS)).toBe(0);
    expect(ticketsFromWager(2_599, 'EUR', MULTIPLIERS)).toBe(25);
    expect(ticketsFromWager(0, 'EUR', MULTIPLIERS)).toBe(0);
    expect(ticketsFromWager(-500, 'EUR', MULTIPLIERS)).toBe(0);
  });

  it('converts other currencies with the multiplier and their minor digits', () => {
    // 1.10 USD is exactly €1.00 (not 0.9999…).
    expect(ticketsFromWager(110, 'USD', MULTIPLIERS)).toBe(1);
    expect(ticketsFromWager(109, 'USD', MULTIPLIERS)).toBe(0);
    expect(ticketsFromWager(11_300, 'SEK', MULTIPLIERS)).toBe(10);
    // JPY has no minor digits: 330 yen is €2.
    expect(ticketsFromWager(330, 'JPY', MULTIPLIERS)).toBe(2);
    // KWD has three: 1.000 KWD is €3.03….
    expect(ticketsFromWager(1_000, 'KWD', MULTIPLIERS)).toBe(3);
  });

  it('cannot count without a usable multiplier for the currency', () => {
    expect(ticketsFromWager(10_000, 'NOK', MULTIPLIERS)).toBeNull();
    expect(ticketsFromWager(10_000, 'BAD', { BAD: 0 })).toBeNull();
  });
});

describe('raffle refetch delay (programmes §9)', () => {
  it('is 1.5 s after a drop ends', () => {
    expect(RAFFLE_REFETCH_DELAY_MS).toBe(1_500);
  });
});
