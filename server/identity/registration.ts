// Creating an account, for the identity provider's registration page and the registerPlayer
// mutation alike. The answer never says whether the address was already registered, nor
// whether a message went out: the owner of a taken address gets a mail about the attempt
// instead, within the notification limits (decisions 0017, 0029).
import type { Brand } from '../brands/brand.ts';
import { countryCurrency } from '../ledger/currency.ts';
import type { Queryable, Store } from '../db/store.ts';
import { changeLimit, limitStateJson } from '../ledger/player-limits.ts';
import { createEmailVerification } from './email-verification.ts';
import type { MailLinks } from './mail-links.ts';
import {
  alreadyRegisteredEmail,
  registrationAttemptSms,
  registrationNotCompletedEmail,
  verificationEmail,
} from './messages.ts';
import { email, sms, type Notifier } from './notifications.ts';
import { hashPassword } from '../players/passwords.ts';
import {
  findPlayerByEmail,
  findPlayerByPhone,
  insertPlayer,
  markLimitPromptAnswered,
} from '../players/players.ts';
import { recordProtectionChange } from '../players/protection-audit.ts';
import {
  validateDepositLimit,
  validateRegistration,
  type FieldError,
  type RegistrationInput,
} from './registration-input.ts';

export interface RegistrationRequest {
  store: Store;
  brand: Brand;
  /** The links of the brand's public origin, never of the request (mail-links.ts). */
  links: MailLinks;
  notifier: Notifier;
  /** The requester's IP address, for the per-client notification limit. */
  client: string;
  now: Date;
}

export type RegistrationOutcome = { ok: true; email: string } | { ok: false; errors: FieldError[] };

export async function registerPlayer(
  request: RegistrationRequest,
  input: RegistrationInput,
  options: {
    /** Sign-up asks for the daily deposit limit (the licence's prompt is part of it, mga). */
    depositLimit?: boolean;
  } = {},
): Promise<RegistrationOutcome> {
  const { store, brand, links, notifier, client, now } = request;
  const validation = validateRegistration(input, now);
  const country = validation.ok ? validation.value.country : null;
  const currency = country ? countryCurrency(brand, country) : brand.defaultCurrency;
  const depositLimit = options.depositLimit
    ? validateDepositLimit(input.depositLimit, currency)
    : null;
  if (!validation.ok || (depositLimit !== null && typeof depositLimit !== 'number')) {
    const errors = validation.ok ? [] : validation.errors;
    return {
      ok: false,
      errors:
        depositLimit !== null && typeof depositLimit !== 'number'
          ? [...errors, depositLimit]
          : errors,
    };
  }
  const value = validation.value;
  // Hashed whatever happens next, so a taken address answers as slowly as a new one.
  const passwordHash = await hashPassword(value.password);

  await store.transaction(async (tx) => {
    const playerId = await insertPlayer(tx, {
      brand: brand.key,
      email: value.email,
      phoneNumber: value.phoneNumber,
      isPhoneNumberVerified: false,
      passwordHash,
      emailVerified: false,
      firstName: value.firstName,
      lastName: value.lastName,
      country: value.country,
      currency,
      language: brand.defaultLocale,
      dateOfBirth: value.dateOfBirth,
      termsAcceptedAt: now,
      privacyPolicyAcceptedAt: now,
      isEmailMarketingAccepted: value.marketing.email,
      isSmsMarketingAccepted: value.marketing.sms,
      isPhoneMarketingAccepted: value.marketing.phone,
    });
    if (playerId) {
      if (typeof depositLimit === 'number') {
        await setDepositLimitAtSignUp(tx, playerId, depositLimit, currency);
      }
      const token = await createEmailVerification(tx, playerId, value.email, now);
      const link = links.verifyEmail(token);
      const welcome = verificationEmail(brand, value.email, value.firstName, link);
      await notifier.send(tx, client, [email(welcome)], now);
      return;
    }
    const owner = await findPlayerByEmail(tx, brand.key, value.email);
    if (owner) {
      const notice = alreadyRegisteredEmail(brand, owner.email, links.signIn());
      await notifier.send(tx, client, [email(notice)], now);
      return;
    }
    // The phone number is another account's: tell its owner, and the registrant only that it
    // did not work (the address is theirs, the number may not be).
    const phoneOwner = await findPlayerByPhone(tx, brand.key, value.phoneNumber);
    await notifier.send(
      tx,
      client,
      [
        ...(phoneOwner ? [sms(registrationAttemptSms(brand, value.phoneNumber))] : []),
        email(registrationNotCompletedEmail(brand, value.email)),
      ],
      now,
    );
  });
  return { ok: true, email: value.email };
}

/**
 * The daily deposit limit chosen at sign-up: in force at once (a first limit), in the protection
 * audit like every limit, and the limit prompt before the first deposit answered.
 */
async function setDepositLimitAtSignUp(
  tx: Queryable,
  playerId: string,
  amount: number,
  currency: string,
): Promise<void> {
  const outcome = await changeLimit(tx, {
    playerId,
    kind: 'Deposit',
    period: 'Day',
    amount,
    currency,
    delayMs: 0,
  });
  await recordProtectionChange(tx, {
    playerId,
    actor: 'player',
    action: 'LimitSet',
    kind: 'Deposit',
    period: 'Day',
    oldValue: limitStateJson(outcome.before),
    newValue: limitStateJson(outcome.after),
    requestedAt: outcome.requestedAt,
    effectiveAt: outcome.effectiveAt,
  });
  await markLimitPromptAnswered(tx, playerId);
}
