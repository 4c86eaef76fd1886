import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { localisePath } from '../../machines/routing/resolve-location.ts';
import { useShell } from '../runtime/shell-context.ts';

/** A router link whose app path gets the active locale prefix (platform-core §2). */
export function LocalLink({ to, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  const { locale } = useShell();
  return <Link to={localisePath(to, locale)} {...rest} />;
}
