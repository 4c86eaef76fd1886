// Creating an account, for the identity provider's registration page and the registerPlayer
// mutation alike. The answer never says whether the address was already registered, nor
// whether a message went out: the owner of a taken address gets a mail about the attempt
// instead, within the notification limits (decisions 0017, 0029).
import type { Brand } from '../brands/brand.ts';
import { countryCurrency } from '../ledger/currency.ts';
import type { Store } from '../db/store.ts';
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
import { findPlayerByEmail, findPlayerByPhone, insertPlayer } from '../players/players.ts';
import {
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
): Promise<RegistrationOutcome> {
  const { store, brand, links, notifier, client, now } = request;
  const validation = validateRegistration(input, now);
  if (!validation.ok) return validation;
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
      currency: countryCurrency(brand, value.country),
      language: brand.defaultLocale,
      dateOfBirth: value.dateOfBirth,
      termsAcceptedAt: now,
      privacyPolicyAcceptedAt: now,
      isEmailMarketingAccepted: value.marketing.email,
      isSmsMarketingAccepted: value.marketing.sms,
      isPhoneMarketingAccepted: value.marketing.phone,
    });
    if (playerId) {
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
