// The live, session-wide parts of responsible gambling as features see them: the
// reality check and the session limit of the signed-in session (machines/responsible-gaming),
// the session's figures read fresh, and what a game launched now is told. src/app/protection/
// starts them with the first sign-in (SessionActors.protection); a new sign-in gets new actors.
import type { ActorRefFrom } from 'xstate';
import type { realityCheckMachine } from '../../machines/responsible-gaming/reality-check.machine.ts';
import type { sessionLimitMachine } from '../../machines/responsible-gaming/session-limit.machine.ts';
import type { LiveValue } from './live-value.ts';

export type RealityCheckActor = ActorRefFrom<typeof realityCheckMachine>;
export type SessionLimitActor = ActorRefFrom<typeof sessionLimitMachine>;

/** CurrentSession as the reality check shows it: money in minor units of `currency`. */
export interface SessionFigures {
  /** ISO time of the server's session start. */
  startedAt: string;
  currency: string;
  wagered: number;
  won: number;
  net: number;
}

/** The reality check a game launched now receives (realityCheckInterval, realityCheckStartedAt). */
export interface RealityCheckLaunch {
  periodSeconds: number;
  startedAt: string;
}

export interface ProtectionActors {
  /** The signed-in session's reality check; null when signed out or not loaded yet. */
  realityCheck: LiveValue<RealityCheckActor | null>;
  /** The signed-in session's daily session limit; null when signed out or not loaded yet. */
  sessionLimit: LiveValue<SessionLimitActor | null>;
  /** The session's figures, read from the server now. */
  figures(): Promise<SessionFigures>;
  /** For a game launched now (once this session's settings are read); null while it is off. */
  gameLaunch(): Promise<RealityCheckLaunch | null>;
  /** Reads the settings again (after the player changed the period or a limit). */
  refresh(): void;
}

/** The launch URL with the reality check's parameters added when it runs. */
export function withRealityCheck(url: string, launch: RealityCheckLaunch | null): string {
  if (!launch) return url;
  const hash = url.indexOf('#');
  const [base, fragment] = hash === -1 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  const params = new URLSearchParams({
    realityCheckInterval: String(launch.periodSeconds),
    realityCheckStartedAt: launch.startedAt,
  });
  return `${base}${base.includes('?') ? '&' : '?'}${params.toString()}${fragment}`;
}
