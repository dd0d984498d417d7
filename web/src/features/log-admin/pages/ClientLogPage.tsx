import { useState } from 'react';
import { Button, DatePicker, Form, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ErrorLogRecord } from '@invest/contract/log';
import { CrudPage } from '../../../components/crud/CrudPage';
import { SearchBar } from '../../../components/crud/SearchBar';
import { ServerTable } from '../../../components/crud/ServerTable';
import { TextFilter } from '../../../components/crud/TextFilter';
import { useServerTable } from '../../../components/crud/useServerTable';
import { clientLogKeys, fetchClientLogPage, type ClientLogFilters } from '../api';
import { toClientLogFilters, type ClientLogSearch } from '../clientLogFilters';
import { ClientLogDrawer } from '../components/ClientLogDrawer';
import styles from '../components/log.module.css';
import { EMPTY } from '../../../lib/empty';

/** /system/error-log: errors uploaded from consoles, newest first, with filters and the full stack. */
export default function ClientLogPage() {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<ErrorLogRecord>();
  const table = useServerTable<ErrorLogRecord, ClientLogFilters>({
    queryKey: clientLogKeys.list,
    fetchPage: fetchClientLogPage,
  });

  const columns: TableColumnsType<ErrorLogRecord> = [
    {
      key: 'createTime',
      dataIndex: 'createTime',
      title: t('clientLog.createTime'),
      sorter: true,
      defaultSortOrder: 'descend',
      width: 170,
    },
    {
      key: 'account',
      dataIndex: 'account',
      title: t('clientLog.account'),
      sorter: true,
      render: (v: string) => v || EMPTY,
    },
    { key: 'type', dataIndex: 'type', title: t('clientLog.type'), sorter: true, render: (v: string) => <Tag>{v}</Tag> },
    {
      dataIndex: 'message',
      title: t('clientLog.message'),
      render: (v: string) => (
        <Typography.Text className={styles.cellMessage} ellipsis={{ tooltip: v }} data-testid="client-log-message">
          {v}
        </Typography.Text>
      ),
    },
    {
      dataIndex: 'url',
      title: t('clientLog.url'),
      render: (v: string) => (
        <Typography.Text className={styles.cellUrl} type="secondary" ellipsis={{ tooltip: v }}>
          {v}
        </Typography.Text>
      ),
    },
    {
      key: 'actions',
      title: t('crud.actions'),
      fixed: 'end',
      width: 80,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setDetail(row)} data-testid="client-log-view">
          {t('crud.view')}
        </Button>
      ),
    },
  ];

  return (
    <CrudPage testId="client-log-page">
      <SearchBar<ClientLogSearch>
        onSearch={(v) => table.search(toClientLogFilters(v))}
        testId="client-log-search"
        collapsedCount={2}
      >
        <TextFilter name="account" label={t('clientLog.account')} />
        <TextFilter name="message" label={t('clientLog.message')} testId="client-log-search-message" />
        <TextFilter name="url" label={t('clientLog.url')} />
        <Form.Item name="range" label={t('clientLog.timeRange')}>
          <DatePicker.RangePicker
            showTime
            allowEmpty={[true, true]}
            placeholder={[t('crud.startTime'), t('crud.endTime')]}
          />
        </Form.Item>
      </SearchBar>
      <ServerTable<ErrorLogRecord, ClientLogFilters>
        table={table}
        columns={columns}
        emptyText={t('clientLog.empty')}
        onRow={(row) => ({ onDoubleClick: () => setDetail(row) })}
        testId="client-log-table"
      />
      <ClientLogDrawer record={detail} onClose={() => setDetail(undefined)} />
    </CrudPage>
  );
}
