// One registration form: the fields of the step shown, each with the server's error
// under it (translated by its code), and the buttons to go back and on. The steps and the calls
// are formStepsMachine's (machines/registration): REGILY checks each step with
// checkRegistrationFields before the next shows; the last step (the only one of DINO and SSN)
// sends registerPlayer.
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import {
  formStepsMachine,
  type FieldProblem,
  type FormStepsInput,
  type FormStepsSnapshot,
  type FormValues,
} from '../../../machines/registration/form-steps.machine.ts';
import {
  CHECKBOX_FIELDS,
  initialRegistrationValues,
  registerInput,
} from '../../../machines/registration/steps.ts';
import {
  CheckRegistrationFieldsDocument,
  RegisterPlayerDocument,
  type RegisterPlayerInput,
  type RegistrationDraftInput,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { Button } from '../../components/Button.tsx';
import { FormError } from '../../components/FormError.tsx';
import { useApiServices } from '../../runtime/app-actors.ts';
import { countryOptions } from './countries.ts';
import styles from './Registration.module.css';
import {
  FIELD_ERRORS,
  FIELD_HINTS,
  FIELD_LABELS,
  PHONE_VERIFICATION_HINT,
  STEP_TITLES,
} from './texts.ts';

const INPUT_TYPES: Readonly<Record<string, { type: string; autoComplete: string }>> = {
  email: { type: 'email', autoComplete: 'email' },
  password: { type: 'password', autoComplete: 'new-password' },
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  dateOfBirth: { type: 'date', autoComplete: 'bday' },
  ssn: { type: 'text', autoComplete: 'off' },
  phoneNumber: { type: 'tel', autoComplete: 'tel' },
  street: { type: 'text', autoComplete: 'street-address' },
  city: { type: 'text', autoComplete: 'address-level2' },
  zipCode: { type: 'text', autoComplete: 'postal-code' },
  depositLimit: { type: 'text', autoComplete: 'off' },
};

const indexOf = (snapshot: FormStepsSnapshot) => snapshot.context.index;
const valuesOf = (snapshot: FormStepsSnapshot) => snapshot.context.values;
const problemsOf = (snapshot: FormStepsSnapshot) => snapshot.context.fieldErrors;
const errorOf = (snapshot: FormStepsSnapshot) => snapshot.context.error;
const busyOf = (snapshot: FormStepsSnapshot) =>
  snapshot.matches('checking') || snapshot.matches('submitting');
const doneOf = (snapshot: FormStepsSnapshot) =>
  snapshot.status === 'done' ? snapshot.context.email : null;

export function RegistrationForm({
  steps,
  defaultCountry,
  defaultConsent,
  verifyPhone,
  onRegistered,
}: {
  steps: FormStepsInput['steps'];
  defaultCountry: string;
  /** DefaultConsentRegistration: the marketing boxes start ticked. */
  defaultConsent: boolean;
  /** EnablePhoneVerification: the phone field says the number gets a code to confirm. */
  verifyPhone: boolean;
  onRegistered: (email: string) => void;
}) {
  const { t, i18n } = useLingui();
  const { api } = useApiServices();
  const id = useId();
  const machine = useMemo(
    () =>
      formStepsMachine.provide({
        actors: {
          checkStep: fromPromise<FieldProblem[], { draft: Record<string, string | boolean> }>(
            async ({ input }) =>
              (
                await api.request(CheckRegistrationFieldsDocument, {
                  input: input.draft as RegistrationDraftInput,
                })
              ).checkRegistrationFields,
          ),
          register: fromPromise<{ email: string }, { values: FormValues }>(
            async ({ input }) =>
              (
                await api.request(RegisterPlayerDocument, {
                  input: registerInput(input.values, steps) as unknown as RegisterPlayerInput,
                })
              ).registerPlayer,
          ),
        },
      }),
    [api, steps],
  );
  const actor = useActorRef(machine, {
    input: {
      steps,
      values: initialRegistrationValues({ country: defaultCountry, defaultConsent }),
    },
  });
  const index = useSelector(actor, indexOf);
  const values = useSelector(actor, valuesOf);
  const problems = useSelector(actor, problemsOf);
  const error = useSelector(actor, errorOf);
  const busy = useSelector(actor, busyOf);
  const done = useSelector(actor, doneOf);
  const step = steps[index]!;
  const legend = useRef<HTMLLegendElement>(null);
  const countries = useMemo(() => countryOptions(i18n.locale), [i18n.locale]);

  useEffect(() => {
    if (done !== null) onRegistered(done);
  }, [done, onRegistered]);
  // A new step (or the step the server sent the player back to): its first field is next.
  useEffect(() => {
    if (index > 0 || steps.length > 1) legend.current?.focus();
  }, [index, steps.length]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'step.next' });
  };
  const change = (field: string, value: string | boolean) =>
    actor.send({ type: 'field.change', field, value });
  const problemOf = (field: string) => problems.find((problem) => problem.field === field);
  const last = index === steps.length - 1;
  const hints = verifyPhone
    ? { ...FIELD_HINTS, phoneNumber: PHONE_VERIFICATION_HINT }
    : FIELD_HINTS;

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-step={step.id}>
      {steps.length > 1 && (
        <p className={styles.progress}>
          <Trans>
            Step {index + 1} of {steps.length}
          </Trans>
        </p>
      )}
      <fieldset className={styles.step}>
        <legend ref={legend} tabIndex={-1}>
          {i18n._(STEP_TITLES[step.id])}
        </legend>
        {step.fields.map((field) => {
          const problem = problemOf(field);
          const errorId = `${id}-${field}-error`;
          const hintId = `${id}-${field}-hint`;
          const described = [hints[field] ? hintId : '', problem ? errorId : '']
            .filter(Boolean)
            .join(' ');
          const errorText = problem && (
            <p className={styles.fieldError} id={errorId}>
              {FIELD_ERRORS[problem.code] ? i18n._(FIELD_ERRORS[problem.code]!) : problem.code}
            </p>
          );
          const label = FIELD_LABELS[field] ? i18n._(FIELD_LABELS[field]!) : field;
          if (CHECKBOX_FIELDS.has(field))
            return (
              <div key={field}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    name={field}
                    checked={values[field] === true}
                    onChange={(event) => change(field, event.currentTarget.checked)}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={described || undefined}
                  />
                  {label}
                </label>
                {errorText}
              </div>
            );
          const common = {
            id: `${id}-${field}`,
            name: field,
            value: typeof values[field] === 'string' ? (values[field] as string) : '',
            'aria-invalid': problem ? true : undefined,
            'aria-describedby': described || undefined,
            className: problem ? styles.invalid : undefined,
          };
          return (
            <div className={styles.field} key={field}>
              <label htmlFor={`${id}-${field}`}>{label}</label>
              {hints[field] && (
                <span className={styles.hint} id={hintId}>
                  {i18n._(hints[field])}
                </span>
              )}
              {field === 'country' ? (
                <select
                  {...common}
                  autoComplete="country"
                  onChange={(e) => change(field, e.currentTarget.value)}
                >
                  <option value="">{t`Choose…`}</option>
                  {countries.map(({ code, name }) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  type={INPUT_TYPES[field]?.type ?? 'text'}
                  autoComplete={INPUT_TYPES[field]?.autoComplete ?? 'off'}
                  inputMode={
                    field === 'ssn' ? 'numeric' : field === 'depositLimit' ? 'decimal' : undefined
                  }
                  onChange={(event) => change(field, event.currentTarget.value)}
                />
              )}
              {errorText}
            </div>
          );
        })}
      </fieldset>
      {problems.length > 0 && (
        <p className={styles.error} role="alert">
          <Trans>Check the highlighted fields.</Trans>
        </p>
      )}
      <FormError
        message={error ? t`We could not check your details. Try again.` : null}
        className={styles.error}
      />
      <div className={styles.actions}>
        {index > 0 && (
          <Button
            variant="secondary"
            type="button"
            onClick={() => actor.send({ type: 'step.back' })}
          >
            <Trans>Back</Trans>
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {last ? <Trans>Create account</Trans> : <Trans>Continue</Trans>}
        </Button>
      </div>
    </form>
  );
}
