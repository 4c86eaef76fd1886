import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { use, type ReactNode } from 'react';
import { LobbyDocument, type LobbyQuery } from '../../../adapters/graphql/generated/graphql.ts';
import { useApiServices } from '../../../runtime/app-actors.ts';
import { PAGE_TITLES } from '../../../runtime/page-titles.ts';
import { useShell } from '../../../runtime/shell-context.ts';
import { BonusMoneyOnly } from '../../../components/BonusMoneyOnly.tsx';
import { LocalLink } from '../../../components/LocalLink.tsx';
import { RenderLater } from '../../../components/RenderLater.tsx';
import { Carousel, GameListRow, ROW_SLICE_SIZE } from '../GameRow.tsx';
import { toGameSlice, toGameTile } from '../game-slices.ts';
import { useSliceContext } from '../use-slice-context.ts';
import { usePageTitle } from '../../../runtime/use-page-title.ts';
import { BannerBlockView } from '../../../components/blocks/BannerBlockView.tsx';
import {
  JackpotCard,
  PromotionCard,
  RaffleCard,
  TopSportsCard,
} from '../../../components/blocks/CardBlocks.tsx';
import { gamesFirst } from '../../../../machines/first-page/lobby-order.ts';
import { PlayerGameRows } from './PlayerGameRows.tsx';
import styles from './LobbyPage.module.css';

type Item = LobbyQuery['lobby']['items'][number];

// The fixed lists of the route table, as quick ways into the catalogue.
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
/** Groups rendered with the page; the rest mount a turn each after it (decision 0047). */
const FIRST_SCREEN_GROUPS = 3;

function renderItem(item: Item): ReactNode {
  switch (item.__typename) {
    case 'BannerBlock':
      return <BannerBlockView key={item.id} block={item} />;
    case 'PromotionBlock':
      return <PromotionCard key={item.id} block={item} />;
    case 'JackpotBlock':
      // No pots: the brand has no jackpot in the player's currency (the server's live pots).
      return item.pots.length > 0 ? <JackpotCard key={item.id} block={item} /> : null;
    case 'RaffleBlock':
      return <RaffleCard key={item.id} block={item} />;
    case 'TopSportsBlock':
      return <TopSportsCard key={item.id} block={item} />;
    case 'TopGamesBlock':
      return item.games.length > 0 ? (
        <Carousel key={item.id} title={item.title} games={item.games.map(toGameTile)} />
      ) : null;
    case 'GameListRow': {
      const row = (
        <GameListRow
          key={item.id}
          source={{ kind: 'list', slug: item.list.slug }}
          title={item.list.name}
          initialSlice={toGameSlice(item.list.name, item.list.games)}
        />
      );
      // The bonus list shows only while the player holds bonus money; empty lists hide themselves.
      return item.list.requiresBonus ? <BonusMoneyOnly key={item.id}>{row}</BonusMoneyOnly> : row;
    }
  }
}

const isCard = (item: Item) =>
  item.__typename === 'PromotionBlock' ||
  item.__typename === 'JackpotBlock' ||
  item.__typename === 'RaffleBlock' ||
  item.__typename === 'TopSportsBlock';

/** Consecutive cards share a grid; banners and rows take the full width. */
function groupItems(items: Item[]): (Item | Item[])[] {
  const groups: (Item | Item[])[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (isCard(item) && Array.isArray(last)) last.push(item);
    else groups.push(isCard(item) ? [item] : item);
  }
  return groups;
}

export default function LobbyPage() {
  const { i18n } = useLingui();
  const { settings } = useShell();
  const services = useApiServices();
  const slice = useSliceContext();
  usePageTitle(LOBBY_TITLE);
  const { lobby } = use(
    services.read(LobbyDocument, {
      thumbnailSize: slice.thumbnailSize,
      license: slice.license,
      locale: slice.locale,
      rowSize: ROW_SLICE_SIZE,
    }),
  );
  const brand = settings.siteDataName;
  return (
    <div className={styles.lobby}>
      <header className={styles.intro}>
        <h1>
          <Trans>Welcome to {brand}</Trans>
        </h1>
        <nav aria-label={i18n._(msg`Categories`)}>
          <ul className={styles.categories}>
            {CATEGORIES.map((slug) => {
              const title = PAGE_TITLES[`fixedList.${slug}`];
              return (
                <li key={slug}>
                  <LocalLink to={`/${slug}/`} className={styles.category}>
                    {title ? i18n._(title) : slug}
                  </LocalLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </header>
      <PlayerGameRows />
      {groupItems(gamesFirst(lobby.items)).map((group, index) => {
        const view = Array.isArray(group) ? (
          <div
            key={`cards-${index}`}
            className={styles.cards}
            data-single={group.length === 1 || undefined}
          >
            {group.map(renderItem)}
          </div>
        ) : (
          renderItem(group)
        );
        return index < FIRST_SCREEN_GROUPS ? (
          view
        ) : (
          <RenderLater key={`later-${index}`} turn={index - FIRST_SCREEN_GROUPS + 1}>
            {view}
          </RenderLater>
        );
      })}
    </div>
  );
}
