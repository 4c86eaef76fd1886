// The player-protection profile pages in one chunk behind one lazy component, as the
// reward pages do: the shell's route id picks the page. /profile/ itself is no page of its own
//: it replaces itself with the dashboard, so the address names what is shown.
import { useEffect, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useLocalNavigate } from '../../runtime/navigation.ts';
import { useShell } from '../../runtime/shell-context.ts';
import DashboardPage from './DashboardPage.tsx';
import { LimitsPage } from './LimitsPage.tsx';
import SelfExclusionPage from './SelfExclusionPage.tsx';
import SessionHistoryPage from './SessionHistoryPage.tsx';

const LimitsRoutePage = () => <LimitsPage page="profile.limits" />;
const GlobalLimitsRoutePage = () => <LimitsPage page="profile.global-limits" />;

/** /profile/ → /profile/dashboard/ (replace: Back skips the root), the query kept. */
function ProfileRoot() {
  const navigate = useLocalNavigate();
  const { search } = useLocation();
  useEffect(() => {
    navigate(`/profile/dashboard/${search}`, { replace: true });
    // Once, on arrival: the root has nothing else to show.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

export const PROTECTION_PAGES: Readonly<Record<string, ComponentType>> = {
  profile: ProfileRoot,
  'profile.dashboard': DashboardPage,
  'profile.limits': LimitsRoutePage,
  'profile.global-limits': GlobalLimitsRoutePage,
  'profile.self-exclusion': SelfExclusionPage,
  'profile.session-history': SessionHistoryPage,
};

export default function ProtectionRoutePage() {
  const { route } = useShell();
  const Page = (route && PROTECTION_PAGES[route.id]) ?? DashboardPage;
  return <Page />;
}
