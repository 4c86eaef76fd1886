import { use } from 'react';
import { GameCategoriesDocument } from '../../../adapters/graphql/generated/graphql.ts';
import { useApiServices } from '../../../app/api-services.ts';
import { PAGE_TITLES } from '../../../app/routes/page-titles.ts';
import { useShell } from '../../../app/shell-context.ts';
import { LocalLink } from '../../../components/LocalLink.tsx';
import { usePageTitle } from '../../pages/usePageTitle.ts';
import styles from './Catalogue.module.css';

/** /game-category/ */
export default function GameCategoriesPage() {
  const { settings } = useShell();
  const services = useApiServices();
  const title = usePageTitle(PAGE_TITLES.gameCategories!);
  const { gameCategories } = use(
    services.read(GameCategoriesDocument, { license: settings.license }),
  );
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1>{title}</h1>
      </div>
      <ul className={styles.cards}>
        {gameCategories.map((category) => (
          <li key={category.id}>
            <LocalLink to={`/game-category/${category.slug}/`} className={styles.card}>
              {category.name}
            </LocalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
