import { pinyin } from 'pinyin-pro';

/**
 * pinyin-pro segments a name in milliseconds, and its first call in a process loads its
 * dictionary (hundreds of ms): keys are kept per name, so a rebuilt menu (another role set, an
 * expired cache) costs nothing, and the server computes them once at start (MenuService.warm).
 */
const known = new Map<string, string[]>();
const MAX_KNOWN = 10_000;

/**
 * Search keys for a Chinese menu name: full pinyin and initials ("xiangmuliebiao", "xmlb"), so
 * the console's menu search finds 项目列表 by either without shipping a pinyin dictionary.
 */
export function pinyinKeys(name: string): string[] {
  if (!/[\u4e00-\u9fff]/.test(name)) return [];
  let keys = known.get(name);
  if (!keys) {
    // Menu names are few; a bound only in case names keep changing in a long-lived process.
    if (known.size >= MAX_KNOWN) known.clear();
    keys = segment(name);
    known.set(name, keys);
  }
  return [...keys];
}

function segment(name: string): string[] {
  const syllables = pinyin(name, { toneType: 'none', type: 'array', nonZh: 'removed' }).filter(Boolean);
  const full = syllables.join('').toLowerCase();
  const initials = syllables
    .map((s) => s[0])
    .join('')
    .toLowerCase();
  return [...new Set([full, initials].filter(Boolean))];
}
