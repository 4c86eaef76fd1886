// The opt-in machine (machines/jackpot-opt-in) for the player's instance, with its effects: the
// status from the REST instance call, requests as PlayerOptInRequest through the player's
// jackpot socket. One per opt-in view (a component-scoped actor): it lives with the page.
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { jackpotOptInMachine } from '../../../machines/jackpot-opt-in/jackpot-opt-in.machine.ts';
import { JACKPOT_PLAYER_COUNTRY } from '../../adapters/jackpot/jackpot-api.ts';
import { useJackpotServices, type JackpotActors } from '../../runtime/use-jackpot.ts';

export function useJackpotOptInLogic(actors: JackpotActors) {
  const services = useJackpotServices();
  const { jackpot, settings } = actors;
  return useMemo(
    () =>
      jackpotOptInMachine.provide({
        actors: {
          loadStatus: fromPromise(async ({ input }) => {
            if (!input.settings || !settings.sourceId) throw new Error('No jackpot instance');
            const instance = await services.instance({
              sourceId: settings.sourceId,
              provider: input.settings.operatorId ?? '',
              brand: input.settings.brand,
              currency: settings.currency,
              playerId: input.playerId,
            });
            return instance.optIn;
          }),
        },
        actions: {
          sendOptIn: ({ context }, { optIn, contribution }) => {
            if (!context.settings || !context.playerId) return;
            jackpot.send({
              type: 'jackpot.send',
              message: {
                type: 'PlayerOptInRequest',
                instance_id: context.settings.instanceId,
                player_id: context.playerId,
                brand_id: context.settings.brand,
                player_country: JACKPOT_PLAYER_COUNTRY,
                opt_in: optIn,
                contribution_value: contribution,
              },
            });
          },
        },
      }),
    [jackpot, settings, services],
  );
}
