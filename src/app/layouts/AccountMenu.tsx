// The header's account controls for every layout: the account menu button (showing the
// balance), the Deposit button, and on desktop a Sign out button. The menu holds the balance,
// Deposit, Withdraw, every profile page of the route table, rewards, the responsible-gaming
// tools and Sign out; on phones also the main navigation, which has no room in the header.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isFeatureEnabled } from '../../../machines/licence-gating/licence-gating.ts';
import { Button } from '../../components/Button.tsx';
import { formatMoney } from '../../components/format.ts';
import { PAGE_TITLES } from '../../runtime/page-titles.ts';
import { useShell } from '../../runtime/shell-context.ts';
import { useAppActors } from '../../runtime/app-actors.ts';
import { useSessionActors, useSessionPlayer } from '../../runtime/use-session.ts';
import { useStreamingBalances, useWalletBalances } from '../../runtime/use-wallet.ts';
import styles from './AccountMenu.module.css';
import { MenuButton, type MenuEntry, type MenuGroup } from './MenuButton.tsx';
import { navItems } from './PrimaryNav.tsx';
import { useIsPhone } from './use-is-phone.ts';

/** The account menu's pages, by group: every profile page of the route table is here (the
 * root /profile/ replaces itself with the dashboard, so the dashboard stands for it). */
const FINANCIAL_HISTORY_ROUTES: readonly string[] = [
  'profile.deposit-history',
  'profile.withdrawal-history',
];
const WALLET_PAGES = [
  ['withdraw', '/withdraw/'],
  ['profile.deposit-history', '/profile/deposit-history/'],
  ['profile.withdrawal-history', '/profile/withdrawal-history/'],
] as const;
const ACCOUNT_PAGES = [
  ['profile.dashboard', '/profile/dashboard/'],
  ['profile.game-history', '/profile/game-history/'],
  ['rewards', '/rewards/'],
  ['profile.rewards-history', '/profile/rewards-history/'],
  ['profile.documents', '/profile/documents/'],
] as const;
const PROTECTION_PAGES = [
  ['profile.limits', '/profile/limits/'],
  ['profile.global-limits', '/profile/global-limits/'],
  ['profile.self-exclusion', '/profile/self-exclusion/'],
  ['profile.session-history', '/profile/session-history/'],
] as const;

const MENU_LABEL = msg`Account menu`;

/** The balance as the menu button and the menu show it: '…' until the wallet streams. */
function Balance() {
  const { i18n } = useLingui();
  const balances = useStreamingBalances();
  return <>{balances ? formatMoney(balances.balance, balances.currency, i18n.locale) : '…'}</>;
}

function BonusLine() {
  const { i18n } = useLingui();
  const balances = useWalletBalances();
  if (!balances || balances.bonusBalance <= 0) return null;
  const bonus = formatMoney(balances.bonusBalance, balances.currency, i18n.locale);
  return (
    <span className={styles.bonus}>
      <Trans>Bonus money</Trans> {bonus}
    </span>
  );
}

export function AccountMenu() {
  const { i18n, t } = useLingui();
  const { settings, route } = useShell();
  const sessionActors = useSessionActors();
  const player = useSessionPlayer();
  const isPhone = useIsPhone();
  // The dialogs arrive after the first paint (decision 0015): a click waits for them.
  const { platform } = useAppActors();
  const openQuickDeposit = () =>
    void platform.ready.then(({ overlays }) =>
      overlays.send({
        type: 'overlay.open',
        variant: 'quick-deposit',
        payload: { mode: 'deposit' },
      }),
    );
  const signOut = () => sessionActors.session.send({ type: 'session.logout' });

  const page = ([routeId, to]: readonly [string, string]): MenuEntry => ({
    kind: 'link',
    key: routeId,
    to,
    label: i18n._(PAGE_TITLES[routeId]!),
    current: route?.id === routeId,
  });
  const groups: MenuGroup[] = [];
  if (isPhone) {
    groups.push({
      key: 'navigation',
      entries: navItems(settings.featureToggles.Sportsbook).map((item) => ({
        kind: 'link',
        key: item.routeId,
        to: item.to,
        label: i18n._(item.label),
        current: route?.id === item.routeId,
      })),
    });
  }
  groups.push(
    {
      key: 'wallet',
      entries: [
        { kind: 'action', key: 'deposit', label: t`Deposit`, onSelect: openQuickDeposit },
        // The financial history only under the brand's EnableFinancialHistory toggle.
        ...WALLET_PAGES.filter(
          ([routeId]) =>
            settings.featureToggles.EnableFinancialHistory ||
            !FINANCIAL_HISTORY_ROUTES.includes(routeId),
        ).map(page),
      ],
    },
    { key: 'account', label: t`My account`, entries: ACCOUNT_PAGES.map(page) },
    {
      key: 'protection',
      label: t`Responsible gaming`,
      // The global loss limit exists only under the licences that require it (est).
      entries: PROTECTION_PAGES.filter(
        ([routeId]) =>
          routeId !== 'profile.global-limits' ||
          isFeatureEnabled('globalLossLimits', settings.license),
      ).map(page),
    },
    {
      key: 'session',
      entries: [{ kind: 'action', key: 'sign-out', label: t`Sign out`, onSelect: signOut }],
    },
  );

  return (
    <div className={styles.account}>
      <MenuButton
        testId="account-menu"
        buttonClassName={styles.menuButton}
        buttonContent={
          <>
            <span className={styles.avatar} aria-hidden="true" />
            <span className={styles.visuallyHidden}>{i18n._(MENU_LABEL)}, </span>
            {/* Desktop greets the player by name; phones have no room for it. */}
            {player?.firstName && <span className={styles.playerName}>{player.firstName}</span>}
            <span className={styles.balance} data-testid="wallet-balance">
              <Balance />
            </span>
            <span className={styles.chevron} aria-hidden="true" />
          </>
        }
        header={
          <div className={styles.menuHeader}>
            {player?.firstName && <strong>{player.firstName}</strong>}
            <span className={styles.menuBalance}>
              <Trans>Balance</Trans>{' '}
              <strong>
                <Balance />
              </strong>
            </span>
            <BonusLine />
          </div>
        }
        groups={groups}
      />
      <Button onClick={openQuickDeposit}>
        <Trans>Deposit</Trans>
      </Button>
      {/* Desktop keeps a one-click sign-out; on phones it is in the menu only. */}
      <span className={styles.signOut}>
        <Button variant="secondary" onClick={signOut}>
          <Trans>Sign out</Trans>
        </Button>
      </span>
    </div>
  );
}
