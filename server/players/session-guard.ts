// Ends a player's live events with the player's session (defect 6; decision 0030).
// One per process: the subscriptions a WebSocket runs for a session register here, and when
// the session ends — sessionDestroyed on the pub/sub, from whichever process ended it — each of
// them ends: player events with a SessionDestroyed error ("session_destroyed_error"), the
// sessionDestroyed subscription with its event. Game sockets of REAL sessions (the live tables')
// and players' jackpot sockets register through onEnd and close. A sweep finds sessions that ended without their event
// reaching this process (it was dropped during a Redis outage) and ends them the same way.
// Nothing runs until the first subscription or socket registers.
import type { Store } from '../db/store.ts';
import { markSessionsSeen } from './daily-play.ts';
import { endedSessions, type SessionEndReason } from './session-records.ts';
import { startPollingLoop, type PollingLoop } from '../jobs/polling-loop.ts';
import type { PubSub, PubSubTopics } from '../pubsub/pubsub.ts';
import { sessionDestroyed } from './errors.ts';

type SessionEnd = PubSubTopics['sessionDestroyed'];

/** How often the sessions of open subscriptions are checked against the database. */
export const SESSION_SWEEP_MS = 30_000;

export interface SessionGuardLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface SessionGuard {
  /** `source` until the session ends; then its next() rejects with SessionDestroyed. */
  untilEnd<T>(session: SessionRef, source: AsyncIterableIterator<T>): AsyncIterableIterator<T>;
  /** One event, when the session ends (however it ends), then done. */
  endOf(session: SessionRef): AsyncIterableIterator<SessionEnd>;
  /**
   * Calls `onEnd` once when the session ends (however it ends); the returned function stops
   * watching. For what is not a subscription, such as a game's own socket.
   */
  onEnd(session: SessionRef, onEnd: (reason: SessionEndReason) => void): () => void;
  /** How many watches of sessions this process holds (a socket's subscription is one). */
  watching(): number;
  stop(): Promise<void>;
}

export interface SessionRef {
  sessionId: string;
  playerId: string;
}

export interface SessionGuardDeps {
  store: Store;
  pubsub: PubSub;
  log: SessionGuardLog;
  sweepMs?: number;
}

export function createSessionGuard(deps: SessionGuardDeps): SessionGuard {
  /** Session id → what to call when it ends. */
  const watchers = new Map<string, Set<(reason: SessionEndReason) => void>>();
  let started: { topic: AsyncIterableIterator<SessionEnd>; sweep: PollingLoop<void> } | undefined;
  let stopped = false;

  function end(sessionId: string, reason: SessionEndReason): void {
    const callbacks = watchers.get(sessionId);
    if (!callbacks) return;
    watchers.delete(sessionId);
    for (const callback of callbacks) callback(reason);
  }

  async function follow(topic: AsyncIterableIterator<SessionEnd>): Promise<void> {
    for await (const event of topic) end(event.sessionId, event.reason as SessionEndReason);
  }

  async function sweep(): Promise<void> {
    // Sessions with an open socket are being played: the daily session limit counts them.
    await markSessionsSeen(deps.store, [...watchers.keys()]);
    const ended = await endedSessions(deps.store, [...watchers.keys()]);
    for (const [sessionId, reason] of ended) end(sessionId, reason);
  }

  function start(): void {
    if (started || stopped) return;
    const topic = deps.pubsub.subscribe('sessionDestroyed');
    follow(topic).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'session guard stopped following sessionDestroyed'),
    );
    const sweepLoop = startPollingLoop(sweep, {
      intervalMs: deps.sweepMs ?? SESSION_SWEEP_MS,
      log: deps.log,
      name: 'session sweep',
    });
    started = { topic, sweep: sweepLoop };
  }

  /** Calls onEnd once when the session ends; the returned function stops watching. */
  function watch(sessionId: string, onEnd: (reason: SessionEndReason) => void): () => void {
    start();
    const callbacks = watchers.get(sessionId) ?? new Set();
    watchers.set(sessionId, callbacks);
    callbacks.add(onEnd);
    return () => {
      callbacks.delete(onEnd);
      if (callbacks.size === 0 && watchers.get(sessionId) === callbacks) watchers.delete(sessionId);
    };
  }

  return {
    untilEnd<T>(session: SessionRef, source: AsyncIterableIterator<T>) {
      let endedBy: SessionEndReason | undefined;
      /** Rejects the next() in flight; no Promise.race, whose reactions pile up per event. */
      let interrupt: ((error: unknown) => void) | undefined;
      let finished = false;
      const finish = async () => {
        if (finished) return;
        finished = true;
        release();
        await source.return?.();
      };
      const release = watch(session.sessionId, (reason) => {
        endedBy = reason;
        interrupt?.(sessionDestroyed(reason));
        finish().catch((error: unknown) =>
          deps.log.warn({ err: error }, 'ending a subscription of an ended session failed'),
        );
      });
      const iterator: AsyncIterableIterator<T> = {
        async next() {
          if (endedBy) throw sessionDestroyed(endedBy);
          if (finished) return { done: true, value: undefined };
          return new Promise<IteratorResult<T>>((resolve, reject) => {
            interrupt = reject;
            source.next().then(
              (result) => {
                interrupt = undefined;
                if (result.done) void finish();
                resolve(result);
              },
              (error: unknown) => {
                interrupt = undefined;
                reject(error);
              },
            );
          });
        },
        async return() {
          await finish();
          return { done: true, value: undefined };
        },
        async throw(error?: unknown) {
          await finish();
          throw error;
        },
        [Symbol.asyncIterator]: () => iterator,
      };
      return iterator;
    },

    endOf(session: SessionRef) {
      const done = { done: true, value: undefined } as const;
      let endedBy: SessionEndReason | undefined;
      let wake: (() => void) | undefined;
      let finished = false;
      const release = watch(session.sessionId, (reason) => {
        endedBy = reason;
        wake?.();
      });
      const finish = () => {
        finished = true;
        release();
        wake?.();
      };
      const iterator: AsyncIterableIterator<SessionEnd> = {
        async next() {
          if (finished) return done;
          if (endedBy === undefined) await new Promise<void>((resolve) => (wake = resolve));
          if (finished || endedBy === undefined) return done;
          finish();
          return {
            done: false,
            value: { sessionId: session.sessionId, playerId: session.playerId, reason: endedBy },
          };
        },
        async return() {
          finish();
          return done;
        },
        async throw(error?: unknown) {
          finish();
          throw error;
        },
        [Symbol.asyncIterator]: () => iterator,
      };
      return iterator;
    },

    onEnd: (session, onEnd) => watch(session.sessionId, onEnd),

    watching: () => [...watchers.values()].reduce((sum, callbacks) => sum + callbacks.size, 0),

    async stop() {
      stopped = true;
      if (!started) return;
      await started.sweep.stop();
      await started.topic.return?.();
    },
  };
}
