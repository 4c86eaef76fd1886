import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  isFeatureEnabled,
  type GatedFeature,
} from '../../../machines/licence-gating/licence-gating.ts';
import { LocalLink } from '../../components/LocalLink.tsx';
import { useShell } from '../../runtime/shell-context.ts';
import styles from './SiteFooter.module.css';

// The player-protection tools each licence requires (platform-core §6), as footer links to their
// profile pages: one click from every page. The gated ones follow the licence table;
// the time-out, the session history and the dashboard exist under every licence.
const GATED_TOOLS: { feature: GatedFeature; label: MessageDescriptor; to: string }[] = [
  { feature: 'depositLimits', label: msg`Deposit limits`, to: '/profile/limits/' },
  { feature: 'lossLimits', label: msg`Loss limits`, to: '/profile/limits/' },
  { feature: 'globalLossLimits', label: msg`Global loss limits`, to: '/profile/global-limits/' },
  { feature: 'sessionLimits', label: msg`Session limits`, to: '/profile/limits/' },
  { feature: 'realityCheck', label: msg`Reality check`, to: '/profile/limits/' },
  { feature: 'selfExclusion', label: msg`Self-exclusion`, to: '/profile/self-exclusion/' },
];

const EVERY_LICENCE: { tool: string; label: MessageDescriptor; to: string }[] = [
  { tool: 'timeout', label: msg`Take a break`, to: '/profile/self-exclusion/' },
  { tool: 'sessionHistory', label: msg`Session history`, to: '/profile/session-history/' },
  { tool: 'dashboard', label: msg`Account dashboard`, to: '/profile/dashboard/' },
];

export function ProtectionLinks() {
  const { i18n, t } = useLingui();
  const { settings } = useShell();
  const tools = GATED_TOOLS.filter((tool) => isFeatureEnabled(tool.feature, settings.license));
  return (
    <nav
      aria-label={t`Responsible gaming`}
      className={styles.links}
      data-testid="responsible-gaming"
    >
      {tools.map((tool) => (
        <LocalLink key={tool.feature} to={tool.to} data-gated={tool.feature}>
          {i18n._(tool.label)}
        </LocalLink>
      ))}
      {EVERY_LICENCE.map((tool) => (
        <LocalLink key={tool.tool} to={tool.to} data-tool={tool.tool}>
          {i18n._(tool.label)}
        </LocalLink>
      ))}
    </nav>
  );
}
