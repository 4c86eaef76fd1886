import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  formStepsMachine,
  stepDraft,
  type FieldProblem,
  type FieldValue,
  type FormValues,
} from '../../machines/registration/form-steps.machine.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { REGILY_STEPS, registrationFormStepsPaths } from './registration-form-steps.paths.ts';

describeMachinePaths(
  'registration-form-steps',
  registrationFormStepsPaths.machine,
  registrationFormStepsPaths.options,
);

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** An ApiError as src/adapters/graphql/api-error.ts builds it. */
const apiError = (type: string, details?: Record<string, unknown>) =>
  Object.assign(new Error(`[GraphQL] ${type}`), { data: { type, details, keys: [] } });

/** The form on REGILY's five steps; the server's answers per call, every call recorded. */
function start(answers: {
  check?: (FieldProblem[] | Error)[];
  register?: ({ email: string } | Error)[];
}) {
  const calls: { actor: string; input: unknown }[] = [];
  const answer = <T, TInput>(actor: string, list: (T | Error)[] | undefined) =>
    fromPromise<T, TInput>(async ({ input }) => {
      const made = calls.filter((call) => call.actor === actor).length;
      calls.push({ actor, input });
      const next = list?.[Math.min(made, list.length - 1)];
      if (next === undefined) throw new Error(`${actor}: no answer`);
      if (next instanceof Error) throw next;
      return next;
    });
  const actor = createActor(
    formStepsMachine.provide({
      actors: {
        checkStep: answer<FieldProblem[], { draft: Record<string, FieldValue> }>(
          'checkStep',
          answers.check,
        ),
        register: answer<{ email: string }, { values: FormValues }>('register', answers.register),
      },
    }),
    { input: { steps: REGILY_STEPS, values: { country: 'MT', acceptTerms: false } } },
  ).start();
  const send = async (event: Parameters<typeof actor.send>[0]) => {
    actor.send(event);
    await flush();
  };
  const fill = async (values: FormValues) => {
    for (const [field, value] of Object.entries(values)) {
      await send({ type: 'field.change', field, value });
    }
  };
  const step = () => REGILY_STEPS[actor.getSnapshot().context.index]!.id;
  return { actor, calls, send, fill, step, snapshot: () => actor.getSnapshot() };
}

describe('registration form steps', () => {
  it('checks each step with only its fields and moves on when the server finds nothing', async () => {
    const form = start({ check: [[]], register: [{ email: 'new@lobby.test' }] });
    await form.fill({ email: 'new@lobby.test', password: 'Good-Pass-1', street: 'early' });
    await form.send({ type: 'step.next' });
    expect(form.calls).toEqual([
      {
        actor: 'checkStep',
        input: { draft: { email: 'new@lobby.test', password: 'Good-Pass-1' } },
      },
    ]);
    expect(form.step()).toBe('personal');
    await form.send({ type: 'step.next' });
    // The preset country goes with its step.
    expect(form.calls[1]).toEqual({ actor: 'checkStep', input: { draft: { country: 'MT' } } });
    await form.send({ type: 'step.next' });
    await form.send({ type: 'step.next' });
    expect(form.step()).toBe('consents');
    await form.fill({ acceptTerms: true, acceptPrivacyPolicy: true });
    await form.send({ type: 'step.next' });
    // The last step is not checked on its own: registerPlayer gets everything.
    expect(form.calls.map((c) => c.actor)).toEqual([
      'checkStep',
      'checkStep',
      'checkStep',
      'checkStep',
      'register',
    ]);
    expect(form.calls[4]?.input).toEqual({
      values: {
        country: 'MT',
        acceptTerms: true,
        email: 'new@lobby.test',
        password: 'Good-Pass-1',
        street: 'early',
        acceptPrivacyPolicy: true,
      },
    });
    expect(form.snapshot().status).toBe('done');
    expect(form.snapshot().output).toEqual({ email: 'new@lobby.test' });
  });

  it('stays on a step the server refuses, with its errors; a changed field loses its own', async () => {
    const problems = [
      { field: 'email', code: 'EmailInvalid' },
      { field: 'password', code: 'PasswordTooShort' },
    ];
    const form = start({ check: [problems, []] });
    await form.fill({ email: 'x', password: 'y' });
    await form.send({ type: 'step.next' });
    expect(form.step()).toBe('account');
    expect(form.snapshot().context.fieldErrors).toEqual(problems);
    await form.send({ type: 'field.change', field: 'email', value: 'x@y.co' });
    expect(form.snapshot().context.fieldErrors).toEqual([problems[1]]);
    await form.send({ type: 'step.next' });
    expect(form.step()).toBe('personal');
    expect(form.snapshot().context.fieldErrors).toEqual([]);
  });

  it('a failed check keeps the step and says why; back goes to the previous step', async () => {
    const form = start({ check: [[], apiError('ServiceUnavailable')] });
    await form.send({ type: 'step.back' });
    expect(form.step()).toBe('account');
    await form.send({ type: 'step.next' });
    await form.send({ type: 'step.next' });
    expect(form.step()).toBe('personal');
    expect(form.snapshot().context.error).toEqual({ type: 'ServiceUnavailable' });
    await form.send({ type: 'step.back' });
    expect(form.step()).toBe('account');
    expect(form.snapshot().context.error).toBeNull();
  });

  it('registerPlayer field errors take the player back to the first step with one', async () => {
    const refused = apiError('InvalidArgument', {
      fieldErrors: [
        { field: 'depositLimit', code: 'DepositLimitInvalid' },
        { field: 'dateOfBirth', code: 'TooYoung' },
      ],
    });
    const form = start({ check: [[]], register: [refused, apiError('ServiceUnavailable')] });
    for (let i = 0; i < 5; i += 1) await form.send({ type: 'step.next' });
    expect(form.step()).toBe('personal');
    expect(form.snapshot().value).toBe('editing');
    expect(form.snapshot().context.fieldErrors.map((p) => p.code)).toEqual([
      'DepositLimitInvalid',
      'TooYoung',
    ]);
    for (let i = 0; i < 4; i += 1) await form.send({ type: 'step.next' });
    // An error without fields stays on the last step.
    expect(form.step()).toBe('consents');
    expect(form.snapshot().context.error).toEqual({ type: 'ServiceUnavailable' });
  });

  it('stepDraft leaves out the fields not filled in', () => {
    const context = {
      steps: REGILY_STEPS,
      index: 2,
      values: { street: 'Main 1', email: 'a@b.co' },
      fieldErrors: [],
      error: null,
      email: null,
    };
    expect(stepDraft(context)).toEqual({ street: 'Main 1' });
  });
});
