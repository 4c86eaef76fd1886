// The source-of-wealth declaration, on /source-of-wealth/ and in the sow overlay:
// where the check stands (due date, overdue), the operator's comment and the funding type asked
// for, then the six categories — each with its example options as checkboxes, the player's own
// words, its files and an upload, and a completed mark once declared with a file that was not
// rejected. Saving a category sends declareSourceOfWealth; an upload goes to POST
// /api/documents with the category as purpose, then the state is read again (the server
// decides `completed` and the check state).
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import {
  ComplianceDeclareSourceOfWealthDocument,
  ComplianceSourceOfWealthDocument,
  type ComplianceSourceOfWealthFieldsFragment,
  type SourceOfWealthType,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { LoadError } from '../../components/AccountFrame.tsx';
import { Button } from '../../components/Button.tsx';
import { FormError } from '../../components/FormError.tsx';
import { Loading } from '../../components/PlayerOnly.tsx';
import { useFormAction } from '../../components/use-form-action.ts';
import { useRequest } from '../../components/use-request.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import styles from './Compliance.module.css';
import { DocumentFiles } from './DocumentFiles.tsx';
import { DocumentUpload } from './DocumentUpload.tsx';
import {
  FIELDS_REFUSED,
  SOW_DOCUMENT_HINTS,
  SOW_TYPES,
  complianceErrorMessage,
  fieldErrorMessage,
  fieldErrorsOf,
  formatDay,
  purposeName,
} from './texts.ts';

type SourceOfWealth = ComplianceSourceOfWealthFieldsFragment;
type Category = SourceOfWealth['categories'][number];

/** The longest description the server keeps (SourceOfWealthCategory.description). */
export const DESCRIPTION_MAX = 1000;

/** The requested type first, then the others in the order players read them. */
function ordered(categories: readonly Category[], requested: SourceOfWealthType | null) {
  const rank = (type: SourceOfWealthType) =>
    type === requested ? -1 : SOW_TYPES.indexOf(type) === -1 ? 99 : SOW_TYPES.indexOf(type);
  return [...categories].sort((a, b) => rank(a.type) - rank(b.type));
}

const declared = (category: Category) =>
  category.selectedOptions.length > 0 || Boolean(category.description?.trim());

export function SourceOfWealthForm() {
  const { api } = useApiServices();
  const { data, error, reload, setData } = useRequest(
    () =>
      api.request(ComplianceSourceOfWealthDocument, {}).then(({ viewer }) => viewer.sourceOfWealth),
    [api],
    complianceErrorMessage,
  );
  const headingId = useId();
  if (error && !data) return <LoadError message={error} onRetry={reload} />;
  if (!data) return <Loading />;
  return (
    <>
      <CheckState sow={data} />
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId}>
          <Trans>Where does your money come from?</Trans>
        </h2>
        <p>
          <Trans>
            Choose what applies to you, add a few words if you like, and upload a document for each
            category you declare. You can declare more than one.
          </Trans>
        </p>
        <ul className={styles.cards}>
          {ordered(data.categories, data.requestedFundingType ?? null).map((category) => (
            <li key={category.type}>
              <CategoryCard
                category={category}
                requested={category.type === data.requestedFundingType}
                onDeclared={(next) => setData(() => next)}
                onUploaded={reload}
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function CheckState({ sow }: { sow: SourceOfWealth }) {
  const { t, i18n } = useLingui();
  const due = sow.dueDate ? formatDay(sow.dueDate, i18n.locale) : null;
  const requested = sow.requestedFundingType
    ? purposeName(sow.requestedFundingType, (text) => i18n._(text))
    : null;
  const reviewing =
    sow.checkState === 'Required' &&
    sow.categories.some((category) => category.completed) &&
    sow.categories.filter(declared).every((category) => category.completed);
  const tone =
    sow.checkState === 'Done'
      ? 'done'
      : sow.checkState === 'NotRequired'
        ? 'info'
        : sow.dueDateExpired
          ? 'danger'
          : reviewing
            ? 'info'
            : 'warning';
  return (
    <section
      className={styles.status}
      data-tone={tone}
      data-check-state={sow.checkState}
      aria-label={t`Status`}
    >
      {sow.checkState === 'Done' ? (
        <p className={styles.statusTitle}>
          <Trans>Your source of wealth is verified. Thank you.</Trans>
        </p>
      ) : sow.checkState === 'NotRequired' ? (
        <>
          <p className={styles.statusTitle}>
            <Trans>Nothing is needed from you at the moment.</Trans>
          </p>
          <p>
            <Trans>You can still tell us where the money you play with comes from.</Trans>
          </p>
        </>
      ) : (
        <>
          <p className={styles.statusTitle} role={sow.dueDateExpired ? 'alert' : undefined}>
            {sow.dueDateExpired ? (
              <Trans>Your source-of-wealth declaration is overdue</Trans>
            ) : reviewing ? (
              <Trans>Thank you: we are reviewing your documents</Trans>
            ) : (
              <Trans>We need to know where the money you play with comes from</Trans>
            )}
          </p>
          {sow.dueDateExpired ? (
            <p>
              {due ? (
                <Trans>
                  It was due on {due}. Deposits are paused until you have declared your source of
                  wealth and uploaded documents for it.
                </Trans>
              ) : (
                <Trans>
                  Deposits are paused until you have declared your source of wealth and uploaded
                  documents for it.
                </Trans>
              )}
            </p>
          ) : (
            due && (
              <p>
                <Trans>Please complete this by {due}. After that date, deposits are paused.</Trans>
              </p>
            )
          )}
          {sow.reason === 'Rule' && (
            <p>
              <Trans>
                The rules of our licence ask us to check this once your deposits reach a certain
                amount. It is a routine check.
              </Trans>
            </p>
          )}
        </>
      )}
      {requested && (
        <p data-testid="sow-requested-type">
          <Trans>We have asked for documents about: {requested}.</Trans>
        </p>
      )}
      {sow.comment && (
        <div>
          <p className={styles.hint}>
            <Trans>A note from our team:</Trans>
          </p>
          <p className={styles.comment} data-testid="sow-comment">
            {sow.comment}
          </p>
        </div>
      )}
    </section>
  );
}

function CategoryCard({
  category,
  requested,
  onDeclared,
  onUploaded,
}: {
  category: Category;
  requested: boolean;
  onDeclared: (next: SourceOfWealth) => void;
  onUploaded: () => void;
}) {
  const { t, i18n } = useLingui();
  const { api } = useApiServices();
  const descriptionId = useId();
  const name = purposeName(category.type, (text) => i18n._(text));
  const [selected, setSelected] = useState<readonly string[]>(category.selectedOptions);
  const [description, setDescription] = useState(category.description ?? '');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const { busy, error, setError, run } = useFormAction(
    (failure) => {
      const byField = fieldErrorsOf(failure, ['selectedOptions', 'description']);
      setFieldErrors(byField);
      return Object.keys(byField).length > 0 ? FIELDS_REFUSED : complianceErrorMessage(failure);
    },
    { leavesPage: false },
  );

  const toggle = (option: string, on: boolean) => {
    setSaved(false);
    setSelected((current) =>
      on ? [...current, option] : current.filter((value) => value !== option),
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    setFieldErrors({});
    const text = description.trim();
    if (selected.length === 0 && text === '') {
      setError(t`Tick at least one option or describe it in your own words.`);
      return;
    }
    await run(async () => {
      const { declareSourceOfWealth } = await api.request(ComplianceDeclareSourceOfWealthDocument, {
        input: {
          type: category.type,
          // In the order the server lists them.
          selectedOptions: category.exampleOptions.filter((option) => selected.includes(option)),
          description: text === '' ? null : text,
        },
      });
      setSaved(true);
      onDeclared(declareSourceOfWealth);
    });
  };

  const badge = category.completed ? (
    <span className={styles.badge} data-status="completed">
      <span aria-hidden="true">✓</span> <span>{t`Completed`}</span>
    </span>
  ) : declared(category) ? (
    <span className={styles.badge} data-status="Requested">
      <Trans>Document needed</Trans>
    </span>
  ) : requested ? (
    <span className={styles.badge} data-status="Requested">
      <Trans>Requested</Trans>
    </span>
  ) : null;

  const optionsError = fieldErrors.selectedOptions;
  const descriptionError = fieldErrors.description;
  return (
    <details
      className={styles.card}
      open={requested || declared(category) || category.documents.length > 0}
      data-category={category.type}
      data-completed={category.completed || undefined}
      data-requested={requested || undefined}
    >
      <summary className={styles.summary}>
        <span className={styles.summaryTitle}>{name}</span>
        {badge}
      </summary>
      <div className={styles.detailsBody}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <fieldset className={styles.options} aria-invalid={optionsError ? true : undefined}>
            <legend>
              <Trans>What applies? ({name})</Trans>
            </legend>
            {category.exampleOptions.map((option) => (
              <label key={option} className={styles.option}>
                <input
                  type="checkbox"
                  name="selectedOptions"
                  value={option}
                  checked={selected.includes(option)}
                  onChange={(event) => toggle(option, event.currentTarget.checked)}
                />
                {option}
              </label>
            ))}
          </fieldset>
          <FormError
            message={optionsError ? i18n._(fieldErrorMessage(optionsError)) : null}
            className={styles.error}
          />
          <label className={styles.field} htmlFor={descriptionId}>
            <Trans>In your own words (optional)</Trans>
            <textarea
              id={descriptionId}
              name="description"
              maxLength={DESCRIPTION_MAX}
              value={description}
              aria-invalid={descriptionError ? true : undefined}
              onChange={(event) => {
                setSaved(false);
                setDescription(event.currentTarget.value);
              }}
            />
          </label>
          <p className={styles.hint}>
            <Trans>
              {description.length} of {DESCRIPTION_MAX} characters
            </Trans>
          </p>
          <FormError
            message={descriptionError ? i18n._(fieldErrorMessage(descriptionError)) : null}
            className={styles.error}
          />
          <FormError message={error} className={styles.error} />
          <div className={styles.actions}>
            <Button
              type="submit"
              loading={busy}
              variant={declared(category) ? 'secondary' : 'primary'}
            >
              {declared(category) ? t`Update ${name}` : t`Declare ${name}`}
            </Button>
            {saved && (
              <span className={styles.saved} role="status">
                <Trans>Saved.</Trans>
              </span>
            )}
          </div>
        </form>
        <p className={styles.hint}>{i18n._(SOW_DOCUMENT_HINTS[category.type])}</p>
        <DocumentFiles documents={category.documents} />
        <DocumentUpload
          purpose={category.type}
          label={t`Upload a document for ${name}`}
          onUploaded={onUploaded}
        />
      </div>
    </details>
  );
}
