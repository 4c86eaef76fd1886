import type { ReactNode } from 'react';
import { Logo } from '../../components/Logo.tsx';
import styles from './MainLayout.module.css';

/** The handlers' layout: a brand mark and the page, nothing to navigate away to mid-flow. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <main id="main" className={styles.card}>
        <Logo />
        {children}
      </main>
    </div>
  );
}
