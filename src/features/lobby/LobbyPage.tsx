import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useShell } from '../../app/shell-context.ts';
import { PAGE_TITLES } from '../../app/routes/page-titles.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import { LocalLink } from '../../components/LocalLink.tsx';
import { usePageTitle } from '../pages/usePageTitle.ts';
import styles from './LobbyPage.module.css';

// The fixed lists of the route table, as the lobby's ways into the catalogue.
const CATEGORIES = [
  'slots',
  'live-casino',
  'megaways',
  'jackpots',
  'table-games',
  'roulette',
  'blackjack',
  'new',
];

const LOBBY_TITLE = msg`Casino`;

export default function LobbyPage() {
  const { i18n } = useLingui();
  const { settings } = useShell();
  usePageTitle(LOBBY_TITLE);
  const brand = settings.siteDataName;
  return (
    <div className={styles.lobby}>
      <section className={styles.hero} aria-labelledby="lobby-title">
        <h1 id="lobby-title">
          <Trans>Welcome to {brand}</Trans>
        </h1>
        <p>
          <Trans>Slots, live casino and table games from the studios you love, in one lobby.</Trans>
        </p>
        <div className={styles.heroActions}>
          <LinkButton to="/register/">
            <Trans>Create account</Trans>
          </LinkButton>
          <LinkButton to="/games/" variant="secondary">
            <Trans>Browse all games</Trans>
          </LinkButton>
        </div>
      </section>

      <section aria-labelledby="categories-title">
        <h2 id="categories-title" className={styles.sectionTitle}>
          <Trans>Categories</Trans>
        </h2>
        <ul className={styles.categories}>
          {CATEGORIES.map((slug) => {
            const title = PAGE_TITLES[`fixedList.${slug}`];
            return (
              <li key={slug}>
                <LocalLink to={`/${slug}/`} className={styles.category} data-category={slug}>
                  {title ? i18n._(title) : slug}
                </LocalLink>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
