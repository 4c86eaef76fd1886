// What every part of the player-protection service shares (decision 0043): its dependencies and
// settings, who is asking (the player, their licence and its policy), and changes run with the
// player's money locked so that they are ordered with deposits and bets.
import type { BrandTime } from '../clock.ts';
import type { Queryable, Store } from '../db/store.ts';
import { LobbyError } from '../errors.ts';
import { brandLicence } from '../brands/brand-repository.ts';
import { playerAccount, type AccountDirectory } from '../ledger/journal/accounts.ts';
import {
  lockPersonMoney,
  lockPlayerMoney,
  personKeyOf,
} from '../ledger/limits/protection-limits.ts';
import type { PlayerBreak } from '../players/breaks.ts';
import { findPlayerById, type PlayerRecord } from '../players/players.ts';
import type { SessionEnder } from '../players/session-ender.ts';
import { policyFor, type ProtectionPolicy } from '../../machines/protection/policy.ts';

export interface ProtectionConfig {
  /** Development stand-in: an extra reality-check period of this many seconds (e2e tests). */
  devRealityCheckSeconds: number | null;
  /** Tests only: the cooling-off of increases instead of the licence's hours. */
  increaseDelayMs: number | null;
}

export interface ProtectionDeps {
  store: Store;
  accounts: AccountDirectory;
  sessions: SessionEnder;
  config?: Partial<ProtectionConfig>;
  /** The brands' time (server/clock.ts): the clock stand-in makes a reality check come due. */
  time?: BrandTime;
}

/** Who asks: the player themself, or an operator through the operator API. */
export type Actor = 'player' | `operator:${string}`;

export interface BreakView extends PlayerBreak {
  canRequestLift: boolean;
}

/** The player asking, with their licence and what it offers. */
export interface Caller {
  player: PlayerRecord;
  licence: string;
  policy: ProtectionPolicy;
}

export interface ProtectionContext extends Omit<ProtectionDeps, 'config'> {
  config: ProtectionConfig;
  caller(playerId: string): Promise<Caller>;
  /** The reality-check periods the licence offers, in seconds (the stand-in's first). */
  realityCheckOptions(licence: string): number[];
  /** Runs a change with the player's money locked (the person's, for a GlobalLoss limit). */
  withPlayerLocked<T>(c: Caller, fn: (tx: Queryable) => Promise<T>, person?: boolean): Promise<T>;
}

export const error = (type: string, message: string, details?: Record<string, unknown>) =>
  new LobbyError(type, message, details ? { details } : {});

/** A break's view: whether the player may ask to lift it now. */
export function breakView(value: PlayerBreak, at: Date): BreakView {
  return {
    ...value,
    canRequestLift:
      value.kind === 'SelfExclusion' &&
      value.endsAt !== null &&
      value.endsAt <= at &&
      value.liftRequestedAt === null,
  };
}

export function protectionContext(deps: ProtectionDeps): ProtectionContext {
  const { store } = deps;
  const config: ProtectionConfig = {
    devRealityCheckSeconds: null,
    increaseDelayMs: null,
    ...deps.config,
  };

  async function caller(playerId: string): Promise<Caller> {
    const player = await findPlayerById(store, playerId);
    if (!player) throw error('InvalidArgument', 'There is no such player.');
    const licence = (await brandLicence(store, player.brand)) ?? 'cos';
    return { player, licence, policy: policyFor(licence) };
  }

  async function realAccountId(player: PlayerRecord): Promise<number> {
    const [id] = await deps.accounts.ids(store, [
      playerAccount(player.id, 'real', player.currency),
    ]);
    return id!;
  }

  function realityCheckOptions(licence: string): number[] {
    const minutes = policyFor(licence).realityCheckMinutes;
    if (!minutes) return [];
    const options = minutes.map((m) => m * 60);
    const dev = config.devRealityCheckSeconds;
    return dev && !options.includes(dev) ? [dev, ...options] : options;
  }

  /** Runs a change with the player's money locked, so it is ordered with deposits and bets. */
  async function withPlayerLocked<T>(
    c: Caller,
    fn: (tx: Queryable) => Promise<T>,
    person = false,
  ): Promise<T> {
    const real = await realAccountId(c.player);
    return store.transaction(async (tx) => {
      // A person's lock takes every account of the person, this one included, in id order.
      if (person) await lockPersonMoney(tx, await personKeyOf(tx, c.player.id));
      else await lockPlayerMoney(tx, real);
      return fn(tx);
    });
  }

  return { ...deps, config, caller, realityCheckOptions, withPlayerLocked };
}
