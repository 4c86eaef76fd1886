// The restricted (on-break) state of a signed-in player: from the break the server
// reports (responsibleGaming.activeBreak), else from the player's time-out and self-exclusion
// end dates when they lie in the future. Pure: the app reads the data, this decides.
import type { PlayerRestriction } from './session.machine.ts';

export interface BreakData {
  activeBreak: {
    kind: 'Timeout' | 'SelfExclusion';
    endsAt: string | null;
    canRequestLift: boolean;
    liftsAt: string | null;
  } | null;
  timeoutEndsAt: string | null;
  exclusionEndsAt: string | null;
}

const inFuture = (iso: string | null, now: number): iso is string =>
  iso !== null && Date.parse(iso) > now;

export function restrictionFrom(data: BreakData, now: number): PlayerRestriction | null {
  const { activeBreak } = data;
  if (activeBreak)
    return {
      kind: activeBreak.kind,
      endsAt: activeBreak.endsAt,
      canRequestLift: activeBreak.canRequestLift,
      liftsAt: activeBreak.liftsAt,
    };
  // A self-exclusion outlasts a time-out; either one restricts.
  if (inFuture(data.exclusionEndsAt, now))
    return {
      kind: 'SelfExclusion',
      endsAt: data.exclusionEndsAt,
      canRequestLift: false,
      liftsAt: null,
    };
  if (inFuture(data.timeoutEndsAt, now))
    return { kind: 'Timeout', endsAt: data.timeoutEndsAt, canRequestLift: false, liftsAt: null };
  return null;
}

/** The PlayerBreak read (player's end dates and the server's break), as the API answers it. */
export interface BreakRead {
  player: {
    timeouts: { timeoutEndsAt: string | null } | null;
    selfExclusionDetails: { exclusionEndsAt: string | null } | null;
  };
  responsibleGaming: { activeBreak: BreakData['activeBreak'] };
}

/** The restriction a PlayerBreak read gives (sign-in and every re-read). */
export const restrictionOfRead = (read: BreakRead, now: number): PlayerRestriction | null =>
  restrictionFrom(
    {
      activeBreak: read.responsibleGaming.activeBreak,
      timeoutEndsAt: read.player.timeouts?.timeoutEndsAt ?? null,
      exclusionEndsAt: read.player.selfExclusionDetails?.exclusionEndsAt ?? null,
    },
    now,
  );
