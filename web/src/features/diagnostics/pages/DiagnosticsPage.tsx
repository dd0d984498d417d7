import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Card, Col, Descriptions, Row, Space, Statistic, Tag, Typography } from 'antd';
import { ReloadOutlined, ThunderboltOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../components/crud/CrudPage';
import { BUILD, pingServer, useDiagnostics } from '../api';
import { measureLatency, median, uptimeParts } from '../latency';

/** Round trips per measurement: enough for a steady median, few enough to be quick. */
const SAMPLES = 7;

/** /test/index 系统诊断: the console's build, the server, its database, and the latency from this browser. */
export default function DiagnosticsPage() {
  const { t } = useTranslation();
  const facts = useDiagnostics();
  const [samples, setSamples] = useState<number[]>([]);
  const [measuring, setMeasuring] = useState(false);
  const alive = useRef(true);

  const measure = useCallback(async () => {
    setMeasuring(true);
    setSamples([]);
    try {
      await measureLatency(pingServer, SAMPLES, (ms) => {
        if (alive.current) setSamples((s) => [...s, ms]);
      });
    } catch {
      // The failed call was reported by lib/http; the samples so far stay.
    } finally {
      if (alive.current) setMeasuring(false);
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void measure();
    return () => {
      alive.current = false;
    };
  }, [measure]);

  const unknown = <Typography.Text type="secondary">{t('systemPages.diagUnknown')}</Typography.Text>;
  const d = facts.data;
  const mid = median(samples);
  const db = d?.database;

  return (
    <CrudPage testId="diagnostics-page">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('systemPages.diagBuild')} size="small" data-testid="diag-build">
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('systemPages.diagVersion')}>{BUILD.version || unknown}</Descriptions.Item>
              <Descriptions.Item label={t('systemPages.diagCommit')}>
                {BUILD.commit ? <Typography.Text code>{BUILD.commit}</Typography.Text> : unknown}
              </Descriptions.Item>
              <Descriptions.Item label={t('systemPages.diagBuildTime')}>
                {BUILD.time ? dayjs(BUILD.time).format('YYYY-MM-DD HH:mm:ss') : unknown}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title={t('systemPages.diagLatency')}
            size="small"
            data-testid="diag-latency"
            extra={
              <Button
                size="small"
                icon={<ThunderboltOutlined />}
                loading={measuring}
                onClick={() => void measure()}
                data-testid="diag-ping"
              >
                {t('systemPages.diagPing')}
              </Button>
            }
          >
            <Statistic
              title={t('systemPages.diagMedian')}
              value={mid === undefined ? '—' : mid.toFixed(1)}
              suffix={mid === undefined ? undefined : 'ms'}
              data-testid="diag-median"
            />
            <div style={{ marginTop: 12 }}>
              <Typography.Text type="secondary">{t('systemPages.diagSamples')}</Typography.Text>
              <div data-testid="diag-samples" style={{ marginTop: 4 }}>
                <Space size={[4, 4]} wrap>
                  {samples.map((ms, i) => (
                    <Tag key={i}>{ms.toFixed(1)}</Tag>
                  ))}
                  {measuring && <Typography.Text type="secondary">{t('systemPages.diagMeasuring')}</Typography.Text>}
                </Space>
              </div>
            </div>
          </Card>
        </Col>
        <Col span={24}>
          <Card
            title={t('systemPages.diagServer')}
            size="small"
            loading={facts.isLoading}
            data-testid="diag-server"
            extra={
              <Button
                size="small"
                icon={<ReloadOutlined />}
                loading={facts.isFetching}
                onClick={() => void facts.refetch()}
              >
                {t('systemPages.diagRefresh')}
              </Button>
            }
          >
            {d && (
              <Descriptions column={{ xs: 1, md: 2 }} size="small">
                <Descriptions.Item label={t('systemPages.diagServerVersion')}>{d.version}</Descriptions.Item>
                <Descriptions.Item label={t('systemPages.diagNode')}>{d.node}</Descriptions.Item>
                <Descriptions.Item label={t('systemPages.diagDatabase')}>
                  <span data-testid="diag-database">
                    {db?.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} {db?.version ? `(PostgreSQL ${db.version})` : ''}
                  </span>
                </Descriptions.Item>
                <Descriptions.Item label={t('systemPages.diagPlatform')}>{d.platform}</Descriptions.Item>
                <Descriptions.Item label={t('systemPages.diagStartedAt')}>{d.startedAt}</Descriptions.Item>
                <Descriptions.Item label={t('systemPages.diagUptime')}>
                  {t('systemPages.diagUptimeValue', uptimeParts(d.uptimeSeconds))}
                </Descriptions.Item>
                <Descriptions.Item label={t('systemPages.diagServerTime')}>{d.serverTime}</Descriptions.Item>
              </Descriptions>
            )}
          </Card>
        </Col>
      </Row>
    </CrudPage>
  );
}
