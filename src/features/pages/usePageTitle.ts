import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useShell } from '../../app/shell-context.ts';

/** The page's translated title, also written to document.title with the brand name. */
export function usePageTitle(title: MessageDescriptor): string {
  const { i18n } = useLingui();
  const { settings } = useShell();
  const text = i18n._(title);
  useEffect(() => {
    document.title = `${text} | ${settings.siteDataName}`;
  }, [text, settings.siteDataName]);
  return text;
}
