// The live tables' shared shapes (decision 0049): their options, a table as the page sees it, a
// seated socket, and the context every part of the service (tables.ts composes them) is built on.
import type { Clock } from '../../clock.ts';
import type { Store } from '../../db/store.ts';
import type { Wallet } from '../../ledger/wallet.ts';
import type { LiveBet, RandomSource } from './engines.ts';
import type { LiveEngineId } from './registry.ts';
import { DEFAULT_TIMING, type LiveState, type LiveTiming, type PlayerResult } from './state.ts';

export interface LiveOptions extends LiveTiming {
  /** How long a lease or a seat heartbeat lasts unrenewed. */
  leaseMs: number;
  /** How often seats and leases are renewed. */
  heartbeatMs: number;
}

export const DEFAULT_LIVE_OPTIONS: LiveOptions = {
  ...DEFAULT_TIMING,
  leaseMs: 6_000,
  heartbeatMs: 2_000,
};

export interface LiveTableInfo {
  slug: string;
  name: string;
  engine: LiveEngineId;
  chip: number;
  maxStake: number;
  chips: number[];
}

/** What a seated socket hears: each state, and its own player's settlement. */
export interface Seat {
  sessionId: string;
  onState(state: LiveState): void;
  onResult(result: PlayerResult): void;
}

export interface PlacedBets {
  roundId: string;
  bets: LiveBet[];
  total: number;
}

export type WarnLog = { warn(details: Record<string, unknown>, message: string): void };

/** What the parts of one process's live tables share. */
export interface LiveContext {
  store: Store;
  wallet: Wallet;
  /** Timers and time: the system's in production, a simulated one in the schedule tests. */
  clock: Clock;
  options: LiveOptions;
  random: RandomSource;
  log: WarnLog;
  /** This process: the owner of its leases and seats. */
  processId: string;
  /** Counts the promise as work under way (idle, close); a failure is logged, not thrown. */
  track<T>(promise: Promise<T>): Promise<T>;
}
