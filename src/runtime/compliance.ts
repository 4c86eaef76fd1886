// Account compliance as features see it: the lobby's `compliance` actor (machines/compliance) —
// a visitor's (the site's banners) or the signed-in player's (theirs too, the pop-up queue and
// the guards) — with its banners (machines/banners) and, for a player, the pop-up queue.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { bannersMachine } from '../../machines/banners/banners.machine.ts';
import type { popUpQueueMachine } from '../../machines/compliance/popup-queue.machine.ts';
import { useAppActors } from './app-actors.ts';
import { useSystemActor } from './system.ts';

export type BannersActor = ActorRefFrom<typeof bannersMachine>;
export type PopUpQueueActor = ActorRefFrom<typeof popUpQueueMachine>;

/** The banners actor; undefined until compliance runs. */
export function useBannersActor(): BannersActor | undefined {
  return useSelector(useSystemActor('compliance'), (snapshot) => snapshot?.children.banners);
}

/** The signed-in player's pop-up queue; undefined for a visitor. */
export function usePopUpQueue(): PopUpQueueActor | undefined {
  return useSelector(useSystemActor('compliance'), (snapshot) => snapshot?.children.popUpQueue);
}

/** Reads the player's compliance state again (after a page changed it). */
export function useComplianceReload(): () => void {
  const { lobby } = useAppActors().session;
  return () => lobby.send({ type: 'compliance.reload' });
}
