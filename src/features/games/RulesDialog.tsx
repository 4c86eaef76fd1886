// The game's rules in the page: the catalogue's facts, and the engine's own rules
// and paytable page (`/demo-games/{slug}/rules/?locale=`) in a frame when the engine serves one.
// A HEAD request tells first, so a game without a rules page shows the facts, not an error page.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/Button.tsx';
import { useModalDialog } from '../../components/use-modal-dialog.ts';
import { useFeatureToggle } from '../../runtime/feature-toggles.ts';
import overlay from '../../components/Dialog.module.css';
import { rulesUrl } from './game-url.ts';
import styles from './GamePage.module.css';

export interface RulesGame {
  slug: string;
  name: string;
  rtp: number;
  isBonusEnabled: boolean;
  isLiveCasinoGame: boolean;
  isJackpotGame: boolean;
  studio: { name: string };
}

type RulesPage = 'checking' | 'served' | 'missing';

export function RulesDialog({ game, onClose }: { game: RulesGame; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const ref = useModalDialog();
  const titleId = useId();
  const showRtp = useFeatureToggle('ShowRTP');
  const url = rulesUrl(game.slug, i18n.locale);
  const [page, setPage] = useState<RulesPage>('checking');
  useEffect(() => {
    let live = true;
    fetch(url, { method: 'HEAD', credentials: 'omit' })
      .then((response) => {
        const html = response.headers.get('content-type')?.includes('text/html') ?? false;
        if (live) setPage(response.ok && html ? 'served' : 'missing');
      })
      .catch(() => live && setPage('missing'));
    return () => {
      live = false;
    };
  }, [url]);
  const gameName = game.name;
  const rtp = game.rtp.toFixed(2);
  return (
    <dialog
      ref={ref}
      className={`${overlay.dialog} ${styles.rulesDialog}`}
      aria-labelledby={titleId}
      data-testid="game-rules"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.rulesPanel}>
        <div className={styles.rulesHeader}>
          <h2 id={titleId} className={overlay.title}>
            {t`Rules: ${gameName}`}
          </h2>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>
              <Trans>Studio</Trans>
            </dt>
            <dd>{game.studio.name}</dd>
          </div>
          {showRtp && (
            <div>
              <dt>
                <Trans>Return to player</Trans>
              </dt>
              <dd data-testid="rules-rtp">{rtp}%</dd>
            </div>
          )}
          <div>
            <dt>
              <Trans>Bonus money</Trans>
            </dt>
            <dd>
              {game.isBonusEnabled ? (
                <Trans>Can be wagered on this game</Trans>
              ) : (
                <Trans>Cannot be wagered on this game</Trans>
              )}
            </dd>
          </div>
          {game.isLiveCasinoGame && (
            <div>
              <dt>
                <Trans>Table</Trans>
              </dt>
              <dd>
                <Trans>Live: every player at the table sees the same round.</Trans>
              </dd>
            </div>
          )}
          {game.isJackpotGame && (
            <div>
              <dt>
                <Trans>Jackpot</Trans>
              </dt>
              <dd>
                <Trans>Part of every bet goes to the jackpot.</Trans>
              </dd>
            </div>
          )}
        </dl>
        {page === 'served' && (
          <iframe
            className={styles.rulesFrame}
            src={url}
            title={t`Rules and paytable: ${gameName}`}
            // Scripts only, as the game itself: no access to the lobby.
            sandbox="allow-scripts"
            data-rules-frame
          />
        )}
        {page === 'missing' && (
          <p className={overlay.message}>
            <Trans>The full rules and the paytable are in the game's own menu.</Trans>
          </p>
        )}
      </div>
    </dialog>
  );
}
