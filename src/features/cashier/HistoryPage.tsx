// Profile history pages: deposits, withdrawals (with cancel while it can still be
// cancelled) and game rounds, newest first, 20 at a time. The deposit and withdrawal pages exist
// only under the brand's EnableFinancialHistory toggle: without it they are not found,
// as any unknown page; game history stays.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
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
  const columns: Column<(typeof data.rows)[number]['node']>[] = [
    { label: t`Date`, cell: (node) => when(node.createdAt) },
    {
      label: t`Amount`,
      money: true,
      cell: (node) => formatMoney(node.amount, node.currency, i18n.locale),
    },
    { label: t`Method`, cell: (node) => `${node.provider} · ${node.paymentMethod}` },
    { label: t`Status`, cell: (node) => node.status },
  ];
  if (canCancel)
    columns.push({
      label: t`Action`,
      cell: (node) =>
        isCancellable(node.status) && (
          <CancelWithdrawal transactionId={node.id} onCancelled={reload} />
        ),
    });
  return (
    <HistoryTable
      columns={columns}
      rows={data.rows.map(({ node }) => node)}
      status={(node) => node.status}
    />
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
    <HistoryTable
      columns={[
        { label: t`Date`, cell: (node) => when(node.createdAt) },
        {
          label: t`Game`,
          // The game's name, linking to its page (names, not slugs).
          cell: (node) => <LocalLink to={`/games/${node.gameSlug}/`}>{node.gameName}</LocalLink>,
        },
        {
          label: t`Bet`,
          money: true,
          cell: (node) => formatMoney(node.bet, node.currency, i18n.locale),
        },
        {
          label: t`Win`,
          money: true,
          cell: (node) => formatMoney(node.win, node.currency, i18n.locale),
        },
        { label: t`Status`, cell: (node) => node.status },
      ]}
      rows={rows.map(({ node }) => node)}
    />
  );
}

/** A column of a history table: its heading (also each cell's label on phones) and its cell. */
interface Column<Row> {
  label: string;
  /** Amounts: right-aligned figures. */
  money?: boolean;
  cell: (row: Row) => ReactNode;
}

/** A history table (DataTable's look: stacked, labelled rows on phones). */
function HistoryTable<Row extends { id: string }>({
  columns,
  rows,
  status,
}: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** The row's status, as data-status (the transactions). */
  status?: (row: Row) => string;
}) {
  return (
    <table className={table.table}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-status={status?.(row)}>
            {columns.map((column) => (
              <td
                key={column.label}
                data-label={column.label}
                className={column.money ? table.money : undefined}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
