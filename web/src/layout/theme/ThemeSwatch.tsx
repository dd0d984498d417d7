import type { ThemeName } from '../../lib/themes';
import styles from './theme.module.css';

/**
 * A miniature of the shell in a theme: it carries `data-theme`, so it is painted by the very
 * variables the shell uses (styles/themes.css), and cannot drift from the real look.
 */
export function ThemeSwatch({ name }: { name: ThemeName }) {
  return (
    <span className={styles.swatch} data-theme={name} aria-hidden>
      <span className={styles.sSider}>
        <span className={styles.sLogo} />
        <span className={styles.sItem} />
        <span className={`${styles.sItem} ${styles.sActive}`} />
        <span className={styles.sItem} />
        <span className={styles.sItem} />
      </span>
      <span className={styles.sMain}>
        <span className={styles.sHeader}>
          <span className={styles.sHeaderDot} />
          <span className={styles.sHeaderDot} />
        </span>
        <span className={styles.sTags}>
          <span className={styles.sTag} />
          <span className={`${styles.sTag} ${styles.sTagActive}`} />
          <span className={styles.sTag} />
        </span>
        <span className={styles.sBody}>
          <span className={styles.sCard} />
        </span>
      </span>
    </span>
  );
}
