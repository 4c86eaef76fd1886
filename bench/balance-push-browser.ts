// Balance push latency: from a committed bet to the updated balance text in the page. A probe,
// not part of `npm run bench` (it has no floor to be judged against, and needs Chromium); the
// fan-out benchmark with its floor is bench/balance-push.ts.
//
//   ./node_modules/.bin/node bench/balance-push-browser.ts              # PGlite, fresh DATA_DIR
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test ./node_modules/.bin/node bench/balance-push-browser.ts
//   options: --spins <n> (default 60)
//
// Starts the real server, signs the demo player in by SMS (through the API and the development
// outbox), funds the wallet through the sandbox payment page, opens the lobby in Debian's
// Chromium with the session's cookies, and then spins the demo slot through its API from here.
// A MutationObserver in the page stamps every change of the balance text with Date.now() (the
// same clock as this process). Reported per spin:
//   - request → text: from sending the spin to the text change. The commit happens inside that
//     span, so this is an upper bound of commit → text (it includes the round itself);
//   - response → text: from the spin's HTTP answer. Usually negative: the push reaches the page
//     before the HTTP answer reaches this process.
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { percentile } from './support/segments.ts';
import { startBenchServer } from './support/server.ts';
import { gql, signInDemoPlayer, tokenClaim } from './support/sign-in.ts';

const { values } = parseArgs({ options: { spins: { type: 'string', default: '60' } } });
const SPINS = Number(values.spins);

const server = await startBenchServer({ host: 'localhost' });
const { base } = server;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const tokens = await signInDemoPlayer(base);

  // Fund the wallet through the sandbox page (its form answers with a redirect).
  const { initDeposit } = await gql<{ initDeposit: { paymentUrl: string } }>(
    base,
    `mutation { initDeposit(amount: 100000, currency: "EUR", paymentMethod: "card") { paymentUrl } }`,
    {},
    tokens.accessToken,
  );
  await fetch(new URL(initDeposit.paymentUrl, base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=approve&bankAccount=FI2112345600000785',
    redirect: 'manual',
  });
  for (let tries = 0; tries < 50; tries++) {
    const { viewer } = await gql<{ viewer: { wallet: { balance: number } } }>(
      base,
      '{ viewer { wallet { balance } } }',
      {},
      tokens.accessToken,
    );
    if (viewer.wallet.balance >= 100_000) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  // The lobby with the session's cookies (src/adapters/auth/token-storage.ts).
  const sid = tokenClaim(tokens.accessToken, 'sid');
  const context = await browser.newContext();
  await context.addCookies(
    [
      ['accessToken', tokens.accessToken],
      ['refreshToken', tokens.refreshToken],
      [
        'sessionInfo',
        JSON.stringify({
          flow: 'custom',
          sessionId: sid,
          expiresAt: Date.parse(tokens.accessTokenExpiresAt),
        }),
      ],
    ].map(([name, value]) => ({ name: name!, value: encodeURIComponent(value!), url: base })),
  );
  const page = await context.newPage();
  await page.goto(`${base}/en/`);
  const balanceText = page.getByTestId('wallet-balance');
  await balanceText.filter({ hasText: '€1,000.00' }).waitFor({ timeout: 30_000 });
  await page.evaluate(() => {
    const element = document.querySelector('[data-testid="wallet-balance"]')!;
    const changes: number[] = [];
    Object.assign(window, { balanceChanges: changes });
    new MutationObserver(() => changes.push(Date.now())).observe(element, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });

  // A REAL game session, spun from here with the smallest stake.
  const { startGameSession } = await gql<{ startGameSession: { url: string } }>(
    base,
    `mutation($s: String!) { startGameSession(slug: $s, mode: REAL) { url } }`,
    { s: 'polished-reels-megaways' },
    tokens.accessToken,
  );
  const gameToken = new URL(startGameSession.url, base).searchParams.get('session')!;
  const fromResponse: number[] = [];
  const fromRequest: number[] = [];
  for (let spin = 0; spin < SPINS; spin++) {
    const seen = await page.evaluate(
      () => (window as unknown as { balanceChanges: number[] }).balanceChanges.length,
    );
    const sent = Date.now();
    const response = await fetch(`${base}/demo-games/api/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `GameSession ${gameToken}` },
      body: JSON.stringify({ stake: 25, spinId: `bench-${Date.now()}-${spin}` }),
    });
    const answered = Date.now();
    if (!response.ok) throw new Error(`spin failed: ${response.status} ${await response.text()}`);
    const changed = await page.waitForFunction(
      (count) => {
        const changes = (window as unknown as { balanceChanges: number[] }).balanceChanges;
        return changes.length > count ? changes[count] : null;
      },
      seen,
      { timeout: 5_000 },
    );
    const at = (await changed.jsonValue()) as number;
    fromResponse.push(at - answered);
    fromRequest.push(at - sent);
  }
  const report = (label: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(
      `  ${label.padEnd(18)} p50 ${percentile(sorted, 50)} ms   p95 ${percentile(sorted, 95)} ms   max ${sorted.at(-1)} ms`,
    );
  };
  console.log(`Balance push on ${server.storage}, ${SPINS} spins (Chromium, loopback):`);
  report('response → text', fromResponse);
  report('request → text', fromRequest);
} finally {
  await browser.close();
  await server.stop();
}
