// Creating an account, for the identity provider's registration page and the registerPlayer
// mutation alike. The answer never says whether the address was already registered, nor
// whether a message went out: the owner of a taken address gets a mail about the attempt
// instead, within the notification limits (decisions 0017, 0029).
import type { Brand } from '../brands/brand.ts';
import { countryCurrency } from '../ledger/currency.ts';
import type { Queryable, Store } from '../db/store.ts';
import { changeLimit, limitStateJson } from '../ledger/limits/protection-limits.ts';
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
import { policyFor } from '../../machines/protection/policy.ts';
import { flowSettingsFor } from './auth/flow-settings.ts';
import {
  checkRegistrationDraft,
  validateDepositLimit,
  validateRegistration,
  type FieldError,
  type RegistrationInput,
  type RegistrationRules,
  type ValidRegistration,
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

/**
 * The brand's rules for a registration: the personal code where the country's form is SSN (flow
 * settings), the daily deposit limit where the licence makes it part of sign-up (mga).
 */
export function registrationRules(
  brand: Brand,
  options: { depositLimitRequired?: boolean; fallbackCountry?: string } = {},
): RegistrationRules {
  return {
    asksPersonalCode: (country) =>
      flowSettingsFor(brand.key, country).registrationFormType === 'SSN',
    ...(policyFor(brand.license).limitPromptMandatory
      ? {
          depositLimit: {
            mode: options.depositLimitRequired ? 'required' : 'whenGiven',
            currencyOf: (country: string) => countryCurrency(brand, country),
          },
        }
      : {}),
    ...(options.fallbackCountry ? { fallbackCountry: options.fallbackCountry } : {}),
  };
}

/**
 * checkRegistrationFields: the errors of the draft's fields only, by registerPlayer's rules for
 * this brand; the request's country stands in when the draft has none. A multi-step form always
 * sends the deposit-limit field with its step, so there it is required like on the provider's page.
 */
export function checkRegistrationFields(
  brand: Brand,
  draft: RegistrationInput,
  requestCountry: string,
  now: Date,
): FieldError[] {
  return checkRegistrationDraft(
    draft,
    now,
    registrationRules(brand, { depositLimitRequired: true, fallbackCountry: requestCountry }),
  );
}

export async function registerPlayer(
  request: RegistrationRequest,
  input: RegistrationInput,
  options: {
    /**
     * The form always carries the daily deposit limit field (the provider's page): on the
     * licences that ask for it at sign-up (mga), an empty one is refused. API callers may leave
     * it out; the limit prompt before the first deposit stays mandatory there.
     */
    depositLimit?: boolean;
  } = {},
): Promise<RegistrationOutcome> {
  const { store, brand, links, notifier, client, now } = request;
  const validation = validateRegistration(
    input,
    now,
    registrationRules(brand, { depositLimitRequired: options.depositLimit === true }),
  );
  if (!validation.ok) return { ok: false, errors: validation.errors };
  const value = validation.value;
  const currency = countryCurrency(brand, value.country);
  // Already checked by the rules: a number here, or null where not given or not asked.
  const asksDepositLimit = policyFor(brand.license).limitPromptMandatory;
  const depositLimit =
    asksDepositLimit && input.depositLimit !== undefined && input.depositLimit !== null
      ? validateDepositLimit(input.depositLimit, currency)
      : null;
  // Hashed whatever happens next, so a taken address answers as slowly as a new one.
  const passwordHash = await hashPassword(value.password);

  await store.transaction(async (tx) => {
    if (value.ssn !== null) {
      // One account per person and brand: registrations with the same code take turns here.
      await tx.query(`select pg_advisory_xact_lock(hashtext('lobby:ssn:' || $1 || ':' || $2))`, [
        brand.key,
        value.ssn,
      ]);
      if (await personalCodeTaken(tx, brand.key, value.ssn)) {
        // Answered like a taken address: the registrant hears by mail that it did not work.
        const notice = registrationNotCompletedEmail(brand, value.email);
        await notifier.send(tx, client, [email(notice)], now);
        return;
      }
    }
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
      await storeRegistrationDetails(tx, playerId, value);
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

async function personalCodeTaken(tx: Queryable, brand: string, ssn: string): Promise<boolean> {
  const { rows } = await tx.query<{ taken: boolean }>(
    'select exists (select 1 from players where brand = $1 and ssn = $2) as taken',
    [brand, ssn],
  );
  return rows[0]?.taken === true;
}

/** The fields of sign-up that insertPlayer does not take: the personal code and the address. */
async function storeRegistrationDetails(
  tx: Queryable,
  playerId: string,
  value: ValidRegistration,
): Promise<void> {
  if (
    value.ssn === null &&
    value.street === null &&
    value.city === null &&
    value.zipCode === null
  ) {
    return;
  }
  await tx.query(
    'update players set ssn = $2, street = $3, city = $4, zip_code = $5 where id = $1',
    [playerId, value.ssn, value.street, value.city, value.zipCode],
  );
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
