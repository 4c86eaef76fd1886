// A pause in start-up that lets the browser run what waits (a tap, a paint) before the next
// step (decision 0047): a macrotask, so it also ends the current long task.
export const yieldToBrowser = (): Promise<void> =>
  new Promise<void>((resolve) => setTimeout(resolve, 0));
