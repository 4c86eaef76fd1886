// The jackpot service's WebSocket (programmes §7): {websocketUrl}/v1/events/{operatorId}/{brand}
// ?token=…&currency=…. The socket machine (machines/jackpot-socket) owns the rules — when to
// open, reconnects, the outbox; this adapter only opens, parses, sends and reports back.
import type {
  JackpotMessage,
  JackpotOutgoing,
} from '../../../machines/jackpot-socket/jackpot-socket.machine.ts';
import {
  encodeJackpotFrame,
  parseJackpotFrame,
  type JackpotServiceError,
} from './jackpot-frames.ts';

export interface JackpotSocketAddress {
  /** From the jackpot settings, e.g. ws://localhost:3000/jackpot-api. */
  websocketUrl: string;
  operatorId: string;
  brand: string;
  currency: string;
  /** The lobby access token; null for a visitor (pots only, no opt-in). */
  token: string | null;
}

export function jackpotSocketUrl(address: JackpotSocketAddress): string {
  const base = address.websocketUrl.replace(/\/+$/, '');
  const query = new URLSearchParams({ currency: address.currency });
  if (address.token) query.set('token', address.token);
  return `${base}/v1/events/${encodeURIComponent(address.operatorId)}/${encodeURIComponent(address.brand)}?${query}`;
}

export interface JackpotSocketListener {
  opened(): void;
  /** Also after a failed connection attempt (the machine retries). */
  closed(): void;
  message(message: JackpotMessage): void;
  /** The service refused something (an Error frame): logged by the caller. */
  serviceError(error: JackpotServiceError): void;
}

export interface JackpotSocketConnection {
  send(message: JackpotOutgoing): void;
  /** Closes without reporting `closed`: the machine asked for it. */
  close(): void;
}

export function connectJackpotSocket(
  address: JackpotSocketAddress,
  listener: JackpotSocketListener,
  createSocket: (url: string) => WebSocket = (url) => new WebSocket(url),
): JackpotSocketConnection {
  let socket: WebSocket;
  try {
    socket = createSocket(jackpotSocketUrl(address));
  } catch {
    // A malformed URL throws synchronously: report it like a failed connection.
    queueMicrotask(() => listener.closed());
    return { send: () => {}, close: () => {} };
  }
  let live = true;
  socket.addEventListener('open', () => live && listener.opened());
  socket.addEventListener('close', () => {
    if (!live) return;
    live = false;
    listener.closed();
  });
  socket.addEventListener('message', (event: MessageEvent) => {
    if (!live) return;
    const message = parseJackpotFrame(event.data);
    if (message === null) return;
    if (message.type === 'Error') listener.serviceError(message);
    else listener.message(message);
  });
  return {
    send(message) {
      if (socket.readyState === WebSocket.OPEN) socket.send(encodeJackpotFrame(message));
    },
    close() {
      live = false;
      if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN)
        socket.close(1000);
    },
  };
}

/** One socket at a time for one listener: opening again closes the last one first. */
export interface JackpotConnectionSlot {
  open(address: JackpotSocketAddress): void;
  send(message: JackpotOutgoing): void;
  close(): void;
}

export function jackpotConnectionSlot(
  listener: JackpotSocketListener,
  createSocket?: (url: string) => WebSocket,
): JackpotConnectionSlot {
  let current: JackpotSocketConnection | null = null;
  return {
    open(address) {
      current?.close();
      current = connectJackpotSocket(address, listener, createSocket);
    },
    send: (message) => current?.send(message),
    close() {
      current?.close();
      current = null;
    },
  };
}
