// /additional-information/: the fields the operator requires after sign-up (address,
// occupation), and only those, filled in with what is known. Deposits stay refused while one is
// missing (AdditionalInformationRequired). Empty required fields are caught before sending; the
// server checks the rest and its refusals show by their fields.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import {
  ComplianceAdditionalInformationDocument,
  ComplianceProvideAdditionalInformationDocument,
  type AdditionalInformationField,
  type ComplianceAdditionalInformationFieldsFragment,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { LoadError } from '../../components/AccountFrame.tsx';
import { Button } from '../../components/Button.tsx';
import { FormError } from '../../components/FormError.tsx';
import { LocalLink } from '../../components/LocalLink.tsx';
import { Loading } from '../../components/PlayerOnly.tsx';
import { useFormAction } from '../../components/use-form-action.ts';
import { useRequest } from '../../components/use-request.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import styles from './Compliance.module.css';
import { ComplianceFrame } from './ComplianceFrame.tsx';
import {
  FIELDS_REFUSED,
  FIELD_NAMES,
  complianceErrorMessage,
  fieldErrorMessage,
  fieldErrorsOf,
} from './texts.ts';

type Information = ComplianceAdditionalInformationFieldsFragment;

/** The fields in the order of a form (address first), with their browser autofill hints. */
const FIELDS: readonly { field: AdditionalInformationField; autoComplete: string }[] = [
  { field: 'street', autoComplete: 'street-address' },
  { field: 'zipCode', autoComplete: 'postal-code' },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'occupation', autoComplete: 'organization-title' },
];
const FIELD_IDS = FIELDS.map(({ field }) => field);

/** The longest value a field takes (the server checks it too). */
const MAX_LENGTH: Readonly<Record<AdditionalInformationField, number>> = {
  street: 200,
  city: 100,
  zipCode: 20,
  occupation: 100,
};

export default function AdditionalInformationPage() {
  return (
    <ComplianceFrame
      routeId="additionalInformation"
      lead={<Trans>A few more details about you, as the rules of our licence require.</Trans>}
    >
      <AdditionalInformation />
    </ComplianceFrame>
  );
}

function AdditionalInformation() {
  const { api } = useApiServices();
  const { data, error, reload, setData } = useRequest(
    () =>
      api
        .request(ComplianceAdditionalInformationDocument, {})
        .then(({ viewer }) => viewer.additionalInformation),
    [api],
    complianceErrorMessage,
  );
  const [saved, setSaved] = useState(false);
  if (error && !data) return <LoadError message={error} onRetry={reload} />;
  if (!data) return <Loading />;
  if (data.requiredFields.length === 0 || (saved && !data.required))
    return <NothingNeeded saved={saved} />;
  return (
    <InformationForm
      information={data}
      onSaved={(next) => {
        setSaved(true);
        setData(() => next);
      }}
    />
  );
}

function NothingNeeded({ saved }: { saved: boolean }) {
  return (
    <section className={styles.status} data-tone="done" role="status">
      <p className={styles.statusTitle}>
        {saved ? (
          <Trans>Thank you: your details are saved.</Trans>
        ) : (
          <Trans>We do not need any more information from you.</Trans>
        )}
      </p>
      <p>
        <LocalLink to="/">
          <Trans>Back to the casino</Trans>
        </LocalLink>
      </p>
    </section>
  );
}

function InformationForm({
  information,
  onSaved,
}: {
  information: Information;
  onSaved: (next: Information) => void;
}) {
  const { t, i18n } = useLingui();
  const { api } = useApiServices();
  const required = FIELDS.filter(({ field }) => information.requiredFields.includes(field));
  const [values, setValues] = useState<Partial<Record<AdditionalInformationField, string>>>(() =>
    Object.fromEntries(required.map(({ field }) => [field, information[field] ?? ''])),
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const { busy, error, setError, run } = useFormAction(
    (failure) => {
      const byField = fieldErrorsOf(failure, FIELD_IDS);
      setFieldErrors(byField);
      return Object.keys(byField).length > 0 ? FIELDS_REFUSED : complianceErrorMessage(failure);
    },
    { leavesPage: false },
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      required
        .filter(({ field }) => (values[field] ?? '').trim() === '')
        .map(({ field }) => [field, 'Required']),
    );
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) {
      setError(t`Fill in every field.`);
      return;
    }
    await run(async () => {
      const input = Object.fromEntries(
        required.map(({ field }) => [field, (values[field] ?? '').trim()]),
      );
      const { provideAdditionalInformation } = await api.request(
        ComplianceProvideAdditionalInformationDocument,
        { input },
      );
      onSaved(provideAdditionalInformation);
    });
  };

  return (
    <section className={styles.card}>
      {information.required && (
        <p className={styles.hint} data-testid="additional-information-required">
          <Trans>Deposits are paused until these details are filled in.</Trans>
        </p>
      )}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.fields}>
          {required.map(({ field, autoComplete }) => {
            const code = fieldErrors[field];
            const errorId = `additional-${field}-error`;
            return (
              <div key={field} className={styles.fieldBox}>
                <label className={styles.field}>
                  {i18n._(FIELD_NAMES[field])}
                  <input
                    name={field}
                    autoComplete={autoComplete}
                    maxLength={MAX_LENGTH[field]}
                    required
                    value={values[field] ?? ''}
                    aria-invalid={code ? true : undefined}
                    aria-describedby={code ? errorId : undefined}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setValues((current) => ({ ...current, [field]: value }));
                    }}
                  />
                </label>
                {code && (
                  <p id={errorId} className={styles.error}>
                    {i18n._(fieldErrorMessage(code))}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <FormError message={error} className={styles.error} />
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
