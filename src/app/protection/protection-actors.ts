// The reality check and the daily session limit of the signed-in session, with
// their real effects; loaded and started with the first sign-in (session-effects.ts), followed
// through every sign-in and sign-out after it.
//
// - On sign-in the ProtectionLive query gives the reality-check period, the Session limit and
//   the server's session (start, checks answered, play time today). Each signed-in session gets
//   its own realityCheck actor (machines/responsible-gaming/reality-check.machine.ts, systemId
//   realityCheck) and sessionLimit actor (session-limit.machine.ts, systemId sessionLimit); the
//   session's end sends them `rc.sessionEnded` / `sl.sessionEnded` and stops them.
// - The overlays actor mirrors the reality check: its `reality-check` dialog is open while the
//   check is due (also while Continue or Log out runs), reopened if another dialog took its
//   place and closed, and closed when the check is answered here or in another tab. The game
//   frame behind it keeps running: nothing here touches the game.
// - Continue: acknowledgeRealityCheck(index); the server keeps the count, so a reload does not
//   show an answered check again. Other tabs hear it on the BroadcastChannel
//   `lobby-reality-check` (`rc.acknowledgedElsewhere`) and close their dialog. Log out: the normal
//   sign-out. The session limit's backstop logout carries SESSION_LIMIT.
// - Games launched while the check runs get its period and start (gameLaunch, waiting for the
//   settings of this session). Nothing is stored: the server keeps the session's start and the
//   checks answered (token-storage.ts still removes the spec's `realityCheck` key on sign-out,
//   platform-core §4).
import { createActor } from 'xstate';
import { realityCheckMachine } from '../../../machines/responsible-gaming/reality-check.machine.ts';
import { sessionLimitMachine } from '../../../machines/responsible-gaming/session-limit.machine.ts';
import { isRestricted } from '../../../machines/session/session.machine.ts';
import { fromPromise } from 'xstate';
import type { GraphQLClient } from '../../adapters/graphql/client.ts';
import {
  AcknowledgeRealityCheckDocument,
  ProtectionLiveDocument,
  RealityCheckSummaryDocument,
  type ProtectionLiveQuery,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { liveValue } from '../../runtime/live-value.ts';
import type { Inspect, PlatformHandle } from '../../runtime/platform-actors.ts';
import type {
  ProtectionActors,
  RealityCheckActor,
  RealityCheckLaunch,
  SessionLimitActor,
} from '../../runtime/protection-live.ts';
import type { SessionActors } from '../../runtime/session-actors.ts';

export const REALITY_CHECK_CHANNEL = 'lobby-reality-check';

/** The states in which the reality-check dialog is on screen. */
const DIALOG_STATES = ['due', 'acknowledging', 'loggingOut'] as const;

type ChannelMessage =
  | { type: 'acknowledged'; sessionId: string; index: number }
  | { type: 'configured'; sessionId: string };

type Settings = ProtectionLiveQuery['viewer']['responsibleGaming'];

export interface FollowedProtection {
  actors: ProtectionActors;
  follow(signedIn: boolean): void;
}

/** Today's Session limit in seconds (minutes on the server), null when none is set. */
function sessionLimitSeconds(settings: Settings): number | null {
  const limit = settings.limits.find((entry) => entry.kind === 'Session' && entry.amount !== null);
  return limit?.amount == null ? null : Math.round(limit.amount * 60);
}

function playedTodaySeconds(settings: Settings): number {
  const session = settings.currentSession;
  if (session) return session.playedTodaySeconds;
  const used = settings.limits.find((entry) => entry.kind === 'Session')?.used ?? 0;
  return Math.round(used * 60);
}

export function startProtectionActors(options: {
  api: () => GraphQLClient;
  platform: PlatformHandle;
  session: () => SessionActors['session'];
  /** This tab's session id (the BroadcastChannel's messages name it). */
  sessionId: () => string | null;
  inspect: Inspect;
}): FollowedProtection {
  const realityCheck = liveValue<RealityCheckActor | null>(null);
  const sessionLimit = liveValue<SessionLimitActor | null>(null);
  let launch: RealityCheckLaunch | null = null;
  /** The settings of the signed-in session, read (or failed); what gameLaunch waits for. */
  let configured: Promise<void> = Promise.resolve();
  /** Bumped by every sign-in and sign-out: answers for an older session are dropped. */
  let generation = 0;
  let stopMirror: (() => void) | null = null;

  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(REALITY_CHECK_CHANNEL);
  const post = (message: ChannelMessage) => channel?.postMessage(message);
  channel?.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as Partial<ChannelMessage> | null;
    if (!message || message.sessionId !== options.sessionId()) return;
    if (message.type === 'acknowledged' && typeof message.index === 'number')
      realityCheck.get()?.send({ type: 'rc.acknowledgedElsewhere', index: message.index });
    if (message.type === 'configured') void configure(generation);
  });

  async function loadSettings(): Promise<Settings> {
    return (await options.api().request(ProtectionLiveDocument, {})).viewer.responsibleGaming;
  }

  /** The reality check's timing from the settings (off while the player is on a break). */
  function timing(settings: Settings) {
    const current = settings.currentSession;
    const restricted = isRestricted(options.session().getSnapshot().context.player, Date.now());
    const periodSeconds = restricted ? null : (settings.realityCheck?.periodSeconds ?? null);
    return {
      startedAt: current ? Date.parse(current.startedAt) : Date.now(),
      startedAtIso: current?.startedAt ?? new Date().toISOString(),
      periodSeconds: current ? periodSeconds : null,
      acknowledged: current?.realityChecksAcknowledged ?? 0,
    };
  }

  function remember(periodSeconds: number | null, startedAt: string) {
    launch = periodSeconds === null ? null : { periodSeconds, startedAt };
  }

  function createRealityCheck(input: ReturnType<typeof timing>): RealityCheckActor {
    return createActor(
      realityCheckMachine.provide({
        actors: {
          acknowledge: fromPromise(async ({ input: { index } }) => {
            await options.api().request(AcknowledgeRealityCheckDocument, { index });
            const sessionId = options.sessionId();
            if (sessionId) post({ type: 'acknowledged', sessionId, index });
          }),
          // The normal sign-out: the session machine ends the session everywhere.
          logOut: fromPromise(async () => {
            options.session().send({ type: 'session.logout' });
          }),
        },
      }),
      {
        systemId: 'realityCheck',
        inspect: options.inspect,
        input: {
          startedAt: input.startedAt,
          periodMs: input.periodSeconds === null ? null : input.periodSeconds * 1000,
          acknowledged: input.acknowledged,
          now: Date.now,
        },
      },
    );
  }

  function createSessionLimit(settings: Settings): SessionLimitActor {
    return createActor(
      sessionLimitMachine.provide({
        actors: {
          // The server ends the session at the limit; this is the backstop if its word is lost.
          logOut: fromPromise(async () => {
            options.session().send({ type: 'session.logout', reason: 'SESSION_LIMIT' });
          }),
        },
      }),
      {
        systemId: 'sessionLimit',
        inspect: options.inspect,
        input: {
          limitSeconds: sessionLimitSeconds(settings),
          playedSeconds: playedTodaySeconds(settings),
          now: Date.now,
        },
      },
    );
  }

  /** The overlays actor follows the reality check (see the top of this file). */
  function mirrorDialog(actor: RealityCheckActor): () => void {
    let stopped = false;
    let unsubscribe = () => {};
    void options.platform.ready.then(({ overlays }) => {
      if (stopped) return;
      const shown = () => {
        const snapshot = actor.getSnapshot();
        return DIALOG_STATES.some((state) => snapshot.matches(state));
      };
      const sync = () => {
        const { variant } = overlays.getSnapshot().context;
        const index = actor.getSnapshot().context.index;
        if (shown() && variant === null) {
          const minutes = Math.floor((Date.now() - actor.getSnapshot().context.startedAt) / 60_000);
          overlays.send({
            type: 'overlay.open',
            variant: 'reality-check',
            payload: { index, minutes },
          });
        } else if (!shown() && variant === 'reality-check')
          overlays.send({ type: 'overlay.close', reason: 'programmatic' });
      };
      let wasShown = shown();
      const checkSubscription = actor.subscribe(() => {
        const now = shown();
        // A check falling due takes the dialog's place, whatever was open.
        if (now && !wasShown)
          overlays.send({
            type: 'overlay.open',
            variant: 'reality-check',
            payload: {
              index: actor.getSnapshot().context.index,
              minutes: Math.floor((Date.now() - actor.getSnapshot().context.startedAt) / 60_000),
            },
          });
        wasShown = now;
        sync();
      });
      const overlaySubscription = overlays.subscribe(sync);
      sync();
      unsubscribe = () => {
        checkSubscription.unsubscribe();
        overlaySubscription.unsubscribe();
        if (overlays.getSnapshot().context.variant === 'reality-check')
          overlays.send({ type: 'overlay.close', reason: 'programmatic' });
      };
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }

  /** Reads the settings and starts (or reconfigures) this session's actors. */
  async function configure(run: number): Promise<void> {
    let settings: Settings;
    try {
      settings = await loadSettings();
    } catch (error) {
      console.warn('Responsible gaming settings could not be read', error);
      return;
    }
    if (run !== generation) return;
    const next = timing(settings);
    remember(next.periodSeconds, next.startedAtIso);
    const check = realityCheck.get();
    if (check)
      check.send({
        type: 'rc.configure',
        startedAt: next.startedAt,
        periodMs: next.periodSeconds === null ? null : next.periodSeconds * 1000,
        acknowledged: next.acknowledged,
      });
    else {
      const actor = createRealityCheck(next);
      stopMirror = mirrorDialog(actor);
      actor.start();
      realityCheck.set(actor);
    }
    const limit = sessionLimit.get();
    if (limit)
      limit.send({
        type: 'sl.configure',
        limitSeconds: sessionLimitSeconds(settings),
        playedSeconds: playedTodaySeconds(settings),
      });
    else {
      const actor = createSessionLimit(settings);
      actor.start();
      sessionLimit.set(actor);
    }
  }

  function end() {
    const check = realityCheck.get();
    const limit = sessionLimit.get();
    if (check?.getSnapshot().status === 'active') check.send({ type: 'rc.sessionEnded' });
    if (limit?.getSnapshot().status === 'active') limit.send({ type: 'sl.sessionEnded' });
    stopMirror?.();
    stopMirror = null;
    check?.stop();
    limit?.stop();
    realityCheck.set(null);
    sessionLimit.set(null);
    launch = null;
  }

  // A tab coming back reads the settings again (a period changed in another tab or device).
  const onVisible = () => {
    if (document.visibilityState === 'visible' && realityCheck.get()) void configure(generation);
  };
  document.addEventListener('visibilitychange', onVisible);

  let signedIn = false;
  return {
    actors: {
      realityCheck,
      sessionLimit,
      async figures() {
        const { viewer } = await options.api().request(RealityCheckSummaryDocument, {});
        const current = viewer.responsibleGaming.currentSession;
        if (!current) throw new Error('No current session');
        return {
          startedAt: current.startedAt,
          currency: current.currency,
          wagered: current.wagered,
          won: current.won,
          net: current.net,
        };
      },
      async gameLaunch() {
        await configured;
        return signedIn ? launch : null;
      },
      refresh() {
        if (!signedIn) return;
        void configure(generation);
        const sessionId = options.sessionId();
        if (sessionId) post({ type: 'configured', sessionId });
      },
    },
    follow(next: boolean) {
      if (next === signedIn) return;
      signedIn = next;
      generation += 1;
      end();
      if (next) configured = configure(generation);
    },
  };
}
