import { Trans } from '@lingui/react/macro';
import { NOT_FOUND_TITLE } from '../runtime/page-titles.ts';
import { LinkButton } from './LinkButton.tsx';
import { MessagePage } from './MessagePage.tsx';
import { usePageTitle } from '../runtime/use-page-title.ts';

export default function NotFoundPage() {
  const title = usePageTitle(NOT_FOUND_TITLE);
  return (
    <MessagePage
      testId="not-found"
      code="404"
      title={title}
      lead={
        <Trans>
          We could not find the page you were looking for. It may have moved, or the link may be
          wrong.
        </Trans>
      }
      actions={
        <LinkButton to="/">
          <Trans>Go to the lobby</Trans>
        </LinkButton>
      }
    />
  );
}
