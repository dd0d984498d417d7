import { useDeferredValue, useMemo, useState } from 'react';
import { Alert, Collapse, Empty, Input, Space, Spin, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CrudPage, CrudPanel } from '../../../components/crud/CrudPage';
import { useApiDocument } from '../api';
import { readApiDocument, searchApi, type ApiEndpoint, type Field, type Parameter } from '../openapi';

const METHOD_COLOR: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', DELETE: 'red' };

/** /code 接口文档: the API reference, read from the OpenAPI document the server generates from the contract. */
export default function ApiDocPage() {
  const { t } = useTranslation();
  const doc = useApiDocument();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const groups = useMemo(() => (doc.data ? readApiDocument(doc.data) : []), [doc.data]);
  const shown = useMemo(() => searchApi(groups, deferred), [groups, deferred]);
  const count = shown.reduce((n, g) => n + g.endpoints.length, 0);

  const accessOf = (e: ApiEndpoint) => {
    if (e.permissions.length)
      return (
        <Space size={[4, 4]} wrap>
          {e.permissions.map((p) => (
            <Tag key={p} color="purple" data-testid="api-permission">
              {p}
            </Tag>
          ))}
        </Space>
      );
    const kind = e.access?.kind;
    return (
      <Tag>
        {kind === 'open'
          ? t('systemPages.apiAccessOpen')
          : kind === 'public'
            ? t('systemPages.apiAccessPublic')
            : t('systemPages.apiAccessSignedIn')}
      </Tag>
    );
  };

  const parameterColumns: TableColumnsType<Parameter> = [
    {
      dataIndex: 'name',
      title: t('systemPages.apiName'),
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    { dataIndex: 'in', title: t('systemPages.apiIn'), width: 80 },
    { dataIndex: 'type', title: t('systemPages.apiType'), width: 180 },
    { dataIndex: 'required', title: t('systemPages.apiRequired'), width: 80, render: (v: boolean) => (v ? '✓' : '') },
    { dataIndex: 'description', title: t('systemPages.apiDescription') },
  ];
  const fieldColumns: TableColumnsType<Field> = [
    {
      dataIndex: 'path',
      title: t('systemPages.apiName'),
      render: (v: string, f) => (
        <Typography.Text code style={{ marginInlineStart: f.depth * 12 }}>
          {v}
        </Typography.Text>
      ),
    },
    { dataIndex: 'type', title: t('systemPages.apiType'), width: 200 },
    { dataIndex: 'required', title: t('systemPages.apiRequired'), width: 80, render: (v: boolean) => (v ? '✓' : '') },
    { dataIndex: 'description', title: t('systemPages.apiDescription') },
  ];

  const section = <T extends object>(title: string, rows: T[], columns: TableColumnsType<T>, rowKey: keyof T) => (
    <div style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {rows.length ? (
        <Table<T>
          size="small"
          pagination={false}
          rowKey={(r) => String(r[rowKey])}
          dataSource={rows}
          columns={columns}
          scroll={{ x: 640 }}
        />
      ) : (
        <Typography.Text type="secondary">{t('systemPages.apiNone')}</Typography.Text>
      )}
    </div>
  );

  const details = (e: ApiEndpoint) => (
    <div data-testid="api-details">
      <Space style={{ marginBottom: 12 }} wrap>
        <Typography.Text strong>{t('systemPages.apiPermission')}:</Typography.Text>
        {accessOf(e)}
      </Space>
      {section(t('systemPages.apiParameters'), e.parameters, parameterColumns, 'name')}
      {e.method !== 'GET' && section(t('systemPages.apiBody'), e.body, fieldColumns, 'path')}
      {section(t('systemPages.apiResponse'), e.response, fieldColumns, 'path')}
    </div>
  );

  if (doc.isLoading)
    return (
      <CrudPage testId="api-doc-page">
        <CrudPanel>
          <Spin />
        </CrudPanel>
      </CrudPage>
    );
  if (doc.isError || !doc.data)
    return (
      <CrudPage testId="api-doc-page">
        <Alert type="error" title={t('systemPages.apiLoadFailed')} showIcon />
      </CrudPage>
    );

  return (
    <CrudPage testId="api-doc-page">
      <CrudPanel>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap align="baseline">
            <Typography.Title level={4} style={{ margin: 0 }}>
              {doc.data.info.title}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t('systemPages.apiVersion', { version: doc.data.info.version })} · OpenAPI {doc.data.openapi}
            </Typography.Text>
          </Space>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t('systemPages.apiSearch')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            style={{ maxWidth: 360 }}
            data-testid="api-search"
          />
          <Typography.Text type="secondary" data-testid="api-count">
            {t('systemPages.apiCount', { count })}
          </Typography.Text>
        </Space>
      </CrudPanel>
      {shown.length === 0 && (
        <CrudPanel>
          <Empty description={t('systemPages.apiEmpty')} />
        </CrudPanel>
      )}
      {shown.map((g) => (
        <CrudPanel key={g.tag} testId={`api-group-${g.tag}`}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {g.tag} <Typography.Text type="secondary">({g.endpoints.length})</Typography.Text>
          </Typography.Title>
          <Collapse
            size="small"
            items={g.endpoints.map((e) => ({
              key: e.key,
              label: (
                <Space size={8} wrap data-testid="api-endpoint">
                  <Tag color={METHOD_COLOR[e.method]} style={{ minWidth: 52, textAlign: 'center' }}>
                    {e.method}
                  </Tag>
                  <Typography.Text code>{e.path}</Typography.Text>
                  <Typography.Text type="secondary">{e.summary}</Typography.Text>
                </Space>
              ),
              extra: accessOf(e),
              children: details(e),
            }))}
          />
        </CrudPanel>
      ))}
    </CrudPage>
  );
}
