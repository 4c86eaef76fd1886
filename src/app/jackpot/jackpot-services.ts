// The jackpot's REST reads for everyone (the page's pots, the currency rates): only this small
// part is in the first paint; the adapter loads on first use. The signed-in player's socket is
// the lobby's `jackpot` actor (jackpot-logic.ts).
import type { CurrencyRates } from '../../adapters/jackpot/jackpot-api.ts';
import type { JackpotServices } from '../../runtime/jackpot.ts';

export function jackpotServices(accessToken: () => string | null): JackpotServices {
  const restApi = () => import('../../adapters/jackpot/jackpot-api.ts');
  let rates: Promise<CurrencyRates> | null = null;
  return {
    currencyRates() {
      rates ??= restApi()
        .then(({ fetchCurrencyRates }) => fetchCurrencyRates())
        .catch((error: unknown) => {
          rates = null;
          throw error;
        });
      return rates;
    },
    async instance(request) {
      const { fetchJackpotInstance } = await restApi();
      return fetchJackpotInstance({ ...request, token: accessToken() });
    },
  };
}
