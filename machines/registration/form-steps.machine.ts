// The registration forms of /register/ (platform-core §3 "Registration form types"):
// the fields the player fills in, one step at a time. REGILY has several steps (account →
// personal → address → limits on mga → consents) and the server checks each one
// (checkRegistrationFields) before the next shows, so the player hears about a bad personal code
// on the step where it was typed; DINO and SSN are one step. The last step sends the whole form
// (registerPlayer), which the server checks again: its field errors take the player back to the
// first step with a wrong field. The server is the only judge of the fields: nothing here
// validates them.
//
// The calls are the app's (`checkStep`, `register`).
import { assign, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import { readError, type MachineError } from '../protection/timers.ts';

export type RegistrationStep =
  'account' | 'personal' | 'address' | 'limits' | 'consents' | 'single';

export type FieldValue = string | boolean;
export type FormValues = Readonly<Record<string, FieldValue>>;

/** RegistrationFieldError: the SPA translates the code. */
export interface FieldProblem {
  field: string;
  code: string;
}

export interface FormStepsInput {
  /** The steps in order, each with its fields (the app decides them from the form type). */
  steps: readonly { id: RegistrationStep; fields: readonly string[] }[];
  /** Preset values (the country of the request, unticked boxes). */
  values?: FormValues;
}

export interface FormStepsContext {
  steps: FormStepsInput['steps'];
  index: number;
  values: FormValues;
  /** The server's field errors of the step shown (or, after registerPlayer, of any step). */
  fieldErrors: FieldProblem[];
  /** A failure that is not about a field (network, server): shown above the buttons. */
  error: MachineError | null;
  /** The address the verification mail went to. */
  email: string | null;
}

export type FormStepsEvent =
  | { type: 'field.change'; field: string; value: FieldValue }
  | { type: 'step.next' }
  | { type: 'step.back' };

/** The fields of the step shown, with their values (the draft checkRegistrationFields gets). */
export function stepDraft(context: FormStepsContext): Record<string, FieldValue> {
  const step = context.steps[context.index];
  return Object.fromEntries(
    (step?.fields ?? [])
      .filter((field) => context.values[field] !== undefined)
      .map((field) => [field, context.values[field]!]),
  );
}

const fieldErrorsOf = (error: MachineError): FieldProblem[] => {
  const list = error.details?.fieldErrors;
  return Array.isArray(list)
    ? list.filter(
        (item): item is FieldProblem =>
          typeof item === 'object' &&
          item !== null &&
          typeof (item as FieldProblem).field === 'string' &&
          typeof (item as FieldProblem).code === 'string',
      )
    : [];
};

/** The first step that has one of the fields (the step to go back to); -1: none. */
const stepOfFirst = (context: FormStepsContext, problems: FieldProblem[]) =>
  context.steps.findIndex((step) => problems.some((p) => step.fields.includes(p.field)));

export const formStepsMachine = setup({
  types: {
    context: {} as FormStepsContext,
    events: {} as FormStepsEvent,
    input: {} as FormStepsInput,
    output: {} as { email: string },
  },
  actors: {
    /** checkRegistrationFields with the step's draft: the errors ([] when fine). */
    checkStep: fromPromise<FieldProblem[], { draft: Record<string, FieldValue> }>(async () => {
      throw new Error('checkStep is provided by the app');
    }),
    /** registerPlayer with every value: the address the mail went to. */
    register: fromPromise<{ email: string }, { values: FormValues }>(async () => {
      throw new Error('register is provided by the app');
    }),
  },
  guards: {
    isFirstStep: ({ context }) => context.index === 0,
    isLastStep: ({ context }) => context.index === context.steps.length - 1,
    stepHasErrors: ({ event }) => ((event as { output?: FieldProblem[] }).output ?? []).length > 0,
    /** registerPlayer refused fields of a step: back to it. */
    refusedFields: ({ context, event }) => {
      const problems = fieldErrorsOf(readError((event as { error?: unknown }).error));
      return stepOfFirst(context, problems) >= 0;
    },
  },
}).createMachine({
  id: 'formSteps',
  context: ({ input }) => ({
    steps: input.steps,
    index: 0,
    values: input.values ?? {},
    fieldErrors: [],
    error: null,
    email: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        // A changed field loses its error; the others keep theirs until the next check.
        'field.change': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, [event.field]: event.value },
            fieldErrors: context.fieldErrors.filter((problem) => problem.field !== event.field),
          })),
        },
        'step.next': [
          // The last step sends everything: registerPlayer checks every field again.
          { guard: 'isLastStep', target: 'submitting', actions: assign({ error: null }) },
          { target: 'checking', actions: assign({ error: null }) },
        ],
        'step.back': {
          guard: not('isFirstStep'),
          actions: assign(({ context }) => ({
            index: context.index - 1,
            fieldErrors: [],
            error: null,
          })),
        },
      },
    },
    checking: {
      invoke: {
        id: 'checkStep',
        src: 'checkStep',
        input: ({ context }) => ({ draft: stepDraft(context) }),
        onDone: [
          {
            guard: 'stepHasErrors',
            target: 'editing',
            actions: assign(({ event }) => ({ fieldErrors: event.output })),
          },
          {
            target: 'editing',
            actions: assign(({ context }) => ({ index: context.index + 1, fieldErrors: [] })),
          },
        ],
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ error: readError(event.error) })),
        },
      },
    },
    submitting: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({ values: context.values }),
        onDone: {
          target: 'done',
          actions: assign(({ event }) => ({ email: event.output.email, fieldErrors: [] })),
        },
        onError: [
          {
            guard: 'refusedFields',
            target: 'editing',
            actions: assign(({ context, event }) => {
              const problems = fieldErrorsOf(readError(event.error));
              return { index: stepOfFirst(context, problems), fieldErrors: problems };
            }),
          },
          {
            target: 'editing',
            actions: assign(({ event }) => ({ error: readError(event.error) })),
          },
        ],
      },
    },
    /** The verification mail is on its way: "check your inbox". */
    done: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ email: context.email ?? '' }),
});

export type FormStepsSnapshot = SnapshotFrom<typeof formStepsMachine>;
