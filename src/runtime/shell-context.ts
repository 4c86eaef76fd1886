import { createContext, useContext } from 'react';
import type { DeviceType } from '../../machines/device/device-type.ts';
import type { LocaleDefinition } from '../../machines/locale/locales.ts';
import type { LobbySettings } from '../../machines/lobby-settings/settings.ts';
import type { ProductModeResolution } from '../../machines/product-mode/product-mode.ts';
import type { LayoutChoice } from '../../machines/routing/layout.ts';
import type { RouteDefinition } from '../../machines/routing/routes.ts';

/** What the shell resolved for the current location; layouts and pages read it. */
export interface ShellContext {
  settings: LobbySettings;
  locale: LocaleDefinition;
  /** null on the not-found page. */
  route: RouteDefinition | null;
  params: Record<string, string>;
  productMode: ProductModeResolution;
  layout: LayoutChoice;
  deviceType: DeviceType;
}

const Context = createContext<ShellContext | null>(null);
export const ShellContextProvider = Context.Provider;

export function useShell(): ShellContext {
  const shell = useContext(Context);
  if (!shell) throw new Error('useShell was used outside of its Provider');
  return shell;
}
