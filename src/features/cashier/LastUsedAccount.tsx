// The quick-deposit dialog's last used account (platform-core §7 LastCompletedDeposit):
// with the brand's EnableKrofortQuickDepositWithLastUsedAccount toggle the deposit form offers the
// method and account of the player's last completed deposit. Read from the network each time the
// form opens (network-only: a deposit made a minute ago must show), and never read at all under
// the dark cashier layout. The server checks the account is the player's own.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useEffect, useState } from 'react';
import { LastCompletedDepositDocument } from '../../adapters/graphql/generated-session/graphql.ts';
import { ApiError } from '../../adapters/graphql/api-error.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import { useFeatureToggle } from '../../runtime/feature-toggles.ts';

export interface LastUsedAccount {
  paymentMethod: string;
  account: string;
}

/** The method and account of LastCompletedDeposit's payload; null when either is missing. */
export function lastUsedAccountOf(
  payload: string | null | undefined,
  methods: readonly string[],
): LastUsedAccount | null {
  if (!payload) return null;
  try {
    const parsed = JSON.parse(payload) as {
      attributes?: { paymentMethod?: unknown };
      debtor?: { account?: unknown };
    };
    const paymentMethod = parsed.attributes?.paymentMethod;
    const account = parsed.debtor?.account;
    if (typeof paymentMethod !== 'string' || !methods.includes(paymentMethod)) return null;
    if (typeof account !== 'string' || account.trim() === '') return null;
    return { paymentMethod, account };
  } catch {
    return null;
  }
}

/** The last used account to offer, or null (toggle off, dark layout, none yet, still loading). */
export function useLastUsedAccount(methods: readonly string[]): LastUsedAccount | null {
  const enabled = useFeatureToggle('EnableKrofortQuickDepositWithLastUsedAccount');
  const dark = useFeatureToggle('DarkCashierLayout');
  const { api } = useApiServices();
  const [last, setLast] = useState<LastUsedAccount | null>(null);
  const offered = enabled && !dark;
  useEffect(() => {
    if (!offered) return;
    let live = true;
    api
      .request(LastCompletedDepositDocument, {})
      .then(({ viewer }) => {
        if (live) setLast(lastUsedAccountOf(viewer.lastCompletedDeposit?.payload, methods));
      })
      // Only a shortcut: without it the player picks a method as always.
      .catch(() => {});
    return () => {
      live = false;
    };
    // `methods` is a module constant of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, offered]);
  return offered ? last : null;
}

/** The server's refusals of a last-used-account deposit, in words; undefined for others. */
export function lastUsedAccountErrorMessage(failure: unknown): MessageDescriptor | undefined {
  if (!(failure instanceof ApiError)) return undefined;
  if (failure.data.type === 'UnknownLastUsedAccount')
    return msg`This account is not one you have deposited from. Choose a payment method instead.`;
  if (failure.data.type === 'LastUsedAccountUnavailable')
    return msg`Deposits from your last used account are not offered at the moment. Choose a payment method instead.`;
  return undefined;
}
