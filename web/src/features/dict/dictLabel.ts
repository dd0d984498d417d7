import type { DictItem } from '@invest/contract/dict';
import type { Language } from '../../lib/config';
import { localized } from '../../lib/localized';

/** An item's label: its English value in English when it has one, otherwise the Chinese value. */
export function dictLabel(item: Pick<DictItem, 'dictValue' | 'dictValueEn'>, language: Language): string {
  return localized(item.dictValue, item.dictValueEn, language);
}

export type DictOption = { value: string; label: string; item: DictItem };

/** Items as select options, in their `sort` order, labelled in the language. */
export function dictOptions(items: readonly DictItem[], language: Language): DictOption[] {
  return [...items]
    .sort((a, b) => a.sort - b.sort)
    .map((item) => ({ value: item.dictKey, label: dictLabel(item, language), item }));
}
