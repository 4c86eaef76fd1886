// Addresses of the end-to-end server (playwright.config.ts starts it on E2E_PORT, default 3100):
// each brand opens at its own *.localhost name, which Chromium resolves to this machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** http://{host}:{port}, e.g. origin('est.localhost'). */
export function origin(host = 'localhost'): string {
  return `http://${host}:${E2E_PORT}`;
}
