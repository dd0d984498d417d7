import { Icon } from './icons';
import styles from './controls.module.css';

type Props = { type: 'error' | 'success'; children: string; testId?: string };

/** The outcome of a form's last request, above the form (as on Ant Design Pro's sign-in page). */
export function Alert({ type, children, testId }: Props) {
  return (
    <div
      className={type === 'success' ? `${styles.alert} ${styles.alertSuccess}` : styles.alert}
      role={type === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      <Icon name={type === 'success' ? 'checkCircle' : 'closeCircle'} />
      <span>{children}</span>
    </div>
  );
}
