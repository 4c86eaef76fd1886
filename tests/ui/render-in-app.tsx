// One way the UI harnesses render: the router (at `path`), the messages, the app's actors and a
// desktop shell on the demo settings (with the harness's overrides); and the signed-in session
// (the lobby's real root) that the account pages' harnesses (protection, compliance) use.
import { I18nProvider } from '@lingui/react';
import { act, render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { LOCALES } from '../../machines/locale/locales.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { AppActorsContext, type AppActors } from '../../src/runtime/app-actors.ts';
import { ShellContextProvider, type ShellContext } from '../../src/runtime/shell-context.ts';
import { demoSettings } from '../machines/fixtures/lobby-settings.ts';
import { startTestLobby } from './test-lobby.ts';

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

/**
 * The lobby's root with a signed-in player (Sami, EUR) and an empty wallet (test-lobby.ts); the
 * session and the wallet settle within the harness's first act().
 */
export function signedInSession() {
  const { lobby, session } = startTestLobby();
  return { lobby, session };
}
