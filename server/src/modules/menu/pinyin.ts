import { pinyin } from 'pinyin-pro';

/**
 * Search keys for a Chinese menu name: full pinyin and initials ("xiangmuliebiao", "xmlb"), so
 * the console's menu search finds 项目列表 by either without shipping a pinyin dictionary.
 */
export function pinyinKeys(name: string): string[] {
  if (!/[\u4e00-\u9fff]/.test(name)) return [];
  const syllables = pinyin(name, { toneType: 'none', type: 'array', nonZh: 'removed' }).filter(Boolean);
  const full = syllables.join('').toLowerCase();
  const initials = syllables
    .map((s) => s[0])
    .join('')
    .toLowerCase();
  return [...new Set([full, initials].filter(Boolean))];
}
