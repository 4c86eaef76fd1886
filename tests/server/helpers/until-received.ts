/**
 * Sends until `received` settles, and returns what it settled with: a subscription starts
 * listening a moment after it is asked for (Redis confirms a SUBSCRIBE asynchronously and says
 * nothing when it has), and an event sent before that is lost. Each try waits up to 100 ms for
 * the delivery; no fixed pause comes before the first.
 */
export async function untilReceived<T>(
  send: () => Promise<unknown>,
  received: Promise<T>,
  tries = 50,
): Promise<T> {
  let done = false;
  const settled = received.finally(() => (done = true));
  for (let attempt = 0; attempt < tries && !done; attempt += 1) {
    await send();
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
  return settled;
}
