import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LocalLink } from '../../components/LocalLink.tsx';
import { useShell } from '../../runtime/shell-context.ts';
import { hasRealPage } from '../routes/pages.tsx';
import styles from './PrimaryNav.module.css';

interface NavItem {
  routeId: string;
  to: string;
  label: MessageDescriptor;
  sportsbookOnly?: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { routeId: 'lobby', to: '/', label: msg`Casino` },
  { routeId: 'fixedList.live-casino', to: '/live-casino/', label: msg`Live casino` },
  { routeId: 'promotions', to: '/promotions/', label: msg`Promotions` },
  { routeId: 'jackpot', to: '/jackpot/', label: msg`Jackpot` },
  { routeId: 'raffle', to: '/raffle/', label: msg`Raffle` },
  { routeId: 'sports', to: '/sports/', label: msg`Sports`, sportsbookOnly: true },
];

/** The navigation's items: those with a real page, Sports only with the Sportsbook toggle. */
export function navItems(sportsbook: boolean | undefined): NavItem[] {
  // Jackpot, Raffle and Sports return to the navigation as their pages land.
  return NAV_ITEMS.filter(
    (item) => hasRealPage(item.routeId) && (!item.sportsbookOnly || Boolean(sportsbook)),
  );
}

export function PrimaryNav({ orientation }: { orientation: 'horizontal' | 'vertical' }) {
  const { i18n, t } = useLingui();
  const { settings, route } = useShell();
  const items = navItems(settings.featureToggles.Sportsbook);
  return (
    <nav aria-label={t`Main`} className={`${styles.nav} ${styles[orientation]}`}>
      {items.map((item) => (
        <LocalLink
          key={item.routeId}
          to={item.to}
          className={styles.item}
          aria-current={route?.id === item.routeId ? 'page' : undefined}
        >
          {i18n._(item.label)}
        </LocalLink>
      ))}
    </nav>
  );
}
