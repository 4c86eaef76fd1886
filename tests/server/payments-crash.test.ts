// "Killing the server mid-deposit and restarting loses nothing": the real server process on
// PGlite, a deposit approved on the sandbox page, SIGKILL before the provider's callback is
// delivered, a restart on the same DATA_DIR. The outbox row written with the approval survives;
// the restarted worker delivers it and the deposit completes exactly once, postings balanced.
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { openStore } from '../../server/db/open-store.ts';
import { checkInvariants, isHealthy } from '../../server/ledger/journal/invariants.ts';
import { freePort } from './helpers/free-port.ts';
import { copyPgliteTemplate } from './helpers/pglite-template.ts';
import { gql, outbox, REQUEST_SMS_CODE, SIGN_IN_WITH_SMS_CODE } from './helpers/identity-app.ts';
import {
  killIfRunning,
  spawnServer,
  waitForUrl,
  type ServerProcess,
} from './helpers/server-process.ts';
import { makeTempDir, type TempDir } from './helpers/temp-dir.ts';

describe('a deposit across a crash (node server/main.ts on PGlite)', () => {
  let dir: TempDir;
  let port: number;
  const running: ServerProcess[] = [];
  const start = (env: Record<string, string>) => {
    const server = spawnServer({
      DATA_DIR: path.join(dir.path, 'data'),
      DIST_DIR: path.join(dir.path, 'no-dist'),
      PORT: String(port),
      HOST: '127.0.0.1',
      // The "listening" line that waitForUrl reads is logged at info.
      LOG_LEVEL: 'info',
      PAYMENT_WORKER_POLL_MS: '50',
      ...env,
    });
    running.push(server);
    return server;
  };

  beforeAll(async () => {
    dir = await makeTempDir('crash');
    port = await freePort();
    // A copy of the run's migrated cluster: the first start on an empty DATA_DIR (initdb, every
    // migration) is process.test.ts's subject; this test's are the crash and the restart.
    await copyPgliteTemplate(path.join(dir.path, 'data', 'pglite'), 'migrated');
  });
  afterEach(async () => {
    for (const server of running.splice(0)) await killIfRunning(server);
  });
  afterAll(() => dir.remove());

  it('completes the approved deposit exactly once after SIGKILL and restart', async () => {
    // The callback waits 5 s after the approval: the kill lands before it is delivered.
    const first = start({ SANDBOX_CALLBACK_DELAY_MS: '5000' });
    const url = await waitForUrl(first);
    const phone = DEMO_ACCOUNTS.demo.phoneNumber;
    await gql(url, REQUEST_SMS_CODE, { phone });
    const [sms] = await outbox(url, { brand: 'aurora', to: phone });
    const signedIn = await gql<{ signInWithSmsCode: { accessToken: string } }>(
      url,
      SIGN_IN_WITH_SMS_CODE,
      { phone, code: sms!.code },
    );
    const token = signedIn.data!.signInWithSmsCode.accessToken;
    const started = await gql<{
      initDeposit: { paymentUrl: string; transaction: { id: string } };
    }>(
      url,
      `mutation { initDeposit(amount: 3000, currency: "EUR", paymentMethod: "trustly") {
         paymentUrl transaction { id } } }`,
      {},
      { token },
    );
    const { paymentUrl, transaction } = started.data!.initDeposit;
    const approved = await fetch(paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve&bankAccount=FI21+1234+5600+0007+85',
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);

    first.child.kill('SIGKILL');
    await first.exited;

    const second = start({ SANDBOX_CALLBACK_DELAY_MS: '0' });
    const secondUrl = await waitForUrl(second);
    const balance = async () => {
      const response = await gql<{ viewer: { wallet: { balance: number } } }>(
        secondUrl,
        '{ viewer { wallet { balance } } }',
        {},
        { token },
      );
      return response.data?.viewer.wallet.balance;
    };
    const deadline = Date.now() + 20_000;
    while ((await balance()) !== 3000 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await balance()).toBe(3000);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const store = await openStore(
      { kind: 'pglite', dataDir: path.join(dir.path, 'data', 'pglite') },
      { dataDir: path.join(dir.path, 'data') },
    );
    try {
      const { rows } = await store.query<{ status: string }>(
        'select status from wallet_transactions where id = $1',
        [transaction.id],
      );
      expect(rows[0]?.status).toBe('Completed');
      const entries = await store.query(
        `select e.id from ledger_entries e join ledger_postings p on p.entry_id = e.id
         where e.idempotency_key = $1`,
        [`transaction:${transaction.id}:Completed`],
      );
      // One entry, two postings (clearing → player).
      expect(entries.rows).toHaveLength(2);
      const outboxRows = await store.query<{ done: boolean }>(
        `select done_at is not null as done from payment_outbox where kind = 'callback'`,
      );
      expect(outboxRows.rows).toEqual([{ done: true }]);
      expect(isHealthy(await checkInvariants(store))).toBe(true);
    } finally {
      await store.close();
    }
  });
});
