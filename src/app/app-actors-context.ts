import { createContext, useContext } from 'react';
import type { AppActors } from './actors.ts';

export const AppActorsContext = createContext<AppActors | null>(null);

export function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('useAppActors was used outside of its Provider');
  return actors;
}

/** The GraphQL client and query cache of the app. */
export function useApiServices() {
  return useAppActors().services;
}
