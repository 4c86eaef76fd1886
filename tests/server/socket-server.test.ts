// The pieces the jackpot's and the live tables' sockets share (server/http/socket-server.ts):
// JSON frames both ways and a player's socket that closes with the player session. The upgrade,
// flood, ping and restart plumbing is proven through both sockets (jackpot-service,
// live-tables, *-socket-session-end).
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import {
  closeWithPlayerSession,
  readJsonFrame,
  sendJson,
  SOCKET_CLOSE,
} from '../../server/http/socket-server.ts';
import type { SessionEndReason } from '../../server/players/session-records.ts';

function fakeSocket(readyState = 1) {
  const socket = Object.assign(new EventEmitter(), {
    OPEN: 1,
    readyState,
    sent: [] as string[],
    closed: [] as [number, string][],
    send(text: string) {
      socket.sent.push(text);
    },
    close(code: number, reason: string) {
      socket.closed.push([code, reason]);
    },
  });
  return socket;
}

describe('socket frames', () => {
  it('reads a text frame’s JSON; a binary frame or one that is not JSON reads as undefined', () => {
    expect(readJsonFrame(Buffer.from('{"type":"sync"}'), false)).toEqual({ type: 'sync' });
    expect(readJsonFrame(Buffer.from('[1]'), false)).toEqual([1]);
    expect(readJsonFrame(Buffer.from('{"type":"sync"}'), true)).toBeUndefined();
    expect(readJsonFrame(Buffer.from('{not json'), false)).toBeUndefined();
  });

  it('sends JSON to an open socket only', () => {
    const open = fakeSocket();
    sendJson(open as unknown as WebSocket, { type: 'state', seq: 2 });
    expect(open.sent).toEqual(['{"type":"state","seq":2}']);
    const closing = fakeSocket(2);
    sendJson(closing as unknown as WebSocket, { type: 'state' });
    expect(closing.sent).toEqual([]);
  });
});

describe('closeWithPlayerSession', () => {
  it('closes with 4401 and the reason when the session ends, and stops watching on close', () => {
    const watches: { session: unknown; onEnd: (reason: SessionEndReason) => void }[] = [];
    let unwatched = 0;
    const sessions = {
      onEnd(session: unknown, onEnd: (reason: SessionEndReason) => void) {
        watches.push({ session, onEnd });
        return () => void unwatched++;
      },
    };
    const socket = fakeSocket();
    const ref = { sessionId: 's1', playerId: 'p1' };
    closeWithPlayerSession(socket as unknown as WebSocket, sessions, ref);
    expect(watches.map((watch) => watch.session)).toEqual([ref]);
    watches[0]!.onEnd('LOGOUT');
    expect(socket.closed).toEqual([
      [SOCKET_CLOSE.unauthorized, 'The player session has ended (LOGOUT).'],
    ]);
    socket.emit('close');
    expect(unwatched).toBe(1);
  });
});
