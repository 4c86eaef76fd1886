import type { LobbyQuery } from '../../adapters/graphql/generated/graphql.ts';
import { LinkButton } from '../LinkButton.tsx';
import styles from './Blocks.module.css';

type Item = LobbyQuery['lobby']['items'][number];
export type BannerItem = Extract<Item, { __typename: 'BannerBlock' }>;

/** BANNER_EXTERNAL_LINK opens another site, BANNER_GAME a game, BANNER_MANUAL an app page. */
export function BannerBlockView({ block }: { block: BannerItem }) {
  const label = block.linkLabel ?? block.title;
  let action = null;
  if (block.type === 'BANNER_EXTERNAL_LINK' && block.linkUrl) {
    action = (
      <a className={styles.kicker} href={block.linkUrl} target="_blank" rel="noopener noreferrer">
        {label} ↗
      </a>
    );
  } else if (block.type === 'BANNER_GAME' && block.game) {
    action = <LinkButton to={`/games/${block.game.slug}/`}>{label}</LinkButton>;
  } else if (block.linkUrl) {
    action = <LinkButton to={block.linkUrl}>{label}</LinkButton>;
  }
  return (
    <section className={styles.banner} data-block={block.type}>
      <img src={block.imageUrl} alt="" />
      <h2>{block.title}</h2>
      {block.text && <p>{block.text}</p>}
      {action && <div>{action}</div>}
    </section>
  );
}
