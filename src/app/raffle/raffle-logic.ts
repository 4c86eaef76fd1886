// The raffle (machines/raffle) with its real effects, spawned by the lobby for a visitor's page
// that shows it, or with a signed-in player's other actors: the settings read (the Raffle
// query), the countdown's drops (the jackpot service's three raffle sources, with the bearer for
// the player's ticket counts: src/adapters/jackpot/raffle-api.ts), the raffle-win overlay and
// the log.
import { fromPromise } from 'xstate';
import {
  RAFFLE_FETCH_FAILED,
  raffleCountdownMachine,
  type RaffleDrop,
  type RaffleDropsSource,
} from '../../../machines/raffle-countdown/raffle-countdown.machine.ts';
import {
  raffleMachine,
  type RafflePlayer,
  type RaffleRead,
} from '../../../machines/raffle/raffle.machine.ts';
import type { GraphQLClient } from '../../adapters/graphql/client.ts';
import { RaffleDocument } from '../../adapters/graphql/generated-session/graphql.ts';
import { fetchRaffleSource } from '../../adapters/jackpot/raffle-api.ts';
import type { PlatformActors } from '../../runtime/platform-actors.ts';

export interface RaffleLogicOptions {
  api: () => GraphQLClient;
  brand: () => string;
  /** A visitor's raffle currency (the brand's default). */
  defaultCurrency: () => string;
  /** The player's token (their ticket counts), read when the drops are fetched. */
  accessToken: () => string | null;
  overlays: () => Promise<PlatformActors['overlays']>;
}

export function raffleLogic(options: RaffleLogicOptions) {
  const countdown = raffleCountdownMachine.provide({
    actors: {
      loadDrops: fromPromise<RaffleDrop[], RaffleDropsSource | null>(async ({ input: source }) => {
        if (!source || source.types.length === 0) return [];
        const brand = options.brand();
        const token = source.signedIn ? options.accessToken() : null;
        const results = await Promise.allSettled(
          source.types.map((type) =>
            fetchRaffleSource({
              type,
              provider: source.provider || brand,
              brand,
              currency: source.currency,
              token,
            }),
          ),
        );
        const answers = results.flatMap((result) =>
          result.status === 'fulfilled' ? [result.value] : [],
        );
        // All failed: the machine logs it and keeps the drops. Some failed: those cards stay away.
        if (answers.length === 0) throw new Error(RAFFLE_FETCH_FAILED);
        if (answers.length < source.types.length) console.warn(RAFFLE_FETCH_FAILED);
        return answers.map((answer) => answer.drop);
      }),
    },
    actions: { log: (_, { message }) => console.warn(message) },
  });
  return raffleMachine.provide({
    actors: {
      countdown,
      readSettings: fromPromise<RaffleRead, { player: RafflePlayer | null }>(async ({ input }) => {
        const { raffleSettings, jackpotSettings } = await options.api().request(RaffleDocument, {});
        return {
          settings: raffleSettings,
          provider: jackpotSettings?.operatorId ?? options.brand(),
          currency: input.player?.currency ?? options.defaultCurrency(),
        };
      }),
    },
    actions: {
      log: (_, { message }) => console.warn(message),
      showWin: (_, { win, title }) =>
        void options.overlays().then((overlays) =>
          overlays.send({
            type: 'overlay.open',
            variant: 'raffle-win',
            payload: {
              amount: win.amount,
              currency: win.currency,
              wonAt: win.timestamp,
              instanceId: win.instanceId,
              dropId: win.dropId,
              ...(title ? { message: title } : {}),
            },
          }),
        ),
    },
  });
}
