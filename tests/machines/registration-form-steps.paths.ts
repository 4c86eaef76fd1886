// Fixtures that reach every state and transition of the registration form steps: a
// step the server accepts or refuses, a check that fails, going back, the final registerPlayer
// answered, refused with field errors (back to their step) or failing otherwise.
import {
  formStepsMachine,
  type FormStepsInput,
} from '../../machines/registration/form-steps.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

/** REGILY on mga: five steps. */
export const REGILY_STEPS: FormStepsInput['steps'] = [
  { id: 'account', fields: ['email', 'password'] },
  { id: 'personal', fields: ['firstName', 'lastName', 'phoneNumber', 'country', 'dateOfBirth'] },
  { id: 'address', fields: ['street', 'city', 'zipCode'] },
  { id: 'limits', fields: ['depositLimit'] },
  { id: 'consents', fields: ['acceptTerms', 'acceptPrivacyPolicy'] },
];

/** Two steps are enough for the graph: first, last. */
const TWO_STEPS: FormStepsInput['steps'] = [REGILY_STEPS[0]!, REGILY_STEPS[4]!];

export const registrationFormStepsPaths = machinePathEntry(
  'Registration form steps: editing → checking a step → the next → submitting → done',
  formStepsMachine,
  {
    input: { steps: TWO_STEPS, values: { country: 'MT' } },
    events: {
      'field.change': [{ type: 'field.change', field: 'email', value: 'new@lobby.test' }],
    },
    outputs: {
      checkStep: [[], [{ field: 'password', code: 'PasswordTooShort' }]],
      register: [{ email: 'new@lobby.test' }],
    },
    errors: {
      checkStep: ['HTTP 503'],
      register: [
        {
          data: {
            type: 'InvalidArgument',
            details: { fieldErrors: [{ field: 'email', code: 'EmailInvalid' }] },
          },
        },
        'HTTP 503',
      ],
    },
    kinds: ['shortest', 'transition'],
  },
);
