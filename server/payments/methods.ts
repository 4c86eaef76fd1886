// The payment providers the spec names and the methods the sandbox offers through them. The
// method picks the provider; both are recorded in the deposit's payload.
import { walletError } from '../ledger/errors.ts';

export const PAYMENT_PROVIDERS = ['Trustly', 'PaymentIQ', 'Krofort', 'Finshark'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_METHODS: Readonly<Record<string, PaymentProvider>> = {
  trustly: 'Trustly',
  card: 'PaymentIQ',
  instantbank: 'Krofort',
  bank: 'Finshark',
};

export function providerFor(paymentMethod: string): PaymentProvider {
  const provider = Object.hasOwn(PAYMENT_METHODS, paymentMethod)
    ? PAYMENT_METHODS[paymentMethod]
    : undefined;
  if (!provider) {
    throw walletError(
      'UnknownPaymentMethod',
      `Pay with one of ${Object.keys(PAYMENT_METHODS).join(', ')}.`,
    );
  }
  return provider;
}

/** The method a Pay N Play deposit uses at each provider. */
export function payNPlayMethod(provider: PaymentProvider): string {
  return provider === 'Trustly' ? 'trustly' : provider === 'PaymentIQ' ? 'card' : 'bank';
}

/** An app path to come back to: same origin only, so the page cannot be an open redirect. */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (value === null || value === undefined || value === '') return fallback;
  const ok =
    value.length <= 500 &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    ![...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  if (!ok) {
    throw walletError('InvalidArgument', 'returnUrl must be a path of this site.', {
      field: 'returnUrl',
    });
  }
  return value;
}
