import type { ReactNode } from 'react';
import styles from './Button.module.css';
import { LocalLink } from './LocalLink.tsx';

export function LinkButton({
  to,
  variant = 'primary',
  children,
}: {
  to: string;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}) {
  return (
    <LocalLink to={to} className={`${styles.button} ${styles[variant]}`}>
      {children}
    </LocalLink>
  );
}
