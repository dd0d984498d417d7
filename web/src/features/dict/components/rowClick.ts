import type { MouseEvent } from 'react';

/** A click on the row itself, not on one of its controls (checkbox, buttons, links). */
export function isPlainRowClick(e: MouseEvent<HTMLElement>): boolean {
  return !(e.target as HTMLElement).closest('button, a, input, label, .ant-table-selection-column');
}
