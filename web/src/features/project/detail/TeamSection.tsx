import { useState } from 'react';
import { Button, Form, Space, Tag, Typography } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProjectRecord } from '@invest/contract/project';
import { DictSelect } from '../../dict/components/DictSelect';
import { Row, RowList } from '../../../components/rowList/RowList';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useDict } from '../../dict/useDict';
import type { ProjectMember } from '@invest/contract/project-extra';
import { useProjectMembers, useRemoveMember, useSaveMember } from '../api';
import { SectionState } from './SectionState';
import { UserSelect } from '../../../components/users/UserSelect';
import styles from './detail.module.css';

type Props = { project: ProjectRecord; canEdit: boolean };
type MemberValues = { userId: string; role: string };

/** The team and its roles (dictionary member_role); editors add members (who are reminded) and remove them. */
export function TeamSection({ project, canEdit }: Props) {
  const { t } = useTranslation();
  const members = useProjectMembers(project.id);
  const roles = useDict('member_role');
  const save = useSaveMember();
  const remove = useRemoveMember();
  const { confirm } = useConfirmAction();
  const [adding, setAdding] = useState(false);

  const confirmRemove = (m: ProjectMember) =>
    confirm({
      title: t('project.removeMember'),
      content: t('project.removeMemberConfirm', { name: m.name }),
      okText: t('project.removeMember'),
      danger: true,
      onOk: () => remove.mutateAsync({ projectId: project.id, userId: m.userId }),
      successText: t('project.memberRemoved'),
    });

  const addButton = canEdit && (
    <Button icon={<UserAddOutlined />} onClick={() => setAdding(true)} data-testid="project-member-add">
      {t('project.addMember')}
    </Button>
  );

  return (
    <section className={styles.panel} data-testid="project-detail-team">
      <div className={styles.sectionHead}>
        <Typography.Title level={5} className={styles.sectionTitle}>
          {t('project.team')}
        </Typography.Title>
        {addButton}
      </div>
      <SectionState query={members} empty={!members.data?.length} testId="project-team">
        <RowList
          items={members.data ?? []}
          rowKey={(m) => m.userId}
          renderRow={(m) => (
            <Row
              data-testid="project-member"
              actions={
                canEdit && m.userId !== project.managerId
                  ? [
                      <Button
                        key="remove"
                        type="link"
                        danger
                        size="small"
                        onClick={() => confirmRemove(m)}
                        data-testid="project-member-remove"
                      >
                        {t('project.removeMember')}
                      </Button>,
                    ]
                  : []
              }
            >
              <Space wrap>
                <span>{m.name}</span>
                <Tag>{roles.labelOf(m.role)}</Tag>
                <Typography.Text type="secondary">
                  {t('project.joinedAt', { date: m.createTime.slice(0, 10) })}
                </Typography.Text>
              </Space>
            </Row>
          )}
        />
      </SectionState>
      <FormDrawer<MemberValues>
        open={adding}
        title={t('project.addMember')}
        initialValues={{ role: 'member' }}
        onClose={() => setAdding(false)}
        onSubmit={(v) => save.mutateAsync({ projectId: project.id, ...v })}
        successText={t('project.memberAdded')}
        width={420}
        testId="project-member-drawer"
      >
        <Form.Item
          name="userId"
          label={t('project.memberUser')}
          rules={[{ required: true, message: t('crud.selectRequired', { field: t('project.memberUser') }) }]}
        >
          <UserSelect
            exclude={(members.data ?? []).map((m) => m.userId)}
            placeholder={t('crud.selectPlaceholder', { field: t('project.memberUser') })}
            data-testid="project-member-user"
          />
        </Form.Item>
        <Form.Item
          name="role"
          label={t('project.memberRole')}
          rules={[{ required: true, message: t('crud.selectRequired', { field: t('project.memberRole') }) }]}
        >
          <DictSelect code="member_role" allowClear={false} data-testid="project-member-role" />
        </Form.Item>
      </FormDrawer>
    </section>
  );
}
