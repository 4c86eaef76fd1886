// The files of one category or request: name (a download link: the server serves it to its
// owner with the access-token cookie), review status and, when rejected, why.
import { useLingui } from '@lingui/react/macro';
import type {
  ComplianceDocumentFieldsFragment,
  DocumentStatus,
} from '../../adapters/graphql/generated-session/graphql.ts';
import styles from './Compliance.module.css';
import { STATUS_NAMES } from './texts.ts';

export function StatusBadge({ status }: { status: DocumentStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={styles.badge} data-status={status}>
      {i18n._(STATUS_NAMES[status])}
    </span>
  );
}

export function DocumentFiles({
  documents,
}: {
  documents: readonly ComplianceDocumentFieldsFragment[];
}) {
  const { t } = useLingui();
  if (documents.length === 0) return null;
  return (
    <ul className={styles.files} aria-label={t`Uploaded files`}>
      {documents.map((document) => (
        <li key={document.documentId} className={styles.file} data-document={document.documentId}>
          <a className={styles.fileName} href={document.url} download={document.fileName}>
            {document.fileName}
          </a>
          <StatusBadge status={document.status} />
          {document.status === 'Rejected' && (
            <p className={styles.reason}>
              {document.rejectionReason
                ? t`Rejected: ${document.rejectionReason}`
                : t`Rejected. Upload a new document.`}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
