// The responsible-gaming tools next to the game: the same tools the footer links per
// licence (platform-core §6, the licence-gating table), one click from the game. Same messages
// as the footer's, so they translate once.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  isFeatureEnabled,
  type GatedFeature,
} from '../../../machines/licence-gating/licence-gating.ts';
import { LocalLink } from '../../components/LocalLink.tsx';
import { useShell } from '../../runtime/shell-context.ts';
import styles from './GamePage.module.css';

const GATED: { feature: GatedFeature; label: MessageDescriptor; to: string }[] = [
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
];

export function GameProtectionLinks() {
  const { i18n, t } = useLingui();
  const { settings } = useShell();
  const gated = GATED.filter((tool) => isFeatureEnabled(tool.feature, settings.license));
  return (
    <nav
      aria-label={t`Responsible gaming`}
      className={styles.protection}
      data-testid="game-responsible-gaming"
    >
      <h2 className={styles.sectionTitle}>{t`Responsible gaming`}</h2>
      <ul>
        {gated.map((tool) => (
          <li key={tool.feature}>
            <LocalLink to={tool.to} data-gated={tool.feature}>
              {i18n._(tool.label)}
            </LocalLink>
          </li>
        ))}
        {EVERY_LICENCE.map((tool) => (
          <li key={tool.tool}>
            <LocalLink to={tool.to} data-tool={tool.tool}>
              {i18n._(tool.label)}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
