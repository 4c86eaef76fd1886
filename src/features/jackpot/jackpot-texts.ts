// The jackpot page's words that are not in the settings: pot names, and the English fallbacks
// of the opt-in texts (programmes §9) — the settings carry no labels for them.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  SETTINGS_MISSING,
  STATUS_FAILED,
  type JackpotOptOutReason,
} from '../../../machines/jackpot-opt-in/jackpot-opt-in.machine.ts';

export const POT_ORDER = ['mega', 'major', 'minor', 'shared'] as const;

export const POT_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  mega: msg`Mega`,
  major: msg`Major`,
  minor: msg`Minor`,
  shared: msg`Shared`,
};

/** The opt-in machine's error codes in the player's words (programmes §8). */
export function optInErrorMessage(error: string | null): MessageDescriptor {
  if (error === SETTINGS_MISSING) return msg`Jackpot settings are missing`;
  if (error === STATUS_FAILED) return msg`Error fetching the status`;
  return msg`Error fetching the status`;
}

const OPT_OUT_REASONS: Readonly<Record<JackpotOptOutReason, MessageDescriptor>> = {
  ContributionWithdrawn: msg`Your contribution option was withdrawn by the operator: choose another to take part again.`,
};

/** Why the service opted the player out, in their words (null: they chose it, or no reason). */
export function optOutReasonMessage(reason: JackpotOptOutReason | null): MessageDescriptor | null {
  return reason ? OPT_OUT_REASONS[reason] : null;
}

/** Pots in the page's order: mega, major, minor, shared, then any other. */
export function sortPots<T extends { id: string }>(pots: readonly T[]): T[] {
  const rank = (id: string) => {
    const index = (POT_ORDER as readonly string[]).indexOf(id);
    return index === -1 ? POT_ORDER.length : index;
  };
  return [...pots].sort((a, b) => rank(a.id) - rank(b.id));
}
