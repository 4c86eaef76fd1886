// /profile/dashboard/: the player's summary — balances, the limits in force and how
// much of each is used, play time today, the last sessions, verification status and links to
// every tool the licence has.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { policyFor, type LimitPeriod } from '../../../machines/protection/policy.ts';
import {
  ProtectionDashboardDocument,
  type ProtectionDashboardQuery,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { LoadError } from '../../components/AccountFrame.tsx';
import { formatMoney } from '../../components/format.ts';
import { LocalLink } from '../../components/LocalLink.tsx';
import { LIMIT_NAMES, formatMinutes, formatWhen } from '../../components/protection-texts.ts';
import { useShell } from '../../runtime/shell-context.ts';
import { LimitUsage, useLimitAmount } from './LimitUsage.tsx';
import { Loading } from '../../components/PlayerOnly.tsx';
import { ProtectionFrame, useProtectionRead } from './ProtectionFrame.tsx';
import { SessionTable } from './SessionHistoryPage.tsx';
import styles from './Protection.module.css';

type Viewer = ProtectionDashboardQuery['viewer'];

export default function DashboardPage() {
  return (
    <ProtectionFrame
      routeId="profile.dashboard"
      lead={<Trans>Your account at a glance, and every tool to keep play in hand.</Trans>}
    >
      <Dashboard />
    </ProtectionFrame>
  );
}

function Dashboard() {
  const { data, error, reload } = useProtectionRead((api) =>
    api.request(ProtectionDashboardDocument, {}).then(({ viewer }) => viewer),
  );
  if (error) return <LoadError message={error} onRetry={reload} />;
  if (!data) return <Loading />;
  return (
    <>
      <ul className={styles.cards}>
        <Balances viewer={data} />
        <PlayToday viewer={data} />
        <Verification viewer={data} />
      </ul>
      <ActiveLimits viewer={data} />
      <LastSessions viewer={data} />
      <Tools viewer={data} />
    </>
  );
}

function Card({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const headingId = useId();
  return (
    <li className={styles.card} aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </li>
  );
}

function Balances({ viewer }: { viewer: Viewer }) {
  const financialHistory = useShell().settings.featureToggles.EnableFinancialHistory;
  const { t, i18n } = useLingui();
  const { balance, bonusBalance, currency } = viewer.wallet;
  return (
    <Card title={t`Balance`} testId="dashboard-balance">
      <span className={styles.amount}>{formatMoney(balance, currency, i18n.locale)}</span>
      <dl className={styles.facts}>
        <dt>{t`Bonus money`}</dt>
        <dd>{formatMoney(bonusBalance, currency, i18n.locale)}</dd>
      </dl>
      {financialHistory && (
        <p className={styles.hint}>
          <LocalLink to="/profile/deposit-history/">{t`Deposit history`}</LocalLink> ·{' '}
          <LocalLink to="/profile/withdrawal-history/">{t`Withdrawal history`}</LocalLink>
        </p>
      )}
    </Card>
  );
}

function PlayToday({ viewer }: { viewer: Viewer }) {
  const { t, i18n } = useLingui();
  const { currentSession, realityCheck, activeBreak } = viewer.responsibleGaming;
  const seconds = currentSession?.playedTodaySeconds ?? 0;
  const since = currentSession ? formatWhen(currentSession.startedAt, i18n.locale) : null;
  const breakEnds = activeBreak?.endsAt ? formatWhen(activeBreak.endsAt, i18n.locale) : null;
  const every = realityCheck?.periodSeconds
    ? formatMinutes(realityCheck.periodSeconds / 60, i18n.locale)
    : null;
  return (
    <Card title={t`Play time today`} testId="dashboard-play-time">
      <span className={styles.amount}>{formatMinutes(seconds / 60, i18n.locale)}</span>
      <dl className={styles.facts}>
        {since && (
          <>
            <dt>{t`This session since`}</dt>
            <dd>{since}</dd>
          </>
        )}
        {realityCheck && (
          <>
            <dt>{t`Reality check`}</dt>
            <dd>{every ?? t`Off`}</dd>
          </>
        )}
      </dl>
      {activeBreak && (
        <p className={styles.notice}>
          {breakEnds ? (
            <Trans>You are on a break until {breakEnds}.</Trans>
          ) : (
            <Trans>You are on a break with no end date.</Trans>
          )}
        </p>
      )}
    </Card>
  );
}

const KYC_STATUS: Readonly<Record<string, MessageDescriptor>> = {
  NotRequired: msg`Not needed`,
  Pending: msg`Being checked`,
  Required: msg`Documents needed`,
  Verified: msg`Verified`,
  Approved: msg`Verified`,
  Rejected: msg`Rejected`,
};

function Verification({ viewer }: { viewer: Viewer }) {
  const { t, i18n } = useLingui();
  const { player } = viewer;
  const yes = <span className={styles.verified}>{t`Verified`}</span>;
  const no = <span className={styles.unverified}>{t`Not verified`}</span>;
  const kyc = player.kycCheckStatus.status;
  const kycText = Object.hasOwn(KYC_STATUS, kyc) ? i18n._(KYC_STATUS[kyc]!) : kyc;
  return (
    <Card title={t`Verification`} testId="dashboard-verification">
      <dl className={styles.facts}>
        <dt>{t`E-mail`}</dt>
        <dd>{player.emailVerified ? yes : no}</dd>
        <dt>{t`Phone number`}</dt>
        <dd>{player.isPhoneNumberVerified ? yes : no}</dd>
        <dt>{t`Identity (KYC)`}</dt>
        <dd>{kycText}</dd>
      </dl>
      {!player.isPhoneNumberVerified && (
        <p className={styles.hint}>
          <LocalLink to="/phone-verification/">{t`Verify your phone number`}</LocalLink>
        </p>
      )}
    </Card>
  );
}

function ActiveLimits({ viewer }: { viewer: Viewer }) {
  const { t } = useLingui();
  const headingId = useId();
  const active = viewer.responsibleGaming.limits.filter(
    (limit) => limit.amount !== null || limit.pending !== null,
  );
  const policy = policyFor(viewer.responsibleGaming.licence);
  const hasLimits = Object.keys(policy.moneyLimits).length > 0 || policy.sessionLimit !== null;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="dashboard-limits">
      <h2 id={headingId}>{t`Your limits`}</h2>
      {active.length === 0 ? (
        <p>
          {hasLimits ? (
            <Trans>
              You have not set any limits. <LocalLink to="/profile/limits/">Set a limit</LocalLink>
            </Trans>
          ) : (
            <Trans>
              This site's licence offers the time-out as its tool.{' '}
              <LocalLink to="/profile/self-exclusion/">Take a break</LocalLink>
            </Trans>
          )}
        </p>
      ) : (
        <ul className={styles.cards}>
          {active.map((limit) => (
            <ActiveLimit key={`${limit.kind}.${limit.period}`} limit={limit} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ActiveLimit({ limit }: { limit: Viewer['responsibleGaming']['limits'][number] }) {
  const { i18n } = useLingui();
  const amountOf = useLimitAmount(limit);
  const name = i18n._(LIMIT_NAMES[limit.kind][limit.period as LimitPeriod]);
  const effective = limit.pending ? formatWhen(limit.pending.effectiveAt, i18n.locale) : '';
  const next = limit.pending?.amount == null ? null : amountOf(limit.pending.amount);
  const to = limit.kind === 'GlobalLoss' ? '/profile/global-limits/' : '/profile/limits/';
  return (
    <li className={styles.card} data-limit={`${limit.kind}.${limit.period}`}>
      <div className={styles.cardHeader}>
        <h3>
          <LocalLink to={to}>{name}</LocalLink>
        </h3>
        <span className={styles.amount}>
          {limit.amount === null ? '—' : amountOf(limit.amount)}
        </span>
      </div>
      <LimitUsage limit={limit} />
      {limit.pending && (
        <p className={styles.hint}>
          {next === null ? (
            <Trans>Pending removal from {effective}</Trans>
          ) : (
            <Trans>
              Pending: {next} from {effective}
            </Trans>
          )}
        </p>
      )}
    </li>
  );
}

function LastSessions({ viewer }: { viewer: Viewer }) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t`Last sessions`}</h2>
      {viewer.sessionHistory.length === 0 ? (
        <p>{t`No sessions yet.`}</p>
      ) : (
        <SessionTable sessions={viewer.sessionHistory} />
      )}
      <p>
        <LocalLink to="/profile/session-history/">{t`All sessions`}</LocalLink>
      </p>
    </section>
  );
}

function Tools({ viewer }: { viewer: Viewer }) {
  const { t } = useLingui();
  const { settings } = useShell();
  const headingId = useId();
  const policy = policyFor(viewer.responsibleGaming.licence ?? settings.license);
  const tools: { to: string; label: string }[] = [
    ...(policy.moneyLimits.Deposit ? [{ to: '/profile/limits/', label: t`Deposit limits` }] : []),
    ...(policy.moneyLimits.Loss ? [{ to: '/profile/limits/', label: t`Loss limits` }] : []),
    ...(policy.moneyLimits.GlobalLoss
      ? [{ to: '/profile/global-limits/', label: t`Global loss limits` }]
      : []),
    ...(policy.sessionLimit ? [{ to: '/profile/limits/', label: t`Play-time limit` }] : []),
    ...(policy.realityCheckMinutes ? [{ to: '/profile/limits/', label: t`Reality check` }] : []),
    { to: '/profile/self-exclusion/', label: t`Take a break` },
    ...(policy.selfExclusions
      ? [{ to: '/profile/self-exclusion/', label: t`Self-exclusion` }]
      : []),
    { to: '/profile/session-history/', label: t`Session history` },
    { to: '/profile/game-history/', label: t`Game history` },
    // The financial history pages exist only with the brand's EnableFinancialHistory (0054).
    ...(settings.featureToggles.EnableFinancialHistory
      ? [
          { to: '/profile/deposit-history/', label: t`Deposit history` },
          { to: '/profile/withdrawal-history/', label: t`Withdrawal history` },
        ]
      : []),
  ];
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t`Tools and history`}</h2>
      <ul className={styles.tools}>
        {tools.map((tool) => (
          <li key={tool.label}>
            <LocalLink to={tool.to}>{tool.label}</LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
