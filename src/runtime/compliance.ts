// Account compliance as features see it: the banners actor (machines/banners) and
// the signed-in player's pop-up queue (machines/compliance). src/app/compliance/ starts them —
// when the banners first show, or with the first sign-in — and keeps them fed: the brand's site
// banners for everyone, the player's compliance state while signed in, reloaded live.
import type { ActorRefFrom } from 'xstate';
import type { bannersMachine } from '../../machines/banners/banners.machine.ts';
import type { popUpQueueMachine } from '../../machines/compliance/popup-queue.machine.ts';
import type { LiveValue } from './live-value.ts';

export type BannersActor = ActorRefFrom<typeof bannersMachine>;
export type PopUpQueueActor = ActorRefFrom<typeof popUpQueueMachine>;

export interface ComplianceActors {
  banners: BannersActor;
  /** The signed-in player's pop-up queue; null for a visitor. */
  popUps: LiveValue<PopUpQueueActor | null>;
  /** Reads the player's compliance state again (after a page changed it). */
  reload(): void;
}

/** What the first paint holds: the actors load on first use. */
export interface ComplianceHandle {
  actors(): Promise<ComplianceActors>;
}
