// The signed-in session's protection actors (src/runtime/protection-live.ts) for components:
// suspends until the first sign-in started them.
import { use, useSyncExternalStore } from 'react';
import type { LiveValue } from '../../runtime/live-value.ts';
import type { ProtectionActors } from '../../runtime/protection-live.ts';
import { useSessionActors } from '../../runtime/use-session.ts';

export function useProtectionActors(): ProtectionActors {
  return use(useSessionActors().protection);
}

export function useLive<T>(value: LiveValue<T>): T {
  return useSyncExternalStore(value.subscribe, value.get, value.get);
}
