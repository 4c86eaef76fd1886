// The uploader of this page: POST /api/documents with the session's bearer and its refresh after
// a 401 (the same token the GraphQL client sends), the brand and the locale.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { developmentCountryHeader } from '../../adapters/graphql/development-country.ts';
import {
  createDocumentUploader,
  type DocumentUploader,
} from '../../adapters/uploads/document-upload.ts';
import { useAppActors } from '../../runtime/app-actors.ts';
import { useShell } from '../../runtime/shell-context.ts';

export function useDocumentUploader(): DocumentUploader {
  const { session } = useAppActors();
  const { settings } = useShell();
  const { i18n } = useLingui();
  return useMemo(
    () =>
      createDocumentUploader({
        brand: () => settings.brand,
        locale: () => i18n.locale,
        accessToken: () => session.accessToken(),
        refreshAccessToken: () => session.refreshAfterAuthFailure(),
        extraHeaders: developmentCountryHeader,
      }),
    [session, settings.brand, i18n],
  );
}
