// The sandbox payment provider and the cashier flows in front of it: starting deposits and Pay N
// Play, deciding on the hosted page, and applying the provider's signed callbacks to the ledger.
import type { Brand } from '../brands/brand.ts';
import type { Store } from '../db/store.ts';
import { cachedSecret } from '../db/secrets.ts';
import { parseAmount } from '../ledger/amounts.ts';
import { walletError, walletErrorType } from '../ledger/errors.ts';
import type { Wallet } from '../ledger/wallet.ts';
import type { TransactionOutcome } from '../ledger/transfers/transactions.ts';
import { payNPlayMethod, providerFor, type PaymentProvider } from './methods.ts';
import {
  findOrCreatePlayer,
  issueLoginCode,
  normalizeAccount,
  paymentLoginCode,
  signInMethod,
} from './pay-n-play.ts';
import {
  decide,
  findPayment,
  insertPayment,
  newPaymentId,
  type CallbackBody,
  type NewSandboxPayment,
  type SandboxPayment,
} from './sandbox-payments.ts';
import { SIGNATURE_HEADER, verify } from './signature.ts';
import { countryCurrency } from '../ledger/currency.ts';
import { depositAccounts } from '../ledger/journal/history.ts';
import { LobbyError } from '../errors.ts';
import { accountStatusOf, closedAccountMessage } from '../players/compliance-state.ts';

/** A last-used-account deposit refused: reasons[0] says why; nothing was written. */
function lastUsedAccountRefused(reason: string, message: string): LobbyError {
  return new LobbyError('InvalidArgument', message, { reasons: [reason] });
}

export interface PaymentsConfig {
  /** Delay before the provider's callback is sent (SANDBOX_CALLBACK_DELAY_MS). */
  callbackDelayMs: number;
}

export interface PaymentsDependencies {
  store: Store;
  wallet: Wallet;
  allBrands: () => Promise<Brand[]>;
  config?: Partial<PaymentsConfig>;
}

export interface DepositStart {
  outcome: TransactionOutcome;
  paymentPath: string;
}

export type Decision = 'approve' | 'decline';

export type DecisionResult =
  { ok: true; redirectTo: string } | { ok: false; status: number; message: string };

export interface CallbackResult {
  status: 200 | 400 | 401 | 404 | 409;
  body: { result: 'applied' | 'unchanged' | 'refused'; status?: string; error?: string };
}

export interface Payments {
  signingSecret: () => Promise<string>;
  config: PaymentsConfig;
  brandOf(key: string): Promise<Brand | undefined>;
  startDeposit(
    playerId: string,
    input: {
      amount: unknown;
      currency: string;
      paymentMethod: string;
      returnUrl: string;
      idempotencyKey: string;
    },
  ): Promise<DepositStart>;
  /** A deposit from the account of an earlier completed deposit (no payment page). */
  depositWithLastUsedAccount(
    playerId: string,
    input: {
      amount: unknown;
      currency: string;
      paymentMethod: string;
      account: string;
      idempotencyKey: string;
    },
  ): Promise<TransactionOutcome>;
  startPayNPlay(input: {
    brand: Brand;
    country: string;
    amount: unknown;
    provider: PaymentProvider;
    returnUrl: string;
  }): Promise<{ paymentPath: string }>;
  payment(id: string): Promise<SandboxPayment | undefined>;
  decide(paymentId: string, decision: Decision, bankAccount: string): Promise<DecisionResult>;
  applyCallback(rawBody: string, signature: string | undefined): Promise<CallbackResult>;
}

/**
 * The query parameter of a Pay N Play return whose deposit the ledger refused: the refusal's
 * type (PlayerOnBreak, DepositLimitExceeded, DepositLimitRequired, a compliance refusal …), or
 * DepositRefused when it is not known. A code, never words: the page words it.
 */
export const DEPOSIT_REFUSED_PARAM = 'depositRefused';

/** The redirect's refusal when the ledger's error has no usable type. */
const UNKNOWN_REFUSAL = 'DepositRefused';

/** A refusal's type as the redirect may carry it (letters only; DepositRefused otherwise). */
function refusalCode(error: LobbyError): string {
  return /^[A-Za-z]{1,64}$/.test(error.type) ? error.type : UNKNOWN_REFUSAL;
}

function withParams(path: string, params: Record<string, string>): string {
  const url = new URL(path, 'http://return.invalid');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

function parseCallback(raw: string): CallbackBody | undefined {
  try {
    const body = JSON.parse(raw) as Partial<CallbackBody>;
    const ok =
      typeof body.paymentId === 'string' &&
      typeof body.transactionId === 'string' &&
      (body.status === 'approved' || body.status === 'declined') &&
      typeof body.amount === 'number' &&
      typeof body.currency === 'string';
    return ok ? (body as CallbackBody) : undefined;
  } catch {
    return undefined;
  }
}

export function createPayments(deps: PaymentsDependencies): Payments {
  const { store, wallet } = deps;
  const config: PaymentsConfig = { callbackDelayMs: 0, ...deps.config };
  const signingSecret = cachedSecret(store, 'sandbox-payments-callback-key');

  const brandOf = async (key: string) => (await deps.allBrands()).find((b) => b.key === key);

  const loginCodeSecret = cachedSecret(store, 'pay-n-play-login-code-key');

  /**
   * The answer to an Approve of a Pay N Play payment that an earlier one already approved (a
   * double click, a resubmitted form): the same redirect with the same login code, so whichever
   * answer the browser follows signs the player in, once (the code stays single use). Only for
   * the bank account that approved it; undefined otherwise. A refused deposit's redirect names
   * the refusal stored with the payment, as the first answer did.
   */
  async function repeatedApproval(
    payment: SandboxPayment,
    bankAccount: string,
  ): Promise<DecisionResult | undefined> {
    // A declined payment with a bank account is an approval whose deposit the ledger refused: it
    // signed the player in too (refusedDeposit). A plain decline records no account.
    if (payment.kind !== 'pay-n-play' || payment.status === 'pending') return undefined;
    if (payment.bankAccount === null) return undefined;
    if (normalizeAccount(payment.bankAccount) !== normalizeAccount(bankAccount)) return undefined;
    const code = paymentLoginCode(await loginCodeSecret(), payment.id);
    const params: Record<string, string> = { loginCode: code };
    if (payment.status === 'declined') {
      params[DEPOSIT_REFUSED_PARAM] = payment.refusal ?? UNKNOWN_REFUSAL;
    }
    return { ok: true, redirectTo: withParams(payment.returnUrl, params) };
  }

  async function approvePayNPlay(
    payment: SandboxPayment,
    bankAccount: string,
  ): Promise<DecisionResult> {
    const brand = await brandOf(payment.brand);
    if (!brand) return { ok: false, status: 404, message: 'Unknown brand.' };
    const code = paymentLoginCode(await loginCodeSecret(), payment.id);
    const playerId = await findOrCreatePlayer(store, brand, bankAccount, payment.country ?? 'MT');
    try {
      // A replay of this deposit (its key is the payment's) runs nothing: the approval that
      // claimed the key issued the code in the same transaction.
      await wallet.startDeposit(
        playerId,
        {
          amount: payment.amount,
          currency: payment.currency,
          provider: payment.provider,
          paymentMethod: payment.paymentMethod,
          payload: {
            attributes: { paymentMethod: payment.paymentMethod },
            debtor: { account: bankAccount },
          },
          idempotencyKey: `pay-n-play:${payment.id}`,
        },
        async (tx, transactionId) => {
          const decided = await decide(
            tx,
            { ...payment, transactionId },
            'approved',
            bankAccount,
            config.callbackDelayMs,
          );
          if (!decided) throw walletError('InvalidArgument', 'This payment was already decided.');
          await issueLoginCode(tx, playerId, brand.key, signInMethod(payment.provider), code);
        },
      );
    } catch (error) {
      // A concurrent Approve decided it first.
      const current = await findPayment(store, payment.id);
      const repeated = current ? await repeatedApproval(current, bankAccount) : undefined;
      if (repeated) return repeated;
      // Still pending: the ledger refused the deposit itself (a break, a limit, compliance).
      if (error instanceof LobbyError && current?.status === 'pending') {
        return refusedDeposit(payment, playerId, brand, bankAccount, code, refusalCode(error));
      }
      throw error;
    }
    return { ok: true, redirectTo: withParams(payment.returnUrl, { loginCode: code }) };
  }

  /**
   * A Pay N Play deposit the ledger refused: the bank still identified the player, who has no
   * other way to sign in (no password, no phone) and must be able to during a break, to
   * withdraw. The payment is declined (nothing is taken) and the player signed in without the
   * deposit; the redirect names the refusal's type (`depositRefused`), so the handler page says
   * why. A closed account is told it is closed.
   */
  async function refusedDeposit(
    payment: SandboxPayment,
    playerId: string,
    brand: Brand,
    bankAccount: string,
    code: string,
    refusal: string,
  ): Promise<DecisionResult> {
    const status = await accountStatusOf(store, playerId);
    const closed = status?.closed ?? true;
    const decided = await store.transaction(async (tx) => {
      // The account only when a code goes with it: a repeated Approve answers with the code.
      const { rows } = await tx.query(
        `update sandbox_payments set status = 'declined', bank_account = $2, refusal = $3,
           decided_at = now()
         where id = $1 and status = 'pending' returning id`,
        [payment.id, closed ? null : bankAccount, refusal],
      );
      if (rows.length === 0) return false;
      if (!closed) {
        await issueLoginCode(tx, playerId, brand.key, signInMethod(payment.provider), code);
      }
      return true;
    });
    if (!decided) {
      // Decided by a concurrent request meanwhile.
      const current = await findPayment(store, payment.id);
      const repeated = current ? await repeatedApproval(current, bankAccount) : undefined;
      return repeated ?? { ok: false, status: 409, message: 'This payment was already decided.' };
    }
    if (closed) {
      // The bank proved who they are, as a password would: they may learn it is closed. Not the
      // MultipleAccounts wording, which names an e-mail or phone they do not sign in with.
      return { ok: false, status: 403, message: closedAccountMessage(null, 'email') };
    }
    return {
      ok: true,
      redirectTo: withParams(payment.returnUrl, {
        loginCode: code,
        [DEPOSIT_REFUSED_PARAM]: refusal,
      }),
    };
  }

  return {
    signingSecret,
    config,
    brandOf,

    async startDeposit(playerId, input) {
      const provider = providerFor(input.paymentMethod);
      const paymentId = newPaymentId();
      // Read before the ledger transaction: PGlite runs one at a time, so the store must not be
      // used from inside one.
      const { player } = await wallet.holder(playerId);
      const outcome = await wallet.startDeposit(
        playerId,
        {
          amount: input.amount,
          currency: input.currency,
          provider,
          paymentMethod: input.paymentMethod,
          payload: {
            attributes: { paymentMethod: input.paymentMethod },
            debtor: { account: null },
          },
          idempotencyKey: input.idempotencyKey,
        },
        async (tx, transactionId) => {
          await insertPayment(tx, paymentId, {
            transactionId,
            brand: player.brand,
            kind: 'deposit',
            provider,
            paymentMethod: input.paymentMethod,
            amount: parseAmount(input.amount, input.currency),
            currency: input.currency,
            returnUrl: input.returnUrl,
            country: player.country,
          });
        },
      );
      // A replay returns the payment created the first time.
      const { rows } = await store.query<{ id: string }>(
        'select id from sandbox_payments where transaction_id = $1',
        [outcome.transactionId],
      );
      return { outcome, paymentPath: `/sandbox-pay/${rows[0]?.id ?? paymentId}` };
    },

    async depositWithLastUsedAccount(playerId, input) {
      const provider = providerFor(input.paymentMethod);
      // Reads before the ledger transaction (PGlite runs one at a time).
      const { player } = await wallet.holder(playerId);
      const brand = await brandOf(player.brand);
      if (!brand?.featureToggles.EnableKrofortQuickDepositWithLastUsedAccount) {
        throw lastUsedAccountRefused(
          'LastUsedAccountUnavailable',
          'Deposits from your last used account are not offered here. Choose a payment method.',
        );
      }
      const named = typeof input.account === 'string' ? input.account.trim() : '';
      // Only an account this player's own completed deposits came from: another player's
      // account, or one made up, is refused before anything is written.
      const account = (await depositAccounts(store, playerId, input.paymentMethod)).find(
        (known) => named !== '' && normalizeAccount(known) === normalizeAccount(named),
      );
      if (!account) {
        throw lastUsedAccountRefused(
          'UnknownLastUsedAccount',
          'This account is not one you have deposited from. Choose a payment method instead.',
        );
      }
      const paymentId = newPaymentId();
      return wallet.startDeposit(
        playerId,
        {
          amount: input.amount,
          currency: input.currency,
          provider,
          paymentMethod: input.paymentMethod,
          payload: {
            attributes: { paymentMethod: input.paymentMethod, lastUsedAccount: true },
            debtor: { account },
          },
          idempotencyKey: input.idempotencyKey,
        },
        // The provider holds the account already: the payment is approved as it is created,
        // and its signed callback completes the deposit as any other's does.
        async (tx, transactionId) => {
          const payment: NewSandboxPayment = {
            transactionId,
            brand: player.brand,
            kind: 'deposit',
            provider,
            paymentMethod: input.paymentMethod,
            amount: parseAmount(input.amount, input.currency),
            currency: input.currency,
            returnUrl: '/',
            country: player.country,
          };
          await insertPayment(tx, paymentId, payment);
          await decide(
            tx,
            {
              ...payment,
              id: paymentId,
              transactionId,
              status: 'pending',
              bankAccount: null,
              refusal: null,
            },
            'approved',
            account,
            config.callbackDelayMs,
          );
        },
      );
    },

    async startPayNPlay(input) {
      const currency = countryCurrency(input.brand, input.country);
      const amount = parseAmount(input.amount, currency);
      const minimum = wallet.minDeposit(currency);
      if (amount < minimum) {
        throw walletError('AmountBelowMinimum', 'The amount is below the minimum deposit.', {
          minimum,
          currency,
        });
      }
      const id = newPaymentId();
      await insertPayment(store, id, {
        transactionId: null,
        brand: input.brand.key,
        kind: 'pay-n-play',
        provider: input.provider,
        paymentMethod: payNPlayMethod(input.provider),
        amount,
        currency,
        returnUrl: input.returnUrl,
        country: input.country,
      });
      return { paymentPath: `/sandbox-pay/${id}` };
    },

    payment: (id) => findPayment(store, id),

    async decide(paymentId, decision, bankAccountInput) {
      const payment = await findPayment(store, paymentId);
      if (!payment) return { ok: false, status: 404, message: 'There is no such payment.' };
      const bankAccount = bankAccountInput.trim().slice(0, 64);
      if (payment.status !== 'pending') {
        const repeated =
          decision === 'approve' ? await repeatedApproval(payment, bankAccount) : undefined;
        return repeated ?? { ok: true, redirectTo: payment.returnUrl };
      }
      if (decision === 'decline') {
        if (payment.kind === 'pay-n-play') {
          await store.query(
            `update sandbox_payments set status = 'declined', decided_at = now()
             where id = $1 and status = 'pending'`,
            [payment.id],
          );
          return {
            ok: true,
            redirectTo: withParams(payment.returnUrl, { loginError: 'declined' }),
          };
        }
        await store.transaction((tx) =>
          decide(
            tx,
            { ...payment, transactionId: payment.transactionId! },
            'declined',
            null,
            config.callbackDelayMs,
          ),
        );
        return { ok: true, redirectTo: payment.returnUrl };
      }
      if (bankAccount.length < 4) {
        return { ok: false, status: 400, message: 'Enter the account to pay from.' };
      }
      try {
        if (payment.kind === 'pay-n-play') return await approvePayNPlay(payment, bankAccount);
        await store.transaction((tx) =>
          decide(
            tx,
            { ...payment, transactionId: payment.transactionId! },
            'approved',
            bankAccount,
            config.callbackDelayMs,
          ),
        );
        return { ok: true, redirectTo: payment.returnUrl };
      } catch (error) {
        const type = walletErrorType(error);
        if (!type) throw error;
        return { ok: false, status: 409, message: (error as Error).message };
      }
    },

    async applyCallback(rawBody, signature) {
      if (!verify(await signingSecret(), rawBody, signature)) {
        return { status: 401, body: { result: 'refused', error: 'BadSignature' } };
      }
      const body = parseCallback(rawBody);
      if (!body) return { status: 400, body: { result: 'refused', error: 'MalformedCallback' } };
      const payment = await findPayment(store, body.paymentId);
      if (!payment || payment.transactionId !== body.transactionId) {
        return { status: 404, body: { result: 'refused', error: 'UnknownTransaction' } };
      }
      if (payment.amount !== body.amount || payment.currency !== body.currency) {
        return { status: 400, body: { result: 'refused', error: 'AmountMismatch' } };
      }
      const to = body.status === 'approved' ? 'Completed' : 'Cancelled';
      try {
        const { outcome, replayed } = await wallet.changeStatus(body.transactionId, {
          to,
          ...(body.debtorAccount ? { payload: { debtor: { account: body.debtorAccount } } } : {}),
        });
        return {
          status: 200,
          body: { result: replayed ? 'unchanged' : 'applied', status: outcome.status },
        };
      } catch (error) {
        const type = walletErrorType(error);
        if (type === 'TransactionNotFound') {
          return { status: 404, body: { result: 'refused', error: type } };
        }
        if (type === 'InvalidTransactionTransition') {
          return { status: 409, body: { result: 'refused', error: type } };
        }
        throw error;
      }
    },
  };
}

export { SIGNATURE_HEADER };
