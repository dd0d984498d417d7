/** Where two texts differ: the shared start and end, and each side's differing middle. */
export type TextDiff = { prefix: string; left: string; right: string; suffix: string };

/**
 * Splits two texts around their longest common prefix and suffix, so only the part that differs
 * is highlighted ("智算云科技有限公司" against "智算云科技（上海）有限公司" marks "（上海）").
 * Works on code points, so a character outside the BMP is never cut in half.
 */
export function diffText(a: string, b: string): TextDiff {
  const x = Array.from(a);
  const y = Array.from(b);
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start++;
  let end = 0;
  while (end < x.length - start && end < y.length - start && x[x.length - 1 - end] === y[y.length - 1 - end]) end++;
  return {
    prefix: x.slice(0, start).join(''),
    left: x.slice(start, x.length - end).join(''),
    right: y.slice(start, y.length - end).join(''),
    suffix: x.slice(x.length - end).join(''),
  };
}

export type ContrastItem = { field: string; declared: string; registered: string; match: boolean };
export type ContrastRow = ContrastItem & { declaredText: string; registeredText: string; diff: TextDiff | null };

/**
 * The contrast rows as shown: dictionary fields (industry) compared by their labels, free text
 * with its differing part marked. The server's `match` decides; the diff only shows where.
 */
export function contrastRows(items: ContrastItem[], labelOf: (field: string, value: string) => string): ContrastRow[] {
  return items.map((item) => {
    const declaredText = labelOf(item.field, item.declared);
    const registeredText = labelOf(item.field, item.registered);
    const comparable = !item.match && declaredText !== '' && registeredText !== '';
    return { ...item, declaredText, registeredText, diff: comparable ? diffText(declaredText, registeredText) : null };
  });
}

/** How many declared facts disagree with the registry. */
export const mismatchCount = (rows: ContrastItem[]) => rows.filter((r) => !r.match).length;
