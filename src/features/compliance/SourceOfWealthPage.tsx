// /source-of-wealth/: the declaration and its uploads in the account's frame.
import { Trans } from '@lingui/react/macro';
import { ComplianceFrame } from './ComplianceFrame.tsx';
import { SourceOfWealthForm } from './SourceOfWealthForm.tsx';

export default function SourceOfWealthPage() {
  return (
    <ComplianceFrame
      routeId="sourceOfWealth"
      lead={
        <Trans>
          To keep gambling safe and to prevent money laundering, we are required to know where the
          money you play with comes from. Your documents are kept private and seen only by our
          compliance team.
        </Trans>
      }
    >
      <SourceOfWealthForm />
    </ComplianceFrame>
  );
}
