import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useShell } from './shell-context.ts';

/** The page's translated title, also written to document.title with the brand name. */
export function usePageTitle(title: MessageDescriptor): string {
  const { i18n } = useLingui();
  const text = i18n._(title);
  useDocumentTitle(text);
  return text;
}

/** For titles that come with the data (a list's or a studio's name). */
export function useDocumentTitle(text: string): void {
  const { settings } = useShell();
  useEffect(() => {
    document.title = `${text} | ${settings.siteDataName}`;
  }, [text, settings.siteDataName]);
}
