import { useEffect, useRef, useState, type Key } from 'react';
import { App, Button, Form, Space, type TableColumnsType } from 'antd';
import { DeleteOutlined, ImportOutlined, StarOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProjectRecord } from '@invest/contract/project';
import { CrudPage } from '../../../components/crud/CrudPage';
import { AddButton } from '../../../components/crud/AddButton';
import { PermissionGate } from '../../../components/crud/PermissionGate';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useCan } from '../../../components/crud/permission';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import type { ProjectFilters } from '@invest/contract/project';
import { useServerTable } from '../../../components/crud/useServerTable';
import { fetchProjectPage, projectListKeys, useEditableProjects, useRemoveProjects, useSetKeyProjects } from '../api';
import {
  filtersFromQuery,
  filtersOfSearch,
  queryOfFilters,
  searchValuesOf,
  type ProjectSearchValues,
} from '../listQuery';
import { useColumnChoice } from '../useColumnChoice';
import { ColumnChooser } from './ColumnChooser';
import { ExportButton } from './ExportButton';
import { ImportDialog } from './ImportDialog';
import { ProjectDrawer } from '../../project/detail/ProjectDrawer';
import { ProjectSearchBar } from './ProjectSearchBar';
import { DEFAULT_COLUMNS, OPTIONAL_COLUMNS, useProjectColumns } from './useProjectColumns';

type Props = {
  /** The key projects page: the same list fixed to key projects. */
  keyOnly?: boolean;
};

const KEY_ONLY = { isKey: 1 };

/**
 * The project list (and, fixed to key projects, the key projects page): server-side search,
 * sort and paging; the columns the user chose; create, edit, delete, key marks; Excel out and in.
 * It opens with the filters of its URL and keeps the URL in step, so a search can be shared.
 */
export function ProjectListView({ keyOnly = false }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const { confirmDelete, confirmBatchDelete } = useConfirmAction();
  const [form] = Form.useForm<ProjectSearchValues>();
  const [initialFilters] = useState(() => {
    const { isKey, ...rest } = filtersFromQuery(new URLSearchParams(window.location.search));
    return keyOnly ? rest : { ...rest, isKey };
  });
  const table = useServerTable<ProjectRecord, ProjectFilters>({
    queryKey: projectListKeys.list,
    fetchPage: fetchProjectPage,
    params: keyOnly ? KEY_ONLY : undefined,
    initialFilters,
  });
  const columnChoice = useColumnChoice('projectList.columns', OPTIONAL_COLUMNS, DEFAULT_COLUMNS);
  const { name, optional, labels } = useProjectColumns();
  const remove = useRemoveProjects();
  const setKey = useSetKeyProjects();
  const [editing, setEditing] = useState<ProjectRecord | null>();
  const [importing, setImporting] = useState(false);

  const canEdit = can('project_edit');
  const canDelete = can('project_delete');
  const canKey = can('project_key');
  const editable = useEditableProjects(
    table.records.map((r) => r.id),
    canEdit || canDelete || canKey,
  );

  // The URL's filters fill the form once; not in its initialValues, so Reset clears them. (A kept-alive
  // tab runs its effects again when it shows again: the ref keeps the user's later search.)
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current) return;
    filled.current = true;
    form.setFieldsValue(searchValuesOf(initialFilters));
  }, [form, initialFilters]);
  // The address shows the search, so it can be shared. Not a navigation: a tab's identity is its
  // URL, and navigating would open a new tab for every search. Runs again when the tab shows again.
  useEffect(() => {
    window.history.replaceState(window.history.state, '', window.location.pathname + queryOfFilters(table.filters));
  }, [table.filters]);

  // A refusal has been reported by lib/http already.
  const markKey = (ids: string[], isKey: 0 | 1) =>
    setKey.mutate(
      { ids, isKey },
      {
        onSuccess: () => {
          void message.success(t(isKey ? 'project.keyMarked' : 'project.keyUnmarked'));
          table.clearSelection();
        },
      },
    );

  const actions: TableColumnsType<ProjectRecord>[number] = {
    key: 'actions',
    title: t('crud.actions'),
    fixed: 'end',
    render: (_, row) =>
      editable.has(row.id) && (
        // Wraps rather than widening the table: at 1440 px the whole row fits beside the pinned column.
        <Space size={0} wrap>
          {canEdit && (
            <Button type="link" size="small" onClick={() => setEditing(row)} data-testid="project-edit">
              {t('crud.edit')}
            </Button>
          )}
          {canKey && (
            <Button
              type="link"
              size="small"
              onClick={() => markKey([row.id], row.isKey ? 0 : 1)}
              data-testid="project-key"
            >
              {row.isKey ? t('project.unmarkKey') : t('project.markKey')}
            </Button>
          )}
          {canDelete && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => confirmDelete(row.name, () => remove.mutateAsync([row.id]))}
              data-testid="project-delete"
            >
              {t('crud.delete')}
            </Button>
          )}
        </Space>
      ),
  };
  const columns: TableColumnsType<ProjectRecord> = [
    name,
    ...columnChoice.shown.map((key) => optional[key as keyof typeof optional]),
    ...(canEdit || canDelete || canKey ? [actions] : []),
  ];

  const batchActions =
    canDelete || canKey
      ? (keys: Key[]) => {
          const ids = keys.map(String);
          return (
            <>
              {canKey && (
                <>
                  <Button
                    size="small"
                    icon={<StarOutlined />}
                    onClick={() => markKey(ids, 1)}
                    data-testid="project-batch-key"
                  >
                    {t('project.markKey')}
                  </Button>
                  <Button
                    size="small"
                    icon={<StopOutlined />}
                    onClick={() => markKey(ids, 0)}
                    data-testid="project-batch-unkey"
                  >
                    {t('project.unmarkKey')}
                  </Button>
                </>
              )}
              {canDelete && (
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() =>
                    confirmBatchDelete(ids.length, async () => {
                      await remove.mutateAsync(ids);
                      table.clearSelection();
                    })
                  }
                  data-testid="project-batch-delete"
                >
                  {t('crud.batchDelete')}
                </Button>
              )}
            </>
          );
        }
      : undefined;

  // What the list shows now, every page of it.
  const exportParams = {
    ...table.filters,
    ...(keyOnly ? KEY_ONLY : {}),
    ascs: table.params.ascs,
    descs: table.params.descs,
  };
  return (
    <CrudPage testId={keyOnly ? 'project-key-page' : 'project-list-page'}>
      <ProjectSearchBar form={form} onSearch={(v) => table.search(filtersOfSearch(v))} withKeyFilter={!keyOnly} />
      <ServerTable<ProjectRecord, ProjectFilters>
        table={table}
        title={t(keyOnly ? 'projectList.keyTitle' : 'projectList.title')}
        columns={columns}
        emptyText={t('projectList.empty')}
        selectable={(row) => editable.has(row.id)}
        batchActions={batchActions}
        toolbar={
          <Space wrap>
            <AddButton permission="project_add" onClick={() => setEditing(null)} testId="project-add" />
            <PermissionGate code="project_import">
              <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="project-import">
                {t('projectList.import')}
              </Button>
            </PermissionGate>
            <PermissionGate code="project_export">
              <ExportButton params={exportParams} />
            </PermissionGate>
            <ColumnChooser
              columns={labels}
              shown={columnChoice.shown}
              onChange={columnChoice.choose}
              onReset={columnChoice.reset}
            />
          </Space>
        }
        testId="project-table"
      />
      <ProjectDrawer editing={editing} onClose={() => setEditing(undefined)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </CrudPage>
  );
}
