// The identity provider's pages: sign-in, registration, "check your inbox", and messages.
// Labels are fixed ("Email", "Password", "Sign in"): end-to-end tests and screen readers find
// the fields by them.
import type { Brand } from '../../brands/brand.ts';
import { countryName, isCountryCode, type FieldError } from '../registration-input.ts';
import { escapeHtml, renderPage } from '../../http/html-page.ts';

export interface InteractionPage {
  brand: Brand;
  /** /realms/{brand}/interaction/{uid}: forms post below it. */
  basePath: string;
}

function alert(message: string | undefined): string {
  return message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>` : '';
}

function notice(message: string | undefined): string {
  return message ? `<p class="notice" role="status">${escapeHtml(message)}</p>` : '';
}

function cancelForm(page: InteractionPage): string {
  return `<form method="post" action="${page.basePath}/abort">
<button type="submit" class="secondary">Back to ${escapeHtml(page.brand.siteDataName)}</button>
</form>`;
}

function signInForm(page: InteractionPage, email: string): string {
  return `<form method="post" action="${page.basePath}/login">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>`;
}

export interface SignInPageOptions {
  email?: string;
  error?: string;
  notice?: string;
  /** Offer "send the verification link again" for this address. */
  resendFor?: string;
  /** A closed account its owner may reopen: offer "Reopen my account". */
  reopenFor?: string;
}

function reopenForm(page: InteractionPage, email: string): string {
  return `<form method="post" action="${page.basePath}/reopen">
<p>You can reopen your account: confirm your password.</p>
<input type="hidden" name="email" value="${escapeHtml(email)}">
<label for="reopen-password">Password</label>
<input id="reopen-password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Reopen my account</button>
</form>`;
}

export function signInPage(page: InteractionPage, options: SignInPageOptions = {}): string {
  const resend = options.resendFor
    ? `<form method="post" action="${page.basePath}/resend-verification">
<input type="hidden" name="email" value="${escapeHtml(options.resendFor)}">
<button type="submit" class="secondary">Send the verification link again</button>
</form>`
    : '';
  return renderPage({
    brand: page.brand,
    title: 'Sign in',
    body: `${alert(options.error)}${notice(options.notice)}${resend}
${options.reopenFor ? reopenForm(page, options.reopenFor) : signInForm(page, options.email ?? '')}
<p>New to ${escapeHtml(page.brand.siteDataName)}? <a href="${page.basePath}/register">Create an account</a></p>
${cancelForm(page)}`,
  });
}

export type RegistrationValues = Partial<Record<string, string>>;

export interface RegisterPageOptions {
  values?: RegistrationValues;
  errors?: FieldError[];
  /** Preselected country when the form is new (the request's country). */
  defaultCountry?: string;
  /** Sign-up asks for the daily deposit limit (depositLimitsOnRegistration, mga). */
  depositLimit?: boolean;
  /** The Estonian personal code, asked of residents of Estonia (ssnOnRegistration, est). */
  personalCode?: boolean;
}

/** Every country Intl can name, by name; computed once. */
let countryOptions: { code: string; name: string }[] | undefined;
function countries(): { code: string; name: string }[] {
  if (!countryOptions) {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const codes = [...letters].flatMap((a) => [...letters].map((b) => a + b)).filter(isCountryCode);
    countryOptions = codes
      .map((code) => ({ code, name: countryName(code) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }
  return countryOptions;
}

export function registerPage(page: InteractionPage, options: RegisterPageOptions = {}): string {
  const values = options.values ?? {};
  const errors = options.errors ?? [];
  const errorOf = (field: string) => errors.find((error) => error.field === field);
  const described = (field: string) =>
    errorOf(field) ? ` aria-invalid="true" aria-describedby="${field}-error"` : '';
  const fieldError = (field: string) => {
    const error = errorOf(field);
    return error
      ? `<p class="field-error" id="${field}-error">${escapeHtml(error.message)}</p>`
      : '';
  };
  const input = (field: string, label: string, type: string, autocomplete: string) =>
    `<label for="${field}">${label}</label>
<input id="${field}" name="${field}" type="${type}" autocomplete="${autocomplete}" required${
      type === 'password' ? '' : ` value="${escapeHtml(values[field] ?? '')}"`
    }${described(field)}>
${fieldError(field)}`;
  const checkbox = (field: string, label: string, required: boolean) =>
    `<label class="check"><input type="checkbox" name="${field}"${values[field] ? ' checked' : ''}${
      required ? ' required' : ''
    }${described(field)}> ${label}</label>
${fieldError(field)}`;
  // Free text in the account's currency, as the limits page takes it (UKGC RTS 12B).
  // (The account's currency follows the country chosen above.)
  const depositLimitFieldset = () => `<fieldset>
<legend>Your daily deposit limit</legend>
<p class="hint" id="depositLimit-hint">The most you can deposit in 24 hours, in your account's
currency. You can lower it at any time; raising it takes effect after 24 hours.</p>
<label for="depositLimit">Daily deposit limit</label>
<input id="depositLimit" name="depositLimit" type="text" inputmode="decimal" required value="${escapeHtml(
    values.depositLimit ?? '',
  )}" aria-describedby="depositLimit-hint${errorOf('depositLimit') ? ' depositLimit-error' : ''}"${
    errorOf('depositLimit') ? ' aria-invalid="true"' : ''
  }>
${fieldError('depositLimit')}
</fieldset>`;
  const selected = (values.country ?? options.defaultCountry ?? '').toUpperCase();
  const countrySelect = `<label for="country">Country</label>
<select id="country" name="country" autocomplete="country" required${described('country')}>
<option value="">Choose…</option>
${countries()
  .map(
    ({ code, name }) =>
      `<option value="${code}"${code === selected ? ' selected' : ''}>${escapeHtml(name)}</option>`,
  )
  .join('\n')}
</select>
${fieldError('country')}`;

  return renderPage({
    brand: page.brand,
    title: 'Create an account',
    body: `${errors.length > 0 ? alert('Check the highlighted fields.') : ''}
<form method="post" action="${page.basePath}/register">
${input('email', 'Email', 'email', 'email')}
${input('password', 'Password', 'password', 'new-password')}
${input('firstName', 'First name', 'text', 'given-name')}
${input('lastName', 'Last name', 'text', 'family-name')}
${input('phoneNumber', 'Phone number', 'tel', 'tel')}
${countrySelect}
${input('dateOfBirth', 'Date of birth', 'date', 'bday')}
${
  options.personalCode
    ? `<label for="ssn">Personal identification code (residents of Estonia)</label>
<input id="ssn" name="ssn" type="text" inputmode="numeric" autocomplete="off" value="${escapeHtml(
        values.ssn ?? '',
      )}"${described('ssn')}>
${fieldError('ssn')}`
    : ''
}
${options.depositLimit ? depositLimitFieldset() : ''}
${checkbox('acceptTerms', 'I accept the terms and conditions', true)}
${checkbox('acceptPrivacyPolicy', 'I accept the privacy policy', true)}
<fieldset>
<legend>Offers and news (optional)</legend>
${checkbox('emailMarketing', 'By email', false)}
${checkbox('smsMarketing', 'By SMS', false)}
${checkbox('phoneMarketing', 'By phone', false)}
</fieldset>
<button type="submit">Create account</button>
</form>
<p>Already have an account? <a href="${page.basePath}">Sign in</a></p>
${cancelForm(page)}`,
  });
}

/** After registering: the same answer whether or not the address was new. */
export function checkInboxPage(page: InteractionPage, email: string): string {
  return signInPage(page, {
    email,
    notice:
      `Check your inbox: we sent a message to ${email}. Open the link in it to verify your ` +
      'address, then sign in here.',
  });
}

export function messagePage(brand: Brand, title: string, message: string, backUrl: string): string {
  return renderPage({
    brand,
    title,
    body: `<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(backUrl)}">Back to ${escapeHtml(brand.siteDataName)}</a></p>`,
  });
}
