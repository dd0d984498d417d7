import { Fragment, type HTMLAttributes, type Key, type ReactNode } from 'react';
import styles from './RowList.module.css';

interface RowListProps<T> {
  items: readonly T[];
  rowKey: (item: T) => Key;
  /** Each item as a `<Row>`. */
  renderRow: (item: T, index: number) => ReactNode;
  /** A frame around the rows (a list inside a form). */
  bordered?: boolean;
}

/**
 * A short list of rows split by lines, as antd's small `List` draws one. antd 6.6 deprecates `List`
 * (removed in its next major) for `Listy`, a virtual list made for long ones; these lists show a
 * handful of rows (docs/decisions.md, "Short lists without antd's List").
 */
export function RowList<T>({ items, rowKey, renderRow, bordered = false }: RowListProps<T>) {
  return (
    <ul className={bordered ? `${styles.list} ${styles.bordered}` : styles.list}>
      {items.map((item, index) => (
        <Fragment key={rowKey(item)}>{renderRow(item, index)}</Fragment>
      ))}
    </ul>
  );
}

interface RowProps extends HTMLAttributes<HTMLLIElement> {
  /** Controls at the row's end (buttons, links), each in a cell of its own. */
  actions?: ReactNode[];
  'data-testid'?: string;
}

/** One row of a `RowList`: its content, then its actions. */
export function Row({ actions, className, children, ...rest }: RowProps) {
  return (
    <li className={className ? `${styles.row} ${className}` : styles.row} {...rest}>
      {children}
      {actions && actions.length > 0 && (
        <ul className={styles.actions}>
          {actions.map((action, i) => (
            <li key={i}>{action}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
