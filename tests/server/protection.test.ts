// Player protection through the real server (PGlite): limits and their cooling-off per
// licence, the deposit and loss limits refusing money in the ledger's transaction, breaks ending
// sessions and leaving only withdrawals, the daily session limit ending a session and refusing
// sign-in until the next day, the reality check's answers, the append-only audit and the
// operator API. Bad input is refused with typed errors and changes nothing.
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OPERATOR_KEY } from '../../server/config.ts';
import { errorType, gql, smsSignIn } from './helpers/identity-app.ts';
import { createTestPlayer, fund } from './helpers/wallet.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';

let server: WalletApp;

beforeAll(async () => {
  server = await openWalletApp('pglite', {
    protection: { devRealityCheckSeconds: 20, sessionLimitSweepMs: 0 },
    // Every test signs a new player in by SMS from this one client.
    auth: { notificationLimits: { perClientPerHour: 10_000 } },
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

interface Player {
  id: string;
  brand: string;
  phone: string;
  token: string;
}

/** A new player of `brand` signed in by SMS (fresh per test: nothing leaks between them). */
async function newPlayer(brand = 'aurora', currency = 'EUR'): Promise<Player> {
  const phone = `+3584${randomInt(10_000_000, 99_999_999)}`;
  const id = await createTestPlayer(server.store, {
    brand,
    currency,
    phoneNumber: phone,
    phoneVerified: true,
  });
  const { accessToken } = await smsSignIn(server, phone, brand);
  return { id, brand, phone, token: accessToken };
}

const LIMIT_FIELDS = `kind period amount currency used remaining resetsAt
  pending { amount requestedAt effectiveAt }`;

async function call<T = Record<string, unknown>>(
  player: Player,
  query: string,
  variables: Record<string, unknown> = {},
) {
  return gql<T>(server.http, query, variables, { token: player.token, brand: player.brand });
}

interface Limit {
  kind: string;
  period: string;
  amount: number | null;
  currency: string | null;
  used: number;
  remaining: number | null;
  resetsAt: string | null;
  pending: { amount: number | null; requestedAt: string; effectiveAt: string } | null;
}

async function setLimit(
  player: Player,
  kind: string,
  period: string,
  amount: number | null,
  currency: string | null = 'EUR',
) {
  return call<{ setLimit: Limit }>(
    player,
    `mutation ($input: SetLimitInput!) { setLimit(input: $input) { ${LIMIT_FIELDS} } }`,
    { input: { kind, period, amount, currency } },
  );
}

async function limits(player: Player): Promise<Limit[]> {
  const response = await call<{ viewer: { responsibleGaming: { limits: Limit[] } } }>(
    player,
    `{ viewer { responsibleGaming { limits { ${LIMIT_FIELDS} } } } }`,
  );
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.viewer.responsibleGaming.limits;
}

const initDeposit = (player: Player, amount: number) =>
  call(
    player,
    `mutation ($amount: MinorUnits!) {
      initDeposit(amount: $amount, currency: "EUR", paymentMethod: "trustly") { paymentUrl } }`,
    { amount },
  );

const ref = (player: Player) => ({
  playerId: player.id,
  roundId: `r-${randomUUID()}`,
  gameSlug: 'test-slot',
  currency: 'EUR',
});

describe('limits per licence', () => {
  it('mga offers Day, Week and Month deposit limits and the daily session limit; est loss limits; cos none', async () => {
    const kinds = async (brand: string) =>
      (await limits(await newPlayer(brand))).map((l) => `${l.kind}:${l.period}`);
    expect(await kinds('aurora')).toEqual([
      'Deposit:Day',
      'Deposit:Week',
      'Deposit:Month',
      'Session:Day',
    ]);
    expect(await kinds('nordlys')).toEqual([
      'Loss:Day',
      'Loss:Week',
      'Loss:Month',
      'GlobalLoss:Day',
      'GlobalLoss:Week',
      'GlobalLoss:Month',
    ]);
    expect(await kinds('coralreef')).toEqual(['Deposit:Day']);
    expect(await kinds('puravida')).toEqual([]);
  });

  it('a deposit over the daily limit is refused with what is left; a raise waits 24 h; a decrease applies at once', async () => {
    const player = await newPlayer();
    const set = await setLimit(player, 'Deposit', 'Day', 2_000);
    expect(set.data?.setLimit).toMatchObject({ amount: 2_000, pending: null, remaining: 2_000 });

    const refused = await initDeposit(player, 3_000);
    expect(errorType(refused)).toBe('DepositLimitExceeded');
    expect(refused.errors![0]!.extensions).toMatchObject({
      period: 'Day',
      limit: 2_000,
      remaining: 2_000,
      currency: 'EUR',
    });
    expect(errorType(await initDeposit(player, 2_000))).toBeUndefined();
    const afterDeposit = await initDeposit(player, 2_000);
    expect(errorType(afterDeposit)).toBe('DepositLimitExceeded');
    expect(afterDeposit.errors![0]!.extensions).toMatchObject({ remaining: 0 });
    expect(
      Date.parse(String((afterDeposit.errors![0]!.extensions as Record<string, unknown>).resetsAt)),
    ).toBeGreaterThan(Date.now() + 23 * 3600_000);

    const raised = (await setLimit(player, 'Deposit', 'Day', 5_000)).data!.setLimit;
    expect(raised.amount).toBe(2_000);
    expect(raised.pending?.amount).toBe(5_000);
    const delay = Date.parse(raised.pending!.effectiveAt) - Date.parse(raised.pending!.requestedAt);
    expect(delay).toBe(24 * 3600_000);
    // Still the old limit: the raise is not in force yet.
    expect(errorType(await initDeposit(player, 2_000))).toBe('DepositLimitExceeded');
    // Asking again does not restart (or skip) the cooling-off.
    const again = (await setLimit(player, 'Deposit', 'Day', 5_000)).data!.setLimit;
    expect(again.pending?.effectiveAt).toBe(raised.pending!.effectiveAt);

    const lowered = (await setLimit(player, 'Deposit', 'Day', 1_500)).data!.setLimit;
    expect(lowered).toMatchObject({ amount: 1_500, pending: null });
    const cancel = await call(
      player,
      'mutation { cancelPendingLimit(kind: Deposit, period: Day) { amount } }',
    );
    expect(errorType(cancel)).toBe('NoPendingChange');
  });

  it('the lowest of several deposit limits applies', async () => {
    const player = await newPlayer();
    await setLimit(player, 'Deposit', 'Day', 5_000);
    await setLimit(player, 'Deposit', 'Week', 3_000);
    const refused = await initDeposit(player, 4_000);
    expect(errorType(refused)).toBe('DepositLimitExceeded');
    expect(refused.errors![0]!.extensions).toMatchObject({ period: 'Week', limit: 3_000 });
  });

  it('a removal is pending too, and can be cancelled', async () => {
    const player = await newPlayer();
    await setLimit(player, 'Deposit', 'Month', 10_000);
    const removal = (await setLimit(player, 'Deposit', 'Month', null)).data!.setLimit;
    expect(removal).toMatchObject({ amount: 10_000, pending: { amount: null } });
    const cancelled = await call<{ cancelPendingLimit: Limit }>(
      player,
      `mutation { cancelPendingLimit(kind: Deposit, period: Month) { ${LIMIT_FIELDS} } }`,
    );
    expect(cancelled.data!.cancelPendingLimit).toMatchObject({ amount: 10_000, pending: null });
  });

  it('refuses bad limits with typed errors and keeps the limit in force', async () => {
    const player = await newPlayer();
    await setLimit(player, 'Deposit', 'Day', 2_000);
    for (const amount of [-100, 0, 12.5, 1e17, 50]) {
      expect(errorType(await setLimit(player, 'Deposit', 'Day', amount))).toBe('InvalidLimit');
    }
    expect(errorType(await setLimit(player, 'Deposit', 'Day', 1_000, 'USD'))).toBe(
      'CurrencyNotHeld',
    );
    expect(errorType(await setLimit(player, 'Loss', 'Day', 1_000))).toBe('LimitNotAvailable');
    expect(errorType(await setLimit(player, 'Session', 'Week', 60, null))).toBe(
      'LimitNotAvailable',
    );
    expect(errorType(await setLimit(player, 'Session', 'Day', 5, null))).toBe('InvalidLimit');
    const day = (await limits(player)).find((l) => l.kind === 'Deposit' && l.period === 'Day');
    expect(day).toMatchObject({ amount: 2_000, pending: null });
  });

  it('anj raises wait 48 hours; an operator block stops raises but not decreases', async () => {
    const player = await newPlayer('kingfisher');
    await setLimit(player, 'Deposit', 'Week', 10_000);
    const raised = (await setLimit(player, 'Deposit', 'Week', 20_000)).data!.setLimit;
    expect(Date.parse(raised.pending!.effectiveAt) - Date.parse(raised.pending!.requestedAt)).toBe(
      48 * 3600_000,
    );

    const blocked = await newPlayer();
    await setLimit(blocked, 'Deposit', 'Day', 10_000);
    const put = await fetch(
      `${server.http}/operator/protection/players/${blocked.id}/increase-deposit-limit-block`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-operator-key': DEV_OPERATOR_KEY },
        body: JSON.stringify({ blocked: true }),
      },
    );
    expect(put.status).toBe(200);
    const customer = await call<{
      viewer: { customer: { isIncreaseDepositLimitBlocked: boolean } };
    }>(blocked, '{ viewer { customer { isIncreaseDepositLimitBlocked } } }');
    expect(customer.data!.viewer.customer.isIncreaseDepositLimitBlocked).toBe(true);
    expect(errorType(await setLimit(blocked, 'Deposit', 'Day', 20_000))).toBe('IncreaseBlocked');
    expect(errorType(await setLimit(blocked, 'Deposit', 'Day', null))).toBe('IncreaseBlocked');
    expect((await setLimit(blocked, 'Deposit', 'Day', 5_000)).data!.setLimit.amount).toBe(5_000);
  });
});

describe('loss limits (est)', () => {
  it('a bet that would take net losses past the limit is refused; wins make room', async () => {
    const player = await newPlayer('nordlys');
    await fund(server.services.wallet, player.id, 10_000);
    await setLimit(player, 'Loss', 'Day', 500);
    const wallet = server.services.wallet;
    const first = ref(player);
    await wallet.bet(first, 300, `bet-${randomUUID()}`);
    await wallet.win(first, 0, `win-${randomUUID()}`);
    await expect(wallet.bet(ref(player), 300, `bet-${randomUUID()}`)).rejects.toMatchObject({
      type: 'LossLimitExceeded',
      details: { remaining: 200, limit: 500, period: 'Day' },
    });
    const won = ref(player);
    await wallet.bet(won, 200, `bet-${randomUUID()}`);
    await wallet.win(won, 400, `win-${randomUUID()}`);
    // Net loss 300 + 200 - 400 = 100: 400 left.
    await wallet.bet(ref(player), 400, `bet-${randomUUID()}`);
    const loss = (await limits(player)).find((l) => l.kind === 'Loss' && l.period === 'Day');
    expect(loss).toMatchObject({ used: 500, remaining: 0 });
  });

  it('a global loss limit counts the same person on every brand', async () => {
    const est = await newPlayer('nordlys');
    const { rows } = await server.store.query<{ email: string }>(
      'select email from players where id = $1',
      [est.id],
    );
    const other = await createTestPlayer(server.store, { brand: 'aurora' });
    await server.store.query('update players set email = $2 where id = $1', [
      other,
      rows[0]!.email.toUpperCase(),
    ]);
    await fund(server.services.wallet, other, 10_000);
    await setLimit(est, 'GlobalLoss', 'Week', 1_000);
    const wallet = server.services.wallet;
    const round = { ...ref(est), playerId: other };
    await wallet.bet(round, 800, `bet-${randomUUID()}`);
    await expect(
      wallet.bet({ ...ref(est), playerId: other }, 300, `bet-${randomUUID()}`),
    ).rejects.toMatchObject({ type: 'LossLimitExceeded', details: { kind: 'GlobalLoss' } });
  });
});

describe('breaks', () => {
  it('a time-out ends every session, then allows sign-in with only withdrawals', async () => {
    const player = await newPlayer();
    await fund(server.services.wallet, player.id, 5_000);
    const started = await call<{ startBreak: { kind: string; endsAt: string } }>(
      player,
      'mutation { startBreak(kind: Timeout, duration: Days7) { kind endsAt } }',
    );
    expect(Date.parse(started.data!.startBreak.endsAt) - Date.now()).toBeGreaterThan(
      (7 * 24 - 0.1) * 3600_000,
    );
    const { rows } = await server.store.query<{ end_reason: string | null }>(
      'select end_reason from player_sessions where player_id = $1',
      [player.id],
    );
    expect(rows.map((r) => r.end_reason)).toEqual(['TIMEOUT']);

    const back = { ...player, token: (await smsSignIn(server, player.phone)).accessToken };
    const view = await call<{
      viewer: {
        player: {
          timeouts: { timeoutEndsAt: string };
          marketingPreferences: { marketingBlocked: boolean };
        };
        responsibleGaming: { activeBreak: { kind: string } };
      };
    }>(
      back,
      `{ viewer { player { timeouts { timeoutEndsAt } marketingPreferences { marketingBlocked } }
         responsibleGaming { activeBreak { kind } } } }`,
    );
    expect(view.data!.viewer.player.timeouts.timeoutEndsAt).toBe(started.data!.startBreak.endsAt);
    expect(view.data!.viewer.player.marketingPreferences.marketingBlocked).toBe(true);
    expect(errorType(await initDeposit(back, 2_000))).toBe('PlayerOnBreak');
    await expect(
      server.services.wallet.bet(ref(player), 100, `bet-${randomUUID()}`),
    ).rejects.toMatchObject({ type: 'PlayerOnBreak' });
    const withdrawal = await call<{ initWithdrawal: { status: string } }>(
      back,
      `mutation { initWithdrawal(amount: 3000, currency: "EUR") { status } }`,
    );
    expect(withdrawal.data?.initWithdrawal.status).toBe('Initialized');
    // A break is never shortened.
    const shorter = await call(
      back,
      'mutation { startBreak(kind: Timeout, duration: Hours24) { kind } }',
    );
    expect(errorType(shorter)).toBe('BreakCannotBeShortened');
    const longer = await call(
      back,
      'mutation { startBreak(kind: SelfExclusion, duration: Months6) { kind } }',
    );
    expect(longer.errors).toBeUndefined();
    // Every start ends the sessions again: sign in once more.
    const third = { ...player, token: (await smsSignIn(server, player.phone)).accessToken };
    const toTimeout = await call(
      third,
      'mutation { startBreak(kind: Timeout, duration: Weeks6) { kind } }',
    );
    expect(errorType(toTimeout)).toBe('BreakCannotBeShortened');
  });

  it('self-exclusion options follow the licence; an ended one lifts only when asked, after 24 h', async () => {
    const crc = await newPlayer('coralreef');
    expect(
      errorType(
        await call(crc, 'mutation { startBreak(kind: SelfExclusion, duration: Year1) { kind } }'),
      ),
    ).toBe('BreakNotAvailable');
    const cos = await newPlayer('puravida', 'USD');
    expect(
      errorType(
        await call(cos, 'mutation { startBreak(kind: SelfExclusion, duration: Months6) { kind } }'),
      ),
    ).toBe('BreakNotAvailable');

    const player = await newPlayer();
    await call(player, 'mutation { startBreak(kind: SelfExclusion, duration: Months6) { kind } }');
    const back = { ...player, token: (await smsSignIn(server, player.phone)).accessToken };
    expect(errorType(await call(back, 'mutation { requestBreakLift { kind } }'))).toBe(
      'BreakNotEnded',
    );
    // Its end date passes: it stays until the player asks.
    await server.store.query(
      `update player_breaks set ends_at = now() - interval '1 minute' where player_id = $1`,
      [player.id],
    );
    const ended = await call<{
      viewer: { responsibleGaming: { activeBreak: { canRequestLift: boolean } } };
    }>(back, '{ viewer { responsibleGaming { activeBreak { canRequestLift } } } }');
    expect(ended.data!.viewer.responsibleGaming.activeBreak.canRequestLift).toBe(true);
    expect(errorType(await initDeposit(back, 2_000))).toBe('PlayerOnBreak');
    const lift = await call<{ requestBreakLift: { liftsAt: string; liftRequestedAt: string } }>(
      back,
      'mutation { requestBreakLift { liftsAt liftRequestedAt } }',
    );
    const { liftsAt, liftRequestedAt } = lift.data!.requestBreakLift;
    expect(Date.parse(liftsAt) - Date.parse(liftRequestedAt)).toBe(24 * 3600_000);
  });
});

describe('the daily session limit (mga)', () => {
  it('ends the session at the limit and refuses sign-in until the next day', async () => {
    const player = await newPlayer();
    await setLimit(player, 'Session', 'Day', 15, null);
    // Played 16 minutes of today, the lobby open all along.
    await server.store.query(
      `update player_sessions set created_at = greatest(now() - interval '16 minutes',
         date_trunc('day', now())), last_seen_at = now() where player_id = $1`,
      [player.id],
    );
    expect(await server.services.protection.sweepSessionLimits()).toBeGreaterThanOrEqual(1);
    const { rows } = await server.store.query<{ end_reason: string | null }>(
      'select end_reason from player_sessions where player_id = $1',
      [player.id],
    );
    expect(rows.map((r) => r.end_reason)).toEqual(['SESSION_LIMIT']);
    await expect(smsSignIn(server, player.phone)).rejects.toThrow(/SessionLimitReached/);
  });
});

describe('the reality check (mga)', () => {
  it('accepts only offered periods and only checks that have come due', async () => {
    const player = await newPlayer();
    const bad = await call(
      player,
      'mutation { setRealityCheckPeriod(seconds: 61) { periodSeconds } }',
    );
    expect(errorType(bad)).toBe('InvalidRealityCheckPeriod');
    const set = await call<{
      setRealityCheckPeriod: { periodSeconds: number; optionsSeconds: number[] };
    }>(player, 'mutation { setRealityCheckPeriod(seconds: 600) { periodSeconds optionsSeconds } }');
    expect(set.data!.setRealityCheckPeriod.optionsSeconds).toEqual([
      20, 600, 1200, 1800, 3600, 7200, 14400, 28800,
    ]);
    const early = await call(player, 'mutation { acknowledgeRealityCheck(index: 1) { id } }');
    expect(errorType(early)).toBe('InvalidArgument');
    await server.store.query(
      `update player_sessions set created_at = now() - interval '11 minutes' where player_id = $1`,
      [player.id],
    );
    const answered = await call<{ acknowledgeRealityCheck: { realityChecksAcknowledged: number } }>(
      player,
      'mutation { acknowledgeRealityCheck(index: 1) { realityChecksAcknowledged } }',
    );
    expect(answered.data!.acknowledgeRealityCheck.realityChecksAcknowledged).toBe(1);
    const est = await newPlayer('nordlys');
    expect(
      errorType(
        await call(est, 'mutation { setRealityCheckPeriod(seconds: 600) { periodSeconds } }'),
      ),
    ).toBe('LimitNotAvailable');
  });
});

describe('the audit', () => {
  it('keeps every change, refuses edits, and the operator API reads it with the key', async () => {
    const player = await newPlayer();
    await setLimit(player, 'Deposit', 'Day', 3_000);
    await setLimit(player, 'Deposit', 'Day', 4_000);
    const url = `${server.http}/operator/protection/players/${player.id}/audit`;
    expect((await fetch(url)).status).toBe(401);
    const response = await fetch(url, { headers: { 'x-operator-key': DEV_OPERATOR_KEY } });
    const body = (await response.json()) as { changes: { action: string; newValue: unknown }[] };
    expect(body.changes.map((c) => c.action)).toEqual(['LimitIncreaseRequested', 'LimitSet']);
    await expect(
      server.store.query('update protection_audit set actor = $2 where player_id = $1', [
        player.id,
        'someone',
      ]),
    ).rejects.toThrow(/append-only/);
    await expect(
      server.store.query('delete from protection_audit where player_id = $1', [player.id]),
    ).rejects.toThrow(/append-only/);
  });
});
