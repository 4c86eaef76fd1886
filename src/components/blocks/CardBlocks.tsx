import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LobbyQuery } from '../../adapters/graphql/generated/graphql.ts';
import { useShell } from '../../runtime/shell-context.ts';
import { useLivePots } from '../../runtime/use-jackpot.ts';
import { formatDateTime, formatMoney } from '../format.ts';
import { LinkButton } from '../LinkButton.tsx';
import styles from './Blocks.module.css';

type Item = LobbyQuery['lobby']['items'][number];
export type PromotionItem = Extract<Item, { __typename: 'PromotionBlock' }>;
export type JackpotItem = Extract<Item, { __typename: 'JackpotBlock' }>;
export type RaffleItem = Extract<Item, { __typename: 'RaffleBlock' }>;
export type TopSportsItem = Extract<Item, { __typename: 'TopSportsBlock' }>;

/**
 * PROMOTION and PROMOTION_V2; a DEPOSIT call to action goes to the deposit route, or runs
 * `action` (the promotions page opens the quick-deposit dialog in place).
 */
export function PromotionCard({
  block,
  action,
}: {
  block: PromotionItem;
  action?: (cta: NonNullable<PromotionItem['callToAction']>) => ReactNode;
}) {
  const cta = block.callToAction;
  const to = cta?.type === 'DEPOSIT' ? '/deposit/' : (cta?.url ?? null);
  return (
    <article className={styles.card} data-block={block.type}>
      <img src={block.imageUrl} alt="" />
      <span className={styles.kicker}>
        <Trans>Promotion</Trans>
      </span>
      <h2>{block.title}</h2>
      {block.text && <p>{block.text}</p>}
      {cta && to && <div>{action?.(cta) ?? <LinkButton to={to}>{cta.label}</LinkButton>}</div>}
    </article>
  );
}

/** The pots update live from the signed-in player's jackpot socket (the query's values before). */
export function JackpotCard({ block }: { block: JackpotItem }) {
  const { locale } = useShell();
  const pots = useLivePots(block.pots);
  return (
    <article className={styles.card} data-block={block.type}>
      <span className={styles.kicker}>
        <Trans>Jackpot</Trans>
      </span>
      <h2>{block.title}</h2>
      {block.text && <p>{block.text}</p>}
      <ul className={styles.pots}>
        {pots.map((pot) => (
          <li key={pot.id}>
            <span>{pot.id}</span>
            <strong>{formatMoney(pot.amount, pot.currency, locale.tag)}</strong>
          </li>
        ))}
      </ul>
      <div>
        <LinkButton to="/jackpot/" variant="secondary">
          <Trans>About the jackpot</Trans>
        </LinkButton>
      </div>
    </article>
  );
}

export function RaffleCard({ block }: { block: RaffleItem }) {
  return (
    <article className={styles.card} data-block={block.type}>
      <span className={styles.kicker}>
        <Trans>Raffle</Trans>
      </span>
      <h2>{block.title}</h2>
      {block.text && <p>{block.text}</p>}
      <div>
        <LinkButton to={block.linkUrl ?? '/raffle/'} variant="secondary">
          <Trans>See the drops</Trans>
        </LinkButton>
      </div>
    </article>
  );
}

/** TOP_SPORTS shows only where the brand has the sportsbook. */
export function TopSportsCard({ block }: { block: TopSportsItem }) {
  const { locale, settings } = useShell();
  if (!settings.featureToggles.Sportsbook) return null;
  return (
    <article className={styles.card} data-block={block.type}>
      <span className={styles.kicker}>
        <Trans>Sports</Trans>
      </span>
      <h2>{block.title}</h2>
      <ul className={styles.events}>
        {block.events.map((event) => (
          <li key={event.id}>
            <span>
              {event.home} – {event.away}
              <br />
              <small>
                {event.sport} · {event.competition}
              </small>
            </span>
            <small>{formatDateTime(event.startsAt, locale.tag)}</small>
          </li>
        ))}
      </ul>
      <div>
        <LinkButton to="/sports/" variant="secondary">
          <Trans>All sports</Trans>
        </LinkButton>
      </div>
    </article>
  );
}
