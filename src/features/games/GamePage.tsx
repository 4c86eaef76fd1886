// /games/{slug}/ (issue #6): the game container. A demo game served by the platform runs in a
// sandboxed iframe (scripts only: no same-origin access to the lobby, its own CSP). Players
// play for real money through the wallet (every round is a ledger transaction; the balance
// and the low-funds prompt follow over the wallet subscription); visitors play for fun.
import { Trans, useLingui } from '@lingui/react/macro';
import { use, useEffect, useState } from 'react';
import {
  GameDetailsDocument,
  StartGameSessionDocument,
  type GameMode,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import { usePlatformActorsOrNull } from '../../runtime/use-platform.ts';
import { usePlayerStatus, useSessionActors } from '../../runtime/use-session.ts';
import { withRealityCheck } from '../../runtime/protection-live.ts';
import { useShell } from '../../runtime/shell-context.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import NotFoundPage from '../../components/NotFoundPage.tsx';
import { usePageTitle } from '../../runtime/use-page-title.ts';
import { errorMessageOf } from '../../components/error-messages.ts';
import styles from './GamePage.module.css';

export default function GamePage() {
  const { params } = useShell();
  const services = useApiServices();
  const slug = params.slug ?? '';
  const { game } = use(services.read(GameDetailsDocument, { slug }));
  if (!game) return <NotFoundPage />;
  return <GameContainer game={game} />;
}

function GameContainer({
  game,
}: {
  game: { slug: string; name: string; isBonusEnabled: boolean; studio: { name: string } };
}) {
  const { t, i18n } = useLingui();
  const gameName = game.name;
  usePageTitle({ id: gameName, message: gameName });
  const { api } = useApiServices();
  const { protection } = useSessionActors();
  const status = usePlayerStatus();
  const mode: GameMode | null =
    status === 'LOADING' ? null : status === 'LOGGED_IN' ? 'REAL' : 'FUN';
  const [session, setSession] = useState<{ url: string; mode: GameMode } | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The low-funds rule counts bonus money only for games that take it (machines/current-game).
  const currentGame = usePlatformActorsOrNull()?.currentGame;
  useEffect(() => {
    if (!currentGame) return;
    currentGame.send({ type: 'game.shown', slug: game.slug, bonusEnabled: game.isBonusEnabled });
    return () => currentGame.send({ type: 'game.hidden', slug: game.slug });
  }, [currentGame, game]);

  useEffect(() => {
    if (!mode) return;
    let live = true;
    // A game launched while the reality check runs receives its interval and the session's
    // start (issue #16): realityCheckInterval (seconds) and realityCheckStartedAt (ISO).
    const realityCheck = mode === 'REAL' ? protection.then((actors) => actors.gameLaunch()) : null;
    api
      .request(StartGameSessionDocument, { slug: game.slug, mode })
      .then(async ({ startGameSession }) => {
        const launch = realityCheck ? await realityCheck : null;
        if (live)
          setSession({ ...startGameSession, url: withRealityCheck(startGameSession.url, launch) });
      })
      .catch((failure: unknown) => live && setError(i18n._(errorMessageOf(failure))));
    return () => {
      live = false;
    };
  }, [api, protection, game.slug, mode, i18n]);

  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1>{game.name}</h1>
        <p className={styles.studio}>{game.studio.name}</p>
      </header>
      {session?.mode === 'FUN' && (
        <p className={styles.fun} role="status">
          <Trans>You are playing for fun. Sign in to play for real money.</Trans>{' '}
          <LinkButton to="/login/?autoSignIn=1" variant="secondary">
            <Trans>Sign in</Trans>
          </LinkButton>
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {session && (
        <iframe
          className={styles.frame}
          src={session.url}
          title={t`Game: ${gameName}`}
          // Scripts only: the game cannot reach the lobby's storage, cookies or DOM.
          sandbox="allow-scripts"
          data-game-frame
          data-mode={session.mode}
          allow="fullscreen"
        />
      )}
    </article>
  );
}
