// /raffle/ (programmes §2 "Raffle drop list", "Raffle page"): the background images (mobile and
// desktop), the drop cards with live countdowns, pots and the player's tickets (a sign-in prompt
// for visitors), a line linking the raffle's game studio with an action button, the recent
// winners carousel, "How to take part?" with its three steps, the provider of the week, the rich
// text, the terms, and "finished here" with a button back home. Nothing at all when the raffle
// settings are absent or disabled.
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Button } from '../../components/Button.tsx';
import { LinkButton } from '../../components/LinkButton.tsx';
import { LocalLink } from '../../components/LocalLink.tsx';
import { SignInPrompt } from '../../components/SignInPrompt.tsx';
import { PAGE_TITLES } from '../../runtime/page-titles.ts';
import type { RaffleSettings } from '../../runtime/raffle.ts';
import { usePageTitle } from '../../runtime/use-page-title.ts';
import {
  useRaffleActorsOrNull,
  useRaffleSettings,
  type RaffleActors,
} from '../../runtime/use-raffle.ts';
import { usePlayerStatus, useSessionPlayer } from '../../runtime/use-session.ts';
import { ProviderOfTheWeek } from './ProviderOfTheWeek.tsx';
import { RaffleDrops } from './RaffleDrops.tsx';
import { WinnersCarousel } from './WinnersCarousel.tsx';
import styles from './RafflePage.module.css';
import { Paragraphs } from '../../components/Paragraphs.tsx';

/** programmes §9: the desktop breakpoint. */
const DESKTOP_MEDIA = '(min-width: 768px)';

export default function RafflePage() {
  const title = usePageTitle(PAGE_TITLES.raffle!);
  const actors = useRaffleActorsOrNull();
  const state = useRaffleSettings(actors);
  if (!actors || state.status === 'loading')
    return <span className={styles.visuallyHidden}>{title}</span>;
  if (state.status === 'failed')
    return (
      <div className={styles.failed} role="alert">
        <p>
          <Trans>The raffle could not be loaded.</Trans>
        </p>
        <Button variant="secondary" onClick={() => actors.raffle.send({ type: 'raffle.reload' })}>
          <Trans>Reload</Trans>
        </Button>
      </div>
    );
  if (!state.settings?.enabled) return null;
  return (
    <RaffleContent
      actors={actors}
      settings={state.settings}
      currency={state.currency}
      title={title}
    />
  );
}

function RaffleContent({
  actors,
  settings,
  currency,
  title,
}: {
  actors: RaffleActors;
  settings: RaffleSettings;
  currency: string;
  title: string;
}) {
  const status = usePlayerStatus();
  const player = useSessionPlayer();
  const signedIn = status === 'LOGGED_IN' && player !== null;
  // The page asks for the player's tickets when it opens (and the socket after each bet).
  useEffect(() => {
    if (signedIn) actors.raffle.send({ type: 'raffle.pageOpened' });
  }, [actors, signedIn]);

  const studio = settings.raffles[0]?.gameStudio ?? null;
  const gameStudio = studio?.name ?? '';
  const background = settings.pageDesktopBackgroundImage ?? settings.pageMobileBackgroundImage;
  return (
    <article className={styles.page} data-raffle>
      {background && (
        <picture className={styles.background} data-raffle-background>
          {settings.pageDesktopBackgroundImage && (
            <source media={DESKTOP_MEDIA} srcSet={settings.pageDesktopBackgroundImage} />
          )}
          <img src={settings.pageMobileBackgroundImage ?? background} alt="" />
        </picture>
      )}
      <header className={styles.hero}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>
          <Trans>Hourly, daily and weekly prize drops: every ticket is a chance to win.</Trans>
        </p>
      </header>

      <RaffleDrops settings={settings} actors={actors} currency={currency} signedIn={signedIn} />

      {status === 'LOGGED_OUT' && <SignInPrompt />}

      {studio && (
        <div className={styles.studioLine}>
          <p>
            <Trans>
              Collect tickets by playing{' '}
              <LocalLink to={`/game-studio/${studio.slug}/`}>{gameStudio}</LocalLink> games.
            </Trans>
          </p>
          <LinkButton to={`/game-studio/${studio.slug}/`}>
            <Trans>Play now</Trans>
          </LinkButton>
        </div>
      )}

      <WinnersCarousel actors={actors} currency={currency} />

      <section className={styles.steps} aria-labelledby="raffle-steps-title">
        <h2 id="raffle-steps-title" className={styles.sectionTitle}>
          <Trans>How to take part?</Trans>
        </h2>
        <ol className={styles.stepList}>
          <li>
            <Trans>Play any game from our provider</Trans>
          </li>
          <li>
            <Trans>For every €1.00 wagered, you get 1 ticket entry in the draw.</Trans>
          </li>
          <li>
            <Trans>Sit back and relax, get notified if you win!</Trans>
          </li>
        </ol>
      </section>

      {studio && <ProviderOfTheWeek studio={studio} />}

      {settings.text && <Paragraphs className={styles.body} text={settings.text} />}

      {settings.termsAndConditions && (
        <section className={styles.terms} aria-labelledby="raffle-terms-title">
          <h2 id="raffle-terms-title" className={styles.sectionTitle}>
            <Trans>Terms and conditions</Trans>
          </h2>
          <Paragraphs text={settings.termsAndConditions} />
        </section>
      )}

      <footer className={styles.finished}>
        <p>
          <Trans>finished here</Trans>
        </p>
        <LinkButton to="/" variant="secondary">
          <Trans>back to home</Trans>
        </LinkButton>
      </footer>
    </article>
  );
}
