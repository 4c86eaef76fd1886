// Wallet test fixtures: a migrated store on either backend, players inserted directly (no
// password hashing), and a wallet service over an in-process pub/sub.
import { randomBytes } from 'node:crypto';
import type { Store } from '../../../server/db/store.ts';
import { payoutQueue } from '../../../server/payments/outbox.ts';
import { insertPlayer, markLimitPromptAnswered } from '../../../server/players/players.ts';
import { createInProcessPubSub } from '../../../server/pubsub/in-process-pubsub.ts';
import type { PubSub } from '../../../server/pubsub/pubsub.ts';
import { createWallet, type Wallet, type WalletConfig } from '../../../server/ledger/wallet.ts';

/**
 * A player inserted directly (tests, benchmarks); no phone number unless one is given. A player
 * past sign-up: the limit prompt before the first deposit is answered (on mga, where it is
 * mandatory, the deposit's transaction refuses until it is), unless `limitPromptAnswered` is
 * false. No limit is set.
 */
export async function createTestPlayer(
  store: Store,
  options: {
    brand?: string;
    country?: string;
    currency?: string;
    phoneNumber?: string | null;
    phoneVerified?: boolean;
    limitPromptAnswered?: boolean;
  } = {},
): Promise<string> {
  const now = new Date();
  const id = await insertPlayer(store, {
    brand: options.brand ?? 'aurora',
    email: `p-${randomBytes(6).toString('hex')}@wallet.test`,
    phoneNumber: options.phoneNumber ?? null,
    isPhoneNumberVerified: options.phoneVerified ?? false,
    passwordHash: 'scrypt$test',
    emailVerified: true,
    firstName: 'Wallet',
    lastName: 'Tester',
    country: options.country ?? 'MT',
    currency: options.currency ?? 'EUR',
    language: 'en_GB',
    dateOfBirth: '1990-01-01',
    termsAcceptedAt: now,
    privacyPolicyAcceptedAt: now,
    isEmailMarketingAccepted: false,
    isSmsMarketingAccepted: false,
    isPhoneMarketingAccepted: false,
  });
  if (!id) throw new Error('player not created');
  if (options.limitPromptAnswered ?? true) await markLimitPromptAnswered(store, id);
  return id;
}

export function testWallet(
  store: Store,
  config: Partial<WalletConfig> = {},
): { wallet: Wallet; pubsub: PubSub } {
  const pubsub = createInProcessPubSub();
  return { wallet: createWallet({ store, pubsub, config, payouts: payoutQueue }), pubsub };
}

/** Funds a player through a completed deposit (at least the EUR minimum, 2000). */
export async function fund(wallet: Wallet, playerId: string, amount: number): Promise<void> {
  const started = await wallet.startDeposit(playerId, {
    amount,
    currency: 'EUR',
    provider: 'Trustly',
    paymentMethod: 'trustly',
    payload: {},
    idempotencyKey: `fund-${randomBytes(8).toString('hex')}`,
  });
  await wallet.changeStatus(started.transactionId, { to: 'Completed' });
}

/** Real balance of a player from the ledger accounts. */
export async function balanceOf(store: Store, playerId: string, currency = 'EUR'): Promise<number> {
  const { rows } = await store.query<{ balance: number }>(
    'select balance from ledger_accounts where key = $1',
    [`player:${playerId}:real:${currency}`],
  );
  return Number(rows[0]?.balance ?? 0);
}

/**
 * Everything the ledger holds, to compare before and after a refused request. Accounts are
 * created (empty) on first use outside the ledger transaction: only non-zero balances count.
 */
export async function ledgerSnapshot(store: Store): Promise<string> {
  const parts = await Promise.all(
    [
      'select id, balance from ledger_accounts where balance <> 0 order by id',
      'select id, idempotency_key from ledger_entries order by id',
      'select id, entry_id, amount from ledger_postings order by id',
      'select id, status from wallet_transactions order by id',
      'select id, bet, win, status from game_rounds order by id',
    ].map((sql) => store.query(sql)),
  );
  return JSON.stringify(parts.map((p) => p.rows));
}
