// The jackpot at start-up: only this small handle is in the first paint. The REST
// reads load their adapter on first use; the socket and opt-in actors (jackpot-actors.ts) load
// when a player first signs in — the socket connects only for a known player (programmes §4).
import type { JackpotActors, JackpotHandle, JackpotServices } from '../../runtime/jackpot.ts';
import type { CurrencyRates } from '../../adapters/jackpot/jackpot-api.ts';
import type { JackpotOptions } from './jackpot-options.ts';

function jackpotServices(accessToken: () => string | null): JackpotServices {
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

export function loadJackpotActors(options: JackpotOptions): JackpotHandle {
  const services = jackpotServices(() => options.session.accessToken());
  let resolveLive!: (actors: JackpotActors) => void;
  const live = new Promise<JackpotActors>((resolve) => (resolveLive = resolve));
  let started = false;
  const startOnce = (signedIn: boolean) => {
    if (started || !signedIn) return;
    started = true;
    subscription.unsubscribe();
    // The actors follow the session themselves from here on (sign-out closes the socket).
    void import('./jackpot-actors.ts').then(({ startJackpotActors }) =>
      resolveLive(startJackpotActors(options, services)),
    );
  };
  const { session } = options.session;
  const subscription = session.subscribe((snapshot) => startOnce(snapshot.context.player !== null));
  startOnce(session.getSnapshot().context.player !== null);
  return { services, live };
}
