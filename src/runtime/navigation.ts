// Navigation for features and components, through react-router (decision 0036): the location's
// query as the pages read it, navigate() with the locale prefix, and the port through which
// effects outside React (actors' actions) navigate with the same router.
import { useLocation, useNavigate } from 'react-router';
import { localisePath } from '../../machines/routing/resolve-location.ts';
import { useShell } from './shell-context.ts';

export interface NavigateOptions {
  replace?: boolean;
}

/** The current query without its leading `?` ('' when there is none). */
export function useQueryString(): string {
  return useLocation().search.replace(/^\?/, '');
}

/**
 * The sign-in link of a page: /login/ (straight on to the identity provider where that is the
 * flow) with the page itself as `returnTo`, so every flow brings the player back here.
 */
export function useSignInLink(): string {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const back = pathname === '/' || /^\/[a-z]{2}(-[a-z]{2})?\/?$/i.test(pathname) ? '' : here;
  return back
    ? `/login/?autoSignIn=1&returnTo=${encodeURIComponent(back)}`
    : '/login/?autoSignIn=1';
}

/** navigate() for app paths: adds the active locale prefix (platform-core §2). */
export function useLocalNavigate() {
  const navigate = useNavigate();
  const { locale } = useShell();
  return (to: string, options?: NavigateOptions) => {
    void navigate(localisePath(to, locale), options);
  };
}

/**
 * How effects outside React navigate (the logout redirect, a dialog stripping its query
 * parameters): through the router once it is mounted, so every page sees the new location.
 */
export interface NavigationPort {
  navigate(to: string, options?: NavigateOptions): void;
  /** The router's navigate, from inside the router; returns the detach. */
  attach(navigate: (to: string, options?: NavigateOptions) => void): () => void;
}
