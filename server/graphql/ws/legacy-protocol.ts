// The legacy Apollo subprotocol, literally named `graphql-ws` (subscriptions-transport-ws): its
// ten message types, and parsing of what a client sends.
export const LEGACY_PROTOCOL = 'graphql-ws';

/** Client → server. */
export type LegacyClientMessage =
  | { type: 'connection_init'; payload?: Record<string, unknown> }
  | { type: 'start'; id: string; payload: Record<string, unknown> }
  | { type: 'stop'; id: string }
  | { type: 'connection_terminate' };

/** Server → client. */
export type LegacyServerMessage =
  | { type: 'connection_ack' }
  | { type: 'connection_error'; payload: { message: string } }
  | { type: 'ka' }
  | { type: 'data'; id: string; payload: unknown }
  | { type: 'error'; id: string; payload: unknown }
  | { type: 'complete'; id: string };

export type ParsedLegacyMessage =
  | { ok: true; message: LegacyClientMessage }
  | { ok: false; reason: string; connectionError?: boolean };

const MAX_ID_LENGTH = 128;

export function parseLegacyMessage(data: string): ParsedLegacyMessage {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { ok: false, reason: 'Invalid message received: not JSON' };
  }
  if (!isObject(value) || typeof value.type !== 'string') {
    return { ok: false, reason: 'Invalid message received: no type' };
  }
  const { type, id, payload } = value;
  const validId = typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_LENGTH;
  switch (type) {
    case 'connection_init':
      if (payload != null && !isObject(payload)) {
        return {
          ok: false,
          reason: 'Invalid message received: connection_init payload must be an object',
          connectionError: true,
        };
      }
      return { ok: true, message: { type, ...(payload ? { payload } : {}) } };
    case 'start':
      if (!validId || !isObject(payload)) {
        return { ok: false, reason: 'Invalid message received: start needs an id and a payload' };
      }
      return { ok: true, message: { type, id, payload } };
    case 'stop':
      if (!validId) return { ok: false, reason: 'Invalid message received: stop needs an id' };
      return { ok: true, message: { type, id } };
    case 'connection_terminate':
      return { ok: true, message: { type } };
    default:
      return { ok: false, reason: `Invalid message received: unknown type` };
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
