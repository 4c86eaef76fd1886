// Whether the signed-in player is on a break: the shell then shows only the
// restricted view on logged-in pages. The session keeps the break and reads it again when it
// changes by itself (machines/session: a time-out's end, a requested lift). The selector
// returns a primitive: the shell re-renders when the answer changes, not each time the session
// stores a new player object.
import { useSelector } from '@xstate/react';
import { isRestricted } from '../../../machines/session/session.machine.ts';
import { useSessionActors } from '../../runtime/use-session.ts';

export function useOnBreak(): boolean {
  const { session } = useSessionActors();
  return useSelector(session, (snapshot) => isRestricted(snapshot.context.player, Date.now()));
}
