// The restricted (on-break) view (player protection): a player signed in during a time-out
// or self-exclusion sees, on every logged-in page, only when the break ends, the balance,
// Withdraw (the cashier's usual withdrawal, in the quick-deposit dialog limited to it), Sign out
// and, once a self-exclusion's end date has passed, "Ask to lift the self-exclusion". No games,
// deposits or rewards: the server refuses them too (PlayerOnBreak). The SelfExclusion or Timeout
// banner (programmes §3 "Banner types") heads it. The shell (src/app) decides when it shows.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { restrictionFrom } from '../../../../machines/session/restriction.ts';
import type { PlayerRestriction } from '../../../../machines/session/session.machine.ts';
import { RequestBreakLiftDocument } from '../../../adapters/graphql/generated-session/graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { errorMessageOf } from '../../../components/error-messages.ts';
import { formatMoney } from '../../../components/format.ts';
import { useFormAction } from '../../../components/use-form-action.ts';
import { useApiServices } from '../../../runtime/app-actors.ts';
import { usePlatformActors } from '../../../runtime/use-platform.ts';
import { useSessionActors, useSessionPlayer } from '../../../runtime/use-session.ts';
import { useWalletBalances } from '../../../runtime/use-wallet.ts';
import { formatWhen } from './format-duration.ts';
import styles from './Live.module.css';

export default function RestrictedView({ openWithdrawal = false }: { openWithdrawal?: boolean }) {
  const { i18n } = useLingui();
  const restriction = useSessionPlayer()?.restriction ?? null;
  const { session } = useSessionActors();
  const { overlays } = usePlatformActors();
  // The cashier's dialog, titled for what it offers here.
  const openWithdraw = () =>
    overlays.send({
      type: 'overlay.open',
      variant: 'quick-deposit',
      payload: { mode: 'withdraw', title: i18n._(msg`Withdraw`) },
    });
  // /withdraw/ opens the withdrawal at once, as it does for every player.
  const opened = useRef(false);
  useEffect(() => {
    if (!openWithdrawal || opened.current) return;
    opened.current = true;
    openWithdraw();
  });
  if (!restriction) return null;
  const until = restriction.endsAt ? formatWhen(restriction.endsAt, i18n.locale) : null;
  return (
    <section className={styles.restricted} data-restricted={restriction.kind}>
      <BreakBanner restriction={restriction} until={until} />
      <h1>
        {until ? (
          <Trans>You are taking a break until {until}</Trans>
        ) : (
          <Trans>You are taking a break indefinitely</Trans>
        )}
      </h1>
      <p className={styles.muted}>
        <Trans>
          Until then you cannot play, deposit or claim rewards. You can withdraw your balance at any
          time.
        </Trans>
      </p>
      <Balance />
      <div className={styles.actions}>
        <Button onClick={openWithdraw}>
          <Trans>Withdraw</Trans>
        </Button>
        <Button variant="secondary" onClick={() => session.send({ type: 'session.logout' })}>
          <Trans>Sign out</Trans>
        </Button>
      </div>
      <Lift restriction={restriction} />
    </section>
  );
}

/** programmes §3 "Banner types": SelfExclusion and Timeout. */
function BreakBanner({
  restriction,
  until,
}: {
  restriction: PlayerRestriction;
  until: string | null;
}) {
  const selfExclusion = restriction.kind === 'SelfExclusion';
  return (
    <div className={styles.banner} role="status" data-banner={restriction.kind}>
      <strong>{selfExclusion ? <Trans>Self-exclusion</Trans> : <Trans>Time-out</Trans>}</strong>
      <p>
        {selfExclusion ? (
          until ? (
            <Trans>You have excluded yourself from playing until {until}.</Trans>
          ) : (
            <Trans>You have excluded yourself from playing indefinitely.</Trans>
          )
        ) : (
          <Trans>You are on a time-out until {until}.</Trans>
        )}
      </p>
    </div>
  );
}

function Balance() {
  const { t, i18n } = useLingui();
  const balances = useWalletBalances();
  return (
    <p className={styles.balance}>
      <span>
        <Trans>Your balance</Trans>
      </span>
      <strong aria-label={t`Balance`} data-testid="restricted-balance">
        {balances ? formatMoney(balances.balance, balances.currency, i18n.locale) : '…'}
      </strong>
    </p>
  );
}

/** A self-exclusion whose end has passed lifts only when asked for (then after a cooling-off). */
function Lift({ restriction }: { restriction: PlayerRestriction }) {
  const { i18n } = useLingui();
  const { api } = useApiServices();
  const { session } = useSessionActors();
  const { busy, error, run } = useFormAction(errorMessageOf, { leavesPage: false });
  if (restriction.liftsAt)
    return (
      <p className={styles.muted} role="status" data-lifts-at={restriction.liftsAt}>
        <Trans>Your self-exclusion lifts on {formatWhen(restriction.liftsAt, i18n.locale)}.</Trans>
      </p>
    );
  if (!restriction.canRequestLift) return null;
  const ask = () =>
    run(async () => {
      const { requestBreakLift } = await api.request(RequestBreakLiftDocument, {});
      session.send({
        type: 'session.restrictionUpdated',
        restriction: restrictionFrom(
          { activeBreak: requestBreakLift, timeoutEndsAt: null, exclusionEndsAt: null },
          Date.now(),
        ),
      });
    });
  return (
    <div className={styles.actions}>
      <Button variant="secondary" loading={busy} onClick={() => void ask()}>
        <Trans>Ask to lift the self-exclusion</Trans>
      </Button>
      <FormError message={error} />
    </div>
  );
}
