import { useState } from 'react';
import { App, Descriptions, Form, Modal, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/localized';
import { useCommon } from '../../../stores/common';
import { NOTICE_STATUS } from '@invest/contract/constants';
import type { NoticeRecord } from '@invest/contract/notice';
import { actionsColumn } from '../../../components/crud/actionsColumn';
import { AddButton } from '../../../components/crud/AddButton';
import { CrudPage } from '../../../components/crud/CrudPage';
import { SearchBar } from '../../../components/crud/SearchBar';
import { ServerTable } from '../../../components/crud/ServerTable';
import { TextFilter } from '../../../components/crud/TextFilter';
import { useCan } from '../../../components/crud/permission';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useServerTable } from '../../../components/crud/useServerTable';
import {
  fetchNoticePage,
  noticeKeys,
  usePublishNotice,
  useRemoveNotices,
  useWithdrawNotice,
  type NoticeFilters,
} from '../api';
import { NoticeDrawer } from '../components/NoticeDrawer';

const STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'success', 2: 'warning' };
const editable = (n: NoticeRecord) => n.status !== NOTICE_STATUS.published;

/** /system/notice 通知公告: administrators write notices for all users or chosen roles, publish and withdraw them. */
export default function NoticeAdminPage() {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const { message } = App.useApp();
  const can = useCan();
  const { confirm, confirmDelete } = useConfirmAction();
  const publish = usePublishNotice();
  const withdraw = useWithdrawNotice();
  const remove = useRemoveNotices();
  const [editing, setEditing] = useState<NoticeRecord | null | undefined>(undefined);
  const [viewing, setViewing] = useState<NoticeRecord | undefined>(undefined);
  const table = useServerTable<NoticeRecord, NoticeFilters>({
    queryKey: noticeKeys.list,
    fetchPage: fetchNoticePage,
  });
  const canSend = can('notice_send');

  const statusTag = (status: number) => (
    <Tag color={STATUS_COLOR[status]} data-testid="notice-status">
      {t(`systemPages.status${status as 0 | 1 | 2}`)}
    </Tag>
  );
  const audienceOf = (n: NoticeRecord) =>
    n.audience === 'all' ? (
      <Tag color="blue">{t('systemPages.audienceAll')}</Tag>
    ) : (
      <Space size={[0, 4]} wrap>
        {n.roleNames.map((name, i) => (
          <Tag key={name}>{localized(name, n.roleNamesEn[i], language)}</Tag>
        ))}
      </Space>
    );

  const askPublish = (n: NoticeRecord) =>
    confirm({
      title: t('systemPages.publishTitle'),
      content: t('systemPages.publishConfirm', { title: n.title }),
      okText: t('systemPages.publish'),
      onOk: async () => {
        const done = await publish.mutateAsync(n.id);
        void message.success(t('systemPages.published', { count: done.recipients }));
      },
    });
  const askWithdraw = (n: NoticeRecord) =>
    confirm({
      title: t('systemPages.withdrawTitle'),
      content: t('systemPages.withdrawConfirm', { title: n.title }),
      okText: t('systemPages.withdraw'),
      danger: true,
      onOk: () => withdraw.mutateAsync(n.id),
      successText: t('systemPages.withdrawn'),
    });

  const columns: TableColumnsType<NoticeRecord> = [
    {
      key: 'title',
      dataIndex: 'title',
      title: t('systemPages.noticeTitle'),
      sorter: true,
      ellipsis: true,
      render: (title: string, row) => (
        <Typography.Link onClick={() => setViewing(row)} data-testid="notice-title">
          {title}
        </Typography.Link>
      ),
    },
    { key: 'audience', title: t('systemPages.audience'), width: 200, render: (_, row) => audienceOf(row) },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('systemPages.status'),
      sorter: true,
      width: 100,
      render: (s: number) => statusTag(s),
    },
    { dataIndex: 'authorName', title: t('systemPages.author'), width: 110, ellipsis: true },
    { dataIndex: 'recipients', title: t('systemPages.recipients'), width: 100, align: 'end' },
    {
      key: 'publishTime',
      dataIndex: 'publishTime',
      title: t('systemPages.publishTime'),
      sorter: true,
      width: 170,
      render: (v: string) => v || '—',
    },
    { key: 'updateTime', dataIndex: 'updateTime', title: t('systemPages.updateTime'), sorter: true, width: 170 },
  ];
  columns.push(
    ...actionsColumn<NoticeRecord>({
      t,
      testId: 'notice',
      width: 200,
      actions: canSend
        ? [
            // Only what is not published may change (the server refuses it too): withdraw first.
            { label: t('crud.edit'), testId: 'notice-edit', onClick: setEditing, visible: editable },
            { label: t('systemPages.publish'), testId: 'notice-publish', onClick: askPublish, visible: editable },
            {
              label: t('systemPages.withdraw'),
              testId: 'notice-withdraw',
              onClick: askWithdraw,
              visible: (n) => n.status === NOTICE_STATUS.published,
              danger: true,
            },
          ]
        : [],
      onDelete: canSend ? (row) => confirmDelete(row.title, () => remove.mutateAsync([row.id])) : undefined,
    }),
  );

  return (
    <CrudPage testId="notice-admin-page">
      <SearchBar<NoticeFilters> onSearch={table.search} testId="notice-search">
        <TextFilter name="title" label={t('systemPages.noticeTitle')} testId="notice-search-title" />
        <Form.Item name="status" label={t('systemPages.status')}>
          <Select
            allowClear
            placeholder={t('crud.selectPlaceholder', { field: t('systemPages.status') })}
            options={[0, 1, 2].map((s) => ({ value: s, label: t(`systemPages.status${s as 0 | 1 | 2}`) }))}
            data-testid="notice-search-status"
          />
        </Form.Item>
        <Form.Item name="audience" label={t('systemPages.audience')}>
          <Select
            allowClear
            placeholder={t('crud.selectPlaceholder', { field: t('systemPages.audience') })}
            options={[
              { value: 'all', label: t('systemPages.audienceAll') },
              { value: 'roles', label: t('systemPages.audienceRoles') },
            ]}
          />
        </Form.Item>
      </SearchBar>
      <ServerTable<NoticeRecord, NoticeFilters>
        table={table}
        columns={columns}
        emptyText={t('systemPages.empty')}
        toolbar={
          <AddButton permission="notice_send" onClick={() => setEditing(null)} testId="notice-add">
            {t('systemPages.add')}
          </AddButton>
        }
        batchDelete={
          canSend ? { onDelete: (ids) => remove.mutateAsync(ids), testId: 'notice-batch-delete' } : undefined
        }
        testId="notice-table"
      />
      <NoticeDrawer editing={editing} onClose={() => setEditing(undefined)} />
      <Modal
        open={!!viewing}
        title={viewing?.title}
        footer={null}
        width={640}
        onCancel={() => setViewing(undefined)}
        data-testid="notice-view"
      >
        {viewing && (
          <>
            <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('systemPages.status')}>{statusTag(viewing.status)}</Descriptions.Item>
              <Descriptions.Item label={t('systemPages.audience')}>{audienceOf(viewing)}</Descriptions.Item>
              <Descriptions.Item label={t('systemPages.author')}>{viewing.authorName || '—'}</Descriptions.Item>
              <Descriptions.Item label={t('systemPages.publishTime')}>{viewing.publishTime || '—'}</Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="notice-view-content">
              {viewing.content}
            </Typography.Paragraph>
          </>
        )}
      </Modal>
    </CrudPage>
  );
}
