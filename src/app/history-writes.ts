// The router (react-router, declarative mode) follows its own navigations and the browser's
// back and forward (popstate), not History API writes made by other code. wouter before it
// (decision 0012) saw every write by patching the History API, and the overlays' rule "a change
// of the URL search closes the dialog" relies on any change being seen. So a write that does not
// come from the router (its state lacks the router's `idx`) is announced as a popstate: the
// router re-reads the location as it does after back/forward (decision 0036).
const INSTALLED = Symbol.for('lobby.announceHistoryWrites');

const isRouterState = (state: unknown) =>
  typeof state === 'object' && state !== null && 'idx' in state;

export function announceExternalHistoryWrites(history: History = window.history): void {
  const marked = history as History & { [INSTALLED]?: true };
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;
  for (const method of ['pushState', 'replaceState'] as const) {
    const write = history[method].bind(history);
    history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
      write(state, unused, url);
      if (!isRouterState(state)) window.dispatchEvent(new PopStateEvent('popstate', { state }));
    };
  }
}
