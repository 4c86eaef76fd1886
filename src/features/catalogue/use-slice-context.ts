import { useMemo } from 'react';
import { thumbnailSizeFor, tileWidthFor } from '../../../machines/catalogue/thumbnail-size.ts';
import { useShell } from '../../runtime/shell-context.ts';
import type { SliceContext } from './game-slices.ts';

/** What every catalogue query of the page shares: thumbnail size, licence, locale, currency. */
export function useSliceContext(): SliceContext {
  const { settings, locale } = useShell();
  return useMemo(
    () => ({
      thumbnailSize: thumbnailSizeFor(tileWidthFor(window.innerWidth), window.devicePixelRatio),
      license: settings.license,
      locale: locale.tag,
      currencyCode: settings.defaultCurrency,
    }),
    [settings.license, settings.defaultCurrency, locale.tag],
  );
}
