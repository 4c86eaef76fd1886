// The jackpot service's REST calls (programmes §7 contract), same origin under
// /jackpot-api: the currency multipliers and an instance with the player's opt-in status.
// Both retry 10 times 2 s apart (programmes §9) — network failures and 5xx only: a 4xx
// answer will not change by asking again.
import type { OptInStatus } from '../../../machines/jackpot-opt-in/jackpot-opt-in.machine.ts';
import { optOutReasonOf } from '../../../machines/jackpot/opt-out-reasons.ts';

export const JACKPOT_API_BASE = '/jackpot-api';
export const JACKPOT_FETCH_ATTEMPTS = 10;
export const JACKPOT_FETCH_DELAY_MS = 2_000;
/** programmes §9: the player country of jackpot calls is fixed. */
export const JACKPOT_PLAYER_COUNTRY = 'IE';

export interface JackpotFetchOptions {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string) => void;
  signal?: AbortSignal;
}

/** A 4xx answer: not retried. */
export class JackpotHttpError extends Error {
  readonly status: number;
  constructor(url: string, status: number) {
    super(`Could not fetch: ${url}. Error status ${status}`);
    this.name = 'JackpotHttpError';
    this.status = status;
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * GET `url` as JSON, retried. Each failure is logged "Could not fetch: {url}. {message or
 * Error status}" (programmes §8); after the last, "Failed to fetch {url} after max retries".
 */
export async function fetchJsonWithRetries(
  url: string,
  init: RequestInit,
  {
    fetch: doFetch = fetch,
    sleep = wait,
    log = (message) => console.warn(message),
    signal,
  }: JackpotFetchOptions = {},
): Promise<unknown> {
  for (let attempt = 1; attempt <= JACKPOT_FETCH_ATTEMPTS; attempt += 1) {
    try {
      const response = await doFetch(url, { ...init, signal });
      if (response.ok) return (await response.json()) as unknown;
      if (response.status < 500) throw new JackpotHttpError(url, response.status);
      log(`Could not fetch: ${url}. Error status ${response.status}`);
    } catch (error) {
      if (error instanceof JackpotHttpError || signal?.aborted) {
        if (error instanceof JackpotHttpError) log(error.message);
        throw error;
      }
      log(`Could not fetch: ${url}. ${error instanceof Error ? error.message : String(error)}`);
    }
    if (attempt < JACKPOT_FETCH_ATTEMPTS) await sleep(JACKPOT_FETCH_DELAY_MS);
  }
  throw new Error(`Failed to fetch ${url} after max retries`);
}

/** Player currency per euro, from GET /v1/currencies. */
export interface CurrencyRates {
  base: string;
  multipliers: Readonly<Record<string, number>>;
}

export async function fetchCurrencyRates(options?: JackpotFetchOptions): Promise<CurrencyRates> {
  const body = await fetchJsonWithRetries(
    `${JACKPOT_API_BASE}/v1/currencies`,
    { headers: { accept: 'application/json' } },
    options,
  );
  const { base, multipliers } = (body ?? {}) as { base?: unknown; multipliers?: unknown };
  const rates: Record<string, number> = {};
  if (typeof multipliers === 'object' && multipliers !== null)
    for (const [currency, rate] of Object.entries(multipliers))
      if (typeof rate === 'number' && Number.isFinite(rate) && rate > 0) rates[currency] = rate;
  return { base: typeof base === 'string' ? base : 'EUR', multipliers: rates };
}

export interface InstanceRequest {
  sourceId: string;
  /** The {provider} of {provider}:{brand}: the jackpot settings' operator id. */
  provider: string;
  brand: string;
  currency: string;
  /** The signed-in player; with `token`, the answer carries their opt-in status. */
  playerId: string | null;
  token: string | null;
}

export interface JackpotInstance {
  id: string;
  currency: string;
  contributionOptions: number[];
  initialContributionValue: number | null;
  pots: { id: string; amount: number }[];
  optIn: OptInStatus;
}

const minorUnits = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

function parseInstance(body: unknown): JackpotInstance {
  const fields = (body ?? {}) as Record<string, unknown>;
  if (typeof fields.id !== 'string') throw new Error('The jackpot instance has no id');
  const pots = Array.isArray(fields.pots)
    ? fields.pots.flatMap((pot: unknown) => {
        const { id, current_value } = (pot ?? {}) as Record<string, unknown>;
        const amount = minorUnits(current_value);
        return typeof id === 'string' && amount !== null ? [{ id, amount }] : [];
      })
    : [];
  const status = (fields.optin_status ?? {}) as Record<string, unknown>;
  return {
    id: fields.id,
    currency: typeof fields.currency === 'string' ? fields.currency : 'EUR',
    contributionOptions: Array.isArray(fields.contribution_options)
      ? fields.contribution_options.flatMap((value: unknown) => {
          const option = minorUnits(value);
          return option === null ? [] : [option];
        })
      : [],
    initialContributionValue: minorUnits(fields.initial_contribution_value),
    pots,
    optIn: {
      optedIn: status.opted_in === true,
      preferredContribution: minorUnits(status.preferred_contribution_value),
      optedOutReason: optOutReasonOf(status.opted_out_reason),
    },
  };
}

/** GET /v1/thrillpots/instances/source/{sourceId}/brand/{provider}:{brand}. */
export async function fetchJackpotInstance(
  request: InstanceRequest,
  options?: JackpotFetchOptions,
): Promise<JackpotInstance> {
  const query = new URLSearchParams({
    country_code: JACKPOT_PLAYER_COUNTRY,
    currency: request.currency,
  });
  if (request.playerId && request.token) query.set('player_id', request.playerId);
  const path = `/v1/thrillpots/instances/source/${encodeURIComponent(request.sourceId)}/brand/${encodeURIComponent(request.provider)}:${encodeURIComponent(request.brand)}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  const body = await fetchJsonWithRetries(
    `${JACKPOT_API_BASE}${path}?${query}`,
    { headers },
    options,
  );
  return parseInstance(body);
}
