// How much of a limit the current window has used: a bar and the figures (the limits page and
// the dashboard).
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProtectionLimitFieldsFragment } from '../../adapters/graphql/generated-session/graphql.ts';
import { formatMoney } from '../../components/format.ts';
import { formatMinutes, formatWhen } from '../../components/protection-texts.ts';
import styles from './Protection.module.css';

/** An amount of a limit as the player reads it: money, or minutes for the session limit. */
export function useLimitAmount(limit: Pick<ProtectionLimitFieldsFragment, 'kind' | 'currency'>) {
  const { i18n } = useLingui();
  return (amount: number) =>
    limit.kind === 'Session' || !limit.currency
      ? formatMinutes(amount, i18n.locale)
      : formatMoney(amount, limit.currency, i18n.locale);
}

export function LimitUsage({ limit }: { limit: ProtectionLimitFieldsFragment }) {
  const { i18n } = useLingui();
  const amountOf = useLimitAmount(limit);
  if (limit.amount === null) return null;
  const share = limit.amount > 0 ? Math.min(1, limit.used / limit.amount) : 1;
  const level = share >= 1 ? 'full' : share >= 0.8 ? 'high' : 'ok';
  const used = amountOf(limit.used);
  const of = amountOf(limit.amount);
  const remaining = amountOf(limit.remaining ?? Math.max(0, limit.amount - limit.used));
  const resets = limit.resetsAt ? formatWhen(limit.resetsAt, i18n.locale) : null;
  return (
    <div className={styles.progress}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={limit.amount}
        aria-valuenow={Math.min(limit.used, limit.amount)}
        aria-valuetext={`${used} / ${of}`}
      >
        <div
          className={styles.fill}
          data-level={level}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
      <div className={styles.progressText}>
        <span>
          <Trans>
            Used {used} of {of}
          </Trans>
        </span>
        <span data-testid="limit-remaining">
          <Trans>{remaining} left</Trans>
        </span>
      </div>
      {resets && (
        <p className={styles.hint}>
          <Trans>More becomes available from {resets}.</Trans>
        </p>
      )}
    </div>
  );
}
