// The provider's interaction pages under /realms/{brand}/interaction/{uid}: sign-in with email
// and password, registration, "send the link again" and cancel. The SPA is a first-party
// client, so consent is granted without asking.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Brand } from '../../brands/brand.ts';
import type { Store } from '../../db/store.ts';
import { requestCountry } from '../../graphql/request-country.ts';
import type { MailLinks } from '../mail-links.ts';
import type { Notifier } from '../notifications.ts';
import { signInWithPassword, type PasswordSignInOutcome } from '../password-sign-in.ts';
import {
  accountStatusOf,
  closedAccountMessage,
  reopenAccountByCustomer,
} from '../../players/compliance-state.ts';
import { registerPlayer, type RegistrationRequest } from '../registration.ts';
import type { RegistrationInput } from '../registration-input.ts';
import { resendVerificationEmail } from '../verification-resend.ts';
import { grantConsent } from './consent.ts';
import {
  currentInteraction,
  finishInteraction,
  sendHtml as html,
  type CurrentInteraction,
  type Interaction,
} from './interaction-context.ts';
import {
  checkInboxPage,
  messagePage,
  registerPage,
  signInPage,
  type InteractionPage,
} from './pages.ts';
import type { RealmDependencies } from './realm.ts';
import { policyFor } from '../../../machines/protection/policy.ts';
import { isFeatureEnabled } from '../../../machines/licence-gating/licence-gating.ts';

export interface InteractionDependencies extends RealmDependencies {
  /** The country-override stand-in: the registration form's default country follows it. */
  countryOverride: boolean;
  store: Store;
  now: () => Date;
  notifier: Notifier;
  /** The brand's mail links (its public origin, never this request's Host); see AuthServices. */
  mailLinks: (brand: Brand) => MailLinks | undefined;
}

type Form = Record<string, string | undefined>;

const FORM_BODY_LIMIT = 16 * 1024;
const TOO_MANY_ATTEMPTS = 'Too many attempts. Try again later.';
const INVALID_CREDENTIALS = 'Invalid email or password.';

/** The daily session limit used up: when sign-in opens, in the licence's zone. */
function sessionLimitReachedText(until: Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(until);
  return `You reached your daily session limit. You can sign in again from ${when} (${timeZone}).`;
}

export async function registerInteractionRoutes(
  app: FastifyInstance,
  deps: InteractionDependencies,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const wantsRegistration = (interaction: Interaction) =>
      interaction.params.kc_action === 'register';

    scope.get('/realms/:brand/interaction/:uid', async (request, reply) => {
      const found = await currentInteraction(deps, request, reply);
      if (!found) return reply;
      const { interaction, page, realm } = found;
      // Already signed in, only consent is missing: first-party, so granted.
      if (interaction.prompt.name === 'consent' && interaction.session?.accountId) {
        const grantId = await grantConsent(
          realm.provider,
          interaction,
          interaction.session.accountId,
        );
        return finishInteraction(request, reply, found, { consent: { grantId } });
      }
      if (wantsRegistration(interaction))
        return html(reply, 200, registerPage(page, registerDefaults(request, found, deps)));
      const loginHint =
        typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : '';
      return html(reply, 200, signInPage(page, { email: loginHint }));
    });

    scope.get('/realms/:brand/interaction/:uid/register', async (request, reply) => {
      const found = await currentInteraction(deps, request, reply);
      if (!found) return reply;
      return html(reply, 200, registerPage(found.page, registerDefaults(request, found, deps)));
    });

    /** Answers a password sign-in: the page with the reason it was refused, or signed in. */
    const answerSignIn = async (
      request: FastifyRequest,
      reply: FastifyReply,
      found: CurrentInteraction,
      email: string,
      outcome: PasswordSignInOutcome,
    ) => {
      if (!outcome.ok) {
        switch (outcome.reason) {
          case 'too-many-attempts':
            return html(reply, 429, signInPage(found.page, { email, error: TOO_MANY_ATTEMPTS }));
          case 'invalid':
            return html(reply, 401, signInPage(found.page, { email, error: INVALID_CREDENTIALS }));
          case 'account-closed': {
            // Said only after the password matched: why, and the way back if any.
            const status = await accountStatusOf(deps.store, outcome.player.id);
            return html(
              reply,
              403,
              signInPage(found.page, {
                email,
                error: closedAccountMessage(status?.cause ?? null, 'email'),
                ...(status?.reopenByCustomerAllowed ? { reopenFor: email } : {}),
              }),
            );
          }
          case 'session-limit':
            return html(
              reply,
              403,
              signInPage(found.page, {
                email,
                error: sessionLimitReachedText(outcome.until, outcome.timeZone),
              }),
            );
          case 'email-not-verified':
            return html(
              reply,
              403,
              signInPage(found.page, {
                email,
                error: `Verify your email address before signing in: open the link we sent to ${outcome.player.email}.`,
                resendFor: outcome.player.email,
              }),
            );
        }
      }
      const grantId = await grantConsent(
        found.realm.provider,
        found.interaction,
        outcome.player.id,
      );
      return finishInteraction(request, reply, found, {
        login: { accountId: outcome.player.id, amr: ['pwd'], remember: true },
        consent: { grantId },
      });
    };

    const passwordAttempt = (request: FastifyRequest, found: CurrentInteraction) => {
      const form = (request.body ?? {}) as Form;
      return {
        brand: found.realm.brand.key,
        email: (form.email ?? '').trim().slice(0, 254),
        password: (form.password ?? '').slice(0, 1024),
        ip: request.ip,
      };
    };

    scope.post('/realms/:brand/interaction/:uid/login', async (request, reply) => {
      const found = await currentInteraction(deps, request, reply);
      if (!found) return reply;
      const attempt = passwordAttempt(request, found);
      const outcome = await signInWithPassword(deps.store, attempt);
      return answerSignIn(request, reply, found, attempt.email, outcome);
    });

    // "Reopen my account": the right password again, then reopened where the
    // operator allowed it (audited), then signed in as usual.
    scope.post('/realms/:brand/interaction/:uid/reopen', async (request, reply) => {
      const found = await currentInteraction(deps, request, reply);
      if (!found) return reply;
      const attempt = passwordAttempt(request, found);
      const first = await signInWithPassword(deps.store, attempt);
      if (first.ok || first.reason !== 'account-closed') {
        return answerSignIn(request, reply, found, attempt.email, first);
      }
      const reopened = await deps.store.transaction((tx) =>
        reopenAccountByCustomer(tx, first.player.id),
      );
      if (!reopened) return answerSignIn(request, reply, found, attempt.email, first);
      return answerSignIn(
        request,
        reply,
        found,
        attempt.email,
        await signInWithPassword(deps.store, attempt),
      );
    });

    /** What registration and the resend need, or undefined when no mail may be sent. */
    const mailing = (
      request: FastifyRequest,
      { realm }: CurrentInteraction,
    ): RegistrationRequest | undefined => {
      const links = deps.mailLinks(realm.brand);
      return links
        ? {
            store: deps.store,
            brand: realm.brand,
            links,
            notifier: deps.notifier,
            client: request.ip,
            now: deps.now(),
          }
        : undefined;
    };

    scope.post('/realms/:brand/interaction/:uid/register', async (request, reply) => {
      const found = await currentInteraction(deps, request, reply);
      if (!found) return reply;
      const form = (request.body ?? {}) as Form;
      const registration = mailing(request, found);
      if (!registration) return html(reply, 503, mailUnavailablePage(found.page));
      const outcome = await registerPlayer(registration, form as RegistrationInput, {
        depositLimit: asksDepositLimit(found),
      });
      if (!outcome.ok) {
        const { password: _password, ...values } = form;
        return html(
          reply,
          422,
          registerPage(found.page, {
            values,
            errors: outcome.errors,
            depositLimit: asksDepositLimit(found),
            personalCode: asksPersonalCode(found),
          }),
        );
      }
      return html(reply, 200, checkInboxPage(found.page, outcome.email));
    });

    scope.post('/realms/:brand/interaction/:uid/resend-verification', async (request, reply) => {
      const found = await currentInteraction(deps, request, reply);
      if (!found) return reply;
      const email = ((request.body ?? {}) as Form).email?.trim() ?? '';
      const resend = mailing(request, found);
      if (!resend) return html(reply, 503, mailUnavailablePage(found.page));
      await resendVerificationEmail(resend, email);
      return html(
        reply,
        200,
        signInPage(found.page, {
          email,
          notice:
            'If this address has an account waiting for verification, we sent a new link to it.',
        }),
      );
    });

    scope.post('/realms/:brand/interaction/:uid/abort', async (request, reply) => {
      const found = await currentInteraction(deps, request, reply);
      if (!found) return reply;
      return finishInteraction(request, reply, found, {
        error: 'access_denied',
        error_description: 'The sign-in was cancelled.',
      });
    });
  });
}

function mailUnavailablePage(page: InteractionPage): string {
  return messagePage(
    page.brand,
    'Try again later',
    'We cannot send emails for this site at the moment. Try again later.',
    page.basePath,
  );
}

function registerDefaults(
  request: FastifyRequest,
  found: CurrentInteraction,
  deps: InteractionDependencies,
) {
  const { realm } = found;
  const depositLimit = asksDepositLimit(found);
  try {
    return {
      defaultCountry: requestCountry(request.headers, realm.brand.license, deps.countryOverride)
        .countryCode,
      depositLimit,
      personalCode: asksPersonalCode(found),
    };
  } catch {
    return { depositLimit, personalCode: asksPersonalCode(found) };
  }
}

/** The personal code field where the licence asks for it (est: of residents of Estonia). */
const asksPersonalCode = ({ realm }: CurrentInteraction) =>
  isFeatureEnabled('ssnOnRegistration', realm.brand.license);

/** Sign-up asks for the daily deposit limit where the licence makes it part of sign-up (mga). */
const asksDepositLimit = ({ realm }: CurrentInteraction) =>
  policyFor(realm.brand.license).limitPromptMandatory;
