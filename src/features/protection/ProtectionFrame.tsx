// The protection pages' frame: the account frame (src/components/AccountFrame.tsx) with the links
// between the tools the licence has, and the pages' reads.
import { useLingui } from '@lingui/react/macro';
import { policyFor } from '../../../machines/protection/policy.ts';
import { AccountFrame, type AccountPageProps } from '../../components/AccountFrame.tsx';
import { protectionErrorMessage } from '../../components/protection-texts.ts';
import { useRequest } from '../../components/use-request.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import { useShell } from '../../runtime/shell-context.ts';

/** The profile pages of the player's protection tools, in the order the links show them. */
export const PROTECTION_LINKS = [
  { routeId: 'profile.dashboard', to: '/profile/dashboard/' },
  { routeId: 'profile.limits', to: '/profile/limits/' },
  { routeId: 'profile.global-limits', to: '/profile/global-limits/' },
  { routeId: 'profile.self-exclusion', to: '/profile/self-exclusion/' },
  { routeId: 'profile.session-history', to: '/profile/session-history/' },
  // Account compliance: the account's documents (src/features/compliance).
  { routeId: 'profile.documents', to: '/profile/documents/' },
] as const;

/** Whether the licence offers anything on a page (global limits exist only where it has them). */
export function pageOffered(routeId: string, licence: string | null | undefined): boolean {
  if (routeId === 'profile.global-limits')
    return policyFor(licence).moneyLimits.GlobalLoss !== undefined;
  return true;
}

export function ProtectionFrame(props: AccountPageProps) {
  const { t } = useLingui();
  const { settings } = useShell();
  return (
    <AccountFrame
      {...props}
      pageAttribute="data-protection-page"
      navLabel={t`Your account and safer play`}
      links={PROTECTION_LINKS.filter((page) => pageOffered(page.routeId, settings.license))}
    />
  );
}

/**
 * A protection page's read, on every visit (limits and breaks change here and on other devices):
 * its data, or the failure in the protection texts' words and a retry.
 */
export function useProtectionRead<T>(
  load: (api: ReturnType<typeof useApiServices>['api']) => Promise<T>,
) {
  const { i18n } = useLingui();
  const { api } = useApiServices();
  return useRequest(
    () => load(api),
    [api],
    (failure) => protectionErrorMessage(failure, { locale: i18n.locale }),
  );
}
