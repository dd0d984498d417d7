import type { GrantNode } from '@invest/contract/menu';

/** Menus are category 1, buttons category 2 (contract menuRecord). */
const BUTTON = 2;

/** The key of the leaf that stands for a page itself, among its buttons. */
export const VIEW_PREFIX = 'view:';

export type CheckNode = {
  key: string;
  title: string;
  /** The menu or button code (the "open the page" leaf: `<page code>:view`). */
  code: string;
  /** A button, or the "open the page" leaf of a page with buttons. */
  kind: 'menu' | 'button' | 'view';
  children?: CheckNode[];
};

/**
 * The grant tree as the dialog shows it. A page with buttons gets a first leaf "open the page"
 * standing for the page itself, so a page can be granted without any of its buttons (read only),
 * which a plain cascading checkbox tree cannot express.
 */
export function toCheckTree(
  nodes: readonly GrantNode[],
  label: (node: GrantNode) => string,
  viewLabel: string,
): CheckNode[] {
  return nodes.map((node) => {
    const children = toCheckTree(node.children, label, viewLabel);
    const kind = node.category === BUTTON ? 'button' : 'menu';
    if (!children.length) return { key: node.id, title: label(node), code: node.code, kind };
    const hasButtons = node.children.some((c) => c.category === BUTTON);
    const view: CheckNode[] = hasButtons
      ? [{ key: `${VIEW_PREFIX}${node.id}`, title: viewLabel, code: `${node.code}:view`, kind: 'view' }]
      : [];
    return { key: node.id, title: label(node), code: node.code, kind, children: [...view, ...children] };
  });
}

function walk(tree: readonly CheckNode[], visit: (node: CheckNode, parent: CheckNode | undefined) => void) {
  const go = (nodes: readonly CheckNode[], parent: CheckNode | undefined) => {
    for (const n of nodes) {
      visit(n, parent);
      if (n.children) go(n.children, n);
    }
  };
  go(tree, undefined);
}

/** Every leaf key (what "select all" ticks). */
export function leafKeys(tree: readonly CheckNode[]): string[] {
  const out: string[] = [];
  walk(tree, (n) => {
    if (!n.children?.length) out.push(n.key);
  });
  return out;
}

/** Keys of nodes with children (what "expand all" opens). */
export function branchKeys(tree: readonly CheckNode[]): string[] {
  const out: string[] = [];
  walk(tree, (n) => {
    if (n.children?.length) out.push(n.key);
  });
  return out;
}

/**
 * The leaves to tick for what a role grants now. Only leaves: the tree works out its parents
 * (a parent key would tick every child). A granted page with buttons ticks its "open the page" leaf.
 */
export function checkedLeaves(tree: readonly CheckNode[], granted: Iterable<string>): string[] {
  const ids = new Set(granted);
  return leafKeys(tree).filter((key) => ids.has(key.startsWith(VIEW_PREFIX) ? key.slice(VIEW_PREFIX.length) : key));
}

/**
 * A button needs its page: ticking a button ticks the page's "open the page" leaf; unticking that
 * leaf unticks the page's buttons. `previous` and `next` are leaf keys.
 */
export function linkButtons(
  tree: readonly CheckNode[],
  previous: readonly string[],
  next: readonly string[],
): string[] {
  const before = new Set(previous);
  const after = new Set(next);
  walk(tree, (n) => {
    const view = n.children?.find((c) => c.kind === 'view');
    if (!view) return;
    const buttons = n.children!.filter((c) => c.kind === 'button' && !c.children?.length).map((c) => c.key);
    if (before.has(view.key) && !after.has(view.key)) buttons.forEach((b) => after.delete(b));
    else if (buttons.some((b) => after.has(b))) after.add(view.key);
  });
  return leafKeys(tree).filter((k) => after.has(k));
}

/**
 * The menu and button ids to grant: every ticked leaf (the "open the page" leaf as its page) and
 * every ancestor of one — the checked and half-checked nodes — so a page with only some of its
 * buttons, and the groups above it, stay granted.
 */
export function grantIds(tree: readonly CheckNode[], leaves: readonly string[]): string[] {
  const parentOf = new Map<string, CheckNode | undefined>();
  walk(tree, (n, parent) => parentOf.set(n.key, parent));
  const ids = new Set<string>();
  for (const leaf of leaves) {
    if (!parentOf.has(leaf)) continue;
    ids.add(leaf.startsWith(VIEW_PREFIX) ? leaf.slice(VIEW_PREFIX.length) : leaf);
    for (let p = parentOf.get(leaf); p; p = parentOf.get(p.key)) ids.add(p.key);
  }
  return [...ids];
}
