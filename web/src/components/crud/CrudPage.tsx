import type { ReactNode } from 'react';
import styles from './crud.module.css';

type Props = { children: ReactNode; testId?: string; className?: string };

/** The frame of a management page: its panels stacked with the console's spacing. */
export function CrudPage({ children, testId, className }: Props) {
  return (
    <div className={className ? `${styles.page} ${className}` : styles.page} data-testid={testId}>
      {children}
    </div>
  );
}

/** A white (theme-coloured) panel of a management page. */
export function CrudPanel({ children, testId, className }: Props) {
  return (
    <section className={className ? `${styles.panel} ${className}` : styles.panel} data-testid={testId}>
      {children}
    </section>
  );
}
