import type { ReactNode } from 'react';
import styles from '../../components/Page.module.css';

/** One of the internal page's galleries: a section titled by its heading. */
export function GallerySection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={styles.page}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
