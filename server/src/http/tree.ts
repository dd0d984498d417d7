/** Builds a tree from rows with `id` and `parentId` (roots have a parent not in the list). */
export function buildTree<T extends { id: string; parentId: string }, N>(
  rows: T[],
  toNode: (row: T, children: N[]) => N,
): N[] {
  const byParent = new Map<string, T[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const row of rows) {
    const key = ids.has(row.parentId) ? row.parentId : '';
    byParent.set(key, [...(byParent.get(key) ?? []), row]);
  }
  const build = (key: string): N[] => (byParent.get(key) ?? []).map((row) => toNode(row, build(row.id)));
  return build('');
}

/** Whether `candidate` is `id` itself or below it (to refuse cycles when moving a node). */
export function isSelfOrDescendant<T extends { id: string; parentId: string }>(
  rows: T[],
  id: string,
  candidate: string,
): boolean {
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (let cur = byId.get(candidate); cur; cur = byId.get(cur.parentId)) {
    if (cur.id === id) return true;
  }
  return false;
}
