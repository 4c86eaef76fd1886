// The texts a toast can show, by the message id the notifications machine carries
// (platform-core §8 "Toast and dialog keys"). Explicit ids: the backend's keyed texts use the
// same keys and win over these defaults.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const TOAST_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  SUCCESS_DEPOSIT_OF: msg({ id: 'SUCCESS_DEPOSIT_OF', message: 'Deposit of {amount} received.' }),
  SUCCESS_WITHDRAWN_OF: msg({ id: 'SUCCESS_WITHDRAWN_OF', message: '{amount} withdrawn.' }),
  SUCCESS_INIT_WITHDRAWAL: msg({
    id: 'SUCCESS_INIT_WITHDRAWAL',
    message: 'Your withdrawal request is being processed.',
  }),
  MAKE_A_DEPOSIT_TEXT: msg({ id: 'MAKE_A_DEPOSIT_TEXT', message: 'You are running out of funds.' }),
  RUNNING_OUT_OF_FUNDS: msg({ id: 'RUNNING_OUT_OF_FUNDS', message: 'Would you like to deposit?' }),
  REWARD_SHOP_PURCHASED: msg({
    id: 'REWARD_SHOP_PURCHASED',
    message: '{offer} is yours. Claim it in your rewards.',
  }),
  LOADING_PAGE_ERROR: msg({ id: 'LOADING_PAGE_ERROR', message: 'Something went wrong.' }),
};

/** The message of `messageId`; an unknown id shows the generic error text (and warns). */
export function toastMessage(messageId: string): MessageDescriptor {
  const known = Object.hasOwn(TOAST_MESSAGES, messageId) ? TOAST_MESSAGES[messageId] : undefined;
  if (known) return known;
  console.warn(`Unknown toast message id "${messageId}": showing the generic error text`);
  return TOAST_MESSAGES.LOADING_PAGE_ERROR!;
}
