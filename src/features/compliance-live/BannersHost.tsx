// The banners on top of the logged-in and basic layouts (programmes §3 "Banner types", §4
// "Account closed"). machines/banners decides which show and in which order; this
// only words them and links to where the player acts. Dismissible ones (maintenance, the
// campaign and content banners, the instant-banking jackpot notice) have a close button.
// Operator texts are plain text; an operator link is followed only when it is an app path or
// an http(s) address.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { selectBanners } from '../../../machines/banners/banners.machine.ts';
import type { Banner } from '../../../machines/banners/banners.ts';
import { LocalLink } from '../../components/LocalLink.tsx';
import styles from './ComplianceLive.module.css';
import { useBannersActor, type BannersActor } from '../../runtime/compliance.ts';
import { formatWhen } from './use-compliance.ts';

export default function BannersHost() {
  const banners = useBannersActor();
  return banners ? <Banners banners={banners} /> : null;
}

function Banners({ banners }: { banners: BannersActor }) {
  const { t } = useLingui();
  const shown = useSelector(banners, selectBanners);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.banners} aria-label={t`Notices`} data-banners>
      {shown.map((banner) => (
        <li
          key={banner.key}
          className={styles.banner}
          role="status"
          data-banner={banner.type}
          data-blocking={banner.dismissible ? undefined : ''}
        >
          <BannerText banner={banner} />
          {banner.dismissible && (
            <button
              type="button"
              className={styles.dismiss}
              aria-label={t`Close notice`}
              onClick={() => banners.send({ type: 'banners.dismiss', key: banner.key })}
            >
              ×
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** An operator link: app paths through the router, http(s) addresses as they are, else none. */
function OperatorLink({
  href,
  children,
}: {
  href: string | null | undefined;
  children: ReactNode;
}) {
  if (!href) return null;
  if (href.startsWith('/') && !href.startsWith('//'))
    return <LocalLink to={href}>{children}</LocalLink>;
  if (/^https?:\/\//i.test(href))
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  return null;
}

function BannerText({ banner }: { banner: Banner }) {
  const { i18n } = useLingui();
  const { details } = banner;
  const when = (iso: string | null | undefined) => (iso ? formatWhen(iso, i18n.locale) : null);
  const until = when(details.until);
  const operatorText = details.text?.trim() ? details.text : null;
  switch (banner.type) {
    case 'AccountClosed':
      return (
        <p>
          {!details.multipleAccounts ? (
            <Trans>Your account has been closed indefinitely.</Trans>
          ) : details.loginMethod === 'phone' ? (
            <Trans>
              Your account has been closed indefinitely because another account was found with this
              phone number.
            </Trans>
          ) : (
            <Trans>
              Your account has been closed indefinitely because another account was found with this
              email address.
            </Trans>
          )}
        </p>
      );
    case 'Maintenance': {
      const from = when(details.startsAt);
      const to = when(details.endsAt);
      return (
        <p>
          {operatorText ??
            (from && to ? (
              <Trans>
                The site is under maintenance from {from} to {to}. Some things may not work.
              </Trans>
            ) : (
              <Trans>The site is under maintenance. Some things may not work.</Trans>
            ))}
        </p>
      );
    }
    case 'SelfExclusion':
      return (
        <p>
          {until ? (
            <Trans>You have excluded yourself from playing until {until}.</Trans>
          ) : (
            <Trans>You have excluded yourself from playing indefinitely.</Trans>
          )}
        </p>
      );
    case 'Timeout':
      return (
        <p>
          <Trans>You are on a time-out until {until}.</Trans>
        </p>
      );
    case 'KycRequired':
      return (
        <>
          <p>
            {until ? (
              <Trans>
                Please verify your identity by {until}. After that, deposits and play are paused
                until you do.
              </Trans>
            ) : (
              <Trans>Please verify your identity.</Trans>
            )}
          </p>
          <LocalLink to="/profile/documents/">
            <Trans>Upload documents</Trans>
          </LocalLink>
        </>
      );
    case 'SowRequired':
      return (
        <>
          <p>
            {until ? (
              <Trans>
                Please tell us where the money you play with comes from by {until}. After that,
                deposits are paused until you do.
              </Trans>
            ) : (
              <Trans>Please tell us where the money you play with comes from.</Trans>
            )}
          </p>
          <LocalLink to="/source-of-wealth/">
            <Trans>Declare your source of wealth</Trans>
          </LocalLink>
        </>
      );
    case 'SowUploadRequired':
      return (
        <>
          <p>
            {until ? (
              <Trans>Please upload documents that show your source of wealth by {until}.</Trans>
            ) : (
              <Trans>Please upload documents that show your source of wealth.</Trans>
            )}
          </p>
          <LocalLink to="/source-of-wealth/">
            <Trans>Upload documents</Trans>
          </LocalLink>
        </>
      );
    case 'BankingCDD':
      return (
        <>
          <p>
            <Trans>We need a few more details about you before you can go on depositing.</Trans>
          </p>
          <LocalLink to="/additional-information/">
            <Trans>Add the details</Trans>
          </LocalLink>
        </>
      );
    case 'InstantBankingGracePeriod':
      return (
        <p>
          <Trans>
            Instant banking will no longer be available for your account from {until}. Please add
            another payment method.
          </Trans>
        </p>
      );
    case 'InstantBankingJackpot':
      return (
        <p>
          <Trans>
            Instant banking is not available for your account: jackpot wins are paid out with your
            other payment methods.
          </Trans>
        </p>
      );
    case 'GermanyCloseDown':
      return (
        <>
          <p>{operatorText ?? <Trans>Our services are closing for players in Germany.</Trans>}</p>
          <OperatorLink href={details.link}>
            <Trans>Read more</Trans>
          </OperatorLink>
        </>
      );
    case 'NovemberCampaign':
    case 'Content':
      return (
        <>
          <p>{operatorText}</p>
          <OperatorLink href={details.link}>
            <Trans>Read more</Trans>
          </OperatorLink>
        </>
      );
  }
}
