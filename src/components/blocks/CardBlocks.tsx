import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { showsRaffleCard } from '../../../machines/raffle/card-visibility.ts';
import {
  remainingMs,
  selectNextDrop,
} from '../../../machines/raffle-countdown/raffle-countdown.selectors.ts';
import type { LobbyQuery } from '../../adapters/graphql/generated/graphql.ts';
import { useShell } from '../../runtime/shell-context.ts';
import { useLivePots } from '../../runtime/use-jackpot.ts';
import {
  useRaffleActorsOrNull,
  useRaffleSettings,
  type RaffleActors,
} from '../../runtime/use-raffle.ts';
import { formatDateTime, formatMoney } from '../format.ts';
import { LinkButton } from '../LinkButton.tsx';
import { RaffleCountdown } from '../RaffleCountdown.tsx';
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

/** The next drop's live countdown and pot once the raffle countdown has drops. */
export function RaffleCard({ block }: { block: RaffleItem }) {
  const actors = useRaffleActorsOrNull();
  const state = useRaffleSettings(actors);
  return (
    <article className={styles.card} data-block={block.type}>
      <span className={styles.kicker}>
        <Trans>Raffle</Trans>
      </span>
      <h2>{block.title}</h2>
      {block.text && <p>{block.text}</p>}
      {actors && state.status === 'ready' && state.settings?.enabled && (
        <RaffleNextDrop
          actors={actors}
          currency={state.currency}
          titles={Object.fromEntries(
            state.settings.raffles.map((raffle) => [raffle.type, raffle.title]),
          )}
        />
      )}
      <div>
        <LinkButton to={block.linkUrl ?? '/raffle/'} variant="secondary">
          <Trans>See the drops</Trans>
        </LinkButton>
      </div>
    </article>
  );
}

function RaffleNextDrop({
  actors,
  currency,
  titles,
}: {
  actors: RaffleActors;
  currency: string;
  titles: Record<string, string>;
}) {
  const { locale } = useShell();
  const next = useSelector(actors.countdown, selectNextDrop);
  const left = useSelector(actors.countdown, (snapshot) => {
    const drop = selectNextDrop(snapshot);
    return drop ? remainingMs(drop, snapshot.context.now) : 0;
  });
  if (!next || !showsRaffleCard(next.raffle.pots)) return null;
  const pot = next.raffle.pots[0]!.currentValue!;
  return (
    <ul className={styles.pots} data-next-drop={next.type}>
      <li>
        <span>{titles[next.type] ?? next.type}</span>
        <strong>
          <RaffleCountdown remainingMs={left} type={next.type} />
        </strong>
      </li>
      <li>
        <span>
          <Trans>Prize pot</Trans>
        </span>
        <strong data-pot>{formatMoney(pot, currency, locale.tag)}</strong>
      </li>
    </ul>
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
