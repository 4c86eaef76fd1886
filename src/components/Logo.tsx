import { useEffect, useRef, useState, type RefObject } from 'react';
import { useShell } from '../runtime/shell-context.ts';
import styles from './Logo.module.css';
import { LocalLink } from './LocalLink.tsx';

/** The brand logo (mobile and desktop artwork from the theme), linking home. */
export function Logo() {
  const { settings } = useShell();
  const image = useRef<HTMLImageElement>(null);
  const fit = useLogoFit(image);
  return (
    <LocalLink to="/" className={styles.logo} data-fit={fit === 'whole' ? undefined : fit}>
      <picture>
        <source media="(min-width: 768px)" srcSet={settings.theme.logoDesktop} />
        <img ref={image} src={settings.theme.logo} alt={settings.siteDataName} height={36} />
      </picture>
    </LocalLink>
  );
}

type LogoFit = 'whole' | 'scaled' | 'mark';

/** Below this share of its width a scaled-down wordmark is too small to read: the mark instead. */
const LEGIBLE_SCALE = 0.8;

/**
 * How the logo fits the width the header gives it (a phone's one-row header with a long brand
 * name or the session clock): whole; a little smaller; or, short of that, its mark alone rather
 * than a name cut mid-word ("Nord" for Nordlys Kasino).
 */
function useLogoFit(image: RefObject<HTMLImageElement | null>): LogoFit {
  const [fit, setFit] = useState<LogoFit>('whole');
  useEffect(() => {
    const img = image.current;
    if (!img || typeof ResizeObserver !== 'function') return;
    const measure = () => {
      // Fractional sizes: clientWidth/Height round, and a rounded height overstates the need.
      const box = img.getBoundingClientRect();
      if (!img.naturalHeight || !box.height) return;
      const needed = (img.naturalWidth * box.height) / img.naturalHeight;
      const scale = box.width / needed;
      setFit(scale > 0.99 ? 'whole' : scale >= LEGIBLE_SCALE ? 'scaled' : 'mark');
    };
    // Scaling and clipping leave the image's box alone, so the measure stays true.
    const resized = new ResizeObserver(measure);
    resized.observe(img);
    img.addEventListener('load', measure);
    measure();
    return () => {
      resized.disconnect();
      img.removeEventListener('load', measure);
    };
  }, [image]);
  return fit;
}
