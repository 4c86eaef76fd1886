// The jackpot service (programmes §3, §4, §7): hears each committed contribution from
// the wallet, folds the contributions into the pots (ledger/jackpot/jackpot-fold.ts), announces pot
// changes to every process (coalesced), pays the drops the fold found (and, every few seconds,
// folds and pays whatever a crashed process left), records opt-ins and the operator's forced
// drops. Money moves only through the ledger (ledger/jackpot/jackpot-drops.ts).
import type { Store } from '../db/store.ts';
import type { AccountDirectory } from '../ledger/journal/accounts.ts';
import type {
  JackpotContribution,
  JackpotListener,
} from '../ledger/jackpot/jackpot-contributions.ts';
import { settleDrop, type DropOutcome, type PotId } from '../ledger/jackpot/jackpot-drops.ts';
import { foldContributions, instancesToFold } from '../ledger/jackpot/jackpot-fold.ts';
import { wageringProgressOf } from '../ledger/bonus/wagering.ts';
import { LobbyError } from '../errors.ts';
import { startPollingLoop, type PollingLoop } from '../jobs/polling-loop.ts';
import type { PubSub } from '../pubsub/pubsub.ts';
import { createCoalescer } from './coalesce.ts';
import { findInstance, saveOptIn, type JackpotInstance, type OptInStatus } from './instances.ts';
import './topics.ts';

/** At most one pot announcement per instance per this many ms from each process. */
export const ANNOUNCE_EVERY_MS = 250;
/** At most one fold per instance per this many ms from each process (leading edge). */
export const FOLD_EVERY_MS = 100;
/** Pending drops older than this are paid by the sweep (their own process may have died). */
const SWEEP_INTERVAL_MS = 3_000;

export interface JackpotLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface JackpotService {
  /** Given to the wallet (server/services.ts). */
  listener: JackpotListener;
  store: Store;
  pubsub: PubSub;
  /** Pays a pot's pending drop; `force` names a winner when none is pending (operator). */
  drop(instanceId: string, potId: PotId, force?: { playerId: string }): Promise<DropOutcome | null>;
  /** Records a player's choice; InvalidContribution (LobbyError) unless it is one of the options. */
  optIn(
    playerId: string,
    instance: JackpotInstance,
    optIn: boolean,
    contribution: number,
  ): Promise<OptInStatus>;
  /** Announces an instance's pots to every process (after an operator change). */
  announce(instanceId: string): void;
  /**
   * Tells the players the operator's change of options opted out (decision 0058): their open
   * jackpot sockets, on every process, get their new status. After the change committed.
   */
  optInsWithdrawn(instanceId: string, playerIds: readonly string[]): Promise<void>;
  /** Folds every waiting contribution and pays every pending drop now (tests; every 3 s). */
  sweep(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createJackpotService(deps: {
  store: Store;
  pubsub: PubSub;
  accounts: AccountDirectory;
  log: JackpotLog;
}): JackpotService {
  const { store, pubsub, log } = deps;
  const ledger = { store, accounts: deps.accounts };
  const warn = (message: string) => (error: unknown) => log.warn({ err: error }, message);

  const announcer = createCoalescer(ANNOUNCE_EVERY_MS, (instanceId) => {
    pubsub.publish('jackpotChanged', { instanceId }).catch(warn('jackpotChanged not published'));
  });

  async function publishDrop(outcome: DropOutcome): Promise<void> {
    for (const change of outcome.changes) {
      const wageringProgress = await wageringProgressOf(store, change.playerId, change.currency);
      await pubsub.publish('balanceUpdated', { ...change, wageringProgress });
    }
    for (const win of outcome.wins) {
      await pubsub.publish('jackpotWon', {
        instanceId: outcome.instanceId,
        potId: outcome.potId,
        amount: win.amount,
        currency: outcome.currency,
        playerId: win.playerId,
        initials: win.initials,
        brand: win.brand,
        wonAt: outcome.wonAt,
      });
    }
    await pubsub.publish('jackpotChanged', { instanceId: outcome.instanceId });
  }

  async function drop(instanceId: string, potId: PotId, force?: { playerId: string }) {
    const paid = await settleDrop(ledger, instanceId, potId, force ? { force } : {});
    if (!paid) return null;
    // A replay was announced by whoever paid it first.
    if (!paid.replayed) await publishDrop(paid.outcome).catch(warn('jackpot drop not announced'));
    return paid.outcome;
  }

  async function fold(instanceId: string): Promise<void> {
    const outcome = await foldContributions(ledger, instanceId);
    if (outcome.folded > 0) announcer.request(instanceId);
    for (const potId of outcome.pending) await drop(instanceId, potId);
  }
  const folder = createCoalescer(FOLD_EVERY_MS, (instanceId) => {
    fold(instanceId).catch(warn('jackpot fold failed'));
  });

  async function sweep(): Promise<number> {
    // Contributions a dead process never folded, then drops nobody paid.
    for (const instanceId of await instancesToFold(store)) {
      const outcome = await foldContributions(ledger, instanceId);
      if (outcome.folded > 0) announcer.request(instanceId);
    }
    const { rows } = await store.query<{ instance_id: string; pot_id: PotId }>(
      `select instance_id, pot_id from jackpot_pots where pending_winner is not null
       order by pending_since`,
    );
    for (const row of rows) await drop(row.instance_id, row.pot_id);
    return rows.length;
  }

  let sweeper: PollingLoop<number> | undefined;
  return {
    store,
    pubsub,
    listener: {
      contributed(contribution: JackpotContribution) {
        folder.request(contribution.instanceId);
      },
    },
    drop,
    async optIn(playerId, instance, optIn, contribution) {
      // programmes §5: a contribution is valid only if it equals one of the options — those in
      // force when the choice is written (saveOptIn), not those `instance` was read with (a
      // socket's, from when it opened).
      const refused = (options: readonly number[]) =>
        new LobbyError(
          'InvalidContribution',
          `contribution_value must be one of ${options.join(', ')}.`,
        );
      if (!Number.isSafeInteger(contribution) || contribution <= 0) {
        throw refused(instance.contributionOptions);
      }
      const status = await saveOptIn(store, playerId, instance, optIn, contribution);
      if (status) return status;
      throw refused((await findInstance(store, instance.id))?.contributionOptions ?? []);
    },
    async optInsWithdrawn(instanceId, playerIds) {
      if (playerIds.length === 0) return;
      await pubsub
        .publish('jackpotOptInsWithdrawn', { instanceId, playerIds: [...playerIds] })
        .catch(warn('jackpotOptInsWithdrawn not published'));
    },
    announce: (instanceId) => announcer.request(instanceId),
    sweep,
    start() {
      sweeper ??= startPollingLoop(sweep, {
        intervalMs: SWEEP_INTERVAL_MS,
        log,
        name: 'jackpot drop sweep',
      });
    },
    async stop() {
      folder.stop();
      announcer.stop();
      await sweeper?.stop();
    },
  };
}
