// Creating an account, for the identity provider's registration page and the registerPlayer
// mutation alike. The answer never says whether the address was already registered: the
// owner of a taken address gets a mail about the attempt instead (decision 0017).
import type { Brand } from '../brands/brand.ts';
import { countryCurrency } from '../catalogue/currency.ts';
import type { Store } from '../db/store.ts';
import { createEmailVerification, verificationLink } from './email-verification.ts';
import {
  alreadyRegisteredEmail,
  registrationAttemptSms,
  registrationNotCompletedEmail,
  verificationEmail,
} from './messages.ts';
import { writeEmail, writeSms } from './outbox.ts';
import { hashPassword } from './passwords.ts';
import { findPlayerByEmail, findPlayerByPhone, insertPlayer } from './players.ts';
import {
  validateRegistration,
  type FieldError,
  type RegistrationInput,
} from './registration-input.ts';

export interface RegistrationRequest {
  store: Store;
  brand: Brand;
  /** The site's origin, for the links in the mails. */
  origin: string;
  now: Date;
}

export type RegistrationOutcome = { ok: true; email: string } | { ok: false; errors: FieldError[] };

export async function registerPlayer(
  request: RegistrationRequest,
  input: RegistrationInput,
): Promise<RegistrationOutcome> {
  const { store, brand, origin, now } = request;
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
      const link = verificationLink(origin, token);
      await writeEmail(tx, verificationEmail(brand, value.email, value.firstName, link));
      return;
    }
    const owner = await findPlayerByEmail(tx, brand.key, value.email);
    if (owner) {
      await writeEmail(tx, alreadyRegisteredEmail(brand, owner.email, `${origin}/`));
      return;
    }
    // The phone number is another account's: tell its owner, and the registrant only that it
    // did not work (the address is theirs, the number may not be).
    if (await findPlayerByPhone(tx, brand.key, value.phoneNumber)) {
      await writeSms(tx, registrationAttemptSms(brand, value.phoneNumber));
    }
    await writeEmail(tx, registrationNotCompletedEmail(brand, value.email));
  });
  return { ok: true, email: value.email };
}
