// The jackpot service's WebSocket frames (the jackpot contract, and the raffle's
// messages): JSON text in snake_case. A win carries the winner's id (player_id) only on the
// winner's own socket; everyone else's has initials and amount, and its playerId is null here.
// Incoming frames become the socket machine's camelCase JackpotMessage; anything unknown or
// malformed is dropped (null), so a newer service or a bad frame never breaks the lobby.
import { optOutReasonOf } from '../../../machines/jackpot/opt-out-reasons.ts';
import type {
  JackpotMessage,
  JackpotOutgoing,
  JackpotPot,
} from '../../../machines/jackpot-socket/jackpot-socket.machine.ts';

/** The service's `Error` frame (InvalidContribution, NotYourPlayer, SignInRequired …). */
export interface JackpotServiceError {
  type: 'Error';
  code: string;
  message: string;
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
/** Absent, or text (the winner's id, sent to the winner's own socket only). */
const isOptionalText = (value: unknown): value is string | undefined =>
  value === undefined || isText(value);
/** Money on the wire is integer minor units. */
const isMinorUnits = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

function parsePots(value: unknown): JackpotPot[] | null {
  if (!Array.isArray(value)) return null;
  const pots: JackpotPot[] = [];
  for (const pot of value) {
    if (!isObject(pot) || !isText(pot.id) || !isMinorUnits(pot.current_value)) return null;
    pots.push({ id: pot.id, amount: pot.current_value });
  }
  return pots;
}

function toMessage(frame: Fields): JackpotMessage | JackpotServiceError | null {
  switch (frame.type) {
    case 'JackpotUpdate': {
      const pots = parsePots(frame.pots);
      return isText(frame.instance_id) && pots
        ? { type: 'JackpotUpdate', instanceId: frame.instance_id, pots }
        : null;
    }
    case 'WinEvent': {
      const { instance_id, pot_id, amount, currency, player_id, initials, brand, won_at } = frame;
      if (
        !isText(instance_id) ||
        !isText(pot_id) ||
        !isMinorUnits(amount) ||
        !isText(currency) ||
        !isOptionalText(player_id) ||
        !isText(initials) ||
        !isText(brand) ||
        !isText(won_at)
      )
        return null;
      return {
        type: 'WinEvent',
        instanceId: instance_id,
        potId: pot_id,
        amount,
        currency,
        playerId: player_id ?? null,
        initials,
        brand,
        wonAt: won_at,
      };
    }
    case 'PlayerOptInResponse': {
      const preferred = frame.preferred_contribution_value;
      if (
        !isText(frame.instance_id) ||
        typeof frame.opted_in !== 'boolean' ||
        !(preferred === null || preferred === undefined || isMinorUnits(preferred))
      )
        return null;
      return {
        type: 'PlayerOptInResponse',
        instanceId: frame.instance_id,
        optedIn: frame.opted_in,
        preferredContribution: preferred ?? null,
        // A reason this lobby does not know is shown as none.
        optedOutReason: optOutReasonOf(frame.opted_out_reason),
      };
    }
    case 'PlayerRaffleTicketsListResponse': {
      if (!Array.isArray(frame.instance_tickets)) return null;
      const instanceTickets = frame.instance_tickets.flatMap((entry: unknown) => {
        if (!isObject(entry) || !isText(entry.instance_id)) return [];
        const count = entry.ticket_count;
        if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) return [];
        return [
          {
            instanceId: entry.instance_id,
            dropId: isText(entry.drop_id) ? entry.drop_id : null,
            ticketCount: count,
          },
        ];
      });
      return { type: 'PlayerRaffleTicketsListResponse', instanceTickets };
    }
    case 'RaffleWinEvent': {
      const { instance_id, drop_id, source_id, rank, player_id, initials, amount } = frame;
      const { currency, brand, timestamp } = frame;
      if (
        !isText(instance_id) ||
        !isText(drop_id) ||
        !isText(source_id) ||
        !isOptionalText(player_id) ||
        !isText(initials) ||
        !isMinorUnits(amount) ||
        !isText(currency) ||
        !isText(brand) ||
        !isText(timestamp)
      )
        return null;
      return {
        type: 'RaffleWinEvent',
        instanceId: instance_id,
        dropId: drop_id,
        sourceId: source_id,
        rank: typeof rank === 'number' && Number.isSafeInteger(rank) ? rank : 1,
        playerId: player_id ?? null,
        initials,
        amount,
        currency,
        brand,
        timestamp,
      };
    }
    case 'Error':
      return isText(frame.code)
        ? {
            type: 'Error',
            code: frame.code,
            message: typeof frame.message === 'string' ? frame.message : '',
          }
        : null;
    default:
      return null;
  }
}

/** One text frame as a message, or null when it is not one this lobby understands. */
export function parseJackpotFrame(data: unknown): JackpotMessage | JackpotServiceError | null {
  if (typeof data !== 'string') return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  return isObject(frame) ? toMessage(frame) : null;
}

/** Outgoing messages are already in the service's words (snake_case fields). */
export function encodeJackpotFrame(message: JackpotOutgoing): string {
  return JSON.stringify(message);
}
