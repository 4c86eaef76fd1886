// The reality-check dialog's content (mga): time played this session,
// amount wagered, amount won and the net result, read fresh from the server when it opens, with
// links to the game history and the limits page, and Continue / Log out. The dialog itself is the
// overlays actor's `reality-check` variant; the lobby's protection actor opens and closes it as
// the reality check says. Following a link answers the check like Continue (the player has seen
// it and chose to look at their play), then goes there.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { payloadField, type JsonValue } from '../../../../machines/overlays/overlays.machine.ts';
import { Button } from '../../../components/Button.tsx';
import { LocalLink } from '../../../components/LocalLink.tsx';
import { formatMoney } from '../../../components/format.ts';
import type { RealityCheckActor, SessionFigures } from '../../../runtime/protection.ts';
import dialog from '../../../components/Dialog.module.css';
import { formatDuration } from './format-duration.ts';
import styles from './Live.module.css';
import type { GraphQLClient } from '../../../adapters/graphql/client.ts';
import { RealityCheckSummaryDocument } from '../../../adapters/graphql/generated-session/graphql.ts';
import { useApiServices } from '../../../runtime/app-actors.ts';
import { useRealityCheck } from './use-protection.ts';

export default function RealityCheckBody({ payload }: { payload: JsonValue }) {
  const { t } = useLingui();
  const { api } = useApiServices();
  const actor = useRealityCheck();
  const [figures, setFigures] = useState<SessionFigures | 'failed' | null>(null);
  // Read when the dialog opens: a fresh dialog (the host keys it by variant) reads again.
  const [openedAt] = useState(() => Date.now());
  useEffect(() => {
    let live = true;
    readFigures(api).then(
      (answer) => live && setFigures(answer),
      () => live && setFigures('failed'),
    );
    return () => {
      live = false;
    };
  }, [api]);
  return (
    <>
      <Figures figures={figures} openedAt={openedAt} check={payloadField(payload, 'index')} />
      <nav className={styles.links} aria-label={t`Your play`}>
        <LocalLink to="/profile/game-history/" onClick={() => actor?.send({ type: 'rc.continue' })}>
          <Trans>Game history</Trans>
        </LocalLink>
        <LocalLink to="/profile/limits/" onClick={() => actor?.send({ type: 'rc.continue' })}>
          <Trans>Limits</Trans>
        </LocalLink>
      </nav>
      {actor && <Answers actor={actor} />}
    </>
  );
}

/** The session's figures, read from the server now. */
async function readFigures(api: GraphQLClient): Promise<SessionFigures> {
  const { viewer } = await api.request(RealityCheckSummaryDocument, {});
  const current = viewer.responsibleGaming.currentSession;
  if (!current) throw new Error('No current session');
  const { startedAt, currency, wagered, won, net } = current;
  return { startedAt, currency, wagered, won, net };
}

function Figures({
  figures,
  openedAt,
  check,
}: {
  figures: SessionFigures | 'failed' | null;
  openedAt: number;
  /** The check's number in this session (QA hook). */
  check: JsonValue | undefined;
}) {
  const { i18n } = useLingui();
  if (figures === null) return <p className={dialog.message}>…</p>;
  if (figures === 'failed')
    return (
      <p className={dialog.message} role="alert">
        <Trans>Your session figures could not be read just now.</Trans>
      </p>
    );
  const money = (amount: number) => formatMoney(amount, figures.currency, i18n.locale);
  const played = formatDuration((openedAt - Date.parse(figures.startedAt)) / 1000, i18n);
  const net = figures.net;
  return (
    <>
      <p className={dialog.message}>
        <Trans>You have been playing for {played}. Here is how this session has gone.</Trans>
      </p>
      <dl
        className={styles.figures}
        data-reality-check={typeof check === 'number' ? check : undefined}
      >
        <Figure name="time" label={<Trans>Time played</Trans>}>
          {played}
        </Figure>
        <Figure name="wagered" label={<Trans>Wagered</Trans>}>
          {money(figures.wagered)}
        </Figure>
        <Figure name="won" label={<Trans>Won</Trans>}>
          {money(figures.won)}
        </Figure>
        <Figure
          name="net"
          label={<Trans>Net result</Trans>}
          sign={net < 0 ? 'negative' : net > 0 ? 'positive' : 'zero'}
        >
          {net > 0 ? `+${money(net)}` : net < 0 ? `−${money(-net)}` : money(0)}
        </Figure>
      </dl>
    </>
  );
}

/** One of the session's figures: its name, and its value (data-figure names it for the tests). */
function Figure({
  name,
  label,
  sign,
  children,
}: {
  name: string;
  label: ReactNode;
  sign?: 'negative' | 'positive' | 'zero';
  children: ReactNode;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-figure={name} data-sign={sign}>
        {children}
      </dd>
    </div>
  );
}

function Answers({ actor }: { actor: RealityCheckActor }) {
  const acknowledging = useSelector(actor, (snapshot) => snapshot.matches('acknowledging'));
  const loggingOut = useSelector(actor, (snapshot) => snapshot.matches('loggingOut'));
  return (
    <div className={dialog.buttons}>
      <Button
        variant="secondary"
        loading={loggingOut}
        disabled={acknowledging}
        onClick={() => actor.send({ type: 'rc.logOut' })}
      >
        <Trans>Log out</Trans>
      </Button>
      <Button
        loading={acknowledging}
        disabled={loggingOut}
        onClick={() => actor.send({ type: 'rc.continue' })}
      >
        <Trans>Continue</Trans>
      </Button>
    </div>
  );
}
