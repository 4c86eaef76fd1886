// The compliance pages' frame: the account frame (src/components/AccountFrame.tsx) with the links
// between the three pages and back to the account.
import { useLingui } from '@lingui/react/macro';
import { AccountFrame, type AccountPageProps } from '../../components/AccountFrame.tsx';

/** The account pages these link to, in the order the links show them. */
export const COMPLIANCE_LINKS = [
  { routeId: 'profile.dashboard', to: '/profile/dashboard/' },
  { routeId: 'profile.documents', to: '/profile/documents/' },
  { routeId: 'sourceOfWealth', to: '/source-of-wealth/' },
  { routeId: 'additionalInformation', to: '/additional-information/' },
] as const;

export function ComplianceFrame(props: AccountPageProps) {
  const { t } = useLingui();
  return (
    <AccountFrame
      {...props}
      pageAttribute="data-compliance-page"
      navLabel={t`Your account`}
      links={COMPLIANCE_LINKS}
    />
  );
}
