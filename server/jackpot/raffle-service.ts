// The raffle side of the jackpot service (programmes §4 "Raffle drops", §7): every
// second it opens the current drop of each enabled raffle instance (committing to its draw seed)
// and draws the drops whose grace time has passed, paying through the ledger
// (ledger/raffle/raffle-draws.ts) and publishing `raffleDrawn` so every process tells its sockets. Any
// process may run it: drops are opened with `on conflict do nothing` and drawn under one ledger
// key each, so a draw happens once whoever runs it, and a process killed mid-draw leaves it to
// the next tick.
import { createBrandTime, systemClock, type BrandTime } from '../clock.ts';
import type { Store } from '../db/store.ts';
import type { RaffleFaults } from './raffle-faults.ts';
import { startPollingLoop, type PollingLoop } from '../jobs/polling-loop.ts';
import type { AccountDirectory } from '../ledger/journal/accounts.ts';
import {
  DRAW_GRACE_MS,
  DRAW_MAX_WAIT_MS,
  drawDrop,
  dropTickets,
  type RaffleDrawOutcome,
} from '../ledger/raffle/raffle-draws.ts';
import { wageringProgressOf } from '../ledger/bonus/wagering.ts';
import type { PubSub } from '../pubsub/pubsub.ts';
import {
  dropAt,
  dropRef,
  dueDrops,
  raffleInstances,
  type RaffleDrop,
  type RaffleInstance,
} from './raffles.ts';
import './topics.ts';

export const RAFFLE_TICK_MS = 1_000;

export interface RaffleTick {
  drawn: RaffleDrawOutcome[];
}

export interface RaffleService {
  store: Store;
  /** Opens current drops and draws due ones (the scheduler's pass; tests call it with a clock). */
  tick(nowMs?: number): Promise<RaffleTick>;
  /** The running drop of each enabled instance of a brand and currency, with its pot. */
  currentDrops(
    brand: string,
    currency: string,
    nowMs?: number,
  ): Promise<{ instance: RaffleInstance; drop: RaffleDrop; pot: number }[]>;
  /** A player's tickets in the running drops of their brand and currency. */
  tickets(
    playerId: string,
    brand: string,
    currency: string,
    nowMs?: number,
  ): Promise<{ instanceId: string; dropId: string; tickets: number }[]>;
  start(): void;
  stop(): Promise<void>;
}

export function createRaffleService(deps: {
  store: Store;
  pubsub: PubSub;
  accounts: AccountDirectory;
  log: { warn(details: Record<string, unknown>, message: string): void };
  /** The brands' time (server/clock.ts); default the system clock's. */
  time?: BrandTime;
  /** Crash tests only (server/games/faults.ts): a hook before each draw's commit. */
  faults?: RaffleFaults;
}): RaffleService {
  const { store, pubsub, log } = deps;
  const time = deps.time ?? createBrandTime(systemClock);
  /** A brand's now, unless a caller (a test) names the moment. */
  const at = (brand: string, nowMs: number | undefined) => nowMs ?? time.now(brand);
  const ledger = { store, accounts: deps.accounts };

  async function announce(outcome: RaffleDrawOutcome, instance: RaffleInstance | undefined) {
    for (const change of outcome.changes) {
      const wageringProgress = await wageringProgressOf(store, change.playerId, change.currency);
      await pubsub.publish('balanceUpdated', { ...change, wageringProgress });
    }
    await pubsub.publish('raffleDrawn', {
      dropId: outcome.dropId,
      instanceId: outcome.instanceId,
      sourceId: instance?.sourceId ?? '',
      brand: instance?.brand ?? '',
      currency: outcome.currency,
      drawnAt: outcome.drawnAt,
      winners: outcome.winners.map(({ rank, playerId, initials, amount, brand }) => ({
        rank,
        playerId,
        initials,
        amount,
        brand,
      })),
    });
  }

  async function tick(nowMs?: number): Promise<RaffleTick> {
    const instances = await raffleInstances(store, { enabledOnly: true });
    for (const instance of instances) await dropAt(store, instance, at(instance.brand, nowMs));
    const drawn: RaffleDrawOutcome[] = [];
    const dueList = await dueDrops(
      store,
      nowMs ?? time.clock.now(),
      DRAW_GRACE_MS,
      nowMs === undefined ? time.offsets() : {},
    );
    for (const due of dueList) {
      const inDraw = deps.faults?.inDraw;
      const draw = await drawDrop(ledger, due.ref, due.secret, {
        // Until every qualifying round of the window is closed, or DRAW_MAX_WAIT_MS after the end.
        waitForOpenRounds: at(due.ref.brand, nowMs) < Date.parse(due.ref.endsAt) + DRAW_MAX_WAIT_MS,
        beforeCommit: inDraw
          ? async (dropId) => {
              log.warn({ dropId }, 'fault injection: raffle draw paused before its commit');
              await inDraw(dropId);
            }
          : undefined,
      });
      if (!draw || draw.replayed) continue;
      const { outcome, openRounds } = draw;
      if (openRounds > 0) {
        log.warn(
          { dropId: outcome.dropId, openRounds },
          'raffle drop drawn with rounds of its window still open',
        );
      }
      drawn.push(outcome);
      await announce(
        outcome,
        instances.find((instance) => instance.id === outcome.instanceId),
      ).catch((error: unknown) => log.warn({ err: error }, 'raffle draw not announced'));
    }
    return { drawn };
  }

  async function currentDrops(brand: string, currency: string, nowMs?: number) {
    const instances = await raffleInstances(store, { brand, currency, enabledOnly: true });
    return Promise.all(
      instances.map(async (instance) => {
        const drop = await dropAt(store, instance, at(brand, nowMs));
        const { pot } = await dropTickets(store, dropRef(instance, drop));
        return { instance, drop, pot };
      }),
    );
  }

  let loop: PollingLoop<RaffleTick> | undefined;
  return {
    store,
    tick,
    currentDrops,
    async tickets(playerId, brand, currency, nowMs) {
      const instances = await raffleInstances(store, { brand, currency, enabledOnly: true });
      return Promise.all(
        instances.map(async (instance) => {
          const drop = await dropAt(store, instance, at(brand, nowMs));
          const { table } = await dropTickets(store, dropRef(instance, drop), playerId);
          return { instanceId: instance.id, dropId: drop.id, tickets: table[0]?.tickets ?? 0 };
        }),
      );
    },
    start() {
      loop ??= startPollingLoop(() => tick(), { intervalMs: RAFFLE_TICK_MS, log, name: 'raffle' });
    },
    async stop() {
      await loop?.stop();
    },
  };
}
