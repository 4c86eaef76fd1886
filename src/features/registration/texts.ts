// The registration forms' words: the field labels, the step titles and the server's
// field error codes (server/identity/registration-input.ts), translated here; a code this list
// does not know shows the server's English message.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RegistrationStep } from '../../../machines/registration/form-steps.machine.ts';

export const FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  email: msg`Email`,
  password: msg`Password`,
  firstName: msg`First name`,
  lastName: msg`Last name`,
  dateOfBirth: msg`Date of birth`,
  ssn: msg`Personal identification code`,
  phoneNumber: msg`Phone number`,
  country: msg`Country`,
  street: msg`Street address`,
  city: msg`Town or city`,
  zipCode: msg`Postcode`,
  depositLimit: msg`Daily deposit limit`,
  acceptTerms: msg`I accept the terms and conditions`,
  acceptPrivacyPolicy: msg`I accept the privacy policy`,
  emailMarketing: msg`Offers and news by email`,
  smsMarketing: msg`Offers and news by SMS`,
  phoneMarketing: msg`Offers and news by phone`,
};

export const FIELD_HINTS: Readonly<Record<string, MessageDescriptor>> = {
  password: msg`At least 8 characters, with a letter and a digit.`,
  phoneNumber: msg`With the country code, e.g. +3725123456.`,
  ssn: msg`The 11 digits of your Estonian isikukood.`,
  depositLimit: msg`The most you can deposit in 24 hours, in your account's currency. You can lower it at any time; raising it takes effect after 24 hours.`,
};

/** The phone field's hint where the brand verifies numbers (EnablePhoneVerification). */
export const PHONE_VERIFICATION_HINT: MessageDescriptor = msg`With the country code, e.g. +3725123456. We will text a code to this number: you confirm it before you play or deposit.`;

export const STEP_TITLES: Readonly<Record<RegistrationStep, MessageDescriptor>> = {
  account: msg`Your account`,
  personal: msg`About you`,
  address: msg`Your address`,
  limits: msg`Your daily deposit limit`,
  consents: msg`Terms and preferences`,
  single: msg`Your details`,
};

export const FIELD_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  EmailInvalid: msg`Enter a valid email address.`,
  PasswordTooShort: msg`Use at least 8 characters.`,
  PasswordTooLong: msg`Use at most 128 characters.`,
  PasswordTooWeak: msg`Use at least one letter and one digit, and not your email address.`,
  FirstNameRequired: msg`Enter your first name.`,
  LastNameRequired: msg`Enter your last name.`,
  PhoneNumberInvalid: msg`Enter a phone number with its country code.`,
  CountryInvalid: msg`Choose your country.`,
  DateOfBirthInvalid: msg`Enter your date of birth.`,
  TooYoung: msg`You must be at least 18 years old to play.`,
  SsnRequired: msg`Enter your personal identification code.`,
  SsnInvalid: msg`This is not a personal identification code: it has 11 digits and starts with your date of birth.`,
  SsnChecksumInvalid: msg`This personal identification code is not valid: check the digits.`,
  SsnDateOfBirthMismatch: msg`The personal identification code does not match your date of birth.`,
  StreetInvalid: msg`Enter your street address (at most 100 characters).`,
  CityInvalid: msg`Enter the name of your town or city (at most 100 characters).`,
  ZipCodeInvalid: msg`Enter your postcode: letters and digits only.`,
  DepositLimitInvalid: msg`Set a daily deposit limit of at least 1.`,
  TermsNotAccepted: msg`Accept the terms and conditions to continue.`,
  PrivacyPolicyNotAccepted: msg`Accept the privacy policy to continue.`,
};
