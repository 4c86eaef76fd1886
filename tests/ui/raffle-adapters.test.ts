// The raffle's adapters: the REST sources' answers as the countdown machine's drops (epoch ms,
// pots' current_value, ticket_count), the request's path, bearer and currency, and the jackpot
// socket's raffle frames (PlayerRaffleTicketsListResponse, RaffleWinEvent) parsed or dropped.
import { describe, expect, it, vi } from 'vitest';
import { parseJackpotFrame } from '../../src/adapters/jackpot/jackpot-frames.ts';
import { fetchRaffleSource, parseRaffleSource } from '../../src/adapters/jackpot/raffle-api.ts';

const ANSWER = {
  id: 'aurora-hourly-eur',
  source_id: 'hourly',
  brand: 'aurora',
  provider: 'lobby-demo',
  currency: 'EUR',
  raffle: {
    id: 'aurora-hourly-eur-7800',
    timestamp_start: '2026-03-01T10:00:00.000Z',
    timestamp_end: '2026-03-01T11:00:00.000Z',
    seed_commitment: 'ab'.repeat(32),
    pots: [{ id: 'raffle', current_value: 5012 }],
  },
  ticket_count: 12,
};

describe('raffle REST sources', () => {
  it('maps timestamps to epoch ms, pots to currentValue, and keeps the instance and tickets', () => {
    expect(parseRaffleSource('hourly', ANSWER)).toEqual({
      instanceId: 'aurora-hourly-eur',
      ticketCount: 12,
      drop: {
        type: 'hourly',
        instanceId: 'aurora-hourly-eur',
        ticketCount: 12,
        raffle: {
          id: 'aurora-hourly-eur-7800',
          timestampStart: Date.parse('2026-03-01T10:00:00.000Z'),
          timestampEnd: Date.parse('2026-03-01T11:00:00.000Z'),
          pots: [{ id: 'raffle', currentValue: 5012 }],
        },
      },
    });
    const visitor = parseRaffleSource('hourly', {
      ...ANSWER,
      ticket_count: null,
      raffle: { ...ANSWER.raffle, pots: [{ id: 'raffle', current_value: null }] },
    });
    expect(visitor.ticketCount).toBeNull();
    expect(visitor.drop.raffle.pots).toEqual([{ id: 'raffle', currentValue: null }]);
    expect(() => parseRaffleSource('hourly', { ...ANSWER, raffle: { id: 'x' } })).toThrow();
  });

  it('asks the source of the brand with the bearer and currency; a 404 is not retried', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(ANSWER), { status: 200 }));
    await fetchRaffleSource(
      { type: 'weekly', provider: 'lobby-demo', brand: 'aurora', currency: 'EUR', token: 't' },
      { fetch: fetch as unknown as typeof globalThis.fetch, log: () => {} },
    );
    expect(fetch).toHaveBeenCalledWith(
      '/jackpot-api/v1/thrillpots/instances/source/weekly/brand/lobby-demo:aurora?currency=EUR',
      expect.objectContaining({
        headers: { accept: 'application/json', authorization: 'Bearer t' },
      }),
    );
    const missing = vi.fn(async () => new Response('{}', { status: 404 }));
    await expect(
      fetchRaffleSource(
        { type: 'daily', provider: 'lobby-demo', brand: 'puravida', currency: null, token: null },
        { fetch: missing as unknown as typeof globalThis.fetch, log: () => {} },
      ),
    ).rejects.toThrow('Error status 404');
    expect(missing).toHaveBeenCalledTimes(1);
  });
});

describe('raffle frames on the jackpot socket', () => {
  it('parses PlayerRaffleTicketsListResponse, dropping malformed entries', () => {
    expect(
      parseJackpotFrame(
        JSON.stringify({
          type: 'PlayerRaffleTicketsListResponse',
          instance_tickets: [
            { instance_id: 'aurora-hourly-eur', drop_id: 'd-1', ticket_count: 12 },
            { instance_id: 'aurora-daily-eur', ticket_count: 3 },
            { instance_id: 'aurora-weekly-eur', drop_id: 'd-3', ticket_count: -1 },
          ],
        }),
      ),
    ).toEqual({
      type: 'PlayerRaffleTicketsListResponse',
      instanceTickets: [
        { instanceId: 'aurora-hourly-eur', dropId: 'd-1', ticketCount: 12 },
        { instanceId: 'aurora-daily-eur', dropId: null, ticketCount: 3 },
      ],
    });
  });

  it('parses RaffleWinEvent and drops one with a missing field', () => {
    const frame = {
      type: 'RaffleWinEvent',
      instance_id: 'aurora-hourly-eur',
      drop_id: 'aurora-hourly-eur-7800',
      source_id: 'hourly',
      rank: 1,
      player_id: 'p-1',
      initials: 'D.P.',
      amount: 5012,
      currency: 'EUR',
      brand: 'aurora',
      timestamp: '2026-03-01T11:00:05.000Z',
    };
    expect(parseJackpotFrame(JSON.stringify(frame))).toEqual({
      type: 'RaffleWinEvent',
      instanceId: 'aurora-hourly-eur',
      dropId: 'aurora-hourly-eur-7800',
      sourceId: 'hourly',
      rank: 1,
      playerId: 'p-1',
      initials: 'D.P.',
      amount: 5012,
      currency: 'EUR',
      brand: 'aurora',
      timestamp: '2026-03-01T11:00:05.000Z',
    });
    // Everyone but the winner hears the draw without the winner's id.
    const { player_id: _winner, ...shared } = frame;
    expect(parseJackpotFrame(JSON.stringify(shared))).toMatchObject({
      type: 'RaffleWinEvent',
      playerId: null,
      initials: 'D.P.',
      amount: 5012,
    });
    expect(parseJackpotFrame(JSON.stringify({ ...frame, player_id: '' }))).toBeNull();
    expect(parseJackpotFrame(JSON.stringify({ ...frame, initials: '' }))).toBeNull();
    expect(parseJackpotFrame(JSON.stringify({ ...frame, amount: 50.12 }))).toBeNull();
  });
});
