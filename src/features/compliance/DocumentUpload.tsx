// One upload control: choose a file and it is sent at once (POST /api/documents with the
// purpose), with a progress bar while it goes and the refusal in words if it is refused. The
// browser's pre-check (size, type) refuses before anything is sent; the server decides by the
// file's content. The input is cleared after each attempt, so the same file can be chosen again.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { DOCUMENT_ACCEPT, type UploadedDocument } from '../../adapters/uploads/document-upload.ts';
import { FormError } from '../../components/FormError.tsx';
import styles from './Compliance.module.css';
import { uploadErrorMessage } from './texts.ts';
import { useDocumentUploader } from './use-document-uploader.ts';

export function DocumentUpload({
  purpose,
  label,
  onUploaded,
}: {
  purpose: string;
  /** The control's label, e.g. "Upload a document for Salary". */
  label: string;
  onUploaded: (document: UploadedDocument) => void;
}) {
  const { t, i18n } = useLingui();
  const upload = useDocumentUploader();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);

  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setError(null);
    setUploaded(null);
    setProgress(0);
    try {
      const document = await upload({ purpose, file, onProgress: setProgress });
      setUploaded(document.fileName);
      onUploaded(document);
    } catch (failure) {
      setError(i18n._(uploadErrorMessage(failure)));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const busy = progress !== null;
  const percent = busy ? Math.round(progress * 100) : 0;
  return (
    <div className={styles.upload} data-upload={purpose}>
      <label className={styles.uploadLabel} htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={DOCUMENT_ACCEPT}
        aria-describedby={hintId}
        disabled={busy}
        onChange={(event) => void send(event)}
      />
      <p id={hintId} className={styles.hint}>
        <Trans>PDF, JPEG, PNG or HEIC, up to 10 MB.</Trans>
      </p>
      {busy && (
        <div role="status">
          <progress
            className={styles.progress}
            max={100}
            value={percent}
            aria-label={t`Upload progress`}
          />
          <span className={styles.hint}>
            <Trans>Uploading… {percent}%</Trans>
          </span>
        </div>
      )}
      {uploaded && (
        <p className={styles.saved} role="status">
          <Trans>{uploaded} uploaded. We will review it soon.</Trans>
        </p>
      )}
      <FormError message={error} className={styles.error} />
    </div>
  );
}
