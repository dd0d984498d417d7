import { useMemo, useState } from 'react';
import { AddButton } from '../../../components/crud/AddButton';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../components/crud/CrudPage';
import { SearchBar } from '../../../components/crud/SearchBar';
import { ServerTable } from '../../../components/crud/ServerTable';
import { TextFilter } from '../../../components/crud/TextFilter';
import { usePermission } from '../../../components/crud/permission';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useServerTable } from '../../../components/crud/useServerTable';
import { menuLabel } from '../../../lib/menuTree';
import { useCommon } from '../../../stores/common';
import { fetchMenuList, menuAdminKeys, useMenuLevels, useRemoveMenus, type MenuFilters } from '../api';
import { WHOLE_LIST } from '../asPage';
import { MenuDrawer, type MenuEditing } from '../components/MenuDrawer';
import { useMenuColumns } from '../components/useMenuColumns';
import { BUTTON, MENU, buildMenuRows, type MenuRow } from '../menuRows';

/** /system/menu: the menu tree (menus and their buttons), loaded level by level; super administrator. */
export default function MenuPage() {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const { confirmDelete } = useConfirmAction();
  const remove = useRemoveMenus();
  const canDelete = usePermission('menu_delete');
  const [editing, setEditing] = useState<MenuEditing | undefined>(undefined);
  // A fresh drawer (and form) for every opening.
  const [drawerKey, setDrawerKey] = useState(0);
  const [expanded, setExpanded] = useState<string[]>([]);

  const table = useServerTable<MenuRow, MenuFilters>({
    queryKey: menuAdminKeys.list,
    fetchPage: fetchMenuList,
    pageSize: WHOLE_LIST,
  });
  const searching = Boolean(table.filters.name || table.filters.code);
  const levels = useMenuLevels(searching ? [] : expanded);
  const rows = useMemo(() => buildMenuRows(table.records, levels, searching), [table.records, levels, searching]);
  const levelLoading = [...levels.values()].some((l) => l.loading);

  // The kit's table, showing the tree built from the loaded levels; the whole level is one page.
  const pagination = { ...table.tableProps.pagination, hideOnSinglePage: true };
  const view = {
    ...table,
    tableProps: {
      ...table.tableProps,
      dataSource: rows,
      pagination,
      loading: table.tableProps.loading || levelLoading,
    },
  };

  const open = (next: MenuEditing) => {
    setDrawerKey((k) => k + 1);
    setEditing(next);
  };
  const nameOf = (row: MenuRow) => menuLabel(row, language);

  const columns = useMenuColumns({
    onEdit: (row) => open({ mode: 'edit', id: row.id }),
    onAddChild: (row) => open({ mode: 'add', parentId: row.id, parentLabel: nameOf(row), category: MENU }),
    onAddButton: (row) => open({ mode: 'add', parentId: row.id, parentLabel: nameOf(row), category: BUTTON }),
    onDelete: (row) =>
      confirmDelete(nameOf(row), async () => {
        await remove.mutateAsync([row.id]);
        setExpanded((keys) => keys.filter((k) => k !== row.id));
      }),
  });

  return (
    <CrudPage testId="menu-page">
      <SearchBar<MenuFilters> onSearch={table.search} testId="menu-search">
        <TextFilter name="name" label={t('menuAdmin.name')} testId="menu-search-name" />
        <TextFilter name="code" label={t('menuAdmin.code')} testId="menu-search-code" />
      </SearchBar>
      <ServerTable<MenuRow, MenuFilters>
        table={view}
        columns={columns}
        title={searching ? t('menuAdmin.searchResults') : undefined}
        emptyText={searching ? t('menuAdmin.noMatch') : t('menuAdmin.empty')}
        expandable={
          searching
            ? { showExpandColumn: false }
            : {
                expandedRowKeys: expanded,
                onExpand: (isOpen, row) =>
                  setExpanded((keys) => (isOpen ? [...keys, row.id] : keys.filter((k) => k !== row.id))),
              }
        }
        toolbar={
          <AddButton
            permission="menu_add"
            onClick={() => open({ mode: 'add', parentId: '0', category: MENU })}
            testId="menu-add"
          />
        }
        batchDelete={
          canDelete ? { onDelete: (ids) => remove.mutateAsync(ids), testId: 'menu-batch-delete' } : undefined
        }
        testId="menu-table"
      />
      <MenuDrawer
        key={drawerKey}
        editing={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(saved) => {
          if (saved.parentId !== '0')
            setExpanded((keys) => (keys.includes(saved.parentId) ? keys : [...keys, saved.parentId]));
        }}
      />
    </CrudPage>
  );
}
