// Related games under the game: the same studio's games that share a category with
// it, from Game.relatedGames (availability applied by the server, the game itself left out).
import { Trans, useLingui } from '@lingui/react/macro';
import { GameThumbnailLink } from '../../components/GameThumbnailLink.tsx';
import { useFeatureToggle } from '../../runtime/feature-toggles.ts';
import styles from './GamePage.module.css';

export interface RelatedGame {
  id: string;
  slug: string;
  name: string;
  rtp: number;
  studio: { name: string };
  thumbnail: { url: string; width: number; height: number };
}

export function RelatedGames({ games, studio }: { games: RelatedGame[]; studio: string }) {
  const { t } = useLingui();
  const showRtp = useFeatureToggle('ShowRTP');
  if (games.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-games-title">
      <h2 id="related-games-title" className={styles.sectionTitle}>
        {t`More from ${studio}`}
      </h2>
      <ul className={styles.relatedList} data-testid="related-games">
        {games.map((game) => {
          const rtp = game.rtp.toFixed(1);
          return (
            <li key={game.id}>
              <GameThumbnailLink game={game} className={styles.relatedTile}>
                <span className={styles.relatedName}>{game.name}</span>
                {showRtp && (
                  <span className={styles.relatedMeta}>
                    <Trans>RTP {rtp}%</Trans>
                  </span>
                )}
              </GameThumbnailLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
