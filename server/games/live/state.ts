// A live table's public state and the schedule's pure step (decision 0049): what every seated
// player sees (phase, round, close of bets, outcome, history) and, given the clock, what comes
// next. No I/O here: the driver (schedule.ts) persists and publishes what this decides, and the
// schedule test runs it on a simulated clock.
import type { Json } from '../../pubsub/pubsub.ts';

export type LivePhase = 'idle' | 'betting' | 'drawing' | 'deciding' | 'result';

export type LiveState = {
  slug: string;
  engine: string;
  phase: LivePhase;
  /** `{slug}:{roundNo}`; null before the first round. */
  roundId: string | null;
  roundNo: number;
  /** Close of bets (epoch ms) of the betting round. */
  closesAt: number | null;
  /** When the next round opens (result phase). */
  nextAt: number | null;
  /** Live blackjack: the decision step (0 on the first two cards) and when its window shuts. */
  step: number | null;
  decisionAt: number | null;
  /** The drawn outcome (result phase), as the engine describes it; blackjack's cards so far. */
  outcome: Json | null;
  /** The latest outcomes, newest first. */
  history: Json[];
  /** The server's clock when the state was published: pages correct their own by it. */
  serverNow: number;
  /** Increases with every change: a page ignores an older state than the one it shows. */
  seq: number;
};

export type PlayerResult = {
  /** The game session's id (its token's hash prefix): only that player's sockets read it. */
  sessionId: string;
  roundId: string;
  stake: number;
  win: number;
  bets: { spot: string; stake: number; win: number }[];
  /** The balance after the round; null when refused. */
  balance: number | null;
  /** Why the bets were not taken (InsufficientFunds, LossLimitExceeded …). */
  refused: string | null;
  /** Live blackjack: the player's own hand (the shared cards up to where they stood). */
  hand?: { cards: string[]; doubled: boolean };
};

export interface LiveTiming {
  /** How long bets are taken. */
  bettingMs: number;
  /** How long the outcome is shown before the next round opens. */
  resultMs: number;
  /** Live blackjack: how long each decision window stays open. */
  decisionMs: number;
}

export const DEFAULT_TIMING: LiveTiming = { bettingMs: 15_000, resultMs: 8_000, decisionMs: 5_000 };

/** Live blackjack: the next decision window (its step and deadline), with the cards so far. */
export function openDecision(
  state: LiveState,
  step: number,
  view: Json,
  now: number,
  timing: LiveTiming,
): LiveState {
  return {
    ...state,
    phase: 'deciding',
    step,
    decisionAt: now + timing.decisionMs,
    outcome: view,
    serverNow: now,
    seq: state.seq + 1,
  };
}

/** Live blackjack: the decision window shut (no more decisions for this step). */
export function closeDecision(state: LiveState, now: number): LiveState {
  return { ...state, decisionAt: null, serverNow: now, seq: state.seq + 1 };
}

export const HISTORY_LENGTH = 12;

export function idleState(slug: string, engine: string, previous?: LiveState): LiveState {
  return {
    slug,
    engine,
    phase: 'idle',
    roundId: null,
    roundNo: previous?.roundNo ?? 0,
    closesAt: null,
    nextAt: null,
    step: null,
    decisionAt: null,
    outcome: null,
    history: previous?.history ?? [],
    serverNow: 0,
    seq: (previous?.seq ?? 0) + 1,
  };
}

export function openRound(state: LiveState, now: number, timing: LiveTiming): LiveState {
  const roundNo = state.roundNo + 1;
  return {
    ...state,
    phase: 'betting',
    roundNo,
    roundId: `${state.slug}:${roundNo}`,
    closesAt: now + timing.bettingMs,
    nextAt: null,
    step: null,
    decisionAt: null,
    outcome: null,
    serverNow: now,
    seq: state.seq + 1,
  };
}

export function closeBets(state: LiveState, now: number): LiveState {
  return { ...state, phase: 'drawing', serverNow: now, seq: state.seq + 1 };
}

export function showResult(
  state: LiveState,
  outcome: Json,
  now: number,
  timing: LiveTiming,
): LiveState {
  return {
    ...state,
    phase: 'result',
    step: null,
    decisionAt: null,
    outcome,
    nextAt: now + timing.resultMs,
    history: [outcome, ...state.history].slice(0, HISTORY_LENGTH),
    serverNow: now,
    seq: state.seq + 1,
  };
}

/** What the driver does next, and when: the schedule as a function of the clock. */
export type NextStep =
  | { kind: 'open'; at: number }
  | { kind: 'close'; at: number }
  | { kind: 'settle'; at: number }
  | { kind: 'decide'; at: number };

export function nextStep(state: LiveState, now: number): NextStep {
  switch (state.phase) {
    case 'idle':
      return { kind: 'open', at: now };
    case 'betting':
      return { kind: 'close', at: state.closesAt ?? now };
    case 'drawing':
      // Closed but not settled (a process that took over mid-round): settle at once.
      return { kind: 'settle', at: now };
    case 'deciding':
      // A window shut but not applied (a takeover) is applied at once.
      return { kind: 'decide', at: state.decisionAt ?? now };
    case 'result':
      return { kind: 'open', at: state.nextAt ?? now };
  }
}
