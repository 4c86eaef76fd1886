// The raffle's REST reads (programmes §7 contract): the three raffle sources of the
// jackpot service, GET /v1/thrillpots/instances/source/{hourly|daily|weekly}/brand/
// {provider}:{brand}?currency=…, with the bearer for the player's ticket_count. The answer's
// ISO timestamps become epoch milliseconds and the pots' current_value the machine's
// currentValue (machines/raffle-countdown). Retried like the jackpot's calls (jackpot-api.ts).
import type {
  RaffleDrop,
  RaffleDropType,
  RafflePot,
} from '../../../machines/raffle-countdown/raffle-countdown.machine.ts';
import { JACKPOT_API_BASE, fetchJsonWithRetries, type JackpotFetchOptions } from './jackpot-api.ts';

export const RAFFLE_DROP_TYPES: readonly RaffleDropType[] = ['hourly', 'daily', 'weekly'];

export interface RaffleSourceRequest {
  type: RaffleDropType;
  /** The {provider} of {provider}:{brand}. */
  provider: string;
  brand: string;
  /** Omitted: the service takes the player's (with a bearer) or the brand's currency. */
  currency: string | null;
  /** The lobby access token; null for a visitor (ticket_count is then null). */
  token: string | null;
}

export interface RaffleSourceAnswer {
  drop: RaffleDrop;
  /** The raffle instance id ("aurora-hourly-eur": the socket's instance_id). */
  instanceId: string;
  /** The player's tickets in the running drop; null without a bearer. */
  ticketCount: number | null;
}

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {};

function epochMs(value: unknown, name: string): number {
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(ms)) throw new Error(`The raffle answer has no ${name}`);
  return ms;
}

/** The service's answer as the countdown machine's drop; throws when it is not one. */
export function parseRaffleSource(type: RaffleDropType, body: unknown): RaffleSourceAnswer {
  const fields = fieldsOf(body);
  const raffle = fieldsOf(fields.raffle);
  if (typeof fields.id !== 'string' || typeof raffle.id !== 'string')
    throw new Error('The raffle answer has no instance');
  const pots: RafflePot[] = Array.isArray(raffle.pots)
    ? raffle.pots.flatMap((pot: unknown) => {
        const { id, current_value } = fieldsOf(pot);
        if (typeof id !== 'string') return [];
        const value =
          typeof current_value === 'number' && Number.isSafeInteger(current_value)
            ? current_value
            : null;
        return [{ id, currentValue: value }];
      })
    : [];
  const count = fields.ticket_count;
  const ticketCount = typeof count === 'number' && Number.isSafeInteger(count) ? count : null;
  return {
    instanceId: fields.id,
    drop: {
      type,
      instanceId: fields.id,
      ticketCount,
      raffle: {
        // The drop's id ("aurora-hourly-eur-7800"): the countdown refetches once per ended drop,
        // and tickets are counted per drop (the socket's drop_id).
        id: raffle.id,
        timestampStart: epochMs(raffle.timestamp_start, 'timestamp_start'),
        timestampEnd: epochMs(raffle.timestamp_end, 'timestamp_end'),
        pots,
      },
    },
    ticketCount,
  };
}

export async function fetchRaffleSource(
  request: RaffleSourceRequest,
  options?: JackpotFetchOptions,
): Promise<RaffleSourceAnswer> {
  const query = new URLSearchParams();
  if (request.currency) query.set('currency', request.currency);
  const path = `/v1/thrillpots/instances/source/${encodeURIComponent(request.type)}/brand/${encodeURIComponent(request.provider)}:${encodeURIComponent(request.brand)}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  const search = query.size > 0 ? `?${query}` : '';
  const body = await fetchJsonWithRetries(
    `${JACKPOT_API_BASE}${path}${search}`,
    { headers },
    options,
  );
  return parseRaffleSource(request.type, body);
}
