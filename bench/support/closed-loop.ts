// A closed-loop load: `clients` callers each run `operation` back to back until `seconds` have
// passed; the answer is operations per second over the whole run.
export async function closedLoop(
  clients: number,
  seconds: number,
  operation: (client: number) => Promise<void>,
): Promise<number> {
  let done = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        await operation(client);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}
