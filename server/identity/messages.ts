// The texts of the emails and SMS messages identity sends. English only for now: the outbox is
// a development stand-in, and a real provider's templates would be translated there.
import type { OutgoingEmail, OutgoingSms } from './outbox.ts';

export interface MessageBrand {
  key: string;
  siteDataName: string;
}

export function verificationEmail(
  brand: MessageBrand,
  to: string,
  firstName: string,
  link: string,
): OutgoingEmail {
  return {
    brand: brand.key,
    to,
    kind: 'verify-email',
    subject: `Verify your email address for ${brand.siteDataName}`,
    body:
      `Hello ${firstName},\n\nWelcome to ${brand.siteDataName}. Open this link to verify your ` +
      `email address:\n\n${link}\n\nThe link works for 24 hours. If you did not sign up, ignore ` +
      'this message.',
    actionUrl: link,
  };
}

/** Sent to the owner of an address someone tried to register again: never says who tried. */
export function alreadyRegisteredEmail(
  brand: MessageBrand,
  to: string,
  signInUrl: string,
): OutgoingEmail {
  return {
    brand: brand.key,
    to,
    kind: 'already-registered',
    subject: `Someone tried to create a ${brand.siteDataName} account with your address`,
    body:
      `Someone (perhaps you) tried to create a ${brand.siteDataName} account with this email ` +
      `address, which already has an account. To sign in, go to:\n\n${signInUrl}\n\nIf this ` +
      'was not you, you can ignore this message: nothing changed on your account.',
    actionUrl: signInUrl,
  };
}

/** The registrant's answer when the phone number belongs to another account. */
export function registrationNotCompletedEmail(brand: MessageBrand, to: string): OutgoingEmail {
  return {
    brand: brand.key,
    to,
    kind: 'registration-not-completed',
    subject: `Your ${brand.siteDataName} registration was not completed`,
    body:
      `We could not create a ${brand.siteDataName} account with the details you gave: they ` +
      'may belong to an existing account. If you already have one, sign in with it; otherwise ' +
      'contact support.',
  };
}

export function registrationAttemptSms(brand: MessageBrand, to: string): OutgoingSms {
  return {
    brand: brand.key,
    to,
    kind: 'registration-attempt',
    body:
      `${brand.siteDataName}: someone tried to register a new account with your phone number. ` +
      'If it was not you, no action is needed.',
  };
}

export function signInCodeSms(
  brand: MessageBrand,
  to: string,
  code: string,
  minutes: number,
): OutgoingSms {
  return {
    brand: brand.key,
    to,
    kind: 'sign-in-code',
    body: `${code} is your ${brand.siteDataName} sign-in code. It expires in ${minutes} minutes. Never share it.`,
    code,
  };
}

export function phoneVerificationSms(
  brand: MessageBrand,
  to: string,
  code: string,
  minutes: number,
): OutgoingSms {
  return {
    brand: brand.key,
    to,
    kind: 'phone-verification',
    body: `${code} is your ${brand.siteDataName} code to verify this phone number. It expires in ${minutes} minutes. Never share it.`,
    code,
  };
}
