import { useLocation } from 'wouter';
import { localisePath } from '../../machines/routing/resolve-location.ts';
import { useShell } from './shell-context.ts';

/** navigate() for app paths: adds the active locale prefix (platform-core §2). */
export function useLocalNavigate() {
  const [, navigate] = useLocation();
  const { locale } = useShell();
  return (to: string, options?: { replace?: boolean }) =>
    navigate(localisePath(to, locale), options);
}
