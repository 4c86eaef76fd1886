// The jackpot service adapters: frames in and out of the socket (snake_case → the machine's
// camelCase, unknown or bad frames dropped), the socket URL, and the REST calls' retries and
// error texts (programmes §8, §9).
import { describe, expect, it, vi } from 'vitest';
import {
  JACKPOT_FETCH_ATTEMPTS,
  JACKPOT_FETCH_DELAY_MS,
  fetchCurrencyRates,
  fetchJackpotInstance,
  fetchJsonWithRetries,
} from '../../src/adapters/jackpot/jackpot-api.ts';
import {
  encodeJackpotFrame,
  parseJackpotFrame,
} from '../../src/adapters/jackpot/jackpot-frames.ts';
import { jackpotSocketUrl } from '../../src/adapters/jackpot/jackpot-socket.ts';

const frame = (value: unknown) => parseJackpotFrame(JSON.stringify(value));

describe('jackpot frames', () => {
  it('parses the contract messages into the machine’s messages', () => {
    expect(
      frame({
        type: 'JackpotUpdate',
        instance_id: 'aurora-eur',
        currency: 'EUR',
        pots: [
          { id: 'mega', current_value: 123 },
          { id: 'shared', current_value: 0 },
        ],
      }),
    ).toEqual({
      type: 'JackpotUpdate',
      instanceId: 'aurora-eur',
      pots: [
        { id: 'mega', amount: 123 },
        { id: 'shared', amount: 0 },
      ],
    });
    expect(
      frame({
        type: 'WinEvent',
        instance_id: 'aurora-eur',
        pot_id: 'minor',
        amount: 1234,
        currency: 'EUR',
        player_id: 'p-1',
        initials: 'A.B.',
        brand: 'aurora',
        won_at: '2030-01-01T12:00:00.000Z',
      }),
    ).toEqual({
      type: 'WinEvent',
      instanceId: 'aurora-eur',
      potId: 'minor',
      amount: 1234,
      currency: 'EUR',
      playerId: 'p-1',
      initials: 'A.B.',
      brand: 'aurora',
      wonAt: '2030-01-01T12:00:00.000Z',
    });
    // Everyone but the winner hears the win without the winner's id.
    expect(
      frame({
        type: 'WinEvent',
        instance_id: 'aurora-eur',
        pot_id: 'minor',
        amount: 1234,
        currency: 'EUR',
        initials: 'A.B.',
        brand: 'aurora',
        won_at: '2030-01-01T12:00:00.000Z',
      }),
    ).toMatchObject({ type: 'WinEvent', playerId: null, initials: 'A.B.', amount: 1234 });
    expect(
      frame({
        type: 'PlayerOptInResponse',
        instance_id: 'aurora-eur',
        opted_in: true,
        preferred_contribution_value: 20,
      }),
    ).toEqual({
      type: 'PlayerOptInResponse',
      instanceId: 'aurora-eur',
      optedIn: true,
      preferredContribution: 20,
      optedOutReason: null,
    });
    // The operator withdrew the player's option: the reason is kept as a code; one this lobby
    // does not know reads as none.
    const optedOut = {
      type: 'PlayerOptInResponse',
      instance_id: 'aurora-eur',
      opted_in: false,
      preferred_contribution_value: 20,
    };
    expect(frame({ ...optedOut, opted_out_reason: 'ContributionWithdrawn' })).toMatchObject({
      optedIn: false,
      optedOutReason: 'ContributionWithdrawn',
    });
    expect(frame({ ...optedOut, opted_out_reason: 'SomethingNew' })).toMatchObject({
      optedIn: false,
      optedOutReason: null,
    });
    expect(frame({ type: 'Error', code: 'InvalidContribution', message: 'no' })).toEqual({
      type: 'Error',
      code: 'InvalidContribution',
      message: 'no',
    });
  });

  it('drops unknown, malformed and non-text frames', () => {
    expect(parseJackpotFrame('not json')).toBeNull();
    expect(parseJackpotFrame(new ArrayBuffer(2))).toBeNull();
    expect(frame(['JackpotUpdate'])).toBeNull();
    expect(frame({ type: 'RaffleWinEvent' })).toBeNull();
    expect(frame({ type: 'JackpotUpdate', instance_id: 'x', pots: [{ id: 'mega' }] })).toBeNull();
    expect(
      frame({
        type: 'JackpotUpdate',
        instance_id: 'x',
        pots: [{ id: 'mega', current_value: 1.5 }],
      }),
    ).toBeNull();
    expect(frame({ type: 'WinEvent', instance_id: 'x', amount: 1 })).toBeNull();
    expect(
      frame({
        type: 'WinEvent',
        instance_id: 'x',
        pot_id: 'minor',
        amount: 1,
        currency: 'EUR',
        player_id: 7,
        initials: 'A.B.',
        brand: 'aurora',
        won_at: '2030-01-01T12:00:00.000Z',
      }),
    ).toBeNull();
    expect(frame({ type: 'PlayerOptInResponse', instance_id: 'x', opted_in: 'yes' })).toBeNull();
  });

  it('sends outgoing messages as JSON as they are', () => {
    expect(JSON.parse(encodeJackpotFrame({ type: 'SubscribeRequest', events: 'all' }))).toEqual({
      type: 'SubscribeRequest',
      events: 'all',
    });
  });

  it('builds {websocketUrl}/v1/events/{operatorId}/{brand}?token&currency', () => {
    const address = {
      websocketUrl: 'wss://lobby.example/jackpot-api/',
      operatorId: 'lobby-demo',
      brand: 'aurora',
      currency: 'SEK',
      token: 'a.b.c',
    };
    expect(jackpotSocketUrl(address)).toBe(
      'wss://lobby.example/jackpot-api/v1/events/lobby-demo/aurora?currency=SEK&token=a.b.c',
    );
    expect(jackpotSocketUrl({ ...address, token: null })).toBe(
      'wss://lobby.example/jackpot-api/v1/events/lobby-demo/aurora?currency=SEK',
    );
  });
});

describe('jackpot REST calls', () => {
  const answer = (status: number, body: unknown = {}) =>
    new Response(JSON.stringify(body), { status });

  it('retries up to 10 times 2 s apart, logging each failure, then "Failed to fetch {url} after max retries"', async () => {
    const sleep = vi.fn(async () => {});
    const log = vi.fn();
    let calls = 0;
    const fetch = vi.fn(async () => {
      calls += 1;
      if (calls % 2) throw new TypeError('network down');
      return answer(503);
    });
    await expect(
      fetchCurrencyRates({ fetch: fetch as unknown as typeof globalThis.fetch, sleep, log }),
    ).rejects.toThrow('Failed to fetch /jackpot-api/v1/currencies after max retries');
    expect(fetch).toHaveBeenCalledTimes(JACKPOT_FETCH_ATTEMPTS);
    expect(sleep).toHaveBeenCalledTimes(JACKPOT_FETCH_ATTEMPTS - 1);
    expect(sleep).toHaveBeenCalledWith(JACKPOT_FETCH_DELAY_MS);
    expect(log).toHaveBeenNthCalledWith(
      1,
      'Could not fetch: /jackpot-api/v1/currencies. network down',
    );
    expect(log).toHaveBeenNthCalledWith(
      2,
      'Could not fetch: /jackpot-api/v1/currencies. Error status 503',
    );
  });

  it('answers with the rates once a retry succeeds; a 4xx is not retried', async () => {
    const sleep = vi.fn(async () => {});
    let calls = 0;
    const fetch = vi.fn(async () =>
      ++calls < 3
        ? answer(502)
        : answer(200, { base: 'EUR', multipliers: { EUR: 1, SEK: 11.3, BAD: 'x' } }),
    );
    await expect(
      fetchCurrencyRates({
        fetch: fetch as unknown as typeof globalThis.fetch,
        sleep,
        log: () => {},
      }),
    ).resolves.toEqual({ base: 'EUR', multipliers: { EUR: 1, SEK: 11.3 } });

    const notFound = vi.fn(async () => answer(404, { error: 'unknown_instance' }));
    await expect(
      fetchJsonWithRetries(
        '/jackpot-api/x',
        {},
        {
          fetch: notFound as unknown as typeof globalThis.fetch,
          sleep,
          log: () => {},
        },
      ),
    ).rejects.toThrow('Could not fetch: /jackpot-api/x. Error status 404');
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it('asks for the instance with the bearer and player id, and reads pots and the opt-in status', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      answer(200, {
        id: 'aurora-eur',
        currency: 'EUR',
        contribution_options: [10, 20, 50],
        initial_contribution_value: 20,
        pots: [{ id: 'mega', current_value: 100 }],
        optin_status: {
          opted_in: false,
          preferred_contribution_value: 20,
          opted_out_reason: 'ContributionWithdrawn',
        },
      }),
    );
    const instance = await fetchJackpotInstance(
      {
        sourceId: 'site',
        provider: 'lobby-demo',
        brand: 'aurora',
        currency: 'EUR',
        playerId: 'p-1',
        token: 'tok',
      },
      { fetch: fetch as unknown as typeof globalThis.fetch },
    );
    expect(instance).toEqual({
      id: 'aurora-eur',
      currency: 'EUR',
      contributionOptions: [10, 20, 50],
      initialContributionValue: 20,
      pots: [{ id: 'mega', amount: 100 }],
      optIn: { optedIn: false, preferredContribution: 20, optedOutReason: 'ContributionWithdrawn' },
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(
      '/jackpot-api/v1/thrillpots/instances/source/site/brand/lobby-demo:aurora?country_code=IE&currency=EUR&player_id=p-1',
    );
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });
});
