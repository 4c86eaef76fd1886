// The signed-in session's reality check and session limit for components: the children of the
// lobby's `protection` actor; undefined while no player is signed in, while the player's logic
// loads, or when the settings could not be read.
import { useSelector } from '@xstate/react';
import { useSystemActor } from '../../../runtime/system.ts';

function useProtectionChild<Id extends 'realityCheck' | 'sessionLimit'>(id: Id) {
  return useSelector(useSystemActor('protection'), (snapshot) => snapshot?.children[id]);
}

export const useRealityCheck = () => useProtectionChild('realityCheck');
export const useSessionLimit = () => useProtectionChild('sessionLimit');
