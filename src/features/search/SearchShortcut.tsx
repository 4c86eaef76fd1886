// The "/" key opens the search overlay from any page, unless the player is typing
// in a field, a dialog is already open, or a modifier is held.
import { useEffect } from 'react';
import type { PlatformActors } from '../../runtime/platform-actors.ts';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function SearchShortcut({ overlays }: { overlays: PlatformActors['overlays'] }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTyping(event.target)) return;
      if (overlays.getSnapshot().context.variant !== null) return;
      event.preventDefault();
      overlays.send({ type: 'overlay.open', variant: 'search' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [overlays]);
  return null;
}
