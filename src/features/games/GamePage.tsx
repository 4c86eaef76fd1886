// /games/{slug}/ : the game container. A demo game served by the
// platform runs in a sandboxed iframe (scripts only: no same-origin access to the lobby, its own
// CSP). Players play for real money through the wallet (every round is a ledger transaction; the
// balance and the low-funds prompt follow over the wallet subscription); visitors play for fun.
//
// Games: the game fits the viewport on desktop and phones — a compact toolbar (name, balance,
// RTP, rules, favourite, full screen) over a frame sized to the height left (use-fit-height.ts),
// so neither the page nor the frame scrolls to reach the game's controls. The game gets the
// lobby's locale. Under the game: related games and the responsible-gaming tools.
import { FavouriteButton } from '../../components/FavouriteButton.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSignInLink } from '../../runtime/navigation.ts';
import { Suspense, use, useEffect, useRef, useState } from 'react';
import {
  GameDetailsDocument,
  StartGameSessionDocument,
  type GameDetailsQuery,
  type GameMode,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import { usePlayerStatus, useSessionActors } from '../../runtime/use-session.ts';
import { realityCheckLaunch, withRealityCheck } from '../../runtime/protection.ts';
import { useShell } from '../../runtime/shell-context.ts';
import { useFeatureToggle } from '../../runtime/feature-toggles.ts';
import { LocalLink } from '../../components/LocalLink.tsx';
import NotFoundPage from '../../components/NotFoundPage.tsx';
import { ProtectionLinks } from '../../components/ProtectionLinks.tsx';
import { useDocumentTitle } from '../../runtime/use-page-title.ts';
import { errorMessageOf } from '../../components/error-messages.ts';
import { GameBalance } from './GameBalance.tsx';
import { GamesInformationMessage } from './GamesInformationMessage.tsx';
import { RelatedGames } from './RelatedGames.tsx';
import { RulesDialog } from './RulesDialog.tsx';
import { withLocale } from './game-url.ts';
import { useFitHeight } from './use-fit-height.ts';
import { useFullscreen } from './use-fullscreen.ts';
import styles from './GamePage.module.css';

type Game = NonNullable<GameDetailsQuery['game']>;

/** Related-game art: tiles of about 10rem, sharp at a pixel ratio of 2. */
const RELATED_THUMBNAIL = 'W320';

export default function GamePage() {
  const { params } = useShell();
  const services = useApiServices();
  const slug = params.slug ?? '';
  const { game } = use(
    services.read(GameDetailsDocument, { slug, thumbnailSize: RELATED_THUMBNAIL }),
  );
  if (!game) return <NotFoundPage />;
  return <GameContainer key={game.slug} game={game} />;
}

function GameContainer({ game }: { game: Game }) {
  const signInLink = useSignInLink();
  const { t, i18n } = useLingui();
  const gameName = game.name;
  useDocumentTitle(gameName);
  const { api } = useApiServices();
  const status = usePlayerStatus();
  const showRtp = useFeatureToggle('ShowRTP');
  const showInformation = useFeatureToggle('EnableGamesInformationMessage');
  const mode: GameMode | null =
    status === 'LOADING' ? null : status === 'LOGGED_IN' ? 'REAL' : 'FUN';
  const [session, setSession] = useState<{ url: string; mode: GameMode } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stage);
  const fitHeight = useFitHeight(stage, fullscreen.active);

  // The low-funds rule counts bonus money only for games that take it (machines/lobby).
  const { lobby } = useSessionActors();
  useEffect(() => {
    lobby.send({ type: 'page.gameShown', slug: game.slug, bonusEnabled: game.isBonusEnabled });
    return () => lobby.send({ type: 'page.gameHidden', slug: game.slug });
  }, [lobby, game]);

  const locale = i18n.locale;
  useEffect(() => {
    if (!mode) return;
    let live = true;
    // A game launched while the reality check runs receives its interval and the session's
    // start: realityCheckInterval (seconds) and realityCheckStartedAt (ISO).
    const realityCheck = mode === 'REAL' ? realityCheckLaunch(lobby) : null;
    api
      .request(StartGameSessionDocument, { slug: game.slug, mode })
      .then(async ({ startGameSession }) => {
        const launch = realityCheck ? await realityCheck : null;
        const url = withLocale(withRealityCheck(startGameSession.url, launch), locale);
        if (live) setSession({ ...startGameSession, url });
      })
      .catch((failure: unknown) => live && setError(i18n._(errorMessageOf(failure))));
    return () => {
      live = false;
    };
  }, [api, lobby, game.slug, mode, i18n, locale]);

  const rtp = game.rtp.toFixed(2);
  const studioName = game.studio.name;
  return (
    <article className={styles.page} data-fullscreen={fullscreen.mode}>
      <div className={styles.toolbar}>
        <div className={styles.title}>
          <h1>{game.name}</h1>
          <p className={styles.meta}>
            <span className={styles.studio}>{studioName}</span>
            {showRtp && (
              <span className={styles.rtp} data-testid="game-rtp" title={t`Return to player`}>
                <Trans>RTP {rtp}%</Trans>
              </span>
            )}
          </p>
        </div>
        <div className={styles.tools}>
          {status === 'LOGGED_IN' && (
            <Suspense fallback={null}>
              <GameBalance />
            </Suspense>
          )}
          <button
            type="button"
            className={styles.tool}
            onClick={() => setRulesOpen(true)}
            aria-haspopup="dialog"
            data-testid="rules-button"
          >
            <RulesIcon />
            <span className={styles.toolLabel}>
              <Trans>Rules</Trans>
            </span>
          </button>
          <FavouriteButton slug={game.slug} name={game.name} className={styles.favourite} />
          <button
            type="button"
            className={styles.tool}
            onClick={() => void fullscreen.enter()}
            data-testid="fullscreen"
          >
            <FullscreenIcon />
            <span className={styles.toolLabel}>
              <Trans>Full screen</Trans>
            </span>
          </button>
        </div>
      </div>
      {session?.mode === 'FUN' && (
        <p className={styles.fun} role="status">
          <span>
            <Trans>You are playing for fun. Sign in to play for real money.</Trans>
          </span>
          <LocalLink to={signInLink} className={styles.funSignIn}>
            <Trans>Sign in</Trans>
          </LocalLink>
        </p>
      )}
      {showInformation && <GamesInformationMessage onShowRules={() => setRulesOpen(true)} />}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div
        ref={stage}
        className={styles.stage}
        data-testid="game-stage"
        // Sized to what the viewport leaves; full screen takes the whole screen instead.
        style={fullscreen.active || fitHeight === null ? undefined : { height: fitHeight }}
      >
        {fullscreen.active && (
          <button
            type="button"
            className={styles.exitFullscreen}
            onClick={() => void fullscreen.exit()}
            data-testid="exit-fullscreen"
          >
            <Trans>Exit full screen</Trans>
          </button>
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
      </div>
      <RelatedGames games={game.relatedGames} studio={studioName} />
      <ProtectionLinks
        className={styles.protection}
        titled
        titleClassName={styles.sectionTitle}
        listClassName={styles.protectionList}
        testId="game-responsible-gaming"
        dashboard={false}
      />
      {rulesOpen && <RulesDialog game={game} onClose={() => setRulesOpen(false)} />}
    </article>
  );
}

// Inline icons: no icon font to load, and they draw the same on every platform.
function RulesIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 10.5v6.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="12" cy="7.2" r="1.4" fill="currentColor" />
    </svg>
  );
}

function FullscreenIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
