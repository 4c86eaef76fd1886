// Development stand-ins: parts of the server that make it work on one machine without real
// providers, and that would be holes in production (the sandbox payment page approves any
// deposit; the outbox shows everyone's sign-in codes). Development has them all; production
// has none unless each is switched on by its own variable, and then says so loudly at start.
import type { Environment } from './brands/brand.ts';

export interface StandIns {
  /** The sandbox provider: /sandbox-pay/ pages, its callbacks and payouts, Pay N Play. */
  sandboxPayments: boolean;
  /** /dev/outbox/ (every email and SMS, sign-in codes included) and SMS codes in the log. */
  devOutbox: boolean;
  /** `x-lobby-country` (the SPA's `?country=`): any client picks the country it is in. */
  countryOverride: boolean;
  /** GraphiQL in the browser and schema introspection on /lobby-graphql. */
  graphiql: boolean;
  /** The operator API accepts the well-known development key when OPERATOR_KEY is unset. */
  devOperatorKey: boolean;
  /** The operator API may force a jackpot pot to drop to a named player (demos, e2e tests). */
  forcedJackpotDrops: boolean;
  /** /dev/fixtures/: creates signed-in players and credits deposits (end-to-end tests). */
  testFixtures: boolean;
  /** /dev/clock/: moves a brand's time forward (raffle drops end, reality checks come due). */
  clockControl: boolean;
  /** /dev/game-sessions/outcomes: names the outcomes of a game session's next rounds. */
  seededOutcomes: boolean;
}

export type StandIn = keyof StandIns;

/** Each stand-in, the variable that switches it, and what it exposes (for the warning). */
export const STAND_INS: Readonly<Record<StandIn, { variable: string; exposes: string }>> = {
  sandboxPayments: {
    variable: 'ENABLE_SANDBOX_PAYMENTS',
    exposes: 'the sandbox payment page approves any deposit anyone asks for',
  },
  devOutbox: {
    variable: 'ENABLE_DEV_OUTBOX',
    exposes: "/dev/outbox/ shows every player's emails and SMS sign-in codes to anyone",
  },
  countryOverride: {
    variable: 'ENABLE_COUNTRY_OVERRIDE',
    exposes: 'any client chooses its own country (geo restrictions and licence rules bypassed)',
  },
  graphiql: {
    variable: 'ENABLE_GRAPHIQL',
    exposes: 'GraphiQL and the whole schema through introspection',
  },
  devOperatorKey: {
    variable: 'ALLOW_DEV_OPERATOR_KEY',
    exposes: 'the operator API opens with the published development key',
  },
  forcedJackpotDrops: {
    variable: 'ENABLE_FORCED_JACKPOT_DROPS',
    exposes: 'an operator key can make any jackpot pot drop to any player',
  },
  testFixtures: {
    variable: 'ENABLE_TEST_FIXTURES',
    exposes: 'anyone creates signed-in players and credits them money through /dev/fixtures/',
  },
  clockControl: {
    variable: 'ENABLE_CLOCK_CONTROL',
    exposes: "anyone moves a brand's time forward: raffle drops end and are drawn early",
  },
  seededOutcomes: {
    variable: 'ENABLE_SEEDED_OUTCOMES',
    exposes: "anyone who holds a game session's token chooses whether its next rounds win",
  },
};

const ON = ['1', 'true', 'yes', 'on'];
const OFF = ['0', 'false', 'no', 'off'];

export class StandInConfigError extends Error {
  override name = 'StandInConfigError';
}

/** Every stand-in on in development and off in production, unless its variable says otherwise. */
export function resolveStandIns(
  environment: Environment,
  env: Record<string, string | undefined> = {},
): StandIns {
  const resolved = {} as StandIns;
  for (const [name, { variable }] of Object.entries(STAND_INS) as [
    StandIn,
    { variable: string },
  ][]) {
    const raw = env[variable]?.trim().toLowerCase();
    if (raw === undefined || raw === '') resolved[name] = environment === 'development';
    else if (ON.includes(raw)) resolved[name] = true;
    else if (OFF.includes(raw)) resolved[name] = false;
    else throw new StandInConfigError(`${variable} must be on or off, got "${raw}".`);
  }
  return resolved;
}

/** Lines to print when production runs with stand-ins on; none otherwise. */
export function standInWarnings(environment: Environment, standIns: StandIns): string[] {
  if (environment !== 'production') return [];
  return (Object.entries(STAND_INS) as [StandIn, { variable: string; exposes: string }][])
    .filter(([name]) => standIns[name])
    .map(
      ([, { variable, exposes }]) =>
        `PRODUCTION WITH A DEVELOPMENT STAND-IN: ${variable} is on — ${exposes}.`,
    );
}
