// The jackpot socket (programmes §7): `{websocketUrl}/v1/events/{operatorId}/{brand}?token=…&currency=…`
// speaking plain JSON frames. SubscribeRequest starts the instance's JackpotUpdates (one at once,
// then each coalesced change) and WinEvents; PlayerOptInRequest records the token's own player's
// choice; PlayerRaffleTicketsRequest answers the player's raffle tickets, and every socket of a
// brand hears its raffle draws as RaffleWinEvents. Wins name the winner by initials to everyone;
// the winner's player id goes only to sockets authenticated as that player. A visitor (no token)
// may watch but never opt in; a forged or expired token, an unknown brand, operator or currency
// closes the socket at once. A player's socket lasts as long as the player session behind its
// token, as the player's GraphQL subscriptions do (decision 0030): when that session ends, on
// whichever process, the socket closes with 4401 and the end's reason, and each opt-in or tickets
// request checks the session again first. Every refusal is an Error frame or a close code with a
// reason; no money moves on this socket.
import type { IncomingMessage, Server } from 'node:http';
import type { RawData, WebSocket } from 'ws';
import type { Brand } from '../brands/brand.ts';
import type { Viewer } from '../graphql/context.ts';
import { LobbyError } from '../errors.ts';
import type { VerifyAccessToken } from '../graphql/viewer.ts';
import { requestOrigin } from '../http/request-origin.ts';
import {
  closeWithPlayerSession,
  readJsonFrame,
  sendJson,
  SOCKET_CLOSE,
  startSocketServer,
} from '../http/socket-server.ts';
import { readPots } from '../ledger/jackpot/jackpot-drops.ts';
import type { SessionGuard } from '../players/session-guard.ts';
import { endedSessions } from '../players/session-records.ts';
import { createCoalescer } from './coalesce.ts';
import {
  findInstanceFor,
  optInStatus,
  type JackpotInstance,
  type OptInStatus,
} from './instances.ts';
import type { JackpotService } from './service.ts';
import { SITE_SOURCE, type JackpotSettingsStore } from './settings.ts';
import type { RaffleService } from './raffle-service.ts';
import type { JackpotWinEvent, RaffleDrawnEvent } from './topics.ts';

export const JACKPOT_API_PREFIX = '/jackpot-api';
const EVENTS_PATH = /^\/jackpot-api\/v1\/events\/([A-Za-z0-9_-]{1,64})\/([a-z0-9-]{1,64})$/;
/** Frames are a few hundred bytes; anything larger is closed by ws with 1009. */
const MAX_FRAME_BYTES = 4 * 1024;
/** SubscribeRequests answered per socket per second (each reads the pots). */
const SUBSCRIBES_PER_SECOND = 2;
/** Frames per socket per 10 s before the socket is closed (graphql/ws/flood-guard.ts). */
const FLOOD_LIMITS = { maxMessages: 50, windowMs: 10_000 };
/** JackpotUpdates per instance per process at most every this many ms. */
const FLUSH_EVERY_MS = 250;

export function isJackpotSocketPath(pathname: string): boolean {
  return pathname.startsWith(`${JACKPOT_API_PREFIX}/v1/events/`);
}

interface Connection {
  socket: WebSocket;
  viewer: Viewer;
  brand: Brand;
  instance: JackpotInstance;
  /**
   * Checked again before each opt-in and tickets request: a session that ended since gets
   * nothing, even when its end has not reached this process yet. The session, not the token:
   * access tokens are short-lived and the socket outlives them.
   */
  recheck: () => Promise<boolean>;
  subscribed: boolean;
  subscribeWindow: { start: number; count: number };
}

export interface JackpotSocketOptions {
  jackpot: JackpotService;
  /** The raffle sources' tickets (PlayerRaffleTicketsRequest) and draws. */
  raffles: RaffleService;
  settings: JackpotSettingsStore;
  findBrand: (key: string) => Promise<Brand | undefined>;
  verifyAccessToken: VerifyAccessToken;
  /** Closes a player's socket with the player session (players/session-guard.ts). */
  sessions: Pick<SessionGuard, 'onEnd'>;
  log: { warn(details: Record<string, unknown>, message: string): void };
}

export interface JackpotSocketServer {
  /** Sockets currently subscribed (benchmarks, health). */
  subscribers(): number;
  /** Closes every open socket as a restart would (1012): clients reconnect. */
  dropAll(): number;
  close(): Promise<void>;
}

function sendError(socket: WebSocket, code: string, message: string): void {
  sendJson(socket, { type: 'Error', code, message });
}

/**
 * A win as every socket hears it — initials and amount, never who won — and as the winner's own
 * sockets hear it, with their player id: that is how a page knows the win is its player's.
 */
function winFrames(
  frame: Record<string, unknown>,
  playerId: string,
): { shared: string; own: string } {
  return { shared: JSON.stringify(frame), own: JSON.stringify({ ...frame, player_id: playerId }) };
}

/** A socket authenticated as this player. */
function isWinner(connection: Connection, playerId: string): boolean {
  return connection.viewer.kind === 'player' && connection.viewer.playerId === playerId;
}

/** A player's opt-in status as the socket sends it (with why the operator opted them out). */
function optInFrame(instanceId: string, status: OptInStatus): Record<string, unknown> {
  return {
    type: 'PlayerOptInResponse',
    instance_id: instanceId,
    opted_in: status.optedIn,
    preferred_contribution_value: status.contribution,
    opted_out_reason: status.optedOutReason,
  };
}

function originOf(request: IncomingMessage): string | undefined {
  return requestOrigin(request.headers);
}

export function startJackpotSockets(
  httpServer: Server,
  options: JackpotSocketOptions,
): JackpotSocketServer {
  const { jackpot } = options;
  const byInstance = new Map<string, Set<Connection>>();
  /** Every accepted connection (raffle draws go to all of a brand's). */
  const accepted = new Set<Connection>();

  const flusher = createCoalescer(FLUSH_EVERY_MS, (instanceId) => {
    void flush(instanceId);
  });

  async function updateOf(instance: JackpotInstance): Promise<string> {
    const pots = await readPots(jackpot.store, instance.id);
    return JSON.stringify({
      type: 'JackpotUpdate',
      instance_id: instance.id,
      currency: instance.currency,
      pots: pots.map((pot) => ({ id: pot.potId, current_value: pot.value })),
    });
  }

  async function flush(instanceId: string): Promise<void> {
    const connections = byInstance.get(instanceId);
    if (!connections || connections.size === 0) return;
    const first = connections.values().next().value!;
    try {
      // One read and one serialisation for every socket of the instance.
      const frame = await updateOf(first.instance);
      for (const connection of connections) {
        if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(frame);
      }
    } catch (error) {
      options.log.warn({ err: error, instanceId }, 'jackpot update not sent');
    }
  }

  function deliverWin(win: JackpotWinEvent): void {
    const connections = byInstance.get(win.instanceId);
    if (!connections) return;
    const frames = winFrames(
      {
        type: 'WinEvent',
        instance_id: win.instanceId,
        pot_id: win.potId,
        amount: win.amount,
        currency: win.currency,
        initials: win.initials,
        brand: win.brand,
        won_at: win.wonAt,
      },
      win.playerId,
    );
    for (const connection of connections) {
      if (connection.socket.readyState !== connection.socket.OPEN) continue;
      connection.socket.send(isWinner(connection, win.playerId) ? frames.own : frames.shared);
    }
  }

  // Every process hears every change and win (pub/sub); each flushes to its own sockets.
  const changes = jackpot.pubsub.subscribe('jackpotChanged');
  const wins = jackpot.pubsub.subscribe('jackpotWon');
  const draws = jackpot.pubsub.subscribe('raffleDrawn');
  const withdrawn = jackpot.pubsub.subscribe('jackpotOptInsWithdrawn');
  void (async () => {
    for await (const change of changes) flusher.request(change.instanceId);
  })().catch((error: unknown) => options.log.warn({ err: error }, 'jackpot changes ended'));
  void (async () => {
    for await (const win of wins) deliverWin(win);
  })().catch((error: unknown) => options.log.warn({ err: error }, 'jackpot wins ended'));
  void (async () => {
    for await (const draw of draws) deliverDraw(draw);
  })().catch((error: unknown) => options.log.warn({ err: error }, 'raffle draws ended'));
  void (async () => {
    for await (const event of withdrawn) {
      await deliverWithdrawn(event).catch((error: unknown) =>
        options.log.warn({ err: error }, 'jackpot opt-outs not sent'),
      );
    }
  })().catch((error: unknown) => options.log.warn({ err: error }, 'jackpot opt-outs ended'));

  /** Players the operator's change of options opted out (decision 0058): their own sockets. */
  async function deliverWithdrawn(event: { instanceId: string; playerIds: string[] }) {
    const players = new Set(event.playerIds);
    for (const { socket, viewer, instance } of accepted) {
      if (instance.id !== event.instanceId || viewer.kind !== 'player') continue;
      if (!players.has(viewer.playerId) || socket.readyState !== socket.OPEN) continue;
      const status = await optInStatus(jackpot.store, viewer.playerId, instance.id);
      sendJson(socket, optInFrame(instance.id, status));
    }
  }

  /** One RaffleWinEvent per winner to every socket of the drop's brand (the carousel's news). */
  function deliverDraw(draw: RaffleDrawnEvent): void {
    const frames = draw.winners.map((winner) => ({
      playerId: winner.playerId,
      ...winFrames(
        {
          type: 'RaffleWinEvent',
          instance_id: draw.instanceId,
          drop_id: draw.dropId,
          source_id: draw.sourceId,
          rank: winner.rank,
          initials: winner.initials,
          amount: winner.amount,
          currency: draw.currency,
          brand: winner.brand,
          timestamp: draw.drawnAt,
        },
        winner.playerId,
      ),
    }));
    for (const connection of accepted) {
      if (connection.brand.key !== draw.brand) continue;
      if (connection.socket.readyState !== connection.socket.OPEN) continue;
      for (const frame of frames) {
        connection.socket.send(isWinner(connection, frame.playerId) ? frame.own : frame.shared);
      }
    }
  }

  async function raffleTickets(
    connection: Connection,
    message: Record<string, unknown>,
  ): Promise<void> {
    const { socket, viewer } = connection;
    if (viewer.kind !== 'player') {
      return sendError(socket, 'SignInRequired', 'Sign in to see your raffle tickets.');
    }
    if (!(await connection.recheck())) {
      socket.close(SOCKET_CLOSE.unauthorized, 'The session has ended.');
      return;
    }
    if (message.player_id !== viewer.playerId || message.brand_id !== connection.brand.key) {
      return sendError(socket, 'NotYourPlayer', 'Tickets are only for your own player.');
    }
    const tickets = await options.raffles.tickets(
      viewer.playerId,
      connection.brand.key,
      connection.instance.currency,
    );
    sendJson(socket, {
      type: 'PlayerRaffleTicketsListResponse',
      instance_tickets: tickets.map((entry) => ({
        instance_id: entry.instanceId,
        drop_id: entry.dropId,
        ticket_count: entry.tickets,
      })),
    });
  }

  async function subscribe(connection: Connection): Promise<void> {
    const now = Date.now();
    const window = connection.subscribeWindow;
    if (now - window.start >= 1_000) {
      window.start = now;
      window.count = 0;
    }
    window.count += 1;
    if (window.count > SUBSCRIBES_PER_SECOND) {
      return sendError(connection.socket, 'TooManyRequests', 'Subscribe at most twice a second.');
    }
    if (!connection.subscribed) {
      connection.subscribed = true;
      let set = byInstance.get(connection.instance.id);
      if (!set) byInstance.set(connection.instance.id, (set = new Set()));
      set.add(connection);
    }
    connection.socket.send(await updateOf(connection.instance));
  }

  async function optIn(connection: Connection, message: Record<string, unknown>): Promise<void> {
    const { socket, viewer, instance } = connection;
    if (viewer.kind !== 'player') {
      return sendError(socket, 'SignInRequired', 'Sign in to take part in the jackpot.');
    }
    if (!(await connection.recheck())) {
      socket.close(SOCKET_CLOSE.unauthorized, 'The session has ended.');
      return;
    }
    if (message.player_id !== viewer.playerId) {
      return sendError(socket, 'NotYourPlayer', 'An opt-in is only for your own player.');
    }
    if (message.instance_id !== instance.id || message.brand_id !== connection.brand.key) {
      return sendError(socket, 'UnknownInstance', 'No such jackpot instance on this socket.');
    }
    if (typeof message.opt_in !== 'boolean') {
      return sendError(socket, 'BadFrame', 'opt_in must be true or false.');
    }
    const value = message.contribution_value;
    let status;
    try {
      // The service holds the rule (the value must be one of the options).
      status = await jackpot.optIn(
        viewer.playerId,
        instance,
        message.opt_in,
        typeof value === 'number' ? value : Number.NaN,
      );
    } catch (error) {
      if (error instanceof LobbyError) return sendError(socket, error.type, error.message);
      throw error;
    }
    sendJson(socket, optInFrame(instance.id, status));
  }

  function onMessage(connection: Connection, data: RawData, isBinary: boolean): void {
    const message = readJsonFrame(data, isBinary);
    if (typeof message !== 'object' || message === null || Array.isArray(message)) {
      return sendError(connection.socket, 'BadFrame', 'Frames are JSON objects with a type.');
    }
    const frame = message as Record<string, unknown>;
    const handled =
      frame.type === 'SubscribeRequest'
        ? subscribe(connection)
        : frame.type === 'PlayerOptInRequest'
          ? optIn(connection, frame)
          : frame.type === 'PlayerRaffleTicketsRequest'
            ? raffleTickets(connection, frame)
            : undefined;
    if (!handled) {
      return sendError(connection.socket, 'BadFrame', `Unknown message type.`);
    }
    handled.catch((error: unknown) => {
      options.log.warn({ err: error }, 'jackpot socket message failed');
      sendError(connection.socket, 'Unavailable', 'The jackpot service could not answer.');
    });
  }

  async function accept(request: IncomingMessage, socket: WebSocket, url: URL): Promise<void> {
    const match = EVENTS_PATH.exec(url.pathname);
    const close = (code: number, reason: string) => socket.close(code, reason);
    if (!match) return close(SOCKET_CLOSE.notFound, 'No such jackpot events path.');
    const [, operatorId, brandKey] = match;
    const brand = await options.findBrand(brandKey!);
    const settings = brand ? await options.settings.forBrand(brand.key, '*') : null;
    if (!brand || !settings || settings.operatorId !== operatorId) {
      return close(SOCKET_CLOSE.notFound, 'Unknown operator or brand.');
    }
    let viewer: Viewer = { kind: 'visitor' };
    const token = url.searchParams.get('token');
    if (token) {
      const verified =
        token.length <= 8_192
          ? await options.verifyAccessToken(token, { brand, origin: originOf(request) })
          : null;
      if (!verified) return close(SOCKET_CLOSE.unauthorized, 'The token is invalid or expired.');
      viewer = verified;
      if (verified.kind === 'player') {
        // Watched from here on: an end before this was refused above, one after it is heard, and
        // one whose event never reaches this process is found by the guard's sweep or a recheck.
        closeWithPlayerSession(socket, options.sessions, {
          sessionId: verified.sessionId,
          playerId: verified.playerId,
        });
      }
    }
    const currency = (url.searchParams.get('currency') ?? brand.defaultCurrency).toUpperCase();
    const instance = /^[A-Z]{3}$/.test(currency)
      ? await findInstanceFor(jackpot.store, brand.key, SITE_SOURCE, currency)
      : null;
    if (!instance || !instance.enabled || !settings.enabled) {
      return close(SOCKET_CLOSE.notFound, `No jackpot in ${currency.slice(0, 3)} on this brand.`);
    }
    const connection: Connection = {
      socket,
      viewer,
      brand,
      instance,
      recheck: async () =>
        viewer.kind !== 'player' ||
        (await endedSessions(jackpot.store, [viewer.sessionId])).size === 0,
      subscribed: false,
      subscribeWindow: { start: 0, count: 0 },
    };
    socket.on('message', (data, isBinary) => onMessage(connection, data, isBinary));
    accepted.add(connection);
    socket.on('close', () => {
      byInstance.get(instance.id)?.delete(connection);
      accepted.delete(connection);
    });
    // The player's status at once, so a page need not ask.
    if (viewer.kind === 'player') {
      const status = await optInStatus(jackpot.store, viewer.playerId, instance.id);
      sendJson(socket, optInFrame(instance.id, status));
    }
  }

  const sockets = startSocketServer(httpServer, {
    isPath: isJackpotSocketPath,
    maxFrameBytes: MAX_FRAME_BYTES,
    flood: FLOOD_LIMITS,
    accept,
    name: 'jackpot socket',
    unavailable: 'The jackpot service is unavailable.',
    restarting: 'The jackpot service restarts.',
    log: options.log,
  });

  return {
    subscribers: () => [...byInstance.values()].reduce((sum, set) => sum + set.size, 0),
    dropAll: () => sockets.dropAll(),
    async close() {
      flusher.stop();
      await changes.return?.();
      await wins.return?.();
      await draws.return?.();
      await withdrawn.return?.();
      await sockets.close();
      byInstance.clear();
    },
  };
}
