// The live, session-wide parts of responsible gambling as features see them: the signed-in
// session's `protection` actor (machines/protection/protection.machine.ts, spawned by
// the lobby's root) with its reality check and session limit, the session's figures, and what a
// game launched now is told.
import { waitFor, type ActorRefFrom } from 'xstate';
import type { LobbyActor } from '../../machines/lobby/lobby.machine.ts';
import {
  gameLaunch,
  type RealityCheckLaunch,
} from '../../machines/protection/protection.machine.ts';
import type { realityCheckMachine } from '../../machines/protection/reality-check.machine.ts';
import type { sessionLimitMachine } from '../../machines/protection/session-limit.machine.ts';

export type RealityCheckActor = ActorRefFrom<typeof realityCheckMachine>;
export type SessionLimitActor = ActorRefFrom<typeof sessionLimitMachine>;
export type { RealityCheckLaunch };

/** CurrentSession as the reality check shows it: money in minor units of `currency`. */
export interface SessionFigures {
  /** ISO time of the server's session start. */
  startedAt: string;
  currency: string;
  wagered: number;
  won: number;
  net: number;
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

/**
 * What a game launched now is told: once the player's logic is loaded and this session's
 * settings are read; null for a visitor, while the check is off, or when it cannot be known.
 */
export async function realityCheckLaunch(lobby: LobbyActor): Promise<RealityCheckLaunch | null> {
  try {
    const { context } = await waitFor(
      lobby,
      (snapshot) =>
        snapshot.context.protection !== null ||
        !snapshot.matches({ player: { actors: 'loading' } }),
    );
    return context.protection ? await gameLaunch(context.protection) : null;
  } catch {
    return null;
  }
}
