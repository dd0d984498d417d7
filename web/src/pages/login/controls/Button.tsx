import type { ButtonHTMLAttributes } from 'react';
import { useShownWhenSlow } from '../../../lib/busyIndicator';
import { Icon, type IconName } from './icons';
import styles from './controls.module.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  primary?: boolean;
  block?: boolean;
  /** At work: dimmed and deaf to clicks at once, with a spinning icon once the work is slow. */
  loading?: boolean;
  icon?: IconName;
};

/** A large button like antd's (default or primary), with its loading state. */
export function Button({ primary, block, loading, icon, className, disabled, children, type, ...rest }: Props) {
  const spinning = useShownWhenSlow(Boolean(loading));
  const classes = [
    styles.button,
    primary && styles.primary,
    block && styles.block,
    loading && styles.loading,
    className,
  ];
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {spinning ? <Icon name="loading" spin /> : icon && <Icon name={icon} />}
      <span>{children}</span>
    </button>
  );
}
