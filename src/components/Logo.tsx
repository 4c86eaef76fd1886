import { useEffect, useRef, useState, type RefObject } from 'react';
import { useShell } from '../runtime/shell-context.ts';
import styles from './Logo.module.css';
import { LocalLink } from './LocalLink.tsx';

/** The brand logo (mobile and desktop artwork from the theme), linking home. */
export function Logo() {
  const { settings } = useShell();
  const image = useRef<HTMLImageElement>(null);
  const squeezed = useSqueezed(image);
  return (
    <LocalLink to="/" className={styles.logo} data-squeezed={squeezed || undefined}>
      <picture>
        <source media="(min-width: 768px)" srcSet={settings.theme.logoDesktop} />
        <img ref={image} src={settings.theme.logo} alt={settings.siteDataName} height={36} />
      </picture>
    </LocalLink>
  );
}

/**
 * Whether the header gives the logo less width than its artwork needs (a phone's one-row header
 * with a long brand name or the session clock). Squeezed, the logo shows its mark alone rather
 * than a name cut mid-word ("Nord" for Nordlys Kasino).
 */
function useSqueezed(image: RefObject<HTMLImageElement | null>): boolean {
  const [squeezed, setSqueezed] = useState(false);
  useEffect(() => {
    const img = image.current;
    if (!img || typeof ResizeObserver !== 'function') return;
    const measure = () => {
      // Fractional sizes: clientWidth/Height round, and a rounded height overstates the need.
      const box = img.getBoundingClientRect();
      if (!img.naturalHeight || !box.height) return;
      const needed = (img.naturalWidth * box.height) / img.naturalHeight;
      setSqueezed(box.width + 1 < needed);
    };
    // The clip that shows the mark leaves the layout alone, so the measure stays true.
    const resized = new ResizeObserver(measure);
    resized.observe(img);
    img.addEventListener('load', measure);
    measure();
    return () => {
      resized.disconnect();
      img.removeEventListener('load', measure);
    };
  }, [image]);
  return squeezed;
}
