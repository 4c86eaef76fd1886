import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** Time between two turns: about one frame, so each turn is its own small task. */
const TURN_MS = 16;

/**
 * Mounts its children `turn` frames after it mounts, as a transition (decision 0047). A long
 * page split into turns commits a part at a time: no single render, commit and layout of the
 * whole page blocks the main thread while the first screen is already on show. Until its turn
 * it renders nothing, so use it only for content below the first screen.
 */
export function RenderLater({ turn, children }: { turn: number; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setShown(true)), turn * TURN_MS);
    return () => clearTimeout(timer);
  }, [turn]);
  return shown ? children : null;
}
