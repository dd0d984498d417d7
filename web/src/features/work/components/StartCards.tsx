import { useState } from 'react';
import { ApartmentOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FlowDefinitionRecord } from '@invest/contract/flow';
import { CrudPage, CrudPanel } from '../../../components/crud/CrudPage';
import { ProcessDiagram } from '../../flow/components/ProcessDiagram';
import { useFlowRoutes } from '../../flow/flowRoutes';
import { useStartable, type WorkFilters } from '../api';
import { useOpenProcessPage } from './useOpenProcessPage';
import { WorkSearch } from './WorkSearch';
import styles from './work.module.css';

/** Definitions by category, in the order the server gave them. */
function byCategory(definitions: readonly FlowDefinitionRecord[]): [string, FlowDefinitionRecord[]][] {
  const groups = new Map<string, FlowDefinitionRecord[]>();
  for (const d of definitions) groups.set(d.category, [...(groups.get(d.category) ?? []), d]);
  return [...groups];
}

/** 发起事务: a card per definition the user may start, grouped by category, with its diagram and a start button. */
export function StartCards() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<WorkFilters>({});
  const [showing, setShowing] = useState<FlowDefinitionRecord>();
  const startable = useStartable(filters);
  const { categoryLabel } = useFlowRoutes();
  const open = useOpenProcessPage();
  const groups = byCategory(startable.data?.records ?? []);

  const card = (d: FlowDefinitionRecord) => (
    <Card
      key={d.id}
      size="small"
      title={d.name}
      className={styles.card}
      data-testid="work-start-card"
      actions={[
        <Button key="diagram" type="link" icon={<ApartmentOutlined />} onClick={() => setShowing(d)}>
          {t('work.viewDiagram')}
        </Button>,
        <Button
          key="start"
          type="link"
          icon={<SendOutlined />}
          data-testid="work-start-open"
          onClick={() => open(d.category, { kind: 'form', processDefinitionId: d.id })}
        >
          {t('work.start')}
        </Button>,
      ]}
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'key', label: t('work.processKey'), children: d.key },
          { key: 'version', label: t('work.version'), children: `v${d.version}` },
          { key: 'deployTime', label: t('work.deployTime'), children: d.deploymentTime },
        ]}
      />
    </Card>
  );

  return (
    <CrudPage testId="work-start">
      <WorkSearch onSearch={setFilters} testId="work-start-search" />
      <CrudPanel>
        {startable.isLoading ? (
          <Skeleton active />
        ) : groups.length === 0 ? (
          <Empty description={t('work.noStartable')} />
        ) : (
          groups.map(([category, definitions]) => (
            <section key={category} className={styles.group}>
              <Typography.Title level={5}>{categoryLabel(category) || t('work.uncategorised')}</Typography.Title>
              <div className={styles.cards}>{definitions.map(card)}</div>
            </section>
          ))
        )}
      </CrudPanel>
      <Modal
        open={showing !== undefined}
        title={showing && `${showing.name} v${showing.version}`}
        footer={null}
        width={960}
        destroyOnHidden
        onCancel={() => setShowing(undefined)}
      >
        {showing && <ProcessDiagram processDefinitionId={showing.id} height={480} />}
      </Modal>
    </CrudPage>
  );
}
