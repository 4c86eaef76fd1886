// Full screen for the game: the Fullscreen API on the frame's container, so the
// game's own toolbar (exit, rules) stays with it. Where the API is missing or refused (iPhone
// Safari has no element full screen), the container is pinned over the whole window instead
// ("fallback"), and Escape leaves it.
import { useCallback, useEffect, useState, type RefObject } from 'react';

export type FullscreenMode = 'off' | 'native' | 'fallback';

export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [mode, setMode] = useState<FullscreenMode>('off');

  useEffect(() => {
    const changed = () => {
      const native =
        document.fullscreenElement !== null && document.fullscreenElement === ref.current;
      setMode((current) => (native ? 'native' : current === 'native' ? 'off' : current));
    };
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [ref]);

  useEffect(() => {
    if (mode !== 'fallback') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMode('off');
    };
    // The page behind must not scroll under the pinned game.
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    window.addEventListener('keydown', onKey);
    return () => {
      document.documentElement.style.overflow = overflow;
      window.removeEventListener('keydown', onKey);
    };
  }, [mode]);

  const enter = useCallback(async () => {
    const element = ref.current;
    if (!element) return;
    if (typeof element.requestFullscreen === 'function' && document.fullscreenEnabled !== false) {
      try {
        await element.requestFullscreen({ navigationUI: 'hide' });
        setMode('native');
        return;
      } catch {
        // Refused (no user gesture, a policy): the fallback below still gives the room.
      }
    }
    setMode('fallback');
  }, [ref]);

  const exit = useCallback(async () => {
    if (document.fullscreenElement) {
      try {
        await document.exitFullscreen();
      } catch {
        // Already left (Escape raced the button).
      }
    }
    setMode('off');
  }, []);

  return { mode, active: mode !== 'off', enter, exit };
}
