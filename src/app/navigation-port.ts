import type { NavigateOptions, NavigationPort } from '../runtime/navigation.ts';

/**
 * The app's navigation port (src/runtime/navigation.ts). Before the router has mounted, a
 * navigation writes the history directly: the router reads the location when it mounts.
 */
export function createNavigationPort(): NavigationPort {
  let routerNavigate: ((to: string, options?: NavigateOptions) => void) | null = null;
  return {
    navigate(to, options) {
      if (routerNavigate) return routerNavigate(to, options);
      if (options?.replace) window.history.replaceState(window.history.state, '', to);
      else window.history.pushState(null, '', to);
    },
    attach(navigate) {
      routerNavigate = navigate;
      return () => {
        if (routerNavigate === navigate) routerNavigate = null;
      };
    },
  };
}
