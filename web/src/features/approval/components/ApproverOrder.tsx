import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionTooltip } from '../../../components/ActionTooltip';
import { Row, RowList } from '../../../components/rowList/RowList';
import { MAX_APPROVERS, moveItem } from '../approvalRules';
import { UserSearchSelect, type UserRef } from '../../../components/users/UserSearchSelect';
import styles from './approval.module.css';

type Props = {
  value?: UserRef[];
  onChange?: (approvers: UserRef[]) => void;
  /** Who may not approve (the applicant). */
  exclude?: readonly string[];
};

/** The approvers in the order they decide: add one at a time, move up or down, remove. */
export function ApproverOrder({ value = [], onChange, exclude = [] }: Props) {
  const { t } = useTranslation();
  const set = (next: UserRef[]) => onChange?.(next);
  return (
    <div className={styles.approvers} data-testid="approver-order">
      {value.length > 0 && (
        <RowList
          bordered
          items={value}
          rowKey={(user) => user.id}
          renderRow={(user, i) => (
            <Row
              data-testid="approver-item"
              actions={[
                <ActionTooltip key="up" title={t('approval.moveUp')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={i === 0}
                    onClick={() => set(moveItem(value, i, i - 1))}
                    aria-label={t('approval.moveUp')}
                    data-testid="approver-up"
                  />
                </ActionTooltip>,
                <ActionTooltip key="down" title={t('approval.moveDown')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={i === value.length - 1}
                    onClick={() => set(moveItem(value, i, i + 1))}
                    aria-label={t('approval.moveDown')}
                    data-testid="approver-down"
                  />
                </ActionTooltip>,
                <ActionTooltip key="remove" title={t('crud.delete')}>
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => set(value.filter((_, j) => j !== i))}
                    aria-label={t('crud.delete')}
                    data-testid="approver-remove"
                  />
                </ActionTooltip>,
              ]}
            >
              <span className={styles.seq}>{i + 1}</span>
              <span data-testid="approver-name">{user.name}</span>
            </Row>
          )}
        />
      )}
      {value.length < MAX_APPROVERS && (
        <UserSearchSelect
          value={undefined}
          onChange={(user) => user && set([...value, user])}
          exclude={[...exclude, ...value.map((u) => u.id)]}
          placeholder={t('approval.addApprover')}
          style={{ width: '100%' }}
          testId="approver-add"
        />
      )}
    </div>
  );
}
