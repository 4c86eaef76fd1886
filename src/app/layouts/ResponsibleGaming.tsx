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

// The player-protection tools each licence requires (platform-core §6), as footer links.
// Each tool's page arrives with the limits issue; the links already go to its route.
const TOOLS: { feature: GatedFeature; label: MessageDescriptor; to: string }[] = [
  { feature: 'depositLimits', label: msg`Deposit limits`, to: '/profile/limits/' },
  { feature: 'lossLimits', label: msg`Loss limits`, to: '/profile/limits/' },
  { feature: 'globalLossLimits', label: msg`Global loss limits`, to: '/profile/global-limits/' },
  { feature: 'sessionLimits', label: msg`Session limits`, to: '/profile/limits/' },
  { feature: 'realityCheck', label: msg`Reality check`, to: '/profile/limits/' },
  { feature: 'selfExclusion', label: msg`Self-exclusion`, to: '/profile/self-exclusion/' },
];

export function ResponsibleGaming() {
  const { i18n, t } = useLingui();
  const { settings } = useShell();
  const tools = TOOLS.filter((tool) => isFeatureEnabled(tool.feature, settings.license));
  if (tools.length === 0) return null;
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
    </nav>
  );
}
