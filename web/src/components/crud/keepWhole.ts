import styles from './crud.module.css';

/**
 * A table cell whose text must not break between characters: names, codes, rounds, amounts with
 * their unit ("万美 / 元" reads badly). Tables share the width, so the longer texts (company
 * names) wrap instead.
 */
export const KEEP_WHOLE = styles.keepWhole;
