import { use } from 'react';
import { ListsOfGamesDocument } from '../../../adapters/graphql/generated/graphql.ts';
import { useApiServices } from '../../../app/api-services.ts';
import { PAGE_TITLES } from '../../../app/routes/page-titles.ts';
import { useShell } from '../../../app/shell-context.ts';
import { LocalLink } from '../../../components/LocalLink.tsx';
import { usePageTitle } from '../../pages/usePageTitle.ts';
import styles from './Catalogue.module.css';

/** /game-list/: every list of the brand. The bonus list shows only with bonus enabled. */
export default function GameListsPage() {
  const { settings } = useShell();
  const services = useApiServices();
  const title = usePageTitle(PAGE_TITLES.gameLists!);
  const { listsOfGames } = use(services.read(ListsOfGamesDocument, { license: settings.license }));
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1>{title}</h1>
      </div>
      <ul className={styles.cards}>
        {listsOfGames
          .filter((list) => !list.requiresBonus)
          .map((list) => (
            <li key={list.id}>
              <LocalLink to={`/game-list/${list.slug}/`} className={styles.card}>
                {list.name}
              </LocalLink>
            </li>
          ))}
      </ul>
    </div>
  );
}
