// The provider of the week (programmes §2 "Raffle page", §7, §9): one GameStudio read of 20 games
// (the spotlight size) — the first 10 as a carousel, the next 10 as a list — and a link to the
// studio's page, "Discover all {gameStudio} games". Nothing when the read fails or the studio has
// no games here.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { thumbnailSizeFor, tileWidthFor } from '../../../machines/catalogue/thumbnail-size.ts';
import { GameStudioDocument } from '../../adapters/graphql/generated/graphql.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import { GameThumbnailLink } from '../../components/GameThumbnailLink.tsx';
import { LocalLink } from '../../components/LocalLink.tsx';
import { useRequest } from '../../components/use-request.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import { useShell } from '../../runtime/shell-context.ts';
import styles from './RafflePage.module.css';

/** programmes §9: the studio spotlight fetches 20 games, 10 for the carousel and 10 listed. */
export const SPOTLIGHT_GAMES = 20;
export const SPOTLIGHT_TOP = 10;

const LOAD_FAILED = msg`The studio's games could not be loaded.`;

export function ProviderOfTheWeek({
  studio,
}: {
  studio: { name: string; slug: string; raffleSpotlightImage?: string | null };
}) {
  const { t } = useLingui();
  const { api } = useApiServices();
  const { settings, locale } = useShell();
  const games = useRequest(
    () =>
      api.request(GameStudioDocument, {
        first: SPOTLIGHT_GAMES,
        after: null,
        slug: studio.slug,
        thumbnailSize: thumbnailSizeFor(tileWidthFor(window.innerWidth), window.devicePixelRatio),
        license: settings.license,
        currencyCode: settings.defaultCurrency,
        locale: locale.tag,
      }),
    [api, studio.slug, settings.license, settings.defaultCurrency, locale.tag],
    () => LOAD_FAILED,
  );
  const nodes = games.data?.gameStudio?.games.edges.map((edge) => edge.node) ?? [];
  if (games.error || (games.data && nodes.length === 0)) return null;
  const top = nodes.slice(0, SPOTLIGHT_TOP);
  const next = nodes.slice(SPOTLIGHT_TOP, SPOTLIGHT_GAMES);
  const gameStudio = studio.name;
  return (
    <section className={styles.provider} aria-labelledby="raffle-provider-title">
      <h2 id="raffle-provider-title" className={styles.sectionTitle}>
        <Trans>Provider of the week: {gameStudio}</Trans>
      </h2>
      {studio.raffleSpotlightImage && (
        <img className={styles.spotlight} src={studio.raffleSpotlightImage} alt="" />
      )}
      <ul className={styles.topGames} aria-label={t`Top ${gameStudio} games`}>
        {top.map((game) => (
          <li key={game.slug}>
            <GameThumbnailLink game={game} className={styles.gameTile}>
              <span>{game.name}</span>
            </GameThumbnailLink>
          </li>
        ))}
      </ul>
      {next.length > 0 && (
        <ul className={styles.moreGames} aria-label={t`More ${gameStudio} games`}>
          {next.map((game) => (
            <li key={game.slug}>
              <LocalLink to={`/games/${game.slug}/`} data-game={game.slug}>
                {game.name}
              </LocalLink>
            </li>
          ))}
        </ul>
      )}
      <div>
        <LinkButton to={`/game-studio/${studio.slug}/`} variant="secondary">
          <Trans>Discover all {gameStudio} games</Trans>
        </LinkButton>
      </div>
    </section>
  );
}
