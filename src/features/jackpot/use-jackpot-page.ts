// What the jackpot page reads: the settings (fresh per player: a signed-in player gets the
// instance of their currency), the instance's pots from the REST call, and the euro rates for
// the texts. Failures of the latter two degrade (no pots, unconverted texts) instead of
// hiding the page.
import { msg } from '@lingui/core/macro';
import { JackpotSettingsDocument } from '../../adapters/graphql/generated-session/graphql.ts';
import type { JackpotInstance, CurrencyRates } from '../../adapters/jackpot/jackpot-api.ts';
import { useRequest, type RequestState } from '../../components/use-request.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import type { JackpotSettings } from '../../runtime/jackpot.ts';
import { useJackpotServices } from '../../runtime/use-jackpot.ts';

const LOAD_FAILED = msg`The jackpot could not be loaded.`;

/** Wrapped, so that "no jackpot" (settings null) differs from "not loaded yet" (data null). */
export function useJackpotSettings(
  playerId: string | null,
): RequestState<{ settings: JackpotSettings | null }> {
  const { api } = useApiServices();
  return useRequest(
    () =>
      api
        .request(JackpotSettingsDocument, {})
        .then(({ jackpotSettings }) => ({ settings: jackpotSettings })),
    [api, playerId],
    () => LOAD_FAILED,
  );
}

export function useJackpotInstance(
  settings: JackpotSettings,
  brand: string,
  playerId: string | null,
): RequestState<JackpotInstance> {
  const services = useJackpotServices();
  const { sourceId, operatorId, currency } = settings;
  return useRequest(
    () =>
      sourceId && operatorId
        ? services.instance({ sourceId, provider: operatorId, brand, currency, playerId })
        : Promise.reject(new Error('The jackpot settings name no instance')),
    [services, sourceId, operatorId, brand, currency, playerId],
    () => LOAD_FAILED,
  );
}

export function useCurrencyRates(): RequestState<CurrencyRates> {
  const services = useJackpotServices();
  return useRequest(
    () => services.currencyRates(),
    [services],
    () => LOAD_FAILED,
  );
}
