// Closes a socket that sends more than MAX_MESSAGES_PER_WINDOW messages in MESSAGE_WINDOW_MS, before
// its protocol handler sees the rest: one noisy client must not starve the others.
import type { WebSocket } from 'ws';
import { MAX_MESSAGES_PER_WINDOW, MESSAGE_WINDOW_MS } from '../limits.ts';
import { CLOSE } from './close-codes.ts';

export interface FloodLimits {
  maxMessages: number;
  windowMs: number;
}

/** Must be attached before the protocol handler's own 'message' listener. */
export function guardAgainstFloods(
  socket: WebSocket,
  limits: FloodLimits = { maxMessages: MAX_MESSAGES_PER_WINDOW, windowMs: MESSAGE_WINDOW_MS },
  onFlood?: () => void,
): void {
  let windowStart = performance.now();
  let count = 0;
  const onMessage = () => {
    const now = performance.now();
    if (now - windowStart >= limits.windowMs) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    if (count <= limits.maxMessages) return;
    // Detach every listener: later messages (and the rest of the flood) are never processed.
    // The protocol handler still sees this one message, but its replies go nowhere: the
    // socket is closing.
    socket.removeAllListeners('message');
    socket.close(CLOSE.tooManyMessages, 'Too many messages');
    onFlood?.();
  };
  socket.on('message', onMessage);
}
