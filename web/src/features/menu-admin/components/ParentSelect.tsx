import { useMemo, useState } from 'react';
import { TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MenuRecord } from '@invest/contract/menu';
import { menuLabel } from '../../../lib/menuTree';
import { useCommon } from '../../../stores/common';
import { fetchLazyMenuList, menuAdminKeys, useFetchMenuLevel, useMenuDetail } from '../api';

type Props = {
  value?: string;
  onChange?: (id: string) => void;
  /** The menu being edited: it (and so its branch) cannot be its own parent. */
  excludeId?: string;
  /** The chosen parent's label when it is not loaded yet ("add child" of a deep row). */
  knownLabel?: string;
  testId?: string;
};

type Node = { id: string; pId: string; value: string; title: string; isLeaf: boolean };

const ROOT = '0';

/** The parent of a menu: the top level or a menu, loaded level by level (lazy-menu-list). */
export function ParentSelect({ value = ROOT, onChange, excludeId, knownLabel, testId = 'menu-parent' }: Props) {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const fetchLevel = useFetchMenuLevel();
  const top = useQuery({ queryKey: menuAdminKeys.menuLevel(ROOT), queryFn: () => fetchLazyMenuList(ROOT) });
  const [loaded, setLoaded] = useState<Record<string, MenuRecord[]>>({});
  // A parent deeper than what is loaded: its own name, from its detail.
  const known = useMenuDetail(value !== ROOT && !knownLabel ? value : undefined);

  const nodes = useMemo(() => {
    const out: Node[] = [{ id: ROOT, pId: '', value: ROOT, title: t('menuAdmin.topLevel'), isLeaf: false }];
    const add = (parentId: string, rows: readonly MenuRecord[]) => {
      for (const r of rows) {
        if (r.id === excludeId) continue;
        out.push({ id: r.id, pId: parentId, value: r.id, title: menuLabel(r, language), isLeaf: !r.hasChildren });
      }
    };
    add(ROOT, top.data ?? []);
    for (const [parentId, rows] of Object.entries(loaded)) add(parentId, rows);
    return out;
  }, [top.data, loaded, excludeId, language, t]);

  const labelOf = (id: string): string =>
    nodes.find((n) => n.value === id)?.title ??
    knownLabel ??
    (known.data ? menuLabel(known.data, language) : id === ROOT ? t('menuAdmin.topLevel') : '…');

  const loadData = async ({ value: id }: { value?: string | number }) => {
    const key = String(id ?? '');
    if (!key || key === ROOT || loaded[key]) return;
    const rows = await fetchLevel(key);
    setLoaded((prev) => ({ ...prev, [key]: rows }));
  };

  return (
    <TreeSelect<{ value: string; label: string }>
      labelInValue
      value={{ value, label: labelOf(value) }}
      onChange={(v) => onChange?.(v?.value ?? ROOT)}
      treeDataSimpleMode
      treeData={nodes}
      loadData={loadData}
      treeDefaultExpandedKeys={[ROOT]}
      loading={top.isLoading}
      showSearch={false}
      data-testid={testId}
    />
  );
}
