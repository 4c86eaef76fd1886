// The driver of the live tables this process holds the lease of (decision 0049): one shared
// round schedule per table. Bets open, close at a fixed time, the outcome is drawn and settled
// (settle.ts; live blackjack's windows in decisions.ts), the result is shown, the next round
// opens; with nobody seated anywhere the table idles and its lease goes. Each step's state is
// written to the table's row (only while this process owns it, so a process that takes over
// resumes where it stood) and then published (relay.ts).
import { applyDecisions, startBlackjack, type BlackjackNext } from './decisions.ts';
import type { LiveEngine } from './engines.ts';
import type { Relay } from './relay.ts';
import { settleRound } from './settle.ts';
import {
  closeBets,
  closeDecision,
  idleState,
  nextStep,
  openDecision,
  openRound,
  showResult,
  type LiveState,
  type PlayerResult,
} from './state.ts';
import type { LiveContext } from './table-types.ts';

export interface Schedule {
  /** Starts driving a table whose lease this process has just taken, from its resumed state. */
  drive(slug: string, engine: LiveEngine, resumed: LiveState): void;
  /** Stops driving the table (the lease went elsewhere, or the process closes). */
  stop(slug: string): void;
  /** The state this process last committed for a table it drives. */
  current(slug: string): LiveState | undefined;
  drives(slug: string): boolean;
  /** Tables this process drives now. */
  driving(): string[];
  /** No more steps: every timer is cleared. */
  close(): void;
}

export function createSchedule(context: LiveContext, relay: Pick<Relay, 'publish'>): Schedule {
  const { store, clock, options, processId, track } = context;
  /** Tables this process drives: the pending timer of each. */
  const drivers = new Map<string, { engine: LiveEngine; timer: unknown; state: LiveState }>();
  let closed = false;

  /** Persists the state (only while this process owns the table) and publishes it. */
  async function commit(slug: string, next: LiveState, results: PlayerResult[] = []) {
    const { rows } = await store.query(
      `update live_tables set state = $3, round_id = $4, phase = $5, closes_at = $6
       where slug = $1 and owner = $2 returning slug`,
      [
        slug,
        processId,
        JSON.stringify(next),
        next.roundId,
        next.phase,
        next.closesAt === null ? null : new Date(next.closesAt),
      ],
    );
    if (rows.length === 0) {
      // The lease went to another process: it drives from here.
      stop(slug);
      return false;
    }
    const driver = drivers.get(slug);
    if (driver) driver.state = next;
    await relay.publish(next, results);
    return true;
  }

  /** A round's next window or its result, on the newest state this process committed. */
  async function conclude(slug: string, before: LiveState, next: BlackjackNext) {
    const latest = drivers.get(slug)?.state ?? before;
    const now = clock.now();
    if (next.kind === 'decide') {
      await commit(slug, openDecision(latest, next.step, next.view, now, options));
    } else {
      await commit(slug, showResult(latest, next.outcome, now, options), next.results);
    }
  }

  async function anyoneSeated(slug: string): Promise<boolean> {
    const { rows } = await store.query<{ seated: number }>(
      'select count(*)::int as seated from live_seats where slug = $1 and until > $2',
      [slug, new Date(clock.now())],
    );
    return (rows[0]?.seated ?? 0) > 0;
  }

  function schedule(slug: string): void {
    const driver = drivers.get(slug);
    if (!driver || closed) return;
    clock.clearTimeout(driver.timer);
    const step = nextStep(driver.state, clock.now());
    driver.timer = clock.setTimeout(
      () => void track(advance(slug)),
      Math.max(0, step.at - clock.now()),
    );
  }

  async function advance(slug: string): Promise<void> {
    const driver = drivers.get(slug);
    if (!driver) return;
    const now = clock.now();
    const step = nextStep(driver.state, now);
    if (step.at > now) return schedule(slug);
    if (step.kind === 'open') {
      if (!(await anyoneSeated(slug))) {
        // Nobody at the table anywhere: idle, and let the lease go.
        await commit(slug, { ...idleState(slug, driver.engine.id, driver.state), serverNow: now });
        await store.query(
          'update live_tables set owner = null, lease_until = null where slug = $1 and owner = $2',
          [slug, processId],
        );
        stop(slug);
        return;
      }
      if (!(await commit(slug, openRound(driver.state, now, options)))) return;
    } else if (step.kind === 'close' || step.kind === 'settle') {
      if (step.kind === 'close' && !(await commit(slug, closeBets(driver.state, now)))) return;
      const closing = driver.state;
      const roundId = closing.roundId!;
      const next =
        driver.engine.id === 'live-blackjack'
          ? await startBlackjack(context, slug, roundId)
          : {
              kind: 'result' as const,
              ...(await settleRound(context, slug, driver.engine, roundId)),
            };
      await conclude(slug, closing, next);
    } else {
      const deciding = driver.state;
      // No decision is taken once this is written (bets.ts checks it under the row lock).
      if (
        deciding.decisionAt !== null &&
        !(await commit(slug, closeDecision(deciding, clock.now())))
      ) {
        return;
      }
      const next = await applyDecisions(context, slug, deciding.roundId!, deciding.step ?? 0);
      await conclude(slug, deciding, next);
    }
    schedule(slug);
  }

  function stop(slug: string): void {
    const driver = drivers.get(slug);
    if (!driver) return;
    clock.clearTimeout(driver.timer);
    drivers.delete(slug);
  }

  return {
    drive(slug, engine, resumed) {
      drivers.set(slug, { engine, timer: null, state: resumed });
      schedule(slug);
    },
    stop,
    current: (slug) => drivers.get(slug)?.state,
    drives: (slug) => drivers.has(slug),
    driving: () => [...drivers.keys()],
    close() {
      closed = true;
      for (const slug of [...drivers.keys()]) stop(slug);
    },
  };
}
