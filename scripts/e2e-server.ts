// Starts the real server for the end-to-end tests on fresh embedded storage: the tests never
// touch ./data, and never PostgreSQL or Redis even when their URLs are set for other tests.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
// Access tokens live 35 s, so signed-in tests see the 30 s refresh lead at work every 5 s (the
// identity tests wait for two refresh deadlines).
// Every spec's browser is one client (127.0.0.1): the per-client notification limit (10 an hour,
// decision 0029) would swallow the codes and links of a whole run.
// The reality check offers a 20 s period, so e2e/protection-session.spec.ts sees one come due.
const env: NodeJS.ProcessEnv = {
  ACCESS_TOKEN_TTL_SECONDS: '35',
  DEV_REALITY_CHECK_SECONDS: '20',
  NOTIFICATIONS_PER_CLIENT_PER_HOUR: '10000',
  ...process.env,
  DATA_DIR: dataDir,
};
delete env.DATABASE_URL;
delete env.REDIS_URL;

const server = spawn(process.execPath, ['server/main.ts'], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
