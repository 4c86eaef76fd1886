import { Trans } from '@lingui/react/macro';
import type { GameTile } from '../../../machines/game-list/game-list.machine.ts';
import { useShell } from '../../runtime/shell-context.ts';
import { FavouriteButton } from '../../components/FavouriteButton.tsx';
import { LocalLink } from '../../components/LocalLink.tsx';
import styles from './GameTileCard.module.css';

/**
 * A game in a list: artwork, name, studio, badges, the RTP when the brand shows it, and for a
 * signed-in player the favourite star.
 */
export function GameTileCard({ game, eager = false }: { game: GameTile; eager?: boolean }) {
  const { settings } = useShell();
  const rtp = game.rtp.toFixed(1);
  return (
    // The star sits beside the link, over the artwork: a button inside a link is not allowed.
    <div className={styles.holder}>
      <LocalLink to={`/games/${game.slug}/`} className={styles.tile} data-game={game.slug}>
        <span className={styles.art}>
          <img
            src={game.thumbnailUrl}
            width={game.thumbnailWidth}
            height={game.thumbnailHeight}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
          <span className={styles.badges}>
            {game.isNew && (
              <span className={styles.badge}>
                <Trans>New</Trans>
              </span>
            )}
            {game.isLiveCasinoGame && (
              <span className={styles.badge}>
                <Trans>Live</Trans>
              </span>
            )}
            {game.isJackpotGame && (
              <span className={styles.badge}>
                <Trans>Jackpot</Trans>
              </span>
            )}
          </span>
        </span>
        {/* layout2: compact tiles. The artwork already shows the name, so the text stays for
            screen readers only. */}
        <span className={settings.lobbyLayout === 'layout2' ? styles.hiddenName : styles.name}>
          {game.name}
        </span>
        <span className={styles.meta}>
          {game.studioName}
          {settings.featureToggles.ShowRTP && (
            <>
              {' · '}
              <Trans>RTP {rtp}%</Trans>
            </>
          )}
        </span>
      </LocalLink>
      <FavouriteButton slug={game.slug} name={game.name} className={styles.favourite} />
    </div>
  );
}
