import { useRef, type KeyboardEvent } from 'react';
import styles from './login.module.css';

export type Method = 'account' | 'phone';

type Props = { value: Method; onChange: (m: Method) => void; items: { key: Method; label: string }[] };

/**
 * Account / phone switch, drawn like Ant Design Pro's sign-in tabs. Plain buttons with the tab
 * roles instead of antd Tabs: the sign-in page's first download stays small (docs/performance.md).
 */
export function MethodTabs({ value, onChange, items }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + items.length) % items.length;
    const target = items[next];
    if (!target) return;
    onChange(target.key);
    refs.current[next]?.focus();
  };
  return (
    <div className={styles.tabs} role="tablist">
      {items.map((item, i) => (
        <button
          key={item.key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`login-tab-${item.key}`}
          aria-selected={value === item.key}
          aria-controls={`login-panel-${item.key}`}
          tabIndex={value === item.key ? 0 : -1}
          className={value === item.key ? `${styles.tab} ${styles.tabActive}` : styles.tab}
          onClick={() => onChange(item.key)}
          onKeyDown={(e) => onKeyDown(e, i)}
          data-testid={`login-tab-${item.key}`}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
