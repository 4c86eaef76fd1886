// The player-protection profile pages (issue #16) in one chunk behind one lazy component, as the
// reward pages do: the shell's route id picks the page. /profile/ itself shows the dashboard
// (every route renders at its own address).
import type { ComponentType } from 'react';
import { useShell } from '../../runtime/shell-context.ts';
import DashboardPage from './DashboardPage.tsx';
import { LimitsPage } from './LimitsPage.tsx';
import SelfExclusionPage from './SelfExclusionPage.tsx';
import SessionHistoryPage from './SessionHistoryPage.tsx';

const LimitsRoutePage = () => <LimitsPage page="profile.limits" />;
const GlobalLimitsRoutePage = () => <LimitsPage page="profile.global-limits" />;

export const PROTECTION_PAGES: Readonly<Record<string, ComponentType>> = {
  profile: DashboardPage,
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
