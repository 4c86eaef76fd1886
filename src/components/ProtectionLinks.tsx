// The player-protection tools each licence requires (platform-core §6), as links to their
// profile pages: one click from every page (the footer) and from the game (the game page). The
// gated ones follow the licence table; the time-out and the session history exist under every
// licence, and the footer adds the account dashboard. One list of messages, so they translate
// once.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  isFeatureEnabled,
  type GatedFeature,
} from '../../machines/licence-gating/licence-gating.ts';
import { useShell } from '../runtime/shell-context.ts';
import { LocalLink } from './LocalLink.tsx';

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

export function ProtectionLinks({
  className,
  testId,
  titled = false,
  titleClassName,
  listClassName,
  dashboard = true,
}: {
  className: string | undefined;
  testId: string;
  /** A heading above the links, and the links as a list (the game page). */
  titled?: boolean;
  titleClassName?: string | undefined;
  listClassName?: string | undefined;
  /** Whether the account dashboard is one of the links. */
  dashboard?: boolean;
}) {
  const { i18n, t } = useLingui();
  const { settings } = useShell();
  const links = [
    ...GATED_TOOLS.filter((tool) => isFeatureEnabled(tool.feature, settings.license)).map(
      (tool) => (
        <LocalLink key={tool.feature} to={tool.to} data-gated={tool.feature}>
          {i18n._(tool.label)}
        </LocalLink>
      ),
    ),
    ...EVERY_LICENCE.filter((tool) => dashboard || tool.tool !== 'dashboard').map((tool) => (
      <LocalLink key={tool.tool} to={tool.to} data-tool={tool.tool}>
        {i18n._(tool.label)}
      </LocalLink>
    )),
  ];
  return (
    <nav aria-label={t`Responsible gaming`} className={className} data-testid={testId}>
      {titled ? (
        <>
          <h2 className={titleClassName}>{t`Responsible gaming`}</h2>
          <ul className={listClassName}>
            {links.map((link) => (
              <li key={link.key}>{link}</li>
            ))}
          </ul>
        </>
      ) : (
        links
      )}
    </nav>
  );
}
