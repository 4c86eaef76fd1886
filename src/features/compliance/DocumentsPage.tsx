// /profile/documents/: what was asked of the player (KYC verifications, source of
// wealth) with its status, due date and the operator's comment, an upload for what is still
// missing or was rejected, and every uploaded file with its review status, the rejection reason
// and a download link (the server serves the file to its owner only).
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  ComplianceDocumentsDocument,
  type ComplianceDocumentFieldsFragment,
  type ComplianceDocumentsQuery,
  type SourceOfWealthType,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { LoadError } from '../../components/AccountFrame.tsx';
import { LocalLink } from '../../components/LocalLink.tsx';
import { Loading } from '../../components/PlayerOnly.tsx';
import { formatWhen } from '../../components/protection-texts.ts';
import { useRequest } from '../../components/use-request.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import styles from './Compliance.module.css';
import { ComplianceFrame } from './ComplianceFrame.tsx';
import { DocumentFiles, StatusBadge } from './DocumentFiles.tsx';
import { DocumentUpload } from './DocumentUpload.tsx';
import {
  KYC_DOCUMENT_HINTS,
  SOW_DOCUMENT_HINTS,
  SOW_TYPES,
  complianceErrorMessage,
  formatDay,
  formatSize,
  purposeName,
} from './texts.ts';

type Request = ComplianceDocumentsQuery['viewer']['documentRequests'][number];

export default function DocumentsPage() {
  return (
    <ComplianceFrame
      routeId="profile.documents"
      lead={
        <Trans>
          The documents we have asked you for, and every file you have sent us with where its review
          stands.
        </Trans>
      }
    >
      <Documents />
    </ComplianceFrame>
  );
}

function Documents() {
  const { api } = useApiServices();
  const { data, error, reload } = useRequest(
    () => api.request(ComplianceDocumentsDocument, {}).then(({ viewer }) => viewer),
    [api],
    complianceErrorMessage,
  );
  if (error && !data) return <LoadError message={error} onRetry={reload} />;
  if (!data) return <Loading />;
  return (
    <>
      <Requests requests={data.documentRequests} documents={data.documents} onUploaded={reload} />
      <Uploads documents={data.documents} />
    </>
  );
}

const isSowType = (purpose: string): purpose is SourceOfWealthType =>
  (SOW_TYPES as readonly string[]).includes(purpose);

function Requests({
  requests,
  documents,
  onUploaded,
}: {
  requests: readonly Request[];
  documents: readonly ComplianceDocumentFieldsFragment[];
  onUploaded: () => void;
}) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Requested from you</Trans>
      </h2>
      {requests.length === 0 ? (
        <p className={styles.empty} data-testid="no-requests">
          <Trans>We have not asked you for any documents.</Trans>
        </p>
      ) : (
        <ul className={styles.cards}>
          {requests.map((request) => (
            <li key={`${request.source}:${request.purpose}`}>
              <RequestCard
                request={request}
                documents={documents.filter((document) => document.purpose === request.purpose)}
                onUploaded={onUploaded}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestCard({
  request,
  documents,
  onUploaded,
}: {
  request: Request;
  documents: readonly ComplianceDocumentFieldsFragment[];
  onUploaded: () => void;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const name = purposeName(request.purpose, (text) => i18n._(text));
  const due = request.dueDate ? formatDay(request.dueDate, i18n.locale) : null;
  const [now] = useState(() => Date.now());
  const overdue =
    typeof request.dueDate === 'string' &&
    Date.parse(request.dueDate) < now &&
    request.status !== 'Approved';
  const hint = isSowType(request.purpose)
    ? SOW_DOCUMENT_HINTS[request.purpose]
    : KYC_DOCUMENT_HINTS[request.purpose];
  const open = request.status === 'Requested' || request.status === 'Rejected';
  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      data-request={request.purpose}
      data-status={request.status}
      data-requested={open || undefined}
    >
      <div className={styles.cardHeader}>
        <h3 id={headingId} className={styles.summaryTitle}>
          {name}
        </h3>
        <StatusBadge status={request.status} />
      </div>
      <dl className={styles.facts}>
        <dt>
          <Trans>Asked for</Trans>
        </dt>
        <dd>
          {request.source === 'Kyc'
            ? t`Identity verification`
            : request.source === 'SourceOfWealth'
              ? t`Source of wealth`
              : request.source}
        </dd>
        {due && (
          <>
            <dt>
              <Trans>Due</Trans>
            </dt>
            <dd className={overdue ? styles.error : undefined}>
              {overdue ? t`${due} (overdue)` : due}
            </dd>
          </>
        )}
      </dl>
      {request.comment && <p className={styles.comment}>{request.comment}</p>}
      {hint && open && <p className={styles.hint}>{i18n._(hint)}</p>}
      <DocumentFiles documents={documents} />
      {open &&
        (request.source === 'SourceOfWealth' && isSowType(request.purpose) ? (
          // The category must be declared too: the source-of-wealth page has both.
          <p>
            <LocalLink to="/source-of-wealth/">
              <Trans>Declare {name} and upload its documents</Trans>
            </LocalLink>
          </p>
        ) : (
          <DocumentUpload
            purpose={request.purpose}
            label={t`Upload ${name}`}
            onUploaded={onUploaded}
          />
        ))}
    </article>
  );
}

function Uploads({ documents }: { documents: readonly ComplianceDocumentFieldsFragment[] }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Your uploads</Trans>
      </h2>
      {documents.length === 0 ? (
        <p className={styles.empty} data-testid="no-uploads">
          <Trans>You have not uploaded any documents yet.</Trans>
        </p>
      ) : (
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t`File`}</th>
              <th scope="col">{t`For`}</th>
              <th scope="col">{t`Uploaded`}</th>
              <th scope="col">{t`Status`}</th>
            </tr>
          </thead>
          <tbody>
            {documents.map((document) => (
              <tr key={document.documentId} data-document={document.documentId}>
                <td data-label={t`File`}>
                  <a className={styles.fileName} href={document.url} download={document.fileName}>
                    {document.fileName}
                  </a>{' '}
                  <span className={styles.hint}>{formatSize(document.size, i18n.locale)}</span>
                </td>
                <td data-label={t`For`}>{purposeName(document.purpose, (text) => i18n._(text))}</td>
                <td data-label={t`Uploaded`}>{formatWhen(document.uploadedAt, i18n.locale)}</td>
                <td data-label={t`Status`}>
                  <StatusBadge status={document.status} />
                  {document.status === 'Rejected' && (
                    <span className={styles.reason}>
                      {document.rejectionReason
                        ? t`Reason: ${document.rejectionReason}`
                        : t`No reason was given.`}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
