import { Card, Descriptions, Empty, Result, Skeleton, Space, Tag, Timeline, Typography } from 'antd';
import { StarFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DictTag } from '../../../components/crud/DictTag';
import { useDict } from '../../../components/crud/useDict';
import { useProjectByUuid, useProjectMembers, useProjectSteps } from '../api';

/** Amounts are in units of ten thousand (万元). */
const amount = (value: number | null, unit: string) => (value === null ? '—' : `${value.toLocaleString()} ${unit}`);

/** A project's overview, its path through the pipeline and its team (reached from notifications). */
export default function ProjectDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const project = useProjectByUuid(uuid);
  const p = project.data;
  const steps = useProjectSteps(p?.id);
  const members = useProjectMembers(p?.id);
  const stage = useDict('project_stage');
  const roles = useDict('member_role');
  const unit = t('project.unit');

  if (!uuid || project.isError) {
    return <Result status="404" title={t('project.notFound')} data-testid="project-detail-missing" />;
  }
  if (!p) return <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="project-detail">
      <Card>
        <Space align="center" wrap>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="project-detail-name">
            {p.name}
          </Typography.Title>
          <DictTag code="project_stage" value={String(p.stage)} />
          {p.isKey === 1 && (
            <Tag icon={<StarFilled />} color="gold">
              {t('project.key')}
            </Tag>
          )}
        </Space>
        <Descriptions style={{ marginTop: 16 }} column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t('project.company')}>{p.companyName}</Descriptions.Item>
          <Descriptions.Item label={t('project.industry')}>
            <DictTag code="industry" value={p.industry} />
          </Descriptions.Item>
          <Descriptions.Item label={t('project.round')}>
            <DictTag code="round" value={p.round} />
          </Descriptions.Item>
          <Descriptions.Item label={t('project.region')}>{p.region || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('project.manager')}>{p.managerName}</Descriptions.Item>
          <Descriptions.Item label={t('project.fund')}>{p.fundName || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('project.amountRange')}>
            {p.amountMin === null && p.amountMax === null
              ? '—'
              : `${p.amountMin?.toLocaleString() ?? '—'} – ${p.amountMax?.toLocaleString() ?? '—'} ${unit}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('project.valuation')}>{amount(p.valuation, unit)}</Descriptions.Item>
          <Descriptions.Item label={t('project.invested')}>{amount(p.investedAmount, unit)}</Descriptions.Item>
          <Descriptions.Item label={t('project.shareRatio')}>
            {p.shareRatio === null ? '—' : `${p.shareRatio}%`}
          </Descriptions.Item>
          <Descriptions.Item label={t('project.score')}>{p.score ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('project.updated')}>{p.updateTime}</Descriptions.Item>
        </Descriptions>
        {p.description && <Typography.Paragraph style={{ marginTop: 8 }}>{p.description}</Typography.Paragraph>}
      </Card>
      <Space size={16} align="start" wrap style={{ width: '100%' }}>
        <Card title={t('project.steps')} style={{ minWidth: 320 }} data-testid="project-detail-steps">
          {steps.data?.length ? (
            <Timeline
              items={steps.data.map((s) => ({
                children: (
                  <>
                    <div>
                      {s.fromStage === null
                        ? t('project.created', { stage: stage.labelOf(String(s.toStage)) })
                        : t('project.moved', {
                            from: stage.labelOf(String(s.fromStage)),
                            to: stage.labelOf(String(s.toStage)),
                          })}
                    </div>
                    <Typography.Text type="secondary">
                      {s.userName} · {s.createTime}
                    </Typography.Text>
                    {s.comment && <div>{s.comment}</div>}
                  </>
                ),
              }))}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          )}
        </Card>
        <Card title={t('project.team')} style={{ minWidth: 280 }} data-testid="project-detail-team">
          {members.data?.length ? (
            <Space direction="vertical">
              {members.data.map((m) => (
                <Space key={m.userId}>
                  <span>{m.name}</span>
                  <Tag>{roles.labelOf(m.role)}</Tag>
                </Space>
              ))}
            </Space>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          )}
        </Card>
      </Space>
    </Space>
  );
}
