// The account-compliance pages in one chunk behind one lazy component, as the
// protection pages are: the shell's route id picks the page.
import type { ComponentType } from 'react';
import { useShell } from '../../runtime/shell-context.ts';
import AdditionalInformationPage from './AdditionalInformationPage.tsx';
import DocumentsPage from './DocumentsPage.tsx';
import SourceOfWealthPage from './SourceOfWealthPage.tsx';

export const COMPLIANCE_PAGES: Readonly<Record<string, ComponentType>> = {
  sourceOfWealth: SourceOfWealthPage,
  'profile.documents': DocumentsPage,
  additionalInformation: AdditionalInformationPage,
};

export default function ComplianceRoutePage() {
  const { route } = useShell();
  const Page = (route && COMPLIANCE_PAGES[route.id]) ?? DocumentsPage;
  return <Page />;
}
