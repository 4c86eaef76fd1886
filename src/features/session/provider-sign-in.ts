// Trustly and Piq sign-in (and quick-deposit sign-in): Pay N Play through the sandbox provider
// (server/payments/pay-n-play.ts) — a deposit identifies the player, a new one is created — with
// this browser's state in the return address so the handler can tell its own answer.
import { localisePath } from '../../../machines/routing/resolve-location.ts';
import type { LocaleDefinition } from '../../../machines/locale/locales.ts';
import {
  StartPayNPlayDocument,
  type PaymentProvider,
} from '../../adapters/graphql/generated-session/graphql.ts';
import type { useApiServices } from '../../runtime/app-actors.ts';
import { beginPendingSignIn } from './pending-sign-in.ts';

export type ProviderHandler = '/login-handler/' | '/redirection-handler/';

export async function startProviderSignIn(
  api: ReturnType<typeof useApiServices>['api'],
  input: {
    provider: PaymentProvider;
    amount: number;
    handler: ProviderHandler;
    returnTo: string;
    locale: LocaleDefinition;
  },
): Promise<void> {
  const { state } = beginPendingSignIn(input.returnTo);
  const { startPayNPlay } = await api.request(StartPayNPlayDocument, {
    amount: input.amount,
    provider: input.provider,
    returnUrl: localisePath(`${input.handler}?state=${encodeURIComponent(state)}`, input.locale),
  });
  // The provider's page is a page of its own (a bank sign-in in real life).
  window.location.assign(startPayNPlay.paymentUrl);
}
