// Profile history pages: deposits, withdrawals (with cancel while it can still be
// cancelled) and game rounds, newest first, 20 at a time. The deposit and withdrawal pages exist
// only under the brand's EnableFinancialHistory toggle: without it they are not found,
// as any unknown page; game history stays.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  GameRoundHistoryDocument,
  TransactionHistoryDocument,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import { PAGE_TITLES, NOT_FOUND_TITLE } from '../../runtime/page-titles.ts';
import { usePlayerStatus } from '../../runtime/use-session.ts';
import { useShell } from '../../runtime/shell-context.ts';
import NotFoundPage from '../../components/NotFoundPage.tsx';
import { formatMoney } from '../../components/format.ts';
import { LocalLink } from '../../components/LocalLink.tsx';
import { useRequest } from '../../components/use-request.ts';
import styles from '../../components/Page.module.css';
import { usePageTitle } from '../../runtime/use-page-title.ts';
import { errorMessageOf } from '../../components/error-messages.ts';
import { isRouteSwitchedOff } from '../../../machines/routing/switched-off-routes.ts';
import { CancelWithdrawal, isCancellable } from './CancelWithdrawal.tsx';
import table from './History.module.css';

export default function HistoryPage() {
  const { route, settings } = useShell();
  if (route && isRouteSwitchedOff(route.id, settings.featureToggles)) return <NotFoundPage />;
  return <History />;
}

function History() {
  const { route } = useShell();
  const title = usePageTitle((route && PAGE_TITLES[route.id]) ?? NOT_FOUND_TITLE);
  const signedIn = usePlayerStatus() === 'LOGGED_IN';
  return (
    <article className={styles.page}>
      <h1>{title}</h1>
      {!signedIn ? (
        <p className={styles.lead}>
          <Trans>Sign in to see your history.</Trans>
        </p>
      ) : route?.id === 'profile.game-history' ? (
        <GameRounds />
      ) : (
        <TransactionList
          type={route?.id === 'profile.withdrawal-history' ? 'Withdrawal' : 'Deposit'}
        />
      )}
    </article>
  );
}

function useDateTime() {
  const { i18n } = useLingui();
  return (iso: string | null | undefined) =>
    iso
      ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        )
      : '—';
}

/** One page of history: the rows, or the error message; null rows while loading. */
function useHistoryRows<TRows>(load: () => Promise<TRows>, deps: readonly unknown[]) {
  const { data, error } = useRequest(load, deps, errorMessageOf);
  return { rows: data, error };
}

/** Loading, error and empty states shared by the history tables. */
function HistoryState({ rows, error }: { rows: readonly unknown[] | null; error: string | null }) {
  if (error) return <p role="alert">{error}</p>;
  if (!rows) return <p className={styles.lead}>…</p>;
  return (
    <p className={styles.lead}>
      <Trans>Nothing here yet.</Trans>
    </p>
  );
}

function TransactionList({ type }: { type: 'Deposit' | 'Withdrawal' }) {
  const { t, i18n } = useLingui();
  const { api } = useApiServices();
  const when = useDateTime();
  const { data, error, reload } = useRequest(
    () =>
      api.request(TransactionHistoryDocument, { type, first: 20 }).then(({ viewer }) => ({
        rows: viewer.transactions.edges,
        cancelBlocked: viewer.customer.isCancelWithdrawalBlocked,
      })),
    [api, type],
    errorMessageOf,
  );
  if (!data || error || data.rows.length === 0)
    return <HistoryState rows={data?.rows ?? null} error={error} />;
  // platform-core §3: a withdrawal can be cancelled while it is not paid out, unless the
  // operator blocked cancelling for this customer.
  const canCancel = type === 'Withdrawal' && !data.cancelBlocked;
  return (
    <table className={table.table}>
      <thead>
        <tr>
          <th scope="col">{t`Date`}</th>
          <th scope="col">{t`Amount`}</th>
          <th scope="col">{t`Method`}</th>
          <th scope="col">{t`Status`}</th>
          {canCancel && <th scope="col">{t`Action`}</th>}
        </tr>
      </thead>
      <tbody>
        {data.rows.map(({ node }) => (
          <tr key={node.id} data-status={node.status}>
            <td data-label={t`Date`}>{when(node.createdAt)}</td>
            <td data-label={t`Amount`} className={table.money}>
              {formatMoney(node.amount, node.currency, i18n.locale)}
            </td>
            <td data-label={t`Method`}>
              {node.provider} · {node.paymentMethod}
            </td>
            <td data-label={t`Status`}>{node.status}</td>
            {canCancel && (
              <td data-label={t`Action`}>
                {isCancellable(node.status) && (
                  <CancelWithdrawal transactionId={node.id} onCancelled={reload} />
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function GameRounds() {
  const { t, i18n } = useLingui();
  const { api } = useApiServices();
  const when = useDateTime();
  const { rows, error } = useHistoryRows(
    () =>
      api
        .request(GameRoundHistoryDocument, { first: 20 })
        .then(({ viewer }) => viewer.gameRounds.edges),
    [api],
  );
  if (!rows || error || rows.length === 0) return <HistoryState rows={rows} error={error} />;
  return (
    <table className={table.table}>
      <thead>
        <tr>
          <th scope="col">{t`Date`}</th>
          <th scope="col">{t`Game`}</th>
          <th scope="col">{t`Bet`}</th>
          <th scope="col">{t`Win`}</th>
          <th scope="col">{t`Status`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ node }) => (
          <tr key={node.id}>
            <td data-label={t`Date`}>{when(node.createdAt)}</td>
            <td data-label={t`Game`}>
              {/* The game's name, linking to its page (names, not slugs). */}
              <LocalLink to={`/games/${node.gameSlug}/`}>{node.gameName}</LocalLink>
            </td>
            <td data-label={t`Bet`} className={table.money}>
              {formatMoney(node.bet, node.currency, i18n.locale)}
            </td>
            <td data-label={t`Win`} className={table.money}>
              {formatMoney(node.win, node.currency, i18n.locale)}
            </td>
            <td data-label={t`Status`}>{node.status}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
