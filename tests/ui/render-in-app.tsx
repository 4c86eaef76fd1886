// One way the UI harnesses render: the router (at `path`), the messages, the app's actors and a
// desktop shell on the demo settings (with the harness's overrides); and the signed-in session
// with a wallet that the account pages' harnesses (protection, compliance) give those actors.
import { I18nProvider } from '@lingui/react';
import { act, render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createActor, createMachine } from 'xstate';
import { LOCALES } from '../../machines/locale/locales.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { AppActorsContext, type AppActors } from '../../src/runtime/app-actors.ts';
import { ShellContextProvider, type ShellContext } from '../../src/runtime/shell-context.ts';
import { demoSettings } from '../machines/fixtures/lobby-settings.ts';

export async function renderInApp(
  ui: ReactNode,
  actors: AppActors,
  options: { shell?: Partial<ShellContext>; path?: string } = {},
) {
  const shell: ShellContext = {
    settings: demoSettings,
    locale: LOCALES[0]!,
    route: null,
    params: {},
    productMode: { mode: 'CASINO', save: false } as unknown as ShellContext['productMode'],
    layout: { layout: 'logged-in' } as unknown as ShellContext['layout'],
    deviceType: 'desktop',
    ...options.shell,
  };
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <MemoryRouter {...(options.path ? { initialEntries: [options.path] } : {})}>
        <I18nProvider i18n={i18n}>
          <AppActorsContext value={actors}>
            <ShellContextProvider value={shell}>
              <Suspense fallback={<p>suspended</p>}>{ui}</Suspense>
            </ShellContextProvider>
          </AppActorsContext>
        </I18nProvider>
      </MemoryRouter>,
    );
  });
  return result;
}

function sessionActor() {
  return createActor(
    createMachine({
      initial: 'loggedIn',
      context: {
        player: {
          id: 'p1',
          firstName: 'Sami',
          currency: 'EUR',
          isAccountClosed: false,
          customer: { isDepositsBlocked: false, isRewardsBlocked: false, popUpsNeeded: false },
        },
      },
      states: { loggedIn: {} },
    }),
  ).start();
}

/** The wallet actor the quick-deposit dialog reads (its balances in context.wallet). */
function walletActors() {
  const wallet = createActor(
    createMachine({
      context: {
        wallet: {
          id: 'w1',
          balance: 0,
          bonusBalance: 0,
          currency: 'EUR',
          minDepositAmount: 2000,
          minWithdrawalAmount: 1000,
        },
      },
    }),
  ).start();
  return Promise.resolve({ wallet, lowFunds: wallet });
}

/** The session actors of a signed-in player (Sami, EUR) with an empty wallet. */
export function signedInSession() {
  return { session: sessionActor(), wallet: walletActors() };
}
