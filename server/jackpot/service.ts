// The jackpot service (issue #14, programmes §3, §4, §7): hears each committed contribution from
// the wallet, announces pot changes to every process (coalesced), pays the drops a contribution
// reached (and, every few seconds, any drop a crashed process left pending), records opt-ins and
// the operator's forced drops. Money moves only through the ledger (ledger/jackpot-drops.ts).
import type { Store } from '../db/store.ts';
import type { AccountDirectory } from '../ledger/accounts.ts';
import type { JackpotContribution, JackpotListener } from '../ledger/jackpot-contributions.ts';
import { settleDrop, type DropOutcome, type PotId } from '../ledger/jackpot-drops.ts';
import { wageringProgressOf } from '../ledger/wagering.ts';
import { startPollingLoop, type PollingLoop } from '../jobs/polling-loop.ts';
import type { PubSub } from '../pubsub/pubsub.ts';
import { createCoalescer } from './coalesce.ts';
import { saveOptIn, type JackpotInstance, type OptInStatus } from './instances.ts';
import './topics.ts';

/** At most one pot announcement per instance per this many ms from each process. */
export const ANNOUNCE_EVERY_MS = 250;
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
  optIn(
    playerId: string,
    instance: JackpotInstance,
    optIn: boolean,
    contribution: number,
  ): Promise<OptInStatus>;
  /** Announces an instance's pots to every process (after an operator change). */
  announce(instanceId: string): void;
  /** Pays every pending drop now (tests; the sweep runs it every few seconds). */
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

  async function sweep(): Promise<number> {
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
        announcer.request(contribution.instanceId);
        for (const potId of contribution.reached) {
          drop(contribution.instanceId, potId as PotId).catch(warn('jackpot drop failed'));
        }
      },
    },
    drop,
    async optIn(playerId, instance, optIn, contribution) {
      return saveOptIn(store, playerId, instance, optIn, contribution);
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
      announcer.stop();
      await sweeper?.stop();
    },
  };
}
