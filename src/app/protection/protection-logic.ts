// The effects of the signed-in session's live protection (machines/protection/
// protection.machine.ts): loaded with the player's other lazily loaded logic (player-logic.ts).
//
// - Settings: the ProtectionLive query gives the reality-check period, the Session limit and the
//   server's session (start, checks answered, play time today). The reality check is off while
//   the player is on a break.
// - Continue: acknowledgeRealityCheck(index); the server keeps the count, so a reload does not
//   show an answered check again. Other tabs of the session hear it on the BroadcastChannel
//   `lobby-reality-check` and close their dialog; a setting changed here makes them read theirs
//   again. Log out: the normal sign-out; the session limit's backstop logout carries
//   SESSION_LIMIT. Nothing is stored: the server keeps the session's start and the checks
//   answered (token-storage.ts still removes the spec's `realityCheck` key on sign-out).
// - The dialog is the overlays actor's `reality-check` variant.
import { fromCallback, fromPromise } from 'xstate';
import {
  protectionMachine,
  protectionRealityCheckMachine,
  type ProtectionEvent,
  type ProtectionSettings,
  type ProtectionTabsCommand,
  type RealityCheckDialogCommand,
} from '../../../machines/protection/protection.machine.ts';
import { sessionLimitMachine } from '../../../machines/protection/session-limit.machine.ts';
import { isRestricted } from '../../../machines/session/session.machine.ts';
import type { GraphQLClient } from '../../adapters/graphql/client.ts';
import {
  AcknowledgeRealityCheckDocument,
  ProtectionLiveDocument,
  type ProtectionLiveQuery,
} from '../../adapters/graphql/generated-session/graphql.ts';
import type { PlatformActors } from '../../runtime/platform-actors.ts';

export const REALITY_CHECK_CHANNEL = 'lobby-reality-check';

type ChannelMessage =
  | { type: 'acknowledged'; sessionId: string; index: number }
  | { type: 'configured'; sessionId: string };

type Settings = ProtectionLiveQuery['viewer']['responsibleGaming'];

export interface ProtectionOptions {
  api: () => GraphQLClient;
  /** This tab's session id (the BroadcastChannel's messages name it). */
  sessionId: () => string | null;
  /** The page's dialogs (they start after the first paint). */
  overlays: () => Promise<PlatformActors['overlays']>;
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

/** The machine's settings from ProtectionLive; the reality check is off on a break. */
export function toProtectionSettings(settings: Settings, restricted: boolean): ProtectionSettings {
  const current = settings.currentSession;
  const periodSeconds =
    current && !restricted ? (settings.realityCheck?.periodSeconds ?? null) : null;
  const startedAt = current?.startedAt ?? new Date().toISOString();
  return {
    realityCheck: {
      startedAt: Date.parse(startedAt),
      periodMs: periodSeconds === null ? null : periodSeconds * 1000,
      acknowledged: current?.realityChecksAcknowledged ?? 0,
    },
    sessionLimit: {
      limitSeconds: sessionLimitSeconds(settings),
      playedSeconds: playedTodaySeconds(settings),
    },
    launch: periodSeconds === null ? null : { periodSeconds, startedAt },
  };
}

export function protectionLogic(options: ProtectionOptions) {
  // This sign-in's channel (the logic is made for each sign-in); a tab does not hear itself.
  const tabs =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(REALITY_CHECK_CHANNEL);
  const post = (message: ChannelMessage) => {
    try {
      tabs?.postMessage(message);
    } catch {
      // Closed: the player signed out meanwhile.
    }
  };

  return protectionMachine.provide({
    actors: {
      loadSettings: fromPromise(async ({ system }) => {
        const { viewer } = await options.api().request(ProtectionLiveDocument, {});
        const player = system.get('session')?.getSnapshot().context.player ?? null;
        return toProtectionSettings(viewer.responsibleGaming, isRestricted(player, Date.now()));
      }),
      realityCheck: protectionRealityCheckMachine.provide({
        actors: {
          acknowledge: fromPromise(async ({ input: { index } }) => {
            await options.api().request(AcknowledgeRealityCheckDocument, { index });
            const sessionId = options.sessionId();
            if (sessionId) post({ type: 'acknowledged', sessionId, index });
          }),
          // The normal sign-out: the session machine ends the session everywhere.
          logOut: fromPromise(async ({ system }) => {
            system.get('session')?.send({ type: 'session.logout' });
          }),
        },
      }),
      sessionLimit: sessionLimitMachine.provide({
        actors: {
          // The server ends the session at the limit; this is the backstop if its word is lost.
          logOut: fromPromise(async ({ system }) => {
            system.get('session')?.send({ type: 'session.logout', reason: 'SESSION_LIMIT' });
          }),
        },
      }),
      realityCheckDialog: fromCallback<RealityCheckDialogCommand>(({ receive }) => {
        const overlays = options.overlays();
        receive((command) => {
          void overlays.then((actor) =>
            actor.send(
              command.type === 'dialog.show'
                ? {
                    type: 'overlay.open',
                    variant: 'reality-check',
                    payload: {
                      index: command.index,
                      minutes: Math.floor((Date.now() - command.startedAt) / 60_000),
                    },
                  }
                : { type: 'overlay.dismiss', variant: 'reality-check' },
            ),
          );
        });
        return () =>
          void overlays.then((actor) =>
            actor.send({ type: 'overlay.dismiss', variant: 'reality-check' }),
          );
      }),
      tabs: fromCallback<ProtectionTabsCommand>(({ sendBack, receive }) => {
        const report = (event: ProtectionEvent) => sendBack(event);
        const onMessage = (event: MessageEvent) => {
          const message = event.data as Partial<ChannelMessage> | null;
          if (!message || message.sessionId !== options.sessionId()) return;
          if (message.type === 'acknowledged' && typeof message.index === 'number')
            report({ type: 'protection.acknowledgedElsewhere', index: message.index });
          if (message.type === 'configured') report({ type: 'protection.changedElsewhere' });
        };
        tabs?.addEventListener('message', onMessage);
        receive(() => {
          const sessionId = options.sessionId();
          if (sessionId) post({ type: 'configured', sessionId });
        });
        // A tab coming back reads the settings again (a period changed on another device).
        const onVisible = () => {
          if (document.visibilityState === 'visible')
            report({ type: 'protection.changedElsewhere' });
        };
        document.addEventListener('visibilitychange', onVisible);
        return () => {
          tabs?.removeEventListener('message', onMessage);
          tabs?.close();
          document.removeEventListener('visibilitychange', onVisible);
        };
      }),
    },
    actions: {
      warnSettings: (_, { error }) =>
        console.warn('Responsible gaming settings could not be read', error),
    },
  });
}
