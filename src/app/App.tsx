import { I18nProvider } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { i18n } from '../i18n/i18n.ts';
import type { AppActors } from '../runtime/app-actors.ts';
import { AppActorsContext } from '../runtime/app-actors.ts';
import { StartupFailure } from './StartupFailure.tsx';
import { FirstPaintHandOver } from './FirstPaintHandOver.tsx';
import { RenderErrorBoundary } from './RenderErrorBoundary.tsx';
import {
  selectCatalogFailed,
  selectActiveLocale,
  selectSettings,
  selectSettingsFailed,
} from './selectors.ts';
import { Shell } from './Shell.tsx';
import { Splash } from '../components/Splash.tsx';
import { ThemeStyle } from './theme/ThemeStyle.tsx';

export function App({ actors }: { actors: AppActors }) {
  return (
    <AppActorsContext.Provider value={actors}>
      <BrowserRouter>
        <RouterNavigation navigation={actors.navigation} />
        <I18nProvider i18n={i18n}>
          <RenderErrorBoundary>
            <Boot actors={actors} />
          </RenderErrorBoundary>
        </I18nProvider>
      </BrowserRouter>
    </AppActorsContext.Provider>
  );
}

/** Lends the router's navigate to the actors' effects (src/runtime/navigation.ts). */
function RouterNavigation({ navigation }: { navigation: AppActors['navigation'] }) {
  const navigate = useNavigate();
  useEffect(
    () => navigation.attach((to, options) => void navigate(to, options)),
    [navigation, navigate],
  );
  return null;
}

/** Waits for the brand's settings and the first catalog: nothing renders half-translated. */
function Boot({ actors }: { actors: AppActors }) {
  const settings = useSelector(actors.lobbySettings, selectSettings);
  const settingsFailed = useSelector(actors.lobbySettings, selectSettingsFailed);
  const activeLocale = useSelector(actors.localeCatalog, selectActiveLocale);
  const catalogFailed = useSelector(actors.localeCatalog, selectCatalogFailed);

  if (settingsFailed || catalogFailed)
    return (
      <>
        <StartupFailure
          onRetry={() =>
            settingsFailed
              ? actors.lobbySettings.send({ type: 'settings.retry' })
              : actors.localeCatalog.send({ type: 'locale.retry' })
          }
        />
        <FirstPaintHandOver />
      </>
    );
  if (!settings || !activeLocale) return <Splash />;
  return (
    <>
      <ThemeStyle theme={settings.theme} />
      {/* One route for every location: the route table and its rules are machines/routing's
          pure functions (resolveLocation); the shell renders what they decide. */}
      <Routes>
        <Route path="*" element={<Shell settings={settings} />} />
      </Routes>
    </>
  );
}
