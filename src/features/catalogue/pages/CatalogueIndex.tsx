import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { LocalLink } from '../../../components/LocalLink.tsx';
import { usePageTitle } from '../../../runtime/use-page-title.ts';
import styles from './Catalogue.module.css';

export interface CatalogueIndexEntry {
  id: string;
  name: string;
  /** App path of the entry's page. */
  to: string;
  imageUrl?: string;
  gameCount?: number;
}

/** The index pages of lists, categories and studios: a titled grid of links. */
export function CatalogueIndex({
  title,
  entries,
}: {
  title: MessageDescriptor;
  entries: CatalogueIndexEntry[];
}) {
  const heading = usePageTitle(title);
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1>{heading}</h1>
      </div>
      <ul className={styles.cards}>
        {entries.map((entry) => {
          const count = entry.gameCount;
          return (
            <li key={entry.id}>
              <LocalLink to={entry.to} className={styles.card}>
                {entry.imageUrl && <img src={entry.imageUrl} alt="" width={40} height={40} />}
                {count === undefined ? (
                  entry.name
                ) : (
                  <span>
                    {entry.name}
                    <small>
                      <Trans>{count} games</Trans>
                    </small>
                  </span>
                )}
              </LocalLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
