// /profile/session-history/: the player's sessions, newest first — start, end,
// duration, wagered, won, net and how each ended.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ProtectionSessionHistoryDocument,
  type SessionRecordFieldsFragment,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { LoadError } from '../../components/AccountFrame.tsx';
import { formatMoney } from '../../components/format.ts';
import { formatWhen } from '../../components/protection-texts.ts';
import { Loading } from '../../components/PlayerOnly.tsx';
import { ProtectionFrame, useProtectionRead } from './ProtectionFrame.tsx';
import { END_REASONS, formatDuration } from './session-texts.ts';
import styles from './Protection.module.css';

export type SessionRecord = SessionRecordFieldsFragment;

export default function SessionHistoryPage() {
  return (
    <ProtectionFrame
      routeId="profile.session-history"
      lead={<Trans>Your sessions of the last weeks, newest first.</Trans>}
    >
      <SessionHistory />
    </ProtectionFrame>
  );
}

function SessionHistory() {
  const { data, error, reload } = useProtectionRead((api) =>
    api
      .request(ProtectionSessionHistoryDocument, { first: 50 })
      .then(({ viewer }) => viewer.sessionHistory),
  );
  if (error) return <LoadError message={error} onRetry={reload} />;
  if (!data) return <Loading />;
  if (data.length === 0)
    return (
      <p className={styles.lead}>
        <Trans>No sessions yet.</Trans>
      </p>
    );
  return <SessionTable sessions={data} />;
}

/** The sessions as a table (stacked rows on phones). */
export function SessionTable({
  sessions,
  caption,
}: {
  sessions: readonly SessionRecord[];
  caption?: string;
}) {
  const { t, i18n } = useLingui();
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.locale);
  const labels = {
    start: t`Start`,
    end: t`End`,
    duration: t`Duration`,
    wagered: t`Wagered`,
    won: t`Won`,
    net: t`Net`,
    ended: t`How it ended`,
  };
  return (
    <table className={styles.table} data-testid="session-history">
      {caption && <caption className={styles.lead}>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{labels.start}</th>
          <th scope="col">{labels.end}</th>
          <th scope="col">{labels.duration}</th>
          <th scope="col" className={styles.money}>
            {labels.wagered}
          </th>
          <th scope="col" className={styles.money}>
            {labels.won}
          </th>
          <th scope="col" className={styles.money}>
            {labels.net}
          </th>
          <th scope="col">{labels.ended}</th>
        </tr>
      </thead>
      <tbody>
        {sessions.map((session) => (
          <tr key={session.id}>
            <td data-label={labels.start}>{formatWhen(session.startedAt, i18n.locale)}</td>
            <td data-label={labels.end}>
              {session.endedAt ? formatWhen(session.endedAt, i18n.locale) : t`Still running`}
            </td>
            <td data-label={labels.duration}>{formatDuration(session.durationSeconds)}</td>
            <td data-label={labels.wagered} className={styles.money}>
              {money(session.wagered, session.currency)}
            </td>
            <td data-label={labels.won} className={styles.money}>
              {money(session.won, session.currency)}
            </td>
            <td
              data-label={labels.net}
              className={styles.money}
              data-net={session.net < 0 ? 'loss' : session.net > 0 ? 'win' : 'even'}
            >
              {money(session.net, session.currency)}
            </td>
            <td data-label={labels.ended}>
              {session.endReason ? i18n._(END_REASONS[session.endReason]) : t`Current session`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
