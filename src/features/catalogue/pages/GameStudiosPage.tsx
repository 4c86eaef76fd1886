import { Trans } from '@lingui/react/macro';
import { use } from 'react';
import { GameStudiosDocument } from '../../../adapters/graphql/generated/graphql.ts';
import { useApiServices } from '../../../app/api-services.ts';
import { PAGE_TITLES } from '../../../app/routes/page-titles.ts';
import { useShell } from '../../../app/shell-context.ts';
import { LocalLink } from '../../../components/LocalLink.tsx';
import { usePageTitle } from '../../pages/usePageTitle.ts';
import styles from './Catalogue.module.css';

/** /game-studio/: every studio with games available here. */
export default function GameStudiosPage() {
  const { settings } = useShell();
  const services = useApiServices();
  const title = usePageTitle(PAGE_TITLES.gameStudios!);
  const { gameStudios } = use(services.read(GameStudiosDocument, { license: settings.license }));
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1>{title}</h1>
      </div>
      <ul className={styles.cards}>
        {gameStudios.map((studio) => {
          const count = studio.gameCount;
          return (
            <li key={studio.id}>
              <LocalLink to={`/game-studio/${studio.slug}/`} className={styles.card}>
                <img src={studio.imageUrl} alt="" width={40} height={40} />
                <span>
                  {studio.name}
                  <small>
                    <Trans>{count} games</Trans>
                  </small>
                </span>
              </LocalLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
