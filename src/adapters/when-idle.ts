// Work the first screen does not need waits for the browser to be idle (decision 0047: total
// blocking time). Each piece then runs in its own task after the first screen's, instead of
// being chained in microtasks onto one long task.

/** Resolves in an idle period, at the latest after `timeout` ms. */
export function whenIdle(timeout = 1500): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 50);
  });
}
