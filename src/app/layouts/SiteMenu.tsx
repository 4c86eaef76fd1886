// Visitors on phones: the main navigation has no room in the one-row header, so it opens from a
// menu button (the same menu-button pattern as the players' account menu, which carries the
// navigation on phones itself).
import { useLingui } from '@lingui/react/macro';
import { useShell } from '../../runtime/shell-context.ts';
import styles from './AccountMenu.module.css';
import { MenuButton } from './MenuButton.tsx';
import { navItems } from './PrimaryNav.tsx';

export function SiteMenu() {
  const { i18n, t } = useLingui();
  const { settings, route } = useShell();
  return (
    <MenuButton
      label={t`Menu`}
      testId="site-menu"
      buttonClassName={styles.iconButton}
      buttonContent={<span className={styles.burger} aria-hidden="true" />}
      groups={[
        {
          key: 'navigation',
          entries: navItems(settings.featureToggles.Sportsbook).map((item) => ({
            kind: 'link',
            key: item.routeId,
            to: item.to,
            label: i18n._(item.label),
            current: route?.id === item.routeId,
          })),
        },
      ]}
    />
  );
}
