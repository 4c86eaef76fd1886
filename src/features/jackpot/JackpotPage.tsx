// /jackpot/ (programmes §2 "Jackpot page"): banner, title rows (the first two in the large
// heading), subtitle, body text with its euro amounts in the player's currency, the live pots,
// the opt-in settings (a sign-in prompt for visitors), the top-50 leaderboard, the terms and a
// link home — themed with the settings' colour palette. Nothing at all when the settings are
// absent or the jackpot is disabled.
import { Trans, useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { convertEuroAmounts } from '../../../machines/jackpot/euro-texts.ts';
import { paletteProperties } from '../../../machines/jackpot/palette.ts';
import { Button } from '../../components/Button.tsx';
import { LinkButton } from '../../components/LinkButton.tsx';
import { SignInPrompt } from '../../components/SignInPrompt.tsx';
import type { JackpotSettings } from '../../runtime/jackpot.ts';
import { PAGE_TITLES } from '../../runtime/page-titles.ts';
import { useShell } from '../../runtime/shell-context.ts';
import { useJackpotActorsOrNull } from '../../runtime/use-jackpot.ts';
import { usePageTitle } from '../../runtime/use-page-title.ts';
import { usePlayerStatus, useSessionPlayer } from '../../runtime/use-session.ts';
import { JackpotLeaderboard } from './JackpotLeaderboard.tsx';
import { JackpotOptIn } from './JackpotOptIn.tsx';
import { JackpotPots } from './JackpotPots.tsx';
import { DESKTOP_MEDIA } from './use-wide-screen.ts';
import { useCurrencyRates, useJackpotInstance, useJackpotSettings } from './use-jackpot-page.ts';
import styles from './JackpotPage.module.css';
import { Paragraphs } from '../../components/Paragraphs.tsx';

export default function JackpotPage() {
  const title = usePageTitle(PAGE_TITLES.jackpot!);
  const player = useSessionPlayer();
  const settings = useJackpotSettings(player?.id ?? null);
  if (settings.error)
    return (
      <div className={styles.failed} role="alert">
        <p>{settings.error}</p>
        <Button variant="secondary" onClick={settings.reload}>
          <Trans>Reload</Trans>
        </Button>
      </div>
    );
  if (settings.data === null) return <span className={styles.visuallyHidden}>{title}</span>;
  const jackpot = settings.data.settings;
  if (!jackpot?.enabled) return null;
  return <JackpotContent settings={jackpot} fallbackTitle={title} />;
}

function JackpotContent({
  settings,
  fallbackTitle,
}: {
  settings: JackpotSettings;
  fallbackTitle: string;
}) {
  const { i18n } = useLingui();
  const shell = useShell();
  const brand = shell.settings.brand;
  const status = usePlayerStatus();
  const player = useSessionPlayer();
  const actors = useJackpotActorsOrNull();
  const instance = useJackpotInstance(settings, brand, player?.id ?? null);
  const rates = useCurrencyRates();

  const currency = player?.currency ?? settings.currency;
  const rate = currency === 'EUR' ? 1 : rates.data?.multipliers[currency];
  const converted = (text: string) =>
    rate === undefined ? text : convertEuroAmounts(text, rate, currency, i18n.locale);

  const [first, second, ...rest] = settings.titleRows;
  const heading = [first, second].filter((row): row is string => Boolean(row));
  const pots = (instance.data?.pots ?? []).map((pot) => ({
    ...pot,
    currency: instance.data!.currency,
  }));

  return (
    <article
      className={styles.page}
      style={paletteProperties(settings.colorPalette) as CSSProperties}
      data-jackpot={settings.instanceId ?? ''}
    >
      <header className={styles.hero}>
        {(settings.desktopImage || settings.mobileImage) && (
          <picture className={styles.banner}>
            {settings.desktopImage && (
              <source media={DESKTOP_MEDIA} srcSet={settings.desktopImage} />
            )}
            <img src={settings.mobileImage ?? settings.desktopImage ?? ''} alt="" />
          </picture>
        )}
        <div className={styles.heroText}>
          {settings.logo && <img className={styles.logo} src={settings.logo} alt="" />}
          <h1 className={styles.title}>
            {heading.length > 0
              ? heading.map((row, index) => (
                  <span key={index} className={styles.titleRow}>
                    {row}
                  </span>
                ))
              : fallbackTitle}
          </h1>
          {rest.map((row, index) => (
            <p key={index} className={styles.titleRowSmall}>
              {row}
            </p>
          ))}
          {settings.subtitle && <p className={styles.subtitle}>{converted(settings.subtitle)}</p>}
        </div>
      </header>

      {settings.text && <Paragraphs className={styles.body} text={converted(settings.text)} />}

      <JackpotPots pots={pots} />

      {status === 'LOGGED_IN' && player ? (
        actors ? (
          <JackpotOptIn
            key={`${settings.instanceId}:${player.id}`}
            actors={actors}
            settings={settings}
            brand={brand}
            playerId={player.id}
          />
        ) : (
          <p className={styles.muted} role="status">
            <Trans>Loading your jackpot status…</Trans>
          </p>
        )
      ) : status === 'LOGGED_OUT' ? (
        <SignInPrompt />
      ) : null}

      <JackpotLeaderboard
        settings={settings}
        brand={brand}
        playerId={player?.id ?? null}
        actors={actors}
      />

      {settings.termsAndConditions && (
        <section className={styles.terms} aria-labelledby="jackpot-terms-title">
          <h2 id="jackpot-terms-title" className={styles.sectionTitle}>
            <Trans>Terms and conditions</Trans>
          </h2>
          <Paragraphs text={converted(settings.termsAndConditions)} />
        </section>
      )}

      <div>
        <LinkButton to="/" variant="secondary">
          <Trans>Back to the lobby</Trans>
        </LinkButton>
      </div>
    </article>
  );
}
